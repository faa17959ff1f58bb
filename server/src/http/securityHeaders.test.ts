import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { newKey } from '../files/store';
import {
  authorizeUrl,
  Browser,
  CLIENT_ID,
  PASSWORD,
  pkce,
  PUBLIC_URL,
  REDIRECT_URI,
  signIn,
  signUpAndConfirm,
} from '../identity/test/helpers';
import { createTestEnv, testConfig, type TestEnv } from '../test/helpers';
import { contentSecurityPolicyDirectives } from './securityHeaders';

const REMOTE_URL = 'https://cdn.example.test/mf-entries/remoteEntry.js';
const DEV_HOST = 'http://localhost:3003';

/** Content-Security-Policy header → directive name → its sources. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The shell's HTML with one inline script, as the build writes its last view. */
const INLINE_SCRIPT = "document.body.dataset.early='yes'";
const SHELL_HTML = `<!doctype html><title>shell</title><body><div id="root"></div><script>${INLINE_SCRIPT}</script></body>`;
const INLINE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;

/** A built front end: the shell's index.html and a hashed chunk, and one remote. */
function staticRoot(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ins-headers-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), SHELL_HTML);
  writeFileSync(path.join(root, 'shell', 'dist', 'main.0123abcd.js'), 'console.log(1)');
  mkdirSync(path.join(root, 'mf-auth', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'mf-auth', 'dist', 'chunk.89abcdef01.js'), 'var y');
  return root;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('security headers', () => {
  let env: TestEnv;
  beforeAll(async () => {
    // A provider's key: the browser streams dictation to that provider, which every policy lets it reach.
    env = await createTestEnv('pglite', { STATIC_DIR: staticRoot(), REMOTE_MF_ENTRIES_URL: REMOTE_URL, DEEPGRAM_API_KEY: 'dg' });
  });
  afterAll(async () => {
    await env.close();
  });

  it.each(['/', '/inscriptions', '/auth/signin', '/no/such/page'])(
    'the HTML page %s carries a strict CSP (its inline script allowed by hash, nothing else inline) and the other headers',
    async (url) => {
      const res = await env.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'", 'https://cdn.example.test', INLINE_SCRIPT_SOURCE]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
      expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://cdn.example.test', 'wss://api.deepgram.com']);
      expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('form-action')?.[0]).toBe("'self'");
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
    },
  );

  it('an API 404 and the hashed JS answers carry nosniff; remotes stay loadable from other origins', async () => {
    const missing = await env.app.inject({ method: 'GET', url: '/graphqlx', headers: { accept: 'application/json' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(directives(missing.headers['content-security-policy']).get('connect-src')).toContain('wss://api.deepgram.com');
    const shellChunk = await env.app.inject({ method: 'GET', url: '/main.0123abcd.js' });
    expect(shellChunk.statusCode).toBe(200);
    expect(shellChunk.headers['x-content-type-options']).toBe('nosniff');
    expect(shellChunk.headers['cross-origin-resource-policy']).toBe('same-origin');
    const remoteChunk = await env.app.inject({ method: 'GET', url: '/mf/mf-auth/chunk.89abcdef01.js' });
    expect(remoteChunk.statusCode).toBe(200);
    expect(remoteChunk.headers['x-content-type-options']).toBe('nosniff');
    expect(remoteChunk.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('a signed /uploads answer keeps nosniff and its own sandbox policy', async () => {
    const key = newKey.profile(randomUUID());
    await env.app.files.store.putStream(key, Readable.from(PNG), { maxBytes: 1024 });
    const url = new URL(env.app.files.store.signedGetUrl(key, 60));
    const res = await env.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('GraphiQL (development only) is served without the CSP its inline scripts would break', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('sign-in still redirects to the SPA and back to the callback; the sign-out page runs its one script by hash', async () => {
    const b = new Browser(env.app);
    await signUpAndConfirm(b, env.config.dataDir, 'csp@example.com');
    const tokens = await signIn(b, 'csp@example.com', PASSWORD);
    const q = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${PUBLIC_URL}/`,
      client_id: CLIENT_ID,
    });
    const page = await b.get(`/oidc/session/end?${q}`);
    expect(page.status).toBe(200);
    const script = /<script>([^<]*)<\/script>/.exec(page.body)![1]!;
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual([`'sha256-${createHash('sha256').update(script).digest('base64')}'`]);
    expect(csp.get('form-action')).toEqual(expect.arrayContaining(["'self'", PUBLIC_URL, DEV_HOST]));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it("the provider's own auto-submitted form (switching accounts) adds its script's hash to the CSP", async () => {
    const b = new Browser(env.app);
    await signUpAndConfirm(b, env.config.dataDir, 'first@example.com');
    await signUpAndConfirm(b, env.config.dataDir, 'second@example.com');
    await signIn(b, 'first@example.com', PASSWORD);
    const { challenge } = pkce();
    const start = await b.get(
      authorizeUrl({
        client_id: CLIENT_ID,
        response_type: 'code',
        redirect_uri: REDIRECT_URI,
        scope: 'openid email',
        prompt: 'login',
        state: 's',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    );
    const uid = /\/oidc\/interaction\/([^/?]+)/.exec(start.location!)![1]!;
    const login = await b.postJson(`/oidc/interaction/${uid}/login`, {
      email: 'second@example.com',
      password: PASSWORD,
    });
    const resume = await b.get(login.json<{ redirectTo: string }>().redirectTo);
    expect(resume.body).toContain('<form method="post"');
    const script = /<script>([^<]*)<\/script>/.exec(resume.body)![1]!;
    const csp = directives(resume.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://cdn.example.test',
      `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    ]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  describe('CORS of /graphql', () => {
    const preflight = (origin: string) =>
      env.app.inject({
        method: 'OPTIONS',
        url: '/graphql',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });

    it('answers a foreign origin without any CORS header', async () => {
      const res = await preflight('https://evil.example');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    });

    it("allows PUBLIC_URL's origin, and a dev host outside production", async () => {
      const own = await preflight(new URL(env.config.publicUrl).origin);
      expect(own.headers['access-control-allow-origin']).toBe(new URL(env.config.publicUrl).origin);
      expect(own.headers['access-control-allow-methods']).toBe('GET, POST');
      expect(own.headers['access-control-allow-headers']).toBe('authorization,content-type');
      const dev = await preflight(DEV_HOST);
      expect(dev.headers['access-control-allow-origin']).toBe(DEV_HOST);
    });
  });
});

describe('the CSP follows the configuration', () => {
  it('reaches an external OIDC issuer and upgrades insecure requests on https', () => {
    const csp = contentSecurityPolicyDirectives(
      testConfig({
        OIDC_ISSUER: 'https://login.example.test/realms/x',
        PUBLIC_URL: 'https://journal.example.test',
        NODE_ENV: 'production',
      }),
      null,
    );
    expect(csp['connect-src']).toEqual(["'self'", 'https://login.example.test']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'", 'https://journal.example.test']);
    expect(csp['upgrade-insecure-requests']).toEqual([]);
  });

  it('reaches only an absolute socket URL: a provider\'s, never the own /speech/listen (this origin)', () => {
    const connect = (streamUrl: string | null) => contentSecurityPolicyDirectives(testConfig(), streamUrl)['connect-src'];
    expect(connect('wss://api.deepgram.com/v1/listen')).toEqual(["'self'", 'wss://api.deepgram.com']);
    expect(connect('wss://streaming.assemblyai.com/v3/ws')).toEqual(["'self'", 'wss://streaming.assemblyai.com']);
    expect(connect('ws://127.0.0.1:9/v3/ws')).toEqual(["'self'", 'ws://127.0.0.1:9']);
    expect(connect('/speech/listen')).toEqual(["'self'"]);
    expect(connect(null)).toEqual(["'self'"]);
  });
});
