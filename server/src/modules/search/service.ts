import { and, desc, eq, getTableColumns, gte, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
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

/** Narrows a search (AllEntries): a recorded-at range (ISO instants, inclusive) and the two flags. */
export interface SearchFilter {
  recordedFrom?: string | null;
  recordedTo?: string | null;
  isImportant?: boolean | null;
  isPrivate?: boolean | null;
}

function instant(field: string, value: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new InputError(`"${field}" must be an ISO 8601 date.`);
  return date;
}

/** The filter's conditions; an unset field does not narrow. */
function filterConditions(filter: SearchFilter | null | undefined): SQL[] {
  if (!filter) return [];
  const conditions: SQL[] = [];
  if (filter.recordedFrom)
    conditions.push(gte(inscriptionEntries.dateRecorded, instant('recordedFrom', filter.recordedFrom)));
  if (filter.recordedTo)
    conditions.push(lte(inscriptionEntries.dateRecorded, instant('recordedTo', filter.recordedTo)));
  if (filter.isImportant != null) conditions.push(eq(inscriptionEntries.isImportant, filter.isImportant));
  if (filter.isPrivate != null) conditions.push(eq(inscriptionEntries.isPrivate, filter.isPrivate));
  return conditions;
}

/**
 * Full-text search (websearch syntax) over one of the actor's inscriptions, best match first.
 * A too long query or an unreadable date is an InputError; a blank one, or another user's inscription, finds nothing.
 */
export async function searchEntries(
  actor: Actor,
  inscriptionId: unknown,
  query: string,
  first: number | null | undefined,
  filter?: SearchFilter | null,
): Promise<SearchHit[]> {
  if (query.length > SEARCH_MAX_QUERY) {
    throw new InputError(`"query" must be at most ${SEARCH_MAX_QUERY} characters (got ${query.length}).`);
  }
  const conditions = filterConditions(filter);
  const limit = Math.min(Math.max(first ?? DEFAULT_PAGE_SIZE, 0), SEARCH_MAX_RESULTS);
  if (!query.trim() || limit === 0) return [];
  const inscription = await owned(actor, 'inscription', inscriptionId);
  if (!inscription) return [];
  const tsquery = sql`websearch_to_tsquery('english', ${query})`;
  const rank = sql<number>`ts_rank_cd(${searchVector}, ${tsquery})`;
  return actor.db
    .select({
      entry: getTableColumns(inscriptionEntries),
      rank: rank.mapWith(Number),
      headline: sql<string>`ts_headline('english', ${inscriptionEntries.name} || E'\\n' || ${inscriptionEntries.transcript}, ${tsquery}, 'StartSel=[[, StopSel=]], MaxFragments=2, MaxWords=20, MinWords=5')`,
    })
    .from(inscriptionEntries)
    .where(and(eq(inscriptionEntries.inscriptionId, inscription.id), sql`${searchVector} @@ ${tsquery}`, ...conditions))
    .orderBy(desc(rank), desc(inscriptionEntries.dateRecorded), desc(inscriptionEntries.id))
    .limit(limit);
}
