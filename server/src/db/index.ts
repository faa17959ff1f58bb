import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Config } from '../config';
import { drizzleClient } from './pgliteClient';
import * as schema from './schema';

export { schema };
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the SQL migrations of server/drizzle (the same files on both backends). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Raw parameterised SQL ($1, $2 …); returns the rows. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Cheap liveness check (select 1). */
  ping(): Promise<void>;
}

/** Arbitrary constant key of the advisory lock taken while migrating (or restoring) PostgreSQL. */
export const MIGRATION_LOCK_ID = 727_274_001;

/** server/drizzle, from src/db (ts) or dist/db (build). */
export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'drizzle');

export interface DatabaseOptions {
  /** Called with every SQL statement Drizzle runs (tests count queries with it). */
  onQuery?: (sql: string, params: unknown[]) => void;
  /** PGlite in memory: start from this dumped data directory rather than a new one (tests' templates). */
  loadDataDir?: Blob;
}

export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: DatabaseOptions = {},
): Promise<Database> {
  const url = config.databaseUrl;
  if (url && url !== 'memory://') return createPostgres(url, options);
  return createPglite(url === 'memory://' ? undefined : path.join(config.dataDir, 'db'), options);
}

const drizzleLogger = (options: DatabaseOptions) =>
  options.onQuery ? { logQuery: (q: string, params: unknown[]) => options.onQuery!(q, params) } : undefined;

async function createPglite(dir: string | undefined, options: DatabaseOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dir) mkdirSync(dir, { recursive: true });
  const client = dir ? new PGlite(dir) : new PGlite({ loadDataDir: options.loadDataDir });
  await client.waitReady;
  const db = drizzle(drizzleClient(client), { schema, logger: drizzleLogger(options) });
  let closed = false;
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
    async query<T>(text: string, params: unknown[] = []) {
      const res = await client.query<T>(text, params);
      return res.rows;
    },
    async ping() {
      await client.query('select 1');
    },
  };
}

async function createPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle client whose connection the server ended (restart, failover, a dropped database) is
  // discarded by the pool and the next query reconnects; unhandled, the event would crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema, logger: drizzleLogger(options) });
  let closed = false;
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async migrate() {
      // Several instances may start at once: serialise migrations with a session advisory lock.
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        lock.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
    async query<T>(text: string, params: unknown[] = []) {
      const res = await pool.query(text, params);
      return res.rows as T[];
    },
    async ping() {
      await pool.query('select 1');
    },
  };
}
