import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { z } from 'zod';
import { MIGRATIONS_DIR, type Db } from './index';

/** A migration as a database records it: drizzle keeps its hash and its journal `when` (created_at). */
export const migrationRecord = z.object({
  tag: z.string().min(1),
  when: z.number().int(),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});
export type MigrationRecord = z.infer<typeof migrationRecord>;

export interface Migration extends MigrationRecord {
  statements: string[];
}

/** The transaction drizzle hands to `db.transaction`'s callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows of a raw query (both drivers answer `{ rows }`). */
export async function rows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** This code's migrations in journal order, read as drizzle's migrator reads them. */
export function codeMigrations(folder = MIGRATIONS_DIR): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const files = readMigrationFiles({ migrationsFolder: folder });
  return journal.entries.map((entry, i) => ({
    tag: entry.tag,
    when: entry.when,
    hash: files[i]!.hash,
    statements: files[i]!.sql,
  }));
}

/** The migrations the database has applied, named after this code's journal. */
export async function appliedMigrations(db: Db | Tx): Promise<MigrationRecord[]> {
  const [table] = await rows<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return [];
  const applied = await rows<{ hash: string; created_at: string | number }>(
    db,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by id`,
  );
  const code = codeMigrations();
  return applied.map((row) => {
    const known = code.find((m) => m.hash === row.hash);
    if (!known)
      throw new Error(
        `The database has a migration this version does not know (hash ${row.hash}): it was written by a newer version.`,
      );
    return { tag: known.tag, when: Number(row.created_at), hash: row.hash };
  });
}

/**
 * This code's migrations that rebuild the schema a database had when it recorded `recorded`: they must be
 * the first of the journal, unchanged. Each keeps the recorded `when`, which drizzle compares later.
 */
export function migrationsUpTo(recorded: MigrationRecord[]): Migration[] {
  const code = codeMigrations();
  return recorded.map((r, i) => {
    const m = code[i];
    if (!m || m.tag !== r.tag) {
      throw new Error(
        `The data was written at migration ${r.tag}, which this version does not have at position ${i} (${m?.tag ?? 'none'}): use a newer version.`,
      );
    }
    if (m.hash !== r.hash)
      throw new Error(
        `Migration ${r.tag} changed after the data was written with it: a released migration must not change.`,
      );
    return { ...m, when: r.when };
  });
}

/**
 * Applies migrations inside the caller's transaction. drizzle's migrator opens its own transaction, so
 * this records them as it does (PgDialect.migrate: the same table, hash and created_at), and a later
 * `migrate()` continues from them.
 */
export async function applyMigrations(tx: Tx, migrations: Migration[]): Promise<void> {
  await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
  await tx.execute(
    sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  for (const m of migrations) {
    for (const statement of m.statements) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations ("hash", "created_at") values (${m.hash}, ${m.when})`,
    );
  }
}
