import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../db';

/*
 * Test databases on PGlite start from a dumped data directory instead of running initdb: initdb in
 * WebAssembly takes 1–4 s on a 2-core machine, loading a dump a few hundred milliseconds, and the
 * server's suites create over a hundred databases. The dump is made once per PGlite release and set of
 * migrations, in the system's temporary folder, and shared by the jest workers.
 */

export type TemplateKind = 'blank' | 'migrated';

function templateKey(kind: TemplateKind): string {
  const hash = createHash('sha256').update(realpathSync(require.resolve('@electric-sql/pglite'))).update(kind);
  if (kind === 'migrated') {
    for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort()) {
      const full = path.join(MIGRATIONS_DIR, file);
      if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

async function makeTemplate(kind: TemplateKind): Promise<Buffer> {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite();
  await client.waitReady;
  if (kind === 'migrated') {
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  }
  const dump = await client.dumpDataDir('none');
  await client.close();
  return Buffer.from(await dump.arrayBuffer());
}

/** The dumped data directory of a new database, empty or migrated, for PGlite's `loadDataDir`. */
export async function pgliteTemplate(kind: TemplateKind): Promise<Blob> {
  const file = path.join(os.tmpdir(), `inscriptions-pglite-${templateKey(kind)}.tar`);
  if (!existsSync(file)) {
    // Written aside and renamed: a worker reading it meanwhile sees the whole file or none.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, await makeTemplate(kind));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}
