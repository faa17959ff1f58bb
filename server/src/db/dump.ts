/**
 * The database as rows, the same on PGlite and PostgreSQL: one JSON Lines file per table (`db/<table>.jsonl`),
 * each line a row as PostgreSQL's own row_to_json writes it, loaded back with json_populate_recordset, so
 * PostgreSQL converts every value both ways. Chosen over pg_dump and PGlite's dumpDataDir because both of
 * those belong to one backend (dumpDataDir is PGlite's data directory at its PostgreSQL version; pg_dump
 * must match the server's major version, is not in the app's image and its SQL needs psql), while this
 * moves data between them, and a dump loads into the schema of the migrations it was written at, from
 * which the current migrations bring it forward (release fixtures, backups of an older version).
 * A json/jsonb value that is JSON null comes back as SQL NULL; the app stores none (drizzle writes SQL NULL).
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MIGRATION_LOCK_ID, type Database, type Db } from './index';
import { applyMigrations, appliedMigrations, migrationRecord, migrationsUpTo, rows, type Tx } from './migrations';

const identifier = z.string().regex(/^[a-z_][a-z0-9_]*$/, 'must be a lowercase SQL identifier');
export const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/** What a dump holds, in the order its tables load (parents before the tables referring to them). */
export const databaseDump = z.object({
  migrations: z.array(migrationRecord),
  tables: z.array(
    z.object({
      name: identifier,
      columns: z.array(identifier).min(1),
      rows: z.number().int().min(0),
      sha256: sha256Hex,
    }),
  ),
});
export type DatabaseDump = z.infer<typeof databaseDump>;

export const tableFile = (name: string) => `db/${name}.jsonl`;

/** Rows fetched from the cursor at a time, and lines sent per INSERT (or fewer, past BATCH_BYTES). */
const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

/** Base tables of the public schema with their stored columns (generated ones are computed again on load). */
async function tableColumns(db: Db | Tx): Promise<Map<string, string[]>> {
  const found = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name
          from information_schema.columns c
          join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
         where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
         order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const { table_name, column_name } of found)
    tables.set(table_name, [...(tables.get(table_name) ?? []), column_name]);
  return tables;
}

/** The tables with every table a foreign key of theirs refers to placed before them. */
async function parentsFirst(tx: Tx, names: string[]): Promise<string[]> {
  const edges = await rows<{ child: string; parent: string }>(
    tx,
    sql`select ch.relname as child, pa.relname as parent
          from pg_constraint c
          join pg_class ch on ch.oid = c.conrelid
          join pg_class pa on pa.oid = c.confrelid
          join pg_namespace n on n.oid = ch.relnamespace
         where c.contype = 'f' and n.nspname = 'public'`,
  );
  const order: string[] = [];
  const place = (name: string, path: string[]) => {
    if (order.includes(name)) return;
    if (path.includes(name))
      throw new Error(
        `Foreign keys form a cycle (${[...path, name].join(' → ')}): the dump cannot order these tables.`,
      );
    for (const e of edges) if (e.child === name) place(e.parent, [...path, name]);
    order.push(name);
  };
  for (const name of names) place(name, []);
  return order;
}

const columnList = (columns: string[]) =>
  sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );

/** Writes `db/<table>.jsonl` under `dir` from one consistent snapshot; returns what it wrote. */
export async function dumpDatabase(database: Database, dir: string): Promise<DatabaseDump> {
  await mkdir(path.join(dir, 'db'), { recursive: true });
  return database.db.transaction(
    async (tx) => {
      // The same instant is the same text whatever the server's time zone.
      await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
      const migrations = await appliedMigrations(tx);
      const columnsOf = await tableColumns(tx);
      const tables: DatabaseDump['tables'] = [];
      for (const name of await parentsFirst(tx, [...columnsOf.keys()])) {
        const columns = columnsOf.get(name)!;
        const out = createWriteStream(path.join(dir, tableFile(name)));
        const hash = createHash('sha256');
        let count = 0;
        await tx.execute(
          sql`DECLARE dump_rows NO SCROLL CURSOR FOR SELECT row_to_json(r)::text AS line FROM (SELECT ${columnList(columns)} FROM ${sql.identifier(name)}) r`,
        );
        for (;;) {
          const batch = await rows<{ line: string }>(tx, sql.raw(`FETCH ${BATCH_ROWS} FROM dump_rows`));
          if (!batch.length) break;
          const chunk = batch.map((b) => `${b.line}\n`).join('');
          hash.update(chunk);
          count += batch.length;
          if (!out.write(chunk)) await once(out, 'drain');
        }
        await tx.execute(sql`CLOSE dump_rows`);
        out.end();
        await finished(out);
        tables.push({ name, columns, rows: count, sha256: hash.digest('hex') });
      }
      return { migrations, tables };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Lines of a JSON Lines file, in batches of at most BATCH_ROWS lines and about BATCH_BYTES. */
async function* lineBatches(file: string): AsyncGenerator<string[]> {
  let batch: string[] = [];
  let bytes = 0;
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (!line.trim()) continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
      yield batch;
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length) yield batch;
}

/**
 * Replaces the database with a dump read from `dir`, in one transaction: it drops the public and drizzle
 * schemas, rebuilds the schema of the dump's migrations and loads every table, or, on any error, leaves the
 * database as it was. Run `database.migrate()` afterwards to bring it to this version.
 */
export async function loadDatabase(database: Database, dir: string, dump: DatabaseDump): Promise<void> {
  const migrations = migrationsUpTo(dump.migrations);
  await database.db.transaction(async (tx) => {
    // An instance starting meanwhile waits here instead of migrating a half-built schema.
    if (database.kind === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await tx.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
    await tx.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
    await tx.execute(sql`CREATE SCHEMA public`);
    await applyMigrations(tx, migrations);
    for (const table of dump.tables) {
      const name = sql.identifier(table.name);
      const columns = columnList(table.columns);
      try {
        // The rows carry their derived values (an inscription's entry_count): the triggers would count them again.
        await tx.execute(sql`ALTER TABLE ${name} DISABLE TRIGGER USER`);
        for await (const batch of lineBatches(path.join(dir, tableFile(table.name)))) {
          await tx.execute(
            sql`INSERT INTO ${name} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${name}, ${`[${batch.join(',')}]`}::json)`,
          );
        }
        await tx.execute(sql`ALTER TABLE ${name} ENABLE TRIGGER USER`);
        const [loaded] = await rows<{ n: string | number }>(tx, sql`select count(*) as n from ${name}`);
        if (Number(loaded?.n) !== table.rows)
          throw new Error(`${Number(loaded?.n)} rows loaded, the dump lists ${table.rows}`);
      } catch (err) {
        throw new Error(`Restoring table ${table.name}: ${err instanceof Error ? err.message : String(err)}`, {
          cause: err,
        });
      }
    }
  });
}

/** Tables of the public schema that hold rows (an empty list: nothing to lose by loading a dump). */
export async function occupiedTables(database: Database): Promise<string[]> {
  const occupied: string[] = [];
  for (const name of (await tableColumns(database.db)).keys()) {
    const [row] = await rows<{ any: boolean }>(
      database.db,
      sql`select exists (select 1 from ${sql.identifier(name)}) as any`,
    );
    if (row?.any) occupied.push(name);
  }
  return occupied;
}
