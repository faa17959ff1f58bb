import { eq } from 'drizzle-orm';
import { AccountStore } from './accounts';
import { accounts } from './accountsTable';
import { oidcPayloads } from './schema';
import {
  authorizeUrl,
  Browser,
  CLIENT_ID,
  pkce,
  REDIRECT_URI,
  createTestApp,
  createTestDb,
  PASSWORD,
  PUBLIC_URL,
  refresh,
  revoke,
  removeDir,
  signIn,
  signUpAndConfirm,
  type TestApp,
  type TestDb,
} from './test/helpers';

describe('tokens: sign-in, refresh rotation, revocation, sign-out, restart', () => {
  let tdb: TestDb;
  let t: TestApp;
  beforeAll(async () => {
    tdb = await createTestDb();
    t = await createTestApp(tdb.db);
  });
  afterAll(async () => {
    await t.close();
    await tdb.close();
    removeDir(t.dataDir);
  });

  it('sign up → mail → confirm → code + PKCE → tokens; verifier and userinfo accept the access token', async () => {
    const b = new Browser(t.app);
    await signUpAndConfirm(b, t.dataDir, 'Ada@Example.com');
    const tokens = await signIn(b, 'ada@example.com', PASSWORD);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.id_token.split('.')).toHaveLength(3);
    expect(tokens.expires_in).toBeLessThanOrEqual(900);
    // opaque access token (not a JWT)
    expect(tokens.access_token.split('.')).toHaveLength(1);
    const id = await t.verify(tokens.access_token);
    expect(id).toMatchObject({ accountId: expect.any(String), email: 'ada@example.com' });
    const me = await b.get('/oidc/me', { authorization: `Bearer ${tokens.access_token}` });
    expect(me.status).toBe(200);
    expect(me.json()).toMatchObject({ sub: id!.accountId, email: 'ada@example.com' });
    expect(await t.verify('not-a-token')).toBeNull();
    expect(await t.verify('')).toBeNull();
  });

  it('discovery advertises code + S256 only', async () => {
    const b = new Browser(t.app);
    const res = await b.get('/oidc/.well-known/openid-configuration');
    expect(res.status).toBe(200);
    const d = res.json<Record<string, unknown>>();
    expect(d['issuer']).toBe(`${PUBLIC_URL}/oidc`);
    expect(d['response_types_supported']).toEqual(['code']);
    expect(d['code_challenge_methods_supported']).toEqual(['S256']);
    expect(d['grant_types_supported']).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
    expect(d['grant_types_supported']).not.toContain('implicit');
    expect(d['grant_types_supported']).not.toContain('password');
    expect(d['end_session_endpoint']).toBe(`${PUBLIC_URL}/oidc/session/end`);
    expect(d['revocation_endpoint']).toBe(`${PUBLIC_URL}/oidc/token/revocation`);
  });

  it('the authorization code is single-use', async () => {
    const b = new Browser(t.app);
    await signUpAndConfirm(b, t.dataDir, 'code-once@example.com');
    // replay a used code: run the flow by hand to keep the code
    const { verifier, challenge } = pkce();
    const start = await b.get(
      authorizeUrl({ client_id: CLIENT_ID, response_type: 'code', redirect_uri: REDIRECT_URI, scope: 'openid email', code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    const uid = /interaction\/([^/?]+)/.exec(start.location!)![1]!;
    const login = await b.postJson(`/oidc/interaction/${uid}/login`, { email: 'code-once@example.com', password: PASSWORD });
    expect(login.status).toBe(200);
    const resume = await b.get(login.json<{ redirectTo: string }>().redirectTo);
    const code = new URL(resume.location!).searchParams.get('code')!;
    const form = { grant_type: 'authorization_code', code, client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, code_verifier: verifier };
    const first = await b.postForm('/oidc/token', form);
    expect(first.status).toBe(200);
    expect(first.json()['refresh_token']).toBeTruthy();
    const second = await b.postForm('/oidc/token', form);
    expect(second.status).toBe(400);
    expect(second.json()['error']).toBe('invalid_grant');
    // and the tokens of the first exchange are revoked with the grant
    expect(await t.verify(first.json<{ access_token: string }>().access_token)).toBeNull();
  });

  it('rotates refresh tokens; replaying a rotated one fails and revokes the grant', async () => {
    const b = new Browser(t.app);
    await signUpAndConfirm(b, t.dataDir, 'rotate@example.com');
    const tokens = await signIn(b, 'rotate@example.com', PASSWORD);
    const r1 = await refresh(b, tokens.refresh_token);
    expect(r1.status).toBe(200);
    const t1 = r1.json<{ access_token: string; refresh_token: string }>();
    expect(t1.refresh_token).not.toBe(tokens.refresh_token);
    expect(await t.verify(t1.access_token)).not.toBeNull();
    const r2 = await refresh(b, t1.refresh_token);
    expect(r2.status).toBe(200);
    const t2 = r2.json<{ access_token: string; refresh_token: string }>();

    // replay of the first (already rotated) refresh token
    const replay = await refresh(b, tokens.refresh_token);
    expect(replay.status).toBe(400);
    expect(replay.json()['error']).toBe('invalid_grant');
    // the whole grant is gone: the newest refresh token and access token no longer work
    expect((await refresh(b, t2.refresh_token)).status).toBe(400);
    expect(await t.verify(t2.access_token)).toBeNull();
    expect(await t.verify(t1.access_token)).toBeNull();
  });

  it('revoking the refresh token (client sign-out) refuses its access token and refresh', async () => {
    const b = new Browser(t.app);
    await signUpAndConfirm(b, t.dataDir, 'revoke@example.com');
    const tokens = await signIn(b, 'revoke@example.com', PASSWORD);
    expect(await t.verify(tokens.access_token)).not.toBeNull();
    const rev = await revoke(b, tokens.refresh_token);
    expect(rev.status).toBe(200);
    expect(await t.verify(tokens.access_token)).toBeNull();
    expect((await refresh(b, tokens.refresh_token)).status).toBe(400);
    const me = await b.get('/oidc/me', { authorization: `Bearer ${tokens.access_token}` });
    expect(me.status).toBe(401);
  });

  it('RP-initiated logout ends the session and its tokens, then redirects to the post-logout URI', async () => {
    const b = new Browser(t.app);
    await signUpAndConfirm(b, t.dataDir, 'logout@example.com');
    const tokens = await signIn(b, 'logout@example.com', PASSWORD);
    const q = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${PUBLIC_URL}/auth/signin`,
      client_id: CLIENT_ID,
      state: 'bye',
    });
    const page = await b.get(`/oidc/session/end?${q}`);
    expect(page.status).toBe(200);
    const action = /action="([^"]+)"/.exec(page.body)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)![1]!;
    expect(page.body).toContain('name="logout" value="yes"');
    const done = await b.postForm(new URL(action, PUBLIC_URL).pathname, { xsrf, logout: 'yes' });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${PUBLIC_URL}/auth/signin?state=bye`);
    expect(await t.verify(tokens.access_token)).toBeNull();
    expect((await refresh(b, tokens.refresh_token)).status).toBe(400);
    // a post_logout_redirect_uri that is not registered is refused
    const bad = await b.get(`/oidc/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${PUBLIC_URL}/evil`, client_id: CLIENT_ID })}`);
    expect(bad.status).toBe(400);
  });

  it('a disabled or deleted account stops being accepted by the verifier and by refresh', async () => {
    const b = new Browser(t.app);
    await signUpAndConfirm(b, t.dataDir, 'disabled@example.com');
    const tokens = await signIn(b, 'disabled@example.com', PASSWORD);
    const store = new AccountStore(tdb.db);
    const acct = (await store.findByEmail('disabled@example.com'))!;
    await store.setDisabled(acct.id, true);
    expect(await t.verify(tokens.access_token)).toBeNull();
    const r = await refresh(b, tokens.refresh_token);
    expect(r.status).toBe(400);
    expect(r.json()['error']).toBe('invalid_grant');
    const login = await signIn(new Browser(t.app), 'disabled@example.com', PASSWORD).catch((e: { res?: { status: number; body: string } }) => e.res);
    expect(login).toMatchObject({ status: 401 });

    await signUpAndConfirm(b, t.dataDir, 'deleted@example.com');
    const t2 = await signIn(b, 'deleted@example.com', PASSWORD);
    await tdb.db.delete(accounts).where(eq(accounts.email, 'deleted@example.com'));
    expect(await t.verify(t2.access_token)).toBeNull();
    expect((await refresh(b, t2.refresh_token)).status).toBe(400);
  });

  it('provider state lives in oidc_payloads', async () => {
    const rows = await tdb.db.select({ type: oidcPayloads.type }).from(oidcPayloads);
    const types = new Set(rows.map((r) => r.type));
    expect([...types]).toEqual(expect.arrayContaining(['Session', 'Grant', 'RefreshToken']));
  });

  it('two instances on the same DB share sessions, codes and tokens', async () => {
    const other = await createTestApp(tdb.db, {}, t.dataDir);
    try {
      const a = new Browser(t.app);
      await signUpAndConfirm(a, t.dataDir, 'twins@example.com');
      // authorize on instance A, log in and exchange on instance B with the same cookies
      const { verifier, challenge } = pkce();
      const start = await a.get(
        authorizeUrl({ client_id: CLIENT_ID, response_type: 'code', redirect_uri: REDIRECT_URI, scope: 'openid email', code_challenge: challenge, code_challenge_method: 'S256' }),
      );
      const uid = /interaction\/([^/?]+)/.exec(start.location!)![1]!;
      const b = new Browser(other.app);
      a.cookies.forEach((c, name) => b.cookies.set(name, c));
      const login = await b.postJson(`/oidc/interaction/${uid}/login`, { email: 'twins@example.com', password: PASSWORD });
      expect(login.status).toBe(200);
      const resume = await b.get(login.json<{ redirectTo: string }>().redirectTo);
      const code = new URL(resume.location!).searchParams.get('code')!;
      const tok = await a.postForm('/oidc/token', { grant_type: 'authorization_code', code, client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, code_verifier: verifier });
      expect(tok.status).toBe(200);
      const tokens = tok.json<{ access_token: string; refresh_token: string }>();
      expect(await other.verify(tokens.access_token)).toMatchObject({ email: 'twins@example.com' });
      expect((await refresh(b, tokens.refresh_token)).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('a restart (new provider on the same DB) keeps refresh tokens and signing keys', async () => {
    const b = new Browser(t.app);
    await signUpAndConfirm(b, t.dataDir, 'restart@example.com');
    const tokens = await signIn(b, 'restart@example.com', PASSWORD);
    const jwks1 = (await b.get('/oidc/jwks')).json<{ keys: Array<{ kid: string }> }>();
    await t.close();
    t = await createTestApp(tdb.db, {}, t.dataDir);
    const b2 = new Browser(t.app);
    const jwks2 = (await b2.get('/oidc/jwks')).json<{ keys: Array<{ kid: string }> }>();
    expect(jwks2.keys.map((k) => k.kid)).toEqual(jwks1.keys.map((k) => k.kid));
    expect(await t.verify(tokens.access_token)).toMatchObject({ email: 'restart@example.com' });
    const r = await refresh(b2, tokens.refresh_token);
    expect(r.status).toBe(200);
    expect(await t.verify(r.json<{ access_token: string }>().access_token)).toMatchObject({ email: 'restart@example.com' });
    // the session cookie from before the restart is still valid (cookie keys persisted): silent sign-in works
    b.cookies.forEach((c, name) => b2.cookies.set(name, c));
    const { challenge } = pkce();
    const silent = await b2.get(
      authorizeUrl({ client_id: CLIENT_ID, response_type: 'code', redirect_uri: REDIRECT_URI, scope: 'openid email', prompt: 'none', code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    expect(silent.status).toBe(303);
    expect(new URL(silent.location!).searchParams.get('code')).toBeTruthy();
  });
});
