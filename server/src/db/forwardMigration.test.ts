import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { questionTypeOfLegacy } from '@inscriptions/contracts';
import { buildApp } from '../app';
import { readManifest, type BackupManifest } from '../backup/manifest';
import { ENCRYPTION_KEY_FILE } from '../secrets';
import { BACKENDS, createBlankTestDatabase, gql, login, type TestDatabase } from '../test/helpers';
import { loadDatabase, tableFile } from './dump';
import { appliedMigrations, codeMigrations, rows } from './migrations';

/*
 * An older release migrates forward (README, Upgrading): each release keeps a fixture of its database
 * (server/scripts/make-release-fixture.ts). For every one, on PGlite and PostgreSQL: the schema as that
 * release had it, its rows, then this code's migrations; every row must still be there with its values,
 * and the app must read them.
 */
const RELEASES = path.resolve(__dirname, '..', '..', 'test-fixtures', 'releases');
const releases = readdirSync(RELEASES).sort();

type Row = Record<string, unknown>;
const fixtureRows = (dir: string, table: string): Row[] =>
  readFileSync(path.join(dir, tableFile(table)), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Row);

/** Values a migration rewrites on purpose, rewritten as it does; every other value must be kept as it was. */
const REWRITTEN: Record<string, (row: Row) => Row> = {
  // drizzle/0014: free-text question types became the contracts' enumeration.
  inscription_questions: (row) => ({ ...row, question_type: questionTypeOfLegacy(String(row['question_type'])) }),
};

/** The fixture's rows of a table and the table's rows now, both read through the current column types. */
async function compareTable(
  database: TestDatabase['database'],
  dir: string,
  table: BackupManifest['database']['tables'][number],
) {
  const columns = sql.join(
    table.columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const name = sql.identifier(table.name);
  const lines = `[${fixtureRows(dir, table.name)
    .map((r) => JSON.stringify(r))
    .join(',')}]`;
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
    const read = async (from: SQL) =>
      (
        await rows<{ row: string }>(
          tx,
          sql`select to_jsonb(r)::text as row from (select ${columns} from ${from}) r order by 1`,
        )
      ).map((r) => JSON.parse(r.row) as Row);
    const rewrite = REWRITTEN[table.name] ?? ((row: Row) => row);
    return {
      expected: (await read(sql`json_populate_recordset(NULL::${name}, ${lines}::json)`)).map(rewrite),
      actual: await read(sql`${name}`),
    };
  });
}

async function columnsNow(database: TestDatabase['database']): Promise<Map<string, Set<string>>> {
  const found = await database.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns where table_schema = 'public'`,
  );
  const tables = new Map<string, Set<string>>();
  for (const { table_name, column_name } of found)
    tables.set(table_name, (tables.get(table_name) ?? new Set()).add(column_name));
  return tables;
}

/** What each fixture account sees through GraphQL matches its fixture rows (and full-text search finds its entries). */
async function expectAppReads(app: FastifyInstance, dir: string): Promise<void> {
  const inscriptions = fixtureRows(dir, 'inscriptions');
  const entries = fixtureRows(dir, 'inscription_entries');
  for (const account of fixtureRows(dir, 'accounts')) {
    const session = await login(app, account['email'] as string);
    const own = inscriptions.filter((i) => i['user_id'] === account['id']);
    const listed = await gql(app, session, '{ inscriptions { id name entryCount } }');
    expect(listed.errors).toBeUndefined();
    expect(listed.data.inscriptions).toEqual(
      expect.arrayContaining(own.map((i) => ({ id: i['id'], name: i['name'], entryCount: i['entry_count'] }))),
    );
    expect(listed.data.inscriptions).toHaveLength(own.length);
    for (const inscription of own) {
      const mine = entries.filter((e) => e['inscription_id'] === inscription['id']);
      const read = await gql(
        app,
        session,
        'query($id: ID!) { inscriptionEntries(inscriptionId: $id) { id name transcript } }',
        { id: inscription['id'] },
      );
      expect(read.data.inscriptionEntries).toEqual(
        expect.arrayContaining(mine.map((e) => ({ id: e['id'], name: e['name'], transcript: e['transcript'] }))),
      );
      expect(read.data.inscriptionEntries).toHaveLength(mine.length);
      for (const entry of mine) {
        const name = entry['name'] as string;
        const word = name.split(/\s+/).find((w) => w.length > 3) ?? name;
        const found = await gql(
          app,
          session,
          'query($id: ID!, $q: String!) { searchInscriptionEntries(inscriptionId: $id, query: $q) { entry { id } } }',
          {
            id: inscription['id'],
            q: word,
          },
        );
        expect(found.data.searchInscriptionEntries.map((h: { entry: { id: string } }) => h.entry.id)).toContain(
          entry['id'],
        );
      }
    }
  }
}

it('has a fixture for this release', () => {
  const { version } = JSON.parse(readFileSync(path.resolve(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  expect(releases).toContain(version);
});

describe.each(BACKENDS)('releases migrate forward (%s)', (kind) => {
  it.each(releases)('%s: every row survives the current migrations and the app reads it', async (release) => {
    const dir = path.join(RELEASES, release);
    const manifest = await readManifest(dir);
    // Releases from 0.3.0 on keep the key that sealed their secrets beside their rows; 0.2.0 kept them plain.
    const keyFile = path.join(dir, ENCRYPTION_KEY_FILE);
    const target = await createBlankTestDatabase(kind, existsSync(keyFile) ? { ENCRYPTION_KEY: readFileSync(keyFile, 'utf8').trim() } : {});
    let app: FastifyInstance | undefined;
    try {
      const { database } = target;
      await loadDatabase(database, dir, manifest.database);
      // The schema is the release's: the migrations it recorded, as drizzle would have recorded them.
      expect(await appliedMigrations(database.db)).toEqual(manifest.database.migrations);

      await database.migrate();
      // drizzle applies only migrations whose `when` is later than the last applied one's: none is skipped.
      expect((await appliedMigrations(database.db)).map((m) => m.tag)).toEqual(codeMigrations().map((m) => m.tag));

      const now = await columnsNow(database);
      for (const table of manifest.database.tables) {
        expect({
          table: table.name,
          missingColumns: table.columns.filter((c) => !now.get(table.name)?.has(c)),
        }).toEqual({
          table: table.name,
          missingColumns: [],
        });
        const { expected, actual } = await compareTable(database, dir, table);
        expect(expected).toHaveLength(table.rows);
        expect({ table: table.name, rows: actual }).toEqual({ table: table.name, rows: expected });
      }

      app = await buildApp(target.config, { db: database });
      await app.ready();
      await expectAppReads(app, dir);
    } finally {
      await app?.close();
      await target.close();
    }
  });
});
