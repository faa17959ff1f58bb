import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LEGAL_DIR } from '../config';
import { createTestEnv, type TestEnv } from '../test/helpers';
import { LEGAL_DOCUMENTS } from './legal';

describe('legal documents', () => {
  let env: TestEnv;
  let app: FastifyInstance;
  afterEach(() => env.close());

  it('serves the shipped Markdown of each static page', async () => {
    env = await createTestEnv('pglite');
    ({ app } = env);
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
    env = await createTestEnv('pglite', { LEGAL_DIR: dir });
    ({ app } = env);
    const terms = await app.inject({ method: 'GET', url: '/legal/terms-of-service.md' });
    expect(terms.statusCode).toBe(200);
    expect(terms.body).toBe('# Our own terms\n');
    writeFileSync(path.join(dir, 'terms-of-service.md'), '# Edited\n');
    expect((await app.inject({ method: 'GET', url: '/legal/terms-of-service.md' })).body).toBe('# Edited\n');
    const missing = await app.inject({ method: 'GET', url: '/legal/cookie-policy.md' });
    expect(missing.statusCode).toBe(404);
  });
});
