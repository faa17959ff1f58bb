import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { DEFAULT_LEGAL_DIR } from '../config';
import { createDatabase, type Database } from '../db';
import { testConfig } from '../test/helpers';
import { LEGAL_DOCUMENTS } from './legal';

async function start(env: Record<string, string> = {}) {
  const config = testConfig(env);
  const database = await createDatabase(config);
  await database.migrate();
  const app = await buildApp(config, { db: database });
  return { app, database };
}

describe('legal documents', () => {
  let app: FastifyInstance;
  let database: Database;
  afterEach(async () => {
    await app.close();
    await database.close();
  });

  it('serves the shipped Markdown of each static page', async () => {
    ({ app, database } = await start());
    for (const name of LEGAL_DOCUMENTS) {
      const res = await app.inject({ method: 'GET', url: `/legal/${name}.md` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(readFileSync(path.join(DEFAULT_LEGAL_DIR, `${name}.md`), 'utf8'));
    }
    const unknown = await app.inject({ method: 'GET', url: '/legal/..%2Fpackage.json' });
    expect(unknown.statusCode).toBe(404);
  });

  it('reads the documents from LEGAL_DIR when set, and answers 404 for a missing one', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ins-legal-'));
    writeFileSync(path.join(dir, 'terms-of-service.md'), '# Our own terms\n');
    ({ app, database } = await start({ LEGAL_DIR: dir }));
    const terms = await app.inject({ method: 'GET', url: '/legal/terms-of-service.md' });
    expect(terms.statusCode).toBe(200);
    expect(terms.body).toBe('# Our own terms\n');
    writeFileSync(path.join(dir, 'terms-of-service.md'), '# Edited\n');
    expect((await app.inject({ method: 'GET', url: '/legal/terms-of-service.md' })).body).toBe('# Edited\n');
    const missing = await app.inject({ method: 'GET', url: '/legal/cookie-policy.md' });
    expect(missing.statusCode).toBe(404);
  });
});
