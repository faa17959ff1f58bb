import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { inscriptionEntries, users } from '../../db/schema';
import type { Actor } from '../actor';
import { owned } from '../ownership';
import type { DateRange } from './dateRange';
import { contentWords, splitSentences } from './nlp';

/** One of the actor's entries found for a question. */
export interface RetrievedEntry {
  id: string;
  name: string;
  transcript: string;
  dateRecorded: Date;
  /** BM25 rank of the entry for the question; 0 when picked by date only. */
  rank: number;
}

/** A sentence of a retrieved entry, scored against the question. */
export interface Passage {
  entryId: string;
  entryName: string;
  dateRecorded: Date;
  sentence: string;
  /** Higher is better: shared content words with the question, plus the entry's rank. */
  score: number;
  /** The people or places it names for a who or where question, as written ("Golden Acre Park"). */
  named?: string[];
}

export interface RetrieveOptions {
  range?: DateRange | null;
  /** Entries returned at most (default 8). */
  limit?: number;
  /** false: leave out private entries, and every entry of a private inscription (privacy.ts). Default true. */
  withPrivate?: boolean;
}

/** The actor's profile time zone (IANA name), or null when the profile has none. */
export async function userTimeZone(actor: Actor): Promise<string | null> {
  const [row] = await actor.db.select({ timezone: users.timezone }).from(users).where(eq(users.id, actor.userId)).limit(1);
  return row?.timezone ?? null;
}

/**
 * The newest entries of one of the actor's inscriptions inside `range` when given (a session set to
 * recency; relevance goes through gatherEvidence and its BM25 index). Another user's inscription gives [].
 */
export async function newestEntries(actor: Actor, inscriptionId: unknown, options: RetrieveOptions = {}): Promise<RetrievedEntry[]> {
  const inscription = await owned(actor, 'inscription', inscriptionId);
  if (!inscription) return [];
  if (options.withPrivate === false && inscription.isPrivate) return [];
  const limit = Math.max(1, Math.min(options.limit ?? 8, 50));
  const conditions: SQL[] = [eq(inscriptionEntries.inscriptionId, inscription.id)];
  if (options.range?.from) conditions.push(gte(inscriptionEntries.dateRecorded, options.range.from));
  if (options.range) conditions.push(lte(inscriptionEntries.dateRecorded, options.range.to));
  if (options.withPrivate === false) conditions.push(eq(inscriptionEntries.isPrivate, false));
  const newest = await actor.db
    .select({
      id: inscriptionEntries.id,
      name: inscriptionEntries.name,
      transcript: inscriptionEntries.transcript,
      dateRecorded: inscriptionEntries.dateRecorded,
    })
    .from(inscriptionEntries)
    .where(and(...conditions))
    .orderBy(desc(inscriptionEntries.dateRecorded), desc(inscriptionEntries.id))
    .limit(limit);
  return newest.map((e) => ({ ...e, rank: 0 }));
}

/**
 * The sentences of `entries` that best answer `question`, best first: each scored by the question's
 * content words it holds (plus a little of its entry's rank, so ties go to the better entry). When the
 * question has no content word left (e.g. "what happened last month?"), each entry's first sentences.
 */
export function bestPassages(question: string, entries: RetrievedEntry[], limit = 4): Passage[] {
  const asked = new Set(contentWords(question));
  const passages: Passage[] = [];
  entries.forEach((entry, order) => {
    const sentences = splitSentences(entry.transcript);
    sentences.forEach((sentence, index) => {
      const words = new Set(contentWords(sentence));
      let shared = 0;
      for (const w of asked) if (words.has(w)) shared += 1;
      // Without matching words, prefer an entry's opening sentence and the better-ranked entries.
      const score = shared + entry.rank + (shared === 0 ? 0.5 / (1 + index) + 0.1 / (1 + order) : 0);
      passages.push({ entryId: entry.id, entryName: entry.name, dateRecorded: entry.dateRecorded, sentence, score });
    });
  });
  const seen = new Set<string>();
  return passages
    .sort((a, b) => b.score - a.score)
    .filter((p) => {
      const key = p.sentence.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, limit);
}
