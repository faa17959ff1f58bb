import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { createDatabase } from '../db';
import { ENCRYPTION_KEY_FILE } from '../secrets';
import { gql, login, testConfig } from '../test/helpers';
import { F, mutation } from '../test/operations';

const SERVER_ROOT = path.resolve(__dirname, '..', '..');

/** `node server/dist/backup.js …` as built, through tsx from the sources; PGlite in `dataDir`. */
function backupCommand(dataDir: string, ...args: string[]): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' };
  delete env['DATABASE_URL'];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/backup.ts', ...args], {
    cwd: SERVER_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output: output.join('') })));
}

// Three processes each opening PGlite, on a shared 2-core machine.
jest.setTimeout(120_000);

describe('the backup command (PGlite in DATA_DIR)', () => {
  const dirs: string[] = [];
  const dir = (name: string) => {
    const made = mkdtempSync(path.join(tmpdir(), `ins-cli-${name}-`));
    dirs.push(made);
    return made;
  };
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('creates an archive of a stopped instance and restores it into an empty one, refusing it again without --force', async () => {
    const source = testConfig({ DATABASE_URL: '', ENCRYPTION_KEY: '' }, { dataDir: dir('source') });
    const seeded = await createDatabase(source);
    await seeded.migrate();
    const app = await buildApp(source, { db: seeded });
    await app.ready();
    const created = await gql(
      app,
      await login(app, 'ada@example.com'),
      mutation('createInscription', 'CreateInscriptionInput', 'inscription', F.inscription),
      {
        input: { name: 'Kept', about: 'through a backup' },
      },
    );
    expect(created.errors).toBeUndefined();
    await app.close();
    await seeded.close();

    const file = path.join(dir('archive'), 'instance.zip');
    const made = await backupCommand(source.dataDir, 'create', file);
    expect(made).toMatchObject({
      code: 0,
      output: expect.stringMatching(/^Backed up \d+ rows of \d+ tables and 0 files to /),
    });
    expect(statSync(file).mode & 0o077).toBe(0);

    const target = dir('target');
    // The source's secrets are sealed with the key it generated: without it the restore is refused.
    const refused = await backupCommand(target, 'restore', file);
    expect(refused).toMatchObject({ code: 1, output: expect.stringContaining('which this instance does not hold') });
    copyFileSync(path.join(source.dataDir, ENCRYPTION_KEY_FILE), path.join(target, ENCRYPTION_KEY_FILE));
    const restored = await backupCommand(target, 'restore', file);
    expect(restored).toMatchObject({
      code: 0,
      output: expect.stringMatching(
        /^Restored \d+ rows of \d+ tables and 0 files from .* \(Inscriptions \d+\.\d+\.\d+\)/,
      ),
    });
    const again = await backupCommand(target, 'restore', file);
    expect(again).toMatchObject({ code: 1, output: expect.stringContaining('The target instance is not empty') });
    expect(again.output).not.toMatch(/\n\s+at /);

    const database = await createDatabase({ databaseUrl: undefined, dataDir: target });
    try {
      expect(await database.query(`select name from inscriptions`)).toEqual([{ name: 'Kept' }]);
    } finally {
      await database.close();
    }
  });

  it('prints its usage for a wrong command', async () => {
    expect(await backupCommand(dir('usage'), 'backup', 'x.zip', '--force')).toMatchObject({
      code: 2,
      output: expect.stringContaining('Usage: node server/dist/backup.js create <file.zip>'),
    });
  });
});
