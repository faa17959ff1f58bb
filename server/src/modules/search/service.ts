import { and, desc, eq, getTableColumns, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { SEARCH_MAX_QUERY, SEARCH_MAX_RESULTS } from '@inscriptions/contracts';
import { inscriptionEntries, type InscriptionEntryRow } from '../../db/schema';
import type { Actor } from '../actor';
import { InputError } from '../errors';
import { owned } from '../ownership';
import { markdownToPlainText } from '../entries';
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
 * How many of the newest matches (and, separately, of the newest title matches) are ranked. Ranking
 * every match costs one heap read and one ts_rank_cd per match (14,000 of 100,000 entries for a
 * common word); the newest few hundred are read straight off the paging index instead. Title matches
 * (weight A) outrank body-only ones, so taking them apart keeps the best hits whatever their age.
 */
export const SEARCH_CANDIDATES = 200;

/**
 * Full-text search (websearch syntax) over one of the actor's inscriptions, best match first among
 * the candidates (see SEARCH_CANDIDATES), narrowed by the filter (the candidates are taken after it).
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
  const newestMatching = (match: SQL) =>
    actor.db
      .select({ id: inscriptionEntries.id })
      .from(inscriptionEntries)
      .where(and(eq(inscriptionEntries.inscriptionId, inscription.id), match, ...conditions))
      .orderBy(desc(inscriptionEntries.dateRecorded), desc(inscriptionEntries.id))
      .limit(SEARCH_CANDIDATES);
  const candidates = union(newestMatching(sql`${searchVector} @@ ${tsquery}`), newestMatching(sql`${titleVector} @@ ${tsquery}`));
  const page = actor.db
    .select({ id: inscriptionEntries.id, rank: rank.as('rank') })
    .from(inscriptionEntries)
    .where(inArray(inscriptionEntries.id, candidates))
    .orderBy(desc(rank), desc(inscriptionEntries.dateRecorded), desc(inscriptionEntries.id))
    .limit(limit)
    .as('page');
  const rows = await actor.db
    .select({ entry: getTableColumns(inscriptionEntries), rank: sql<number>`${page.rank}`.mapWith(Number) })
    .from(page)
    .innerJoin(inscriptionEntries, eq(inscriptionEntries.id, page.id))
    .orderBy(desc(page.rank), desc(inscriptionEntries.dateRecorded), desc(inscriptionEntries.id));
  const texts = await Promise.all(rows.map(async ({ entry }) => `${entry.name}\n${await markdownToPlainText(entry.transcript)}`));
  const headlines = await searchHeadlines(actor, texts, tsquery);
  return rows.map((row, i) => ({ ...row, headline: headlines[i] ?? '' }));
}

/**
 * The excerpts around the matches, cut from each entry's text as it reads (markdownToPlainText, so no
 * Markdown marker is left half in an excerpt), for the page of hits only.
 */
async function searchHeadlines(actor: Actor, texts: string[], tsquery: SQL): Promise<string[]> {
  if (texts.length === 0) return [];
  const plain = sql.join(
    texts.map((text) => sql`${text}`),
    sql`, `,
  );
  const { rows } = (await actor.db.execute(sql`
    SELECT ts_headline('english', t, ${tsquery}, 'StartSel=[[, StopSel=]], MaxFragments=2, MaxWords=20, MinWords=5') AS headline
    FROM unnest(ARRAY[${plain}]::text[]) WITH ORDINALITY AS texts(t, n) ORDER BY n`)) as unknown as { rows: { headline: string }[] };
  return rows.map((row) => row.headline);
}
