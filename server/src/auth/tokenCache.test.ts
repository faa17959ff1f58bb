/**
 * The in-process cache of verified access tokens (AUTH_TOKEN_CACHE_TTL_S): it saves the lookup on
 * repeated requests, and never lets a revoked, signed-out or disabled token through on this instance.
 * The TTL is set far longer than any test, so a test passes only if the drop is immediate.
 */
import { CLIENT_ID } from '../identity/provider';
import { AccountStore } from '../identity/accounts';
import { revokeAllForAccount } from '../identity/adapter';
import type { VerifiedIdentity } from '../identity/provider';
import { Browser, revoke, signIn, signUpAndConfirm } from '../identity/test/helpers';
import { BACKENDS, createTestEnv, gql, login, TEST_PASSWORD, type TestEnv } from '../test/helpers';
import { VerifiedTokenCache } from './tokenCache';

const QUERY = '{ quotes { author } }';
const LONG_TTL_S = '60';

describe.each(BACKENDS)('verified-token cache at /graphql (%s)', (kind) => {
  let env: TestEnv;
  let tokenLookups = 0;
  beforeAll(async () => {
    env = await createTestEnv(
      kind,
      { AUTH_TOKEN_CACHE_TTL_S: LONG_TTL_S },
      { onQuery: (sql) => void (sql.includes("t.type = 'AccessToken'") && tokenLookups++) },
    );
  });
  afterAll(async () => {
    await env.close();
  });

  /** A fresh account signed in through the provider, its access token already used (so cached). */
  const cachedSignIn = async (label: string) => {
    const b = new Browser(env.app);
    const email = `cache-${label}-${kind}@example.com`;
    await signUpAndConfirm(b, env.config.dataDir, email, TEST_PASSWORD);
    const tokens = await signIn(b, email, TEST_PASSWORD);
    expect((await gql(env.app, tokens.access_token, QUERY)).status).toBe(200);
    return { b, tokens };
  };

  it('looks a token up once, then answers from the cache', async () => {
    const s = await login(env.app);
    tokenLookups = 0;
    for (let i = 0; i < 3; i++) expect((await gql(env.app, s, QUERY)).status).toBe(200);
    expect(tokenLookups).toBe(1);
  });

  it('refuses a cached token at once after sign-out (refresh token revoked)', async () => {
    const { b, tokens } = await cachedSignIn('signout');
    expect((await gql(env.app, tokens.access_token, QUERY)).status).toBe(200);
    expect((await revoke(b, tokens.refresh_token)).status).toBe(200);
    expect((await gql(env.app, tokens.access_token, QUERY)).status).toBe(401);
  });

  it('refuses a cached token at once after it is revoked itself', async () => {
    const { b, tokens } = await cachedSignIn('revoke');
    expect((await revoke(b, tokens.access_token, 'access_token')).status).toBe(200);
    expect((await gql(env.app, tokens.access_token, QUERY)).status).toBe(401);
  });

  it('refuses a cached token at once after RP-initiated logout ends the session', async () => {
    const { b, tokens } = await cachedSignIn('logout');
    const q = new URLSearchParams({ id_token_hint: tokens.id_token, client_id: CLIENT_ID });
    const page = await b.get(`/oidc/session/end?${q}`);
    const action = /action="([^"]+)"/.exec(page.body)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)![1]!;
    expect((await b.postForm(new URL(action, 'http://localhost:8080').pathname, { xsrf, logout: 'yes' })).status).toBe(
      303,
    );
    expect((await gql(env.app, tokens.access_token, QUERY)).status).toBe(401);
  });

  it('refuses a cached session-bound token at once when its session is destroyed', async () => {
    const s = await login(env.app);
    const provider = env.app.oidcProvider!;
    const now = Math.floor(Date.now() / 1000);
    // The typings declare no constructor argument; fields are set one by one instead.
    const session = new provider.Session();
    session.accountId = s.accountId;
    session.loginTs = now;
    session.exp = now + 3600;
    await session.persist();
    const grant = new provider.Grant({ accountId: s.accountId, clientId: CLIENT_ID });
    grant.addOIDCScope('openid email');
    const token = await new provider.AccessToken({
      accountId: s.accountId,
      client: (await provider.Client.find(CLIENT_ID))!,
      grantId: await grant.save(),
      gty: 'authorization_code',
      scope: 'openid email',
      sessionUid: session.uid,
      expiresWithSession: true,
    }).save();
    expect((await gql(env.app, token, QUERY)).status).toBe(200);
    expect((await gql(env.app, token, QUERY)).status).toBe(200);
    await session.destroy();
    expect((await gql(env.app, token, QUERY)).status).toBe(401);
  });

  it('refuses a cached token at once after the account is disabled, or its password reset', async () => {
    const disabled = await login(env.app);
    const reset = await login(env.app);
    const bystander = await login(env.app);
    for (const s of [disabled, reset, bystander]) expect((await gql(env.app, s, QUERY)).status).toBe(200);
    await new AccountStore(env.database.db).setDisabled(disabled.accountId, true);
    await revokeAllForAccount(env.database.db, reset.accountId);
    expect((await gql(env.app, disabled, QUERY)).status).toBe(401);
    expect((await gql(env.app, reset, QUERY)).status).toBe(401);
    expect((await gql(env.app, bystander, QUERY)).status).toBe(200);
  });

  it("never answers one user's token with another user's identity", async () => {
    const users = [await login(env.app), await login(env.app)];
    const seen = async () => {
      const out: string[] = [];
      for (const s of users) {
        const res = await gql(
          env.app,
          s,
          'mutation { createInscription(input: { name: "Mine", about: "x" }) { inscription { id } } }',
        );
        expect(res.status).toBe(200);
        const list = await gql(env.app, s, '{ inscriptions { id } }');
        out.push(...list.data.inscriptions.map((i: { id: string }) => `${s.accountId}:${i.id}`));
      }
      return out;
    };
    // both tokens cached by now; each user still sees only their own inscriptions
    const first = await seen();
    const second = await seen();
    for (const u of users) {
      const mine = (list: string[]) => list.filter((e) => e.startsWith(`${u.accountId}:`));
      expect(mine(first)).toHaveLength(1);
      expect(mine(second)).toHaveLength(2);
      expect(new Set(mine(second).map((e) => e.split(':')[1])).size).toBe(2);
    }
    const owned = await env.database.query<{ user_id: string; n: string }>(
      'select user_id, count(*)::text as n from inscriptions where user_id = any($1) group by user_id',
      [users.map((u) => u.accountId)],
    );
    expect(Object.fromEntries(owned.map((r) => [r.user_id, r.n]))).toEqual(
      Object.fromEntries(users.map((u) => [u.accountId, '2'])),
    );
  });
});

describe('verified-token cache off (AUTH_TOKEN_CACHE_TTL_S=0)', () => {
  let env: TestEnv;
  let tokenLookups = 0;
  beforeAll(async () => {
    env = await createTestEnv(
      'pglite',
      { AUTH_TOKEN_CACHE_TTL_S: '0' },
      { onQuery: (sql) => void (sql.includes("t.type = 'AccessToken'") && tokenLookups++) },
    );
  });
  afterAll(async () => {
    await env.close();
  });

  it('looks the token up on every request', async () => {
    const s = await login(env.app);
    tokenLookups = 0;
    for (let i = 0; i < 3; i++) expect((await gql(env.app, s, QUERY)).status).toBe(200);
    expect(tokenLookups).toBe(3);
  });
});

describe('VerifiedTokenCache', () => {
  const identity = (over: Partial<VerifiedIdentity> = {}): VerifiedIdentity => ({
    accountId: 'a1',
    email: 'a1@example.com',
    grantId: 'g1',
    sessionUid: 's1',
    expiresAt: Date.now() + 60_000,
    ...over,
  });

  it('keys by token: another token is verified on its own, never served the first identity', async () => {
    const cache = new VerifiedTokenCache(60_000);
    const verify = jest.fn(async (token: string) =>
      token === 'one' ? identity() : identity({ accountId: 'a2', email: 'a2@example.com' }),
    );
    expect(await cache.resolve('one', verify)).toMatchObject({ accountId: 'a1' });
    expect(await cache.resolve('two', verify)).toMatchObject({ accountId: 'a2' });
    expect(await cache.resolve('one', verify)).toMatchObject({ accountId: 'a1' });
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('does not remember refusals', async () => {
    const cache = new VerifiedTokenCache(60_000);
    const verify = jest.fn(async () => null);
    await cache.resolve('t', verify);
    await cache.resolve('t', verify);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('never keeps an entry past the token expiry', async () => {
    const cache = new VerifiedTokenCache(60_000);
    const verify = jest.fn(async () => identity({ expiresAt: Date.now() + 30 }));
    await cache.resolve('t', verify);
    await new Promise((r) => setTimeout(r, 60));
    await cache.resolve('t', verify);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('drops by token, grant, session and account, and only the matching entries', async () => {
    const cache = new VerifiedTokenCache(60_000);
    const ids: Record<string, VerifiedIdentity> = {
      tok: identity({ grantId: 'g0', sessionUid: 's0', accountId: 'a0' }),
      grant: identity({ grantId: 'g1', sessionUid: 's9', accountId: 'a9' }),
      session: identity({ grantId: 'g2', sessionUid: 's2', accountId: 'a8' }),
      account: identity({ grantId: 'g3', sessionUid: 's3', accountId: 'a3' }),
      keep: identity({ grantId: 'g4', sessionUid: 's4', accountId: 'a4' }),
    };
    const verify = jest.fn(async (token: string) => ids[token]!);
    for (const t of Object.keys(ids)) await cache.resolve(t, verify);
    cache.dropToken('tok');
    cache.dropGrant('g1');
    cache.dropSession('s2');
    cache.dropAccount('a3');
    verify.mockClear();
    for (const t of Object.keys(ids)) await cache.resolve(t, verify);
    expect(verify.mock.calls.map(([t]) => t)).toEqual(['tok', 'grant', 'session', 'account']);
  });

  it('does not cache a lookup that was in flight when a drop happened', async () => {
    const cache = new VerifiedTokenCache(60_000);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const verify = jest.fn(async () => {
      await gate;
      return identity();
    });
    const pending = cache.resolve('t', verify);
    cache.dropAccount('a1');
    release();
    await pending;
    const again = jest.fn(async () => identity());
    await cache.resolve('t', again);
    await cache.resolve('t', again);
    expect(again).toHaveBeenCalledTimes(1);
  });
});
