/** Sign-up continuation: the signing-up tab polls /account/signup-status and signs in without the password once confirmed. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { withClockAhead } from '../test/clock';
import { BACKENDS, createTestEnv, type TestEnv } from '../test/helpers';
import { AccountStore } from './accounts';
import { accounts } from './accountsTable';
import { identityCodes } from './schema';
import {
  Browser,
  finishCodeFlow,
  linkParams,
  PASSWORD,
  readMail,
  signIn,
  startInteraction,
  type Res,
} from './test/helpers';
import type { IdentityDb } from './types';

let ipSeq = 0;
/** Each test its own client address, so the per-IP limiter counters never mix. */
const freshBrowser = (env: TestEnv) => new Browser(env.app, `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`);

async function signUp(b: Browser, email: string): Promise<string> {
  const res = await b.postJson('/account/signup', { email, password: PASSWORD });
  expect(res.status).toBe(201);
  const { continuation } = res.json<{ continuation: string }>();
  expect(typeof continuation).toBe('string');
  return continuation;
}

async function confirm(b: Browser, env: TestEnv, email: string) {
  const p = linkParams((await readMail(env.config.dataDir, email, 'confirm-your')).text, '/auth/confirmation');
  const res = await b.postJson('/account/confirm', {
    userName: p.get('userName'),
    confirmationCode: p.get('confirmationCode'),
  });
  expect(res.status).toBe(200);
}

const status = async (b: Browser, continuation: unknown): Promise<Res> =>
  b.postJson('/account/signup-status', { continuation });

const REFUSED = { code: 'NotAuthorizedException', message: 'Please sign in with your email and password.' };

describe.each(BACKENDS)('sign-up continuation (%s)', (kind) => {
  let env: TestEnv;
  let db: IdentityDb;
  beforeAll(async () => {
    env = await createTestEnv(kind);
    db = env.database.db as unknown as IdentityDb;
  });
  afterAll(async () => {
    await env.close();
  });

  const accountId = async (email: string) => (await db.select().from(accounts).where(eq(accounts.email, email)))[0]!.id;

  it('sign-up returns a continuation stored only as a hash; an existing email still gets the bare 409', async () => {
    const b = freshBrowser(env);
    const continuation = await signUp(b, 'cont-hash@example.com');
    const id = await accountId('cont-hash@example.com');
    expect(continuation.startsWith(`${id}.`)).toBe(true);
    const secret = continuation.slice(id.length + 1);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    const rows = await db.select().from(identityCodes).where(eq(identityCodes.accountId, id));
    const cont = rows.filter((r) => r.purpose === 'continue');
    expect(cont).toHaveLength(1);
    expect(cont[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(cont[0]!.codeHash).not.toContain(secret);
    // 3 min of polling plus a margin, not the 24 h of the confirmation link
    const ttl = cont[0]!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(180_000);
    expect(ttl).toBeLessThanOrEqual(240_000);

    const dup = await b.postJson('/account/signup', { email: 'cont-hash@example.com', password: PASSWORD });
    expect(dup.status).toBe(409);
    expect(dup.json()).toEqual({
      code: 'UsernameExistsException',
      message: 'An account with the given email already exists.',
    });
  });

  it('status: not confirmed before, confirmed after the mailed link; unknown values answer like unconfirmed', async () => {
    const b = freshBrowser(env);
    const continuation = await signUp(b, 'cont-status@example.com');
    const before = await status(b, continuation);
    expect([before.status, before.json()]).toEqual([200, { confirmed: false }]);
    await confirm(freshBrowser(env), env, 'cont-status@example.com');
    const after = await status(b, continuation);
    expect([after.status, after.json()]).toEqual([200, { confirmed: true }]);
    expect(after.headers['cache-control']).toBe('no-store');
    // wrong secret for the same (confirmed) account, garbage, missing: the unconfirmed answer
    const id = continuation.split('.')[0]!;
    for (const value of [`${id}.${randomBytes(32).toString('base64url')}`, 'garbage', undefined, 42]) {
      const r = await status(b, value);
      expect([r.status, r.json()]).toEqual([200, { confirmed: false }]);
    }
  });

  it('continuing an interaction signs in through the normal code exchange; the continuation is single-use', async () => {
    const b = freshBrowser(env);
    const continuation = await signUp(b, 'cont-signin@example.com');
    await confirm(freshBrowser(env), env, 'cont-signin@example.com');
    const started = await startInteraction(b);
    const { uid } = started;
    const res = await b.postJson(`/oidc/interaction/${uid}/continue`, { continuation });
    expect(res.status).toBe(200);
    const tokens = await finishCodeFlow(b, res.json<{ redirectTo: string }>().redirectTo, started);
    const me = await b.get('/oidc/me', { authorization: `Bearer ${tokens.access_token}` });
    expect(me.json()).toMatchObject({
      sub: await accountId('cont-signin@example.com'),
      email: 'cont-signin@example.com',
    });

    // used up: a second browser cannot replay it, and status no longer confirms anything
    const other = freshBrowser(env);
    const again = await startInteraction(other);
    const replay = await other.postJson(`/oidc/interaction/${again.uid}/continue`, { continuation });
    expect([replay.status, replay.json()]).toEqual([401, REFUSED]);
    expect((await status(other, continuation)).json()).toEqual({ confirmed: false });
  });

  it('refuses an unconfirmed account without using the continuation up', async () => {
    const b = freshBrowser(env);
    const continuation = await signUp(b, 'cont-early@example.com');
    const { uid } = await startInteraction(b);
    const early = await b.postJson(`/oidc/interaction/${uid}/continue`, { continuation });
    expect([early.status, early.json()]).toEqual([401, REFUSED]);
    await confirm(freshBrowser(env), env, 'cont-early@example.com');
    const later = await b.postJson(`/oidc/interaction/${uid}/continue`, { continuation });
    expect(later.status).toBe(200);
  });

  it('refuses a disabled account', async () => {
    const b = freshBrowser(env);
    const continuation = await signUp(b, 'cont-disabled@example.com');
    await confirm(freshBrowser(env), env, 'cont-disabled@example.com');
    await new AccountStore(db).setDisabled(await accountId('cont-disabled@example.com'), true);
    expect((await status(b, continuation)).json()).toEqual({ confirmed: false });
    const { uid } = await startInteraction(b);
    const res = await b.postJson(`/oidc/interaction/${uid}/continue`, { continuation });
    expect([res.status, res.json()]).toEqual([401, REFUSED]);
  });

  it('expires: status and continue refuse it once its lifetime has passed', async () => {
    const b = freshBrowser(env);
    const continuation = await signUp(b, 'cont-expiry@example.com');
    await confirm(freshBrowser(env), env, 'cont-expiry@example.com');
    await withClockAhead(4 * 60_000 + 1000, async () => {
      expect((await status(b, continuation)).json()).toEqual({ confirmed: false });
      const { uid } = await startInteraction(b);
      const res = await b.postJson(`/oidc/interaction/${uid}/continue`, { continuation });
      expect([res.status, res.json()]).toEqual([401, REFUSED]);
    });
  });

  it('refuses wrong and garbage values, and one user can never sign in as another', async () => {
    const first = freshBrowser(env);
    const firstCont = await signUp(first, 'cont-first@example.com');
    await confirm(freshBrowser(env), env, 'cont-first@example.com');
    const second = freshBrowser(env);
    const secondCont = await signUp(second, 'cont-second@example.com');
    await confirm(freshBrowser(env), env, 'cont-second@example.com');
    const firstId = firstCont.split('.')[0]!;
    const secondSecret = secondCont.split('.')[1]!;

    const started = await startInteraction(second);
    const { uid } = started;
    for (const value of [
      `${firstId}.${secondSecret}`, // the second user's secret against the first user's account
      `${firstId}.${randomBytes(32).toString('base64url')}`,
      'garbage',
      '',
      firstCont.slice(0, -1),
    ]) {
      const res = await second.postJson(`/oidc/interaction/${uid}/continue`, { continuation: value });
      expect([res.status, res.json()]).toEqual([401, REFUSED]);
    }
    // the second user's own continuation signs in as the second user only
    const ok = await second.postJson(`/oidc/interaction/${uid}/continue`, { continuation: secondCont });
    expect(ok.status).toBe(200);
    const tokens = await finishCodeFlow(second, ok.json<{ redirectTo: string }>().redirectTo, started);
    const me = await second.get('/oidc/me', { authorization: `Bearer ${tokens.access_token}` });
    expect(me.json()).toMatchObject({ sub: secondCont.split('.')[0], email: 'cont-second@example.com' });
    // the first user's continuation was not touched by the attempts: it still works
    expect((await status(first, firstCont)).json()).toEqual({ confirmed: true });
  });

  it('rate limits unknown continuations per IP with 429, on status and on continue', async () => {
    const b = freshBrowser(env);
    let last: Res | undefined;
    for (let i = 0; i < 51; i++) last = await status(b, 'garbage');
    expect(last!.status).toBe(429);
    expect(last!.json()).toEqual({
      code: 'TooManyRequestsException',
      message: 'Too many attempts, please wait a few minutes and try again.',
    });

    const c = freshBrowser(env);
    const { uid } = await startInteraction(c);
    for (let i = 0; i < 51; i++)
      last = await c.postJson(`/oidc/interaction/${uid}/continue`, { continuation: 'garbage' });
    expect(last!.status).toBe(429);
  });

  it('a password sign-in still works for an account that signed up with a continuation', async () => {
    const b = freshBrowser(env);
    await signUp(b, 'cont-password@example.com');
    await confirm(freshBrowser(env), env, 'cont-password@example.com');
    const tokens = await signIn(freshBrowser(env), 'cont-password@example.com', PASSWORD);
    expect(tokens.access_token).toBeTruthy();
  });
});
