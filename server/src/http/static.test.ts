import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BOOT_DATA_ELEMENT_ID } from '@inscriptions/contracts';
import { bootDataBlock, withBootData } from './static';
import { createTestEnv, type TestEnv } from '../test/helpers';

describe('static hosting on one origin', () => {
  let app: FastifyInstance;
  let env: TestEnv;
  beforeAll(async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'ins-static-'));
    mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><head><title>shell</title></head>');
    writeFileSync(path.join(root, 'shell', 'dist', 'main.0123abcd.js'), 'console.log(1)');
    mkdirSync(path.join(root, 'mf-auth', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'mf-auth', 'dist', 'mf-manifest.json'), '{"id":"mf-auth"}');
    writeFileSync(path.join(root, 'mf-auth', 'dist', 'remoteEntry.js'), 'var x');
    writeFileSync(path.join(root, 'mf-auth', 'dist', 'chunk.89abcdef01.js'), 'var y');
    env = await createTestEnv('pglite', { STATIC_DIR: root });
    ({ app } = env);
  });
  afterAll(async () => {
    await env.close();
  });

  it('serves the shell and falls back to index.html for client routes', async () => {
    const home = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>shell</title>');
    const route = await app.inject({ method: 'GET', url: '/inscriptions/abc/entries', headers: { accept: 'text/html' } });
    expect(route.statusCode).toBe(200);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(route.body).toContain('<title>shell</title>');
    const asset = await app.inject({ method: 'GET', url: '/main.0123abcd.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await app.inject({ method: 'GET', url: '/graphqlx', headers: { accept: 'application/json' } });
    expect(api.statusCode).toBe(404);
  });

  it('writes the runtime configuration and the remotes into the HTML, as /app-config.json and /remotes.json answer them', async () => {
    const home = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const block = new RegExp(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">(.*?)</script></head>`).exec(home.body);
    expect(block).not.toBeNull();
    const inline = JSON.parse(block![1]!) as { appConfig: unknown; remotes: unknown };
    const appConfig = await app.inject({ method: 'GET', url: '/app-config.json' });
    const remotes = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(inline.appConfig).toEqual(appConfig.json());
    expect(inline.remotes).toEqual(remotes.json());
    expect((inline.appConfig as { oidc: { clientId: string } }).oidc.clientId).toBeTruthy();
  });

  it('escapes the boot data so that no value can close its element', () => {
    const html = withBootData('<head></head>', bootDataBlock({ appConfig: { name: '</script><script>alert(1)</script>' }, remotes: {} }));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /id="inscriptions-boot">(.*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual({ appConfig: { name: '</script><script>alert(1)</script>' }, remotes: {} });
  });

  it('keeps replacement patterns such as $& in a value as they are', () => {
    const html = withBootData('<head></head>', bootDataBlock({ appConfig: { name: "a$&b$'c" }, remotes: {} }));
    const json = /id="inscriptions-boot">(.*)<\/script><\/head>$/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual({ appConfig: { name: "a$&b$'c" }, remotes: {} });
  });

  it('serves remotes under /mf/<remote>/ with CORS and the right caching', async () => {
    const manifest = await app.inject({ method: 'GET', url: '/mf/mf-auth/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await app.inject({ method: 'GET', url: '/mf/mf-auth/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({ method: 'GET', url: '/mf/mf-auth/chunk.89abcdef01.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    const missing = await app.inject({ method: 'GET', url: '/mf/mf-profile/mf-manifest.json' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe('*');
  });
});
