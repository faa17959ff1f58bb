import type { TimelineSentenceValue } from '../../db/schema';
import type { DatedSentence, EntryText } from '../insights/nlp';
import type { Period } from './periods';

/** What a summariser gets: one period's entries of one inscription, and their dated sentences. */
export interface SummaryInput {
  period: Period;
  entries: EntryText[];
  sentences: DatedSentence[];
  signal?: AbortSignal;
}

export interface TimelineSummariser {
  name: 'offline' | 'openai';
  /** The summary, sentence by sentence, each citing the entries it draws on. */
  summarise(input: SummaryInput): Promise<TimelineSentenceValue[]>;
}

const LENGTH = { WEEK: 3, MONTH: 5, YEAR: 8 } as const;

export const cite = (s: Pick<DatedSentence, 'entryId' | 'entryName' | 'dateRecorded'>) => ({
  entryId: s.entryId,
  entryName: s.entryName,
  dateRecorded: s.dateRecorded.toISOString(),
});

/**
 * Extractive: each sentence is scored by how many of the period's entries share its content words
 * (what the period was about), one sentence per entry at most while others remain; the best are
 * told in date order, each citing its own entry.
 */
export const offlineSummariser: TimelineSummariser = {
  name: 'offline',
  summarise: async ({ period, sentences }) => {
    const spread = new Map<string, Set<string>>();
    for (const s of sentences) for (const t of s.terms) spread.set(t, (spread.get(t) ?? new Set()).add(s.entryId));
    const score = (s: DatedSentence) =>
      s.terms.reduce((sum, t) => sum + (spread.get(t)?.size ?? 0), 0) / Math.sqrt(s.terms.length + 1) + Math.abs(s.sentiment);
    const ranked = [...sentences].sort((a, b) => score(b) - score(a));
    const picked: DatedSentence[] = [];
    const usedEntries = new Set<string>();
    const want = LENGTH[period.scale];
    for (const s of ranked) {
      if (picked.length >= want) break;
      if (usedEntries.has(s.entryId)) continue;
      picked.push(s);
      usedEntries.add(s.entryId);
    }
    for (const s of ranked) {
      if (picked.length >= want) break;
      if (!picked.includes(s)) picked.push(s);
    }
    return picked
      .sort((a, b) => a.dateRecorded.getTime() - b.dateRecorded.getTime() || sentences.indexOf(a) - sentences.indexOf(b))
      .map((s) => ({ text: s.text, entries: [cite(s)] }));
  },
};
