import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { appendFile, readFile } from 'node:fs/promises';
import { createHash, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import archiver from 'archiver';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db';
import { occupiedTables } from '../db/dump';
import { localFilesRoot } from '../files';
import {
  BACKENDS,
  createBlankTestDatabase,
  createTestEnv,
  gql,
  login,
  type Session,
  type TestDatabase,
  type TestEnv,
} from '../test/helpers';
import { F, mutation } from '../test/operations';
import { openBackupArchive } from './archive';
import { newEncryptionKey } from '../secrets';
import { createBackup } from './create';
import { MANIFEST_FILE, type BackupManifest } from './manifest';
import { restoreBackup } from './restore';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const sha256 = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

/** Every row of every table, as text, to compare two instances. */
async function snapshot(database: Database): Promise<Record<string, string[]>> {
  const tables = await database.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string[]> = {};
  for (const { table_name } of tables) {
    const rows = await database.query<{ row: string }>(
      `select to_jsonb(t)::text as row from "${table_name}" t order by 1`,
    );
    out[table_name] = rows.map((r) => r.row);
  }
  return out;
}

const filesOf = (root: string) =>
  existsSync(root)
    ? readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];

/** Unpacks a good archive, lets `change` edit it, and packs it again beside it. */
async function tampered(
  archive: string,
  change: (dir: string, manifest: BackupManifest) => Promise<void> | void,
): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ins-tamper-'));
  const opened = await openBackupArchive(archive);
  await opened.extractTo(dir);
  opened.close();
  const manifest = structuredClone(opened.manifest);
  await change(dir, manifest);
  writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  const file = path.join(path.dirname(archive), `${randomUUID()}.zip`);
  const zip = archiver('zip');
  const out = createWriteStream(file);
  zip.pipe(out);
  zip.directory(dir, false);
  await zip.finalize();
  await finished(out);
  rmSync(dir, { recursive: true, force: true });
  return file;
}

/** The source's key: its secrets (identity/sealing.ts) open only where it is held. */
const ENCRYPTION_KEY = newEncryptionKey();

describe.each(BACKENDS)('backup and restore (%s)', (kind) => {
  let source: TestEnv;
  let a: Session;
  let b: Session;
  let archive: string;
  let ins: { id: string; logoImageUploadUrl: string };
  let entryId: string;
  let logoKey: string;

  beforeAll(async () => {
    source = await createTestEnv(kind, { ENCRYPTION_KEY });
    a = await login(source.app);
    b = await login(source.app);
    const created = await gql(
      source.app,
      a,
      mutation('createInscription', 'CreateInscriptionInput', 'inscription', F.inscription),
      {
        input: { name: 'A private journal', about: 'only A reads this' },
      },
    );
    ins = created.data.createInscription.inscription;
    const entry = await gql(
      source.app,
      a,
      mutation('createInscriptionEntry', 'CreateInscriptionEntryInput', 'inscriptionEntry', F.entry),
      {
        input: { inscriptionId: ins.id, name: 'First entry', transcript: 'A secret thought about lighthouses.' },
      },
    );
    entryId = entry.data.createInscriptionEntry.inscriptionEntry.id;
    const put = await source.app.inject({
      method: 'PUT',
      url: local(ins.logoImageUploadUrl),
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(put.statusCode).toBe(200);
    logoKey = new URL(ins.logoImageUploadUrl).pathname.replace(/^\/uploads\//, '');
    await gql(source.app, b, mutation('createInscription', 'CreateInscriptionInput', 'inscription', F.inscription), {
      input: { name: 'B journal', about: 'B' },
    });
    archive = path.join(mkdtempSync(path.join(tmpdir(), 'ins-backup-')), 'backup.zip');
    const made = await createBackup(source, archive);
    expect(made).toMatchObject({ files: 1 });
    expect(made.rows).toBeGreaterThan(5);
  });
  afterAll(async () => {
    await source?.close();
    if (archive) rmSync(path.dirname(archive), { recursive: true, force: true });
  });

  it('round-trips an instance: every row and file, and who may see what', async () => {
    const target = await createBlankTestDatabase(kind, { ENCRYPTION_KEY });
    let app: FastifyInstance | undefined;
    try {
      const restored = await restoreBackup(target, archive);
      expect(restored).toMatchObject({ files: 1, previousFiles: null, appVersion: expect.any(String) });
      expect(await snapshot(target.database)).toEqual(await snapshot(source.database));
      expect(readFileSync(path.join(localFilesRoot(target.config), ...logoKey.split('/')))).toEqual(PNG);

      app = await buildApp(target.config, { db: target.database });
      await app.ready();
      const asA = await login(app, a.email);
      const read = await gql(
        app,
        asA,
        `query($i: ID!) { inscription(inscriptionId: $i) { name logoImageUrl } inscriptionEntries(inscriptionId: $i) { id transcript } }`,
        {
          i: ins.id,
        },
      );
      expect(read.data.inscription.name).toBe('A private journal');
      expect(read.data.inscriptionEntries).toEqual([
        { id: entryId, transcript: 'A secret thought about lighthouses.' },
      ]);
      const logo = await app.inject({ method: 'GET', url: local(read.data.inscription.logoImageUrl) });
      expect(logo.statusCode).toBe(200);
      expect(logo.rawPayload).toEqual(PNG);

      const asB = await login(app, b.email);
      const theirs = await gql(app, asB, `query($i: ID!) { inscription(inscriptionId: $i) { name } }`, { i: ins.id });
      expect(theirs.data?.inscription ?? null).toBeNull();
      const entries = await gql(app, asB, `query($i: ID!) { inscriptionEntries(inscriptionId: $i) { id } }`, {
        i: ins.id,
      });
      expect(entries.data?.inscriptionEntries ?? []).toEqual([]);
      const own = await gql(app, asB, '{ inscriptions { name } }');
      expect(own.data.inscriptions).toEqual([{ name: 'B journal' }]);
    } finally {
      await app?.close();
      await target.close();
    }
  });

  describe('on a target that holds data', () => {
    let target: TestDatabase;
    beforeAll(async () => {
      target = await createBlankTestDatabase(kind, { ENCRYPTION_KEY });
      await restoreBackup(target, archive);
    });
    afterAll(async () => {
      await target?.close();
    });

    it('refuses without --force, naming what is there', async () => {
      await expect(restoreBackup(target, archive)).rejects.toThrow(/not empty \(rows in .*; 1 files in .*\).*--force/);
    });

    it('rolls back a restore that fails while loading: the data and files stay as they were', async () => {
      const before = await snapshot(target.database);
      // A valid archive (digests and counts agree) whose last entry breaks a foreign key.
      const broken = await tampered(archive, async (dir, manifest) => {
        const table = manifest.database.tables.find((t) => t.name === 'inscription_entries')!;
        const file = path.join(dir, 'db', 'inscription_entries.jsonl');
        await appendFile(
          file,
          `${JSON.stringify({ id: randomUUID(), inscription_id: randomUUID(), name: 'orphan' })}\n`,
        );
        table.rows += 1;
        table.sha256 = await sha256(file);
      });
      await expect(restoreBackup(target, broken, { force: true })).rejects.toThrow(
        /Restoring table inscription_entries/,
      );
      expect(await snapshot(target.database)).toEqual(before);
      expect(filesOf(localFilesRoot(target.config))).toHaveLength(1);
      expect(readdirSync(target.config.dataDir).filter((f) => f !== 'files' && f !== 'upload-secret')).toEqual([]);
    });

    it('replaces the data with --force, keeping the previous files aside', async () => {
      const done = await restoreBackup(target, archive, { force: true });
      expect(done.previousFiles).toMatch(/files\.before-restore-/);
      expect(filesOf(done.previousFiles!)).toHaveLength(1);
      expect(await snapshot(target.database)).toEqual(await snapshot(source.database));
    });
  });

  it('checks the archive before touching the target, with a clear message', async () => {
    const target = await createBlankTestDatabase(kind, { ENCRYPTION_KEY });
    try {
      const junk = path.join(path.dirname(archive), 'junk.zip');
      writeFileSync(junk, 'not a zip');
      await expect(restoreBackup(target, junk)).rejects.toThrow(/is not a readable backup archive \(zip\)/);
      const damaged = await tampered(archive, (dir) => {
        writeFileSync(path.join(dir, 'files', ...logoKey.split('/')), Buffer.concat([PNG, Buffer.from('x')]));
      });
      await expect(restoreBackup(target, damaged)).rejects.toThrow(`files/${logoKey} is damaged`);
      const newer = await tampered(archive, (_dir, manifest) => {
        manifest.database.migrations.push({ tag: '9999_from_the_future', when: Date.now(), hash: 'f'.repeat(64) });
      });
      await expect(restoreBackup(target, newer)).rejects.toThrow(
        /cannot be restored by this version: .*9999_from_the_future/,
      );
      const unlisted = await tampered(archive, (dir) => writeFileSync(path.join(dir, 'db', 'extra.jsonl'), '{}\n'));
      await expect(restoreBackup(target, unlisted)).rejects.toThrow(
        /does not match its manifest: not listed db\/extra\.jsonl/,
      );

      expect(await occupiedTables(target.database)).toEqual([]);
      expect(
        await target.database.query(
          `select 1 from information_schema.tables where table_schema in ('public', 'drizzle')`,
        ),
      ).toEqual([]);
      expect(readdirSync(target.config.dataDir).filter((f) => f !== 'upload-secret')).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it('refuses, before writing anything, an instance that does not hold the key that sealed the secrets', async () => {
    const target = await createBlankTestDatabase(kind, { ENCRYPTION_KEY: newEncryptionKey() });
    try {
      const keyId = ENCRYPTION_KEY.split(':')[0]!;
      await expect(restoreBackup(target, archive)).rejects.toThrow(`sealed with the key ${keyId}, which this instance does not hold`);
      expect(await occupiedTables(target.database)).toEqual([]);
    } finally {
      await target.close();
    }
  });
});
