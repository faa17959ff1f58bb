import type { EvidenceOptions } from '../evidence';
import { analyseEntry, buildIndex, type LexicalIndex } from '../lexicalIndex';

/** One entry of a small test journal: its text, and its title and day (yyyy-mm-dd) where they matter. */
export interface TestEntry {
  id: string;
  transcript: string;
  name?: string;
  day?: string;
}

/** The lexical index of a small test journal (untitled entries are 'Day'; undated ones written at the epoch). */
export function journalIndex(entries: readonly TestEntry[]): LexicalIndex {
  return buildIndex(
    entries.map(({ id, transcript, name = 'Day', day }) =>
      analyseEntry({ id, name, transcript, dateRecorded: day ? new Date(`${day}T12:00:00Z`) : new Date(0), isPrivate: false, dateUpdated: new Date(0) }),
    ),
  );
}

/** Entries from their texts alone, numbered `${prefix}0`, `${prefix}1`… */
export const entriesOf = (prefix: string, texts: readonly string[], name?: string): TestEntry[] =>
  texts.map((transcript, i) => ({ id: `${prefix}${i}`, transcript, name }));

/** A test question is asked on 20 November 2026 (UTC), private entries read. */
export const ASKED: EvidenceOptions = { timeZone: 'UTC', now: new Date('2026-11-20T12:00:00Z'), withPrivate: true, limit: 8 };
