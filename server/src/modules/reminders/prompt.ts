import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { inscriptionEntries, inscriptions } from '../../db/schema';

/** How far back, and how many entries, a reminder's personal prompt looks. */
export const PROMPT_LOOKBACK_DAYS = 60;
export const PROMPT_ENTRIES = 30;
const MAX_PROMPT_CHARS = 240;

/** Words that mark an open concern in a sentence that is not a question. */
const CONCERN = /\b(worr(?:y|ied|ies)|concern(?:ed|s)?|not sure|unsure|afraid|stuck|wonder(?:ing)?|doubt(?:s|ful)?)\b/i;

export interface PersonalPrompt {
  /** The sentence, as the user wrote it. */
  sentence: string;
  entryName: string;
  dateRecorded: Date;
}

const sentences = (text: string): string[] =>
  [...new Intl.Segmenter('en', { granularity: 'sentence' }).segment(text)].map((s) => s.segment.trim()).filter(Boolean);

/**
 * One open question or concern from the user's own recent entries (newest entry first, its last question
 * before its last concern), or null. Offline and deterministic: a sentence ending in '?', else one naming
 * a worry. Private entries count: the mail goes only to their author.
 */
export function pickPrompt(entries: { name: string; transcript: string; dateRecorded: Date }[]): PersonalPrompt | null {
  for (const entry of entries) {
    const all = sentences(`${entry.transcript}`);
    const question = all.filter((s) => s.endsWith('?')).at(-1);
    const concern = all.filter((s) => CONCERN.test(s)).at(-1);
    const sentence = question ?? concern;
    if (sentence && sentence.length <= MAX_PROMPT_CHARS) return { sentence, entryName: entry.name, dateRecorded: entry.dateRecorded };
  }
  return null;
}

export async function recentEntriesForPrompt(db: Db, userId: string): Promise<{ name: string; transcript: string; dateRecorded: Date }[]> {
  return db
    .select({ name: inscriptionEntries.name, transcript: inscriptionEntries.transcript, dateRecorded: inscriptionEntries.dateRecorded })
    .from(inscriptionEntries)
    .innerJoin(inscriptions, eq(inscriptions.id, inscriptionEntries.inscriptionId))
    .where(
      and(
        eq(inscriptions.userId, userId),
        gt(inscriptionEntries.dateRecorded, sql`now() - make_interval(days => ${PROMPT_LOOKBACK_DAYS})`),
      ),
    )
    .orderBy(desc(inscriptionEntries.dateRecorded), desc(inscriptionEntries.id))
    .limit(PROMPT_ENTRIES);
}
