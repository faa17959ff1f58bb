import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { QUESTION_TYPES } from './types';
import type { EvaluationFigures } from './run';

/*
 * The bench's evaluation report: this run's figures with the previous run's beside them. The last run
 * of each set is kept in last-run.json next to this file (committed, so a change shows what it moved).
 */

export const LAST_RUN_FILE = path.join(__dirname, 'last-run.json');

type Stored = Record<string, Omit<EvaluationFigures, 'set'> & { date: string }>;

function readStored(file: string): Stored {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Stored;
  } catch {
    return {};
  }
}

export function previousRun(setKey: string, file = LAST_RUN_FILE): (Omit<EvaluationFigures, 'set'> & { date: string }) | null {
  return readStored(file)[setKey] ?? null;
}

export function saveRun(setKey: string, figures: EvaluationFigures, file = LAST_RUN_FILE): void {
  const stored = readStored(file);
  const { set: _set, ...kept } = figures;
  stored[setKey] = { ...kept, date: new Date().toISOString().slice(0, 10) };
  writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`);
}

const pct = (x: number | null | undefined) => (x === null || x === undefined ? '–' : `${x}%`);
const beside = (now: string, before: string | null) => (before === null ? now : `${now} (was ${before})`);

/** The report's lines: per question type, then themes, highlights and the answer time. */
export function reportLines(figures: EvaluationFigures, previous: ReturnType<typeof previousRun>): string[] {
  const lines = [`Evaluation: ${figures.set}, ${figures.entries} entries${previous ? `; previous run ${previous.date}` : '; no previous run'}`];
  for (const type of [...QUESTION_TYPES, 'answerable'] as const) {
    const now = figures.byType[type];
    const was = previous?.byType[type];
    const cells = [
      `${type.padEnd(12)} ${String(now.questions).padStart(3)} q`,
      `${type === 'unanswerable' ? 'says nothing found' : 'right entry cited'} ${beside(pct(now.hitRate), was ? pct(was.hitRate) : null)}`,
    ];
    if (type !== 'unanswerable') {
      cells.push(`citation precision ${beside(pct(now.citationPrecision), was ? pct(was.citationPrecision) : null)}`);
      cells.push(`fact recall ${beside(pct(now.factRecall), was ? pct(was.factRecall) : null)}`);
    }
    if (now.inOrder !== null) cells.push(`both dated citations in order ${beside(pct(now.inOrder), was ? pct(was.inOrder) : null)}`);
    lines.push(`  ${cells.join(' · ')}`);
  }
  const themes = `${figures.themes.found} of ${figures.themes.labelled}`;
  lines.push(`  themes in the insights: ${beside(themes, previous ? `${previous.themes.found} of ${previous.themes.labelled}` : null)}`);
  const h = figures.highlights;
  const was = previous?.highlights;
  lines.push(
    `  highlights in the month summaries: ${beside(`${h.found} of ${h.labelled}`, was ? `${was.found} of ${was.labelled}` : null)}; months holding 3+ of their highlights: ${beside(
      `${h.monthsHeld} of ${h.months}`,
      was ? `${was.monthsHeld} of ${was.months}` : null,
    )}`,
  );
  lines.push(`  full answer p95: ${beside(`${figures.answerMsP95} ms`, previous ? `${previous.answerMsP95} ms` : null)}`);
  return lines;
}
