import { datedSentences, type DatedSentence } from '../nlp';

/** A small test journal's sentences: one entry a week from 5 January 2026, each written as given. */
export const journal = (...texts: string[]): DatedSentence[] =>
  datedSentences(
    texts.map((transcript, i) => ({ id: `e${i}`, name: `Entry ${i}`, transcript, dateRecorded: new Date(Date.UTC(2026, 0, 5 + 7 * i, 12)) })),
    'UTC',
  );
