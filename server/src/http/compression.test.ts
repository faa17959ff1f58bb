import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createTestEnv, gql, login, type TestEnv } from '../test/helpers';
import { IMMUTABLE } from './static';

const PRECOMPRESS = path.resolve(__dirname, '../../../scripts/precompress.mjs');
/** A script large enough to be compressed, like every chunk of a real build. */
const SCRIPT = `console.log(${JSON.stringify('inscriptions '.repeat(400))});`;
const HTML = `<!doctype html><title>shell</title><body>${'<div>app</div>'.repeat(100)}</body>`;

describe('compression and caching of the app and its API', () => {
  let app: FastifyInstance;
  let env: TestEnv;
  beforeAll(async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'ins-compress-'));
    const shell = path.join(root, 'shell', 'dist');
    const remote = path.join(root, 'mf-entries', 'dist');
    mkdirSync(shell, { recursive: true });
    mkdirSync(remote, { recursive: true });
    writeFileSync(path.join(shell, 'index.html'), HTML);
    writeFileSync(path.join(shell, 'main.0123abcd.js'), SCRIPT);
    writeFileSync(path.join(remote, 'remoteEntry.js'), SCRIPT);
    writeFileSync(path.join(remote, '__federation_expose_register.89abcdef01.js'), SCRIPT);
    writeFileSync(path.join(remote, 'mf-manifest.json'), JSON.stringify({ id: 'mf-entries', pad: 'x'.repeat(2000) }));
    // The build step itself writes the .br and .gz twins.
    execFileSync(process.execPath, [PRECOMPRESS, shell, remote]);
    env = await createTestEnv('pglite', { STATIC_DIR: root });
    ({ app } = env);
  }, 120_000);
  afterAll(async () => {
    await env?.close();
  });

  it.each([
    ['/main.0123abcd.js', 'shell'],
    ['/mf/mf-entries/__federation_expose_register.89abcdef01.js', 'remote'],
  ])('answers the hashed script %s (%s) with its brotli twin, cached for a year', async (url) => {
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['vary']).toMatch(/accept-encoding/i);
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('never lets the HTML, remoteEntry.js, manifests or remotes.json be cached', async () => {
    const accept = { 'accept-encoding': 'br, gzip', accept: 'text/html' };
    for (const url of ['/', '/inscriptions/some-id/entries']) {
      const html = await app.inject({ method: 'GET', url, headers: accept });
      expect(html.statusCode).toBe(200);
      expect(html.headers['cache-control']).toBe('no-cache');
      expect(html.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(html.rawPayload).toString()).toMatch(new RegExp(`^${HTML.replace(/[/]/g, '\\/')}<script type="application/json"`));
    }
    for (const url of ['/mf/mf-entries/remoteEntry.js', '/mf/mf-entries/mf-manifest.json']) {
      const answer = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-encoding']).toBe('gzip');
    }
    const remotes = await app.inject({ method: 'GET', url: '/remotes.json', headers: { 'accept-encoding': 'br' } });
    expect(remotes.statusCode).toBe(200);
    expect(remotes.headers['cache-control']).toBe('no-cache');
    expect(Object.keys(remotes.json())).toContain('mf-entries');
  });

  it('compresses GraphQL answers above the threshold and leaves small ones alone', async () => {
    const session = await login(app);
    const headers = {
      authorization: `Bearer ${session.token}`,
      'content-type': 'application/json',
      'accept-encoding': 'br',
    };
    await gql(app, session, 'mutation($input: CreateUserInput!) { createUser(input: $input) { code } }', {
      input: { fullName: 'Compressed Reader', timezone: 'UTC', bio: 'b'.repeat(150), quote: '' },
    });
    const small = await app.inject({ method: 'POST', url: '/graphql', headers, payload: { query: '{ user { id } }' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().data.user.id).toBe(session.accountId);

    // A long answer: the same field under a dozen aliases (GraphQL armor allows 15).
    const fields = Array.from({ length: 12 }, (_, n) => `a${n}: user { id fullName bio }`).join(' ');
    const large = await app.inject({ method: 'POST', url: '/graphql', headers, payload: { query: `{ ${fields} }` } });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers['vary']).toMatch(/accept-encoding/i);
    const body = JSON.parse(brotliDecompressSync(large.rawPayload).toString());
    expect(body.data.a11.fullName).toBe('Compressed Reader');
  });
});
