import { and, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { SEARCH_MAX_QUERY, SEARCH_MAX_RESULTS } from '@inscriptions/contracts';
import { inscriptionEntries, type InscriptionEntryRow } from '../../db/schema';
import type { Actor } from '../actor';
import { InputError } from '../errors';
import { owned } from '../ownership';
import { DEFAULT_PAGE_SIZE } from '../paging';

export interface SearchHit {
  entry: InscriptionEntryRow;
  /** PostgreSQL text-search rank (ts_rank_cd); higher is a better match. */
  rank: number;
  /** An excerpt of the title and transcript with each matched word wrapped in [[ and ]]. */
  headline: string;
}

/**
 * The stored generated column of drizzle/0003_entry_search.sql (not declared in the Drizzle schema,
 * so ordinary entry selects never carry it).
 */
const searchVector = sql`"inscription_entries"."search"`;
/** The title's own vector: the expression of drizzle/0006's index, so that index answers it. */
const titleVector = sql`to_tsvector('english'::regconfig, ${inscriptionEntries.name})`;

/**
 * How many of the newest matches (and, separately, of the newest title matches) are ranked. Ranking
 * every match costs one heap read and one ts_rank_cd per match (14,000 of 100,000 entries for a
 * common word); the newest few hundred are read straight off the paging index instead. Title matches
 * (weight A) outrank body-only ones, so taking them apart keeps the best hits whatever their age.
 */
export const SEARCH_CANDIDATES = 200;

/**
 * Full-text search (websearch syntax) over one of the actor's inscriptions, best match first among
 * the candidates (see SEARCH_CANDIDATES).
 * A too long query is an InputError; a blank one, or another user's inscription, finds nothing.
 */
export async function searchEntries(
  actor: Actor,
  inscriptionId: unknown,
  query: string,
  first: number | null | undefined,
): Promise<SearchHit[]> {
  if (query.length > SEARCH_MAX_QUERY) {
    throw new InputError(`"query" must be at most ${SEARCH_MAX_QUERY} characters (got ${query.length}).`);
  }
  const limit = Math.min(Math.max(first ?? DEFAULT_PAGE_SIZE, 0), SEARCH_MAX_RESULTS);
  if (!query.trim() || limit === 0) return [];
  const inscription = await owned(actor, 'inscription', inscriptionId);
  if (!inscription) return [];
  const tsquery = sql`websearch_to_tsquery('english', ${query})`;
  const rank = sql<number>`ts_rank_cd(${searchVector}, ${tsquery})`;
  const newestMatching = (match: SQL) =>
    actor.db
      .select({ id: inscriptionEntries.id })
      .from(inscriptionEntries)
      .where(and(eq(inscriptionEntries.inscriptionId, inscription.id), match))
      .orderBy(desc(inscriptionEntries.dateRecorded), desc(inscriptionEntries.id))
      .limit(SEARCH_CANDIDATES);
  const candidates = union(newestMatching(sql`${searchVector} @@ ${tsquery}`), newestMatching(sql`${titleVector} @@ ${tsquery}`));
  // The headline is computed after the sort and limit, for the returned page only.
  return actor.db
    .select({
      entry: getTableColumns(inscriptionEntries),
      rank: rank.mapWith(Number),
      headline: sql<string>`ts_headline('english', ${inscriptionEntries.name} || E'\\n' || ${inscriptionEntries.transcript}, ${tsquery}, 'StartSel=[[, StopSel=]], MaxFragments=2, MaxWords=20, MinWords=5')`,
    })
    .from(inscriptionEntries)
    .where(inArray(inscriptionEntries.id, candidates))
    .orderBy(desc(rank), desc(inscriptionEntries.dateRecorded), desc(inscriptionEntries.id))
    .limit(limit);
}
