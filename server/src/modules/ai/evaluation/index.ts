import { DEV_SET } from './dev';
import { DEV2_SET } from './dev2';
import { DEV3_SET } from './dev3';
import { EVALUATION_ENTRIES } from './journal';
import { EVALUATION_HIGHLIGHTS, EVALUATION_THEMES } from './labels';
import { EVALUATION_QUESTIONS } from './questions';
import type { LabelledJournal } from './types';

export { DEV_SET, DEV2_SET, DEV3_SET };
export * from './types';

/** The held-out set: measured by `pnpm bench ai`, never tuned on. */
export const EVALUATION_SET: LabelledJournal = {
  name: 'evaluation set (potter and runner, 15 months)',
  now: '2026-11-20T12:00:00Z',
  timeZone: 'Europe/London',
  entries: EVALUATION_ENTRIES,
  questions: EVALUATION_QUESTIONS,
  themes: EVALUATION_THEMES,
  highlights: EVALUATION_HIGHLIGHTS,
};
