import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { inscriptionEntries, users } from '../../db/schema';
import type { Actor } from '../actor';
import { owned } from '../ownership';
import type { DateRange } from './dateRange';
import { contentWords, splitSentences } from './nlp';

/** How entries are picked for an answer (a chat session's `fetchUsing`). */
export type RetrievalMode = 'relevance' | 'recency';

/** One of the actor's entries found for a question. */
export interface RetrievedEntry {
  id: string;
  name: string;
  transcript: string;
  dateRecorded: Date;
  /** Full-text rank (ts_rank_cd over the OR of the question's words); 0 when picked by date only. */
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
}

export interface RetrieveOptions {
  range?: DateRange | null;
  /** Entries returned at most (default 8). */
  limit?: number;
  mode?: RetrievalMode;
  /** false: leave out private entries, and every entry of a private inscription (privacy.ts). Default true. */
  withPrivate?: boolean;
}

/** The actor's profile time zone (IANA name), or null when the profile has none. */
export async function userTimeZone(actor: Actor): Promise<string | null> {
  const [row] = await actor.db.select({ timezone: users.timezone }).from(users).where(eq(users.id, actor.userId)).limit(1);
  return row?.timezone ?? null;
}

/**
 * The entries of one of the actor's inscriptions that best answer `question`: full-text matches of any
 * of its words (stemmed, OR'ed, ranked by ts_rank_cd), inside `range` when given. With no matching
 * word, or in recency mode, the newest entries of the range. Another user's inscription gives [].
 * This is the only way entries reach a prompt, so only the asking user's entries ever do.
 */
export async function retrieveEntries(
  actor: Actor,
  inscriptionId: unknown,
  question: string,
  options: RetrieveOptions = {},
): Promise<RetrievedEntry[]> {
  const inscription = await owned(actor, 'inscription', inscriptionId);
  if (!inscription) return [];
  if (options.withPrivate === false && inscription.isPrivate) return [];
  const limit = Math.max(1, Math.min(options.limit ?? 8, 50));
  const conditions: SQL[] = [eq(inscriptionEntries.inscriptionId, inscription.id)];
  if (options.range?.from) conditions.push(gte(inscriptionEntries.dateRecorded, options.range.from));
  if (options.range) conditions.push(lte(inscriptionEntries.dateRecorded, options.range.to));
  if (options.withPrivate === false) conditions.push(eq(inscriptionEntries.isPrivate, false));
  const columns = {
    id: inscriptionEntries.id,
    name: inscriptionEntries.name,
    transcript: inscriptionEntries.transcript,
    dateRecorded: inscriptionEntries.dateRecorded,
  };
  const words = [...new Set(contentWords(question))].filter((w) => /^[\p{L}\p{N}'-]+$/u.test(w));
  if (words.length > 0 && options.mode !== 'recency') {
    // plainto_tsquery of each word (stemmed, stop words dropped), joined with OR.
    const tsquery = sql`(${sql.join(
      words.map((w) => sql`plainto_tsquery('english', ${w})`),
      sql` || `,
    )})`;
    const rank = sql<number>`ts_rank_cd("inscription_entries"."search", ${tsquery})`;
    const hits = await actor.db
      .select({ ...columns, rank: rank.mapWith(Number) })
      .from(inscriptionEntries)
      .where(and(...conditions, sql`"inscription_entries"."search" @@ ${tsquery}`))
      .orderBy(desc(rank), desc(inscriptionEntries.dateRecorded), desc(inscriptionEntries.id))
      .limit(limit);
    if (hits.length > 0 || !options.range) return hits;
  }
  if (!options.range && options.mode !== 'recency') return [];
  const newest = await actor.db
    .select(columns)
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
