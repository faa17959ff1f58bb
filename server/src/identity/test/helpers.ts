import { createHash, randomBytes, scryptSync } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createSecretBox, newEncryptionKey, parseEncryptionKeys } from '../../secrets';
import { identityPlugin, type IdentityPluginOptions } from '../plugin';
import type { Provider, VerifiedIdentity } from '../provider';
import type { IdentityDb } from '../types';
import { pgliteTemplate } from '../../test/pgliteTemplate';

export const PUBLIC_URL = 'http://localhost:8080';
export const CLIENT_ID = 'inscriptions-web';
export const REDIRECT_URI = `${PUBLIC_URL}/auth/callback`;
export const PASSWORD = 'Correct-horse1!';

/** A hash of the scheme used before argon2id (`scrypt$N$r$p$salt$hash`), at a low cost for speed. */
export function legacyScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export interface TestDb {
  db: IdentityDb;
  close(): Promise<void>;
}

/** In-memory PGlite with the migrations of server/drizzle applied (from the tests' template). */
export async function createTestDb(): Promise<TestDb> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = new PGlite({ loadDataDir: await pgliteTemplate('migrated') });
  await client.waitReady;
  return { db: drizzle(client) as unknown as IdentityDb, close: () => client.close() };
}

export interface TestApp {
  app: FastifyInstance;
  provider: Provider;
  verify: (token: string | null | undefined) => Promise<VerifiedIdentity | null>;
  dataDir: string;
  close(): Promise<void>;
}

/** One key for every test app of a run: apps on the same database open each other's sealed secrets. */
const TEST_SECRETS = createSecretBox(parseEncryptionKeys(newEncryptionKey()));

export async function createTestApp(db: IdentityDb, overrides: Partial<IdentityPluginOptions> = {}, dataDir?: string): Promise<TestApp> {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'identity-test-'));
  const app = Fastify({ logger: false });
  let provider!: Provider;
  let verify!: TestApp['verify'];
  await app.register(identityPlugin, {
    db,
    secrets: TEST_SECRETS,
    config: { publicUrl: PUBLIC_URL, dataDir: dir, nodeEnv: 'test' },
    rateLimit: { windowMs: 60_000, perAccount: 10, perIp: 1000 },
    onReady: (ctx) => {
      provider = ctx.provider;
      verify = ctx.verifyAccessToken;
    },
    ...overrides,
  });
  await app.ready();
  return {
    app,
    provider,
    verify,
    dataDir: dir,
    async close() {
      await app.close();
    },
  };
}

export function removeDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

interface Cookie {
  value: string;
  path: string;
}

export interface Res {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json: <T = Record<string, unknown>>() => T;
  location?: string;
}

/** What a Browser sends its requests through: app.inject, or real HTTP (see the scale-out test). */
export interface Injector {
  inject(request: {
    method: string;
    url: string;
    headers: Record<string, string>;
    payload: string | undefined;
    remoteAddress: string;
  }): Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>;
}

/** A browser over app.inject (or another Injector): cookie jar honouring Path, no automatic redirects. */
export class Browser {
  cookies = new Map<string, Cookie>();
  private readonly app: Injector;
  constructor(
    app: FastifyInstance | Injector,
    public ip = '127.0.0.1',
  ) {
    this.app = 'server' in app ? { inject: (request) => app.inject({ ...request, method: request.method as 'GET' }) } : app;
  }

  private cookieHeader(pathname: string): string | undefined {
    const out: string[] = [];
    for (const [name, c] of this.cookies) {
      if (pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`) || c.path === '/') out.push(`${name}=${c.value}`);
    }
    return out.length ? out.join('; ') : undefined;
  }

  private store(setCookie: string | string[] | undefined, pathname: string) {
    if (!setCookie) return;
    for (const line of Array.isArray(setCookie) ? setCookie : [setCookie]) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      let cpath = pathname.replace(/\/[^/]*$/, '') || '/';
      let expired = value === '';
      for (const a of attrs) {
        const [k, v] = a.split('=');
        if (k!.toLowerCase() === 'path') cpath = v ?? '/';
        if (k!.toLowerCase() === 'max-age' && Number(v) <= 0) expired = true;
        if (k!.toLowerCase() === 'expires' && v && new Date(v).getTime() < Date.now()) expired = true;
      }
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, { value, path: cpath });
    }
  }

  async request(
    method: string,
    url: string,
    opts: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Res> {
    const u = new URL(url, PUBLIC_URL);
    const headers: Record<string, string> = { ...opts.headers };
    const cookie = this.cookieHeader(u.pathname);
    if (cookie) headers['cookie'] = cookie;
    let payload: string | undefined;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(opts.json);
    } else if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(opts.form).toString();
    }
    const res = await this.app.inject({
      method,
      url: u.pathname + u.search,
      headers: { host: 'localhost:8080', ...headers },
      payload,
      remoteAddress: this.ip,
    });
    this.store(res.headers['set-cookie'] as string | string[] | undefined, u.pathname);
    const location = res.headers['location'] as string | undefined;
    return {
      status: res.statusCode,
      headers: res.headers as Res["headers"],
      body: res.body,
      json: <T>() => JSON.parse(res.body) as T,
      ...(location ? { location } : {}),
    };
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, headers ? { headers } : {});
  }
  postJson(url: string, json: unknown) {
    return this.request('POST', url, { json });
  }
  postForm(url: string, form: Record<string, string>, headers?: Record<string, string>) {
    return this.request('POST', url, { form, ...(headers ? { headers } : {}) });
  }
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export function authorizeUrl(params: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, v);
  return `/oidc/auth?${q.toString()}`;
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
  scope: string;
}

export interface StartedInteraction {
  uid: string;
  verifier: string;
  state: string;
  redirectUri: string;
}

/** authorize (code + PKCE) → the provider's login interaction, as the SignIn page receives it. */
export async function startInteraction(browser: Browser, redirectUri = REDIRECT_URI): Promise<StartedInteraction> {
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString('hex');
  const start = await browser.get(
    authorizeUrl({
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: 'openid email profile offline_access',
      state,
      nonce: randomBytes(8).toString('hex'),
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }),
  );
  if (start.status !== 303 || !start.location) throw new Error(`authorize: ${start.status} ${start.body}`);
  const uid = /\/oidc\/interaction\/([^/?]+)/.exec(start.location)?.[1];
  if (!uid) throw new Error(`no interaction in ${start.location}`);
  const page = await browser.get(start.location, { accept: 'text/html' });
  if (page.location !== `${PUBLIC_URL}/auth/signin?interaction=${uid}`) throw new Error(`spa redirect: ${page.status} ${page.location}`);
  return { uid, verifier, state, redirectUri };
}

/** After the interaction answered {redirectTo}: resume → callback → token exchange. */
export async function finishCodeFlow(browser: Browser, redirectTo: string, started: StartedInteraction): Promise<Tokens> {
  const { verifier, state, redirectUri } = started;
  let resume = await browser.get(redirectTo);
  // Signing in as another account than the browser's current session: oidc-provider first ends the
  // old session through an auto-submitted form (a browser does this by itself), then resumes.
  for (let hops = 0; hops < 5 && resume.status === 200 && /<form method="post"/.test(resume.body); hops++) {
    const action = /action="([^"]+)"/.exec(resume.body)![1]!;
    const fields: Record<string, string> = {};
    for (const m of resume.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)) fields[m[1]!] = m[2]!;
    resume = await browser.postForm(action, fields);
    while (resume.location && !resume.location.startsWith(redirectUri) && resume.status >= 300 && resume.status < 400) resume = await browser.get(resume.location);
  }
  if (!resume.location?.startsWith(redirectUri)) throw new Error(`resume: ${resume.status} ${resume.location} ${resume.body}`);
  const cb = new URL(resume.location);
  if (cb.searchParams.get('state') !== state) throw new Error('state mismatch');
  const code = cb.searchParams.get('code');
  if (!code) throw new Error(`no code: ${resume.location}`);
  const token = await browser.postForm('/oidc/token', {
    grant_type: 'authorization_code',
    code,
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    code_verifier: verifier,
  });
  if (token.status !== 200) throw new Error(`token: ${token.status} ${token.body}`);
  return token.json<Tokens>();
}

/** Full code + PKCE flow: authorize → interaction → login → resume → callback → token. */
export async function signIn(
  browser: Browser,
  email: string,
  password: string,
  redirectUri = REDIRECT_URI,
): Promise<Tokens> {
  const started = await startInteraction(browser, redirectUri);
  const login = await browser.postJson(`/oidc/interaction/${started.uid}/login`, { email, password });
  if (login.status !== 200) throw Object.assign(new Error(`login ${login.status} ${login.body}`), { res: login });
  return finishCodeFlow(browser, login.json<{ redirectTo: string }>().redirectTo, started);
}

export function refresh(browser: Browser, refreshToken: string) {
  return browser.postForm('/oidc/token', { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: CLIENT_ID });
}

/** RFC 7009 revocation, as the client does on sign-out (refresh token) or for an access token. */
export function revoke(browser: Browser, token: string, hint: 'refresh_token' | 'access_token' = 'refresh_token') {
  return browser.postForm('/oidc/token/revocation', { token, token_type_hint: hint, client_id: CLIENT_ID });
}

function decodeQuotedPrintable(s: string): string {
  const bytes = s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The text/plain part of the newest .eml to `to` whose file name contains `subjectWord`, waiting up to 3 s. */
export async function readMail(dataDir: string, to: string, subjectWord: string, after = 0): Promise<{ file: string; text: string; raw: string }> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 3000;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.eml') && f.includes(to.toLowerCase()) && f.includes(subjectWord)).sort();
    } catch {
      /* not yet */
    }
    if (files.length > after) {
      const file = path.join(dir, files[files.length - 1]!);
      const raw = readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
      const m = /Content-Type: text\/plain[^\n]*\n(?:Content-Transfer-Encoding: ([^\n]+)\n)?\n([\s\S]*?)\n--/i.exec(raw);
      let text = m?.[2] ?? raw;
      const enc = m?.[1]?.trim().toLowerCase();
      if (enc === 'quoted-printable') text = decodeQuotedPrintable(text);
      else if (enc === 'base64') text = Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8');
      return { file, text, raw };
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} (${subjectWord})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function countMails(dataDir: string, to: string, subjectWord: string): number {
  try {
    return readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.includes(to.toLowerCase()) && f.includes(subjectWord)).length;
  } catch {
    return 0;
  }
}

export function linkParams(text: string, pathPart: string): URLSearchParams {
  const m = new RegExp(`${PUBLIC_URL.replace(/[.]/g, '\\.')}${pathPart}\\?\\S+`).exec(text);
  if (!m) throw new Error(`no ${pathPart} link in:\n${text}`);
  return new URL(m[0]).searchParams;
}

export async function signUpAndConfirm(browser: Browser, dataDir: string, email: string, password = PASSWORD): Promise<void> {
  const res = await browser.postJson('/account/signup', { email, password });
  if (res.status !== 201) throw new Error(`signup ${res.status} ${res.body}`);
  const mail = await readMail(dataDir, email, 'confirm-your');
  const p = linkParams(mail.text, '/auth/confirmation');
  if (process.env['DEBUG_MAIL']) console.info(mail.raw, mail.text, [...p]);
  const conf = await browser.postJson('/account/confirm', { userName: p.get('userName'), confirmationCode: p.get('confirmationCode') });
  if (conf.status !== 200) throw new Error(`confirm ${conf.status} ${conf.body}`);
}
