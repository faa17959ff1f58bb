import { and, count, desc, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { GraphQLContext } from './context';

/* ---------- ids and dates ---------- */

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Malformed ids are simply "not found" (never a database error). */
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID_RE.test(v);

export const iso = (d: Date): string => d.toISOString();
export const dateFields = {
  dateCreated: (p: { dateCreated: Date }) => iso(p.dateCreated),
  dateUpdated: (p: { dateUpdated: Date }) => iso(p.dateUpdated),
};

/* ---------- mutation responses ---------- */

export class InputError extends Error {
  readonly code = '400';
}
export class NotFoundError extends Error {
  readonly code = '404';
}
export class ConflictError extends Error {
  readonly code = '409';
}

export const notFound = (what: string): NotFoundError => new NotFoundError(`${what} not found`);

type Resp<K extends string, T> = { code: string; success: boolean; message: string } & { [P in K]: T | null };

/** Postgres unique violation. */
const isUniqueViolation = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505';

/**
 * Runs a mutation body and maps the outcome to { code, success, message, <key> }.
 * Input strings are checked against the length limits first (400 with the field name).
 */
export async function respond<K extends string, T>(
  ctx: GraphQLContext,
  key: K,
  successMessage: string,
  input: unknown,
  body: () => Promise<T>,
): Promise<Resp<K, T>> {
  const make = (code: string, message: string, value: T | null): Resp<K, T> =>
    ({ code, success: code === '200', message, [key]: value }) as Resp<K, T>;
  try {
    checkStringLimits(input);
    const value = await body();
    return make('200', successMessage, value);
  } catch (e) {
    if (e instanceof InputError || e instanceof NotFoundError || e instanceof ConflictError) {
      return make(e.code, e.message, null);
    }
    if (isUniqueViolation(e)) return make('409', 'A duplicate already exists.', null);
    ctx.log.error({ err: e }, 'mutation failed');
    return make('500', 'An unexpected error occurred.', null);
  }
}

/* ---------- input limits ---------- */

export const LIMITS = {
  id: 64,
  short: 200,
  long: 100_000,
  url: 2048,
} as const;

/** Field name → maximum length; every other string input gets LIMITS.short. */
const FIELD_LIMITS: Record<string, number> = {
  about: LIMITS.long,
  transcript: LIMITS.long,
  answer: LIMITS.long,
  question: 10_000,
  summary: LIMITS.long,
  chatContent: LIMITS.long,
  chatLongSummary: LIMITS.long,
  chatShortSummary: 10_000,
  bio: 10_000,
  quote: 2_000,
  platformUserUrl: LIMITS.url,
  externalSources: LIMITS.url,
  id: LIMITS.id,
  inscriptionId: LIMITS.id,
  inscriptionEntryId: LIMITS.id,
  inscriptionQuestionId: LIMITS.id,
  inscriptionChatSessionId: LIMITS.id,
  inscriptionChatSessionCategoryId: LIMITS.id,
  userId: LIMITS.id,
};

/** Walks an input object and throws a 400 InputError naming the first string that is too long. */
export function checkStringLimits(value: unknown, field = 'input'): void {
  if (typeof value === 'string') {
    const max = FIELD_LIMITS[field] ?? LIMITS.short;
    if (value.length > max) throw new InputError(`"${field}" must be at most ${max} characters (got ${value.length}).`);
    return;
  }
  if (Array.isArray(value)) {
    if (value.length > 1000) throw new InputError(`"${field}" must have at most 1000 items.`);
    for (const v of value) checkStringLimits(v, field);
    return;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) checkStringLimits(v, k);
  }
}

/** Required non-blank string. */
export function requireText(field: string, value: string | null | undefined): string {
  const v = (value ?? '').trim();
  if (!v) throw new InputError(`"${field}" is required.`);
  return v;
}

/** Optional string in an update: undefined → unchanged; null/blank for required fields → 400. */
export function optionalRequiredText(field: string, value: string | null | undefined): string | undefined {
  if (value === undefined) return undefined;
  return requireText(field, value);
}

/** Nullable text in an update: undefined → unchanged, null → cleared. */
export function optionalText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  return value;
}

export function requireBool(field: string, value: boolean | null | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === null) throw new InputError(`"${field}" must not be null.`);
  return value;
}

export function parseDate(field: string, value: string): Date {
  const d = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(d.getTime())) {
    throw new InputError(`"${field}" must be an ISO 8601 date or datetime (e.g. 2026-01-31T09:30:00Z).`);
  }
  return d;
}

export function intInRange(field: string, value: number | null | undefined, min: number, max: number): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new InputError(`"${field}" must be an integer from ${min} to ${max}.`);
  }
  return value;
}

/** Drops undefined values (so drizzle .set() only touches given fields). */
export function defined<T extends Record<string, unknown>>(obj: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(obj)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}

/* ---------- paging ---------- */

export const MAX_PAGE = 100;

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

/**
 * Keyset paging over (key desc, id desc) — newest first.
 * after=true: the `first` items after the pivot; after=false: the `first` items before it (still newest first);
 * no pivot: the first page.
 * endCursor is the pivot to pass to continue in the same direction (last edge for after=true, first edge for after=false).
 */
export async function keysetPage<T extends { id: string }>(
  ctx: GraphQLContext,
  table: PgTable,
  keyCol: PgColumn,
  idCol: PgColumn,
  base: SQL | undefined,
  args: PageArgs,
  /** The list's size when it is already known (a stored count): no count(*) is run. */
  knownTotal?: number,
): Promise<Connection<T>> {
  const first = Math.min(Math.max(args.first ?? 15, 0), MAX_PAGE);
  const hasPivot = args.pivot !== undefined && args.pivot !== null;
  // Without a pivot the answer is always the first (newest) page, whatever `after` says.
  const after = hasPivot ? (args.after ?? true) : true;
  const db = ctx.db;
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
      .select({ id: idCol })
      .from(table)
      .where(and(base, eq(idCol, args.pivot)))
      .limit(1);
    if (pivotRows.length === 0) return { ...emptyConnection<T>(), totalCount };
    const pivotKey = sql`(select ${keyCol}, ${idCol} from ${table} where ${idCol} = ${args.pivot})`;
    cond = and(base, after ? sql`(${keyCol}, ${idCol}) < ${pivotKey}` : sql`(${keyCol}, ${idCol}) > ${pivotKey}`);
  }
  if (first === 0) return { edges: [], pageInfo: { endCursor: null, hasNextPage: totalCount > 0 }, totalCount };
  const ordered = after ? [desc(keyCol), desc(idCol)] : [asc(keyCol), asc(idCol)];
  const rows = (await db
    .select()
    .from(table)
    .where(cond)
    .orderBy(...ordered)
    .limit(first + 1)) as T[];
  const hasNextPage = rows.length > first;
  const pageRows = rows.slice(0, first);
  if (!after) pageRows.reverse();
  const edges = pageRows.map((node) => ({ node, cursor: node.id }));
  const endEdge = after ? edges[edges.length - 1] : edges[0];
  return { edges, pageInfo: { endCursor: endEdge?.cursor ?? null, hasNextPage }, totalCount };
}

/** True when the field is resolved inside one of the given root mutation fields (upload URLs are minted only there). */
export function underMutation(info: { operation: { operation: string }; path: { key: string | number; prev: unknown } }, fields: string[]): boolean {
  if (info.operation.operation !== 'mutation') return false;
  let p = info.path as { key: string | number; prev?: unknown } | undefined;
  while (p?.prev) p = p.prev as { key: string | number; prev?: unknown };
  return typeof p?.key === 'string' && fields.includes(p.key);
}
