import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { MAX_PAGE_SIZE, isUuid } from '@inscriptions/contracts';
import type { Db } from '../db';

/** Page size when the caller gives none (the schema's `first: Int = 15`). */
export const DEFAULT_PAGE_SIZE = 15;

export interface PageArgs {
  first?: number | null;
  after?: boolean | null;
  pivot?: string | null;
}

export interface Connection<T> {
  edges: { node: T; cursor: string }[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  totalCount: number;
}

export const emptyConnection = <T>(): Connection<T> => ({
  edges: [],
  pageInfo: { endCursor: null, hasNextPage: false },
  totalCount: 0,
});

/** The list a page is taken from: its table, the (key desc, id desc) order, and the rows it holds. */
export interface PagedList {
  table: PgTable;
  key: PgColumn;
  id: PgColumn;
  where: SQL | undefined;
  /** The list's size when it is already known (a stored count): no count(*) is run. */
  knownTotal?: number;
  /** The first page's rows from a prepared statement (see scopedList), for a list opened on every visit. */
  firstPage?: (limit: number) => Promise<unknown[]>;
}

/** A list of `table` scoped by one column's value, in keysetPage's order: (key desc, id desc). */
export interface ScopedList {
  name: string;
  table: PgTable;
  key: PgColumn;
  id: PgColumn;
  scope: PgColumn;
}

const preparedByDb = new WeakMap<Db, Map<string, (scope: string, limit: number) => Promise<unknown[]>>>();

/**
 * The first page of a scoped list as a statement built once per database, then only executed: every visit
 * opens an inscription's newest entries, and Drizzle building the statement each time cost as much as
 * running it (the README's benchmark notes).
 */
function preparedFirstPage(db: Db, list: ScopedList, scopeValue: string): (limit: number) => Promise<unknown[]> {
  let prepared = preparedByDb.get(db);
  if (!prepared) preparedByDb.set(db, (prepared = new Map()));
  let run = prepared.get(list.name);
  if (!run) {
    const query = db
      .select()
      .from(list.table)
      .where(eq(list.scope, sql.placeholder('scope')))
      .orderBy(desc(list.key), desc(list.id))
      .limit(sql.placeholder('limit'))
      .prepare(list.name);
    run = (scope, limit) => query.execute({ scope, limit });
    prepared.set(list.name, run);
  }
  const runPrepared = run;
  return (limit) => runPrepared(scopeValue, limit);
}

/**
 * The rows of a scoped list whose scope column equals `scopeValue`, as keysetPage takes them: the
 * `where`, and the prepared first page for a page without a pivot (one condition, stated once).
 */
export function scopedList(db: Db, list: ScopedList, scopeValue: string): PagedList {
  const { table, key, id, scope } = list;
  return { table, key, id, where: eq(scope, scopeValue), firstPage: preparedFirstPage(db, list, scopeValue) };
}

/**
 * Keyset paging over (key desc, id desc) — newest first.
 * after=true: the `first` items after the pivot; after=false: the `first` items before it (still newest first);
 * no pivot: the first page.
 * endCursor is the pivot to pass to continue in the same direction (last edge for after=true, first edge for after=false).
 */
export async function keysetPage<T extends { id: string }>(db: Db, list: PagedList, args: PageArgs): Promise<Connection<T>> {
  const { table, key, id, where: base, knownTotal } = list;
  const first = Math.min(Math.max(args.first ?? DEFAULT_PAGE_SIZE, 0), MAX_PAGE_SIZE);
  const hasPivot = args.pivot !== undefined && args.pivot !== null;
  // Without a pivot the answer is always the first (newest) page, whatever `after` says.
  const after = hasPivot ? (args.after ?? true) : true;
  let totalCount: number;
  if (knownTotal !== undefined) totalCount = knownTotal;
  else {
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(table).where(base);
    totalCount = Number(n);
  }
  let cond = base;
  if (hasPivot) {
    if (!isUuid(args.pivot)) return { ...emptyConnection<T>(), totalCount };
    const pivotRows = await db
      .select({ id })
      .from(table)
      .where(and(base, eq(id, args.pivot)))
      .limit(1);
    if (pivotRows.length === 0) return { ...emptyConnection<T>(), totalCount };
    const pivotKey = sql`(select ${key}, ${id} from ${table} where ${id} = ${args.pivot})`;
    cond = and(base, after ? sql`(${key}, ${id}) < ${pivotKey}` : sql`(${key}, ${id}) > ${pivotKey}`);
  }
  if (first === 0) return { edges: [], pageInfo: { endCursor: null, hasNextPage: totalCount > 0 }, totalCount };
  const ordered = after ? [desc(key), desc(id)] : [asc(key), asc(id)];
  const rows = (
    !hasPivot && list.firstPage
      ? await list.firstPage(first + 1)
      : await db
          .select()
          .from(table)
          .where(cond)
          .orderBy(...ordered)
          .limit(first + 1)
  ) as T[];
  const hasNextPage = rows.length > first;
  const pageRows = rows.slice(0, first);
  if (!after) pageRows.reverse();
  const edges = pageRows.map((node) => ({ node, cursor: node.id }));
  const endEdge = after ? edges[edges.length - 1] : edges[0];
  return { edges, pageInfo: { endCursor: endEdge?.cursor ?? null, hasNextPage }, totalCount };
}
