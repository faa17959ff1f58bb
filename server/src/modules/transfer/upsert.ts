import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { TRANSFER_KINDS, type TransferKind, type TransferKindCounts } from '@inscriptions/contracts';

/*
 * An import's upserts: a conflicting row is updated only when it is the actor's and the archive changes
 * it, so a row the archive holds as it is stays untouched (its dateUpdated too) and is counted unchanged.
 */

export type Tally = Record<TransferKind, TransferKindCounts>;

export const newTally = (): Tally =>
  Object.fromEntries(TRANSFER_KINDS.map((k) => [k, { created: 0, updated: 0, unchanged: 0 }])) as Tally;

/** The value the insert proposed for a column (ON CONFLICT's `excluded` row). */
export const excluded = (column: PgColumn): SQL => sql.raw(`excluded."${column.name}"`);

/** Returned by an upsert: true for a row it inserted, false for one it updated (PostgreSQL's xmax is 0 on an insert). */
export const wasInserted = sql<boolean>`(xmax = 0)`;

/**
 * The SET and WHERE of ON CONFLICT DO UPDATE: each field gets its value when the row is the actor's
 * (`own`) and at least one of them differs from what is stored.
 */
export function updateIfChanged(
  fields: Record<string, [PgColumn | SQL, SQL]>,
  own: SQL,
  extra: Record<string, unknown> = {},
): { set: Record<string, unknown>; setWhere: SQL } {
  const entries = Object.entries(fields);
  const stored = sql.join(
    entries.map(([, [column]]) => sql`${column}`),
    sql`, `,
  );
  const proposed = sql.join(
    entries.map(([, [, value]]) => value),
    sql`, `,
  );
  return {
    set: { ...Object.fromEntries(entries.map(([name, [, value]]) => [name, value])), ...extra },
    setWhere: sql`${own} and row(${stored}) is distinct from row(${proposed})`,
  };
}

/**
 * A timestamp as an archive holds it (ISO, to the millisecond): a stored time with microseconds then
 * compares equal to its own export.
 */
export const toMillis = (column: PgColumn): SQL => sql`date_trunc('milliseconds', ${column})`;

/** Fields updated to the proposed value: name → [column, excluded.column]. */
export function fromExcluded<K extends string>(columns: Record<K, PgColumn>): Record<K, [PgColumn, SQL]> {
  return Object.fromEntries(
    Object.entries<PgColumn>(columns).map(([name, column]) => [name, [column, excluded(column)]]),
  ) as Record<K, [PgColumn, SQL]>;
}

/** Adds an upsert's outcome to a kind: returned rows were inserted or updated, the rest left as they were. */
export function count(tally: Tally, kind: TransferKind, returned: { inserted: boolean }[], proposed: number): void {
  const inserted = returned.filter((r) => r.inserted).length;
  tally[kind].created += inserted;
  tally[kind].updated += returned.length - inserted;
  tally[kind].unchanged += proposed - returned.length;
}
