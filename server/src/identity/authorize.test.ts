import { authorizeUrl, Browser, CLIENT_ID, createTestApp, createTestDb, pkce, PUBLIC_URL, REDIRECT_URI, removeDir, type TestApp, type TestDb } from './test/helpers';

describe('authorization endpoint policy', () => {
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

  const base = () => {
    const { challenge } = pkce();
    return {
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile offline_access',
      state: 's1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    } as Record<string, string | undefined>;
  };

  it('a well-formed request goes to the interaction, whose browser URL hands over to the SPA sign-in page', async () => {
    const b = new Browser(t.app);
    const res = await b.get(authorizeUrl(base()));
    expect(res.status).toBe(303);
    const uid = /^\/oidc\/interaction\/([A-Za-z0-9_-]+)$/.exec(res.location!)![1]!;
    const page = await b.get(res.location!, { accept: 'text/html' });
    expect(page.status).toBe(303);
    expect(page.location).toBe(`${PUBLIC_URL}/auth/signin?interaction=${uid}`);
    const details = await b.get(`/oidc/interaction/${uid}`, { accept: 'application/json' });
    expect(details.status).toBe(200);
    expect(details.json()).toMatchObject({ uid, prompt: { name: 'login' }, params: { client_id: CLIENT_ID } });
    expect((await b.get(`/oidc/interaction/${uid}/details`)).json()).toMatchObject({ uid });
    // without the interaction cookie (another browser) the details are refused
    const other = await new Browser(t.app).get(`/oidc/interaction/${uid}/details`);
    expect(other.status).toBe(400);
    expect(other.json()).toEqual({ code: 'SessionNotFound', message: 'Your sign-in session has expired, please try again.' });
    // abort returns to the client with access_denied
    const abort = await b.postJson(`/oidc/interaction/${uid}/abort`, {});
    const back = await b.get(abort.json<{ redirectTo: string }>().redirectTo);
    expect(back.location).toContain('error=access_denied');
  });

  function errorOf(res: { status: number; location?: string; body: string }): string | null {
    if (res.location) {
      const u = new URL(res.location);
      return u.searchParams.get('error') ?? new URLSearchParams(u.hash.slice(1)).get('error');
    }
    try {
      return (JSON.parse(res.body) as { error?: string }).error ?? null;
    } catch {
      return null;
    }
  }

  it('refuses a request without PKCE', async () => {
    const p = base();
    delete p['code_challenge'];
    delete p['code_challenge_method'];
    const res = await new Browser(t.app).get(authorizeUrl(p));
    expect(res.location?.startsWith(REDIRECT_URI)).toBe(true);
    expect(errorOf(res)).toBe('invalid_request');
  });

  it("refuses the 'plain' PKCE method", async () => {
    const p = base();
    p['code_challenge'] = 'a'.repeat(43);
    p['code_challenge_method'] = 'plain';
    const res = await new Browser(t.app).get(authorizeUrl(p));
    expect(errorOf(res)).toBe('invalid_request');
  });

  it.each([
    `${REDIRECT_URI}/`,
    `${REDIRECT_URI}x`,
    `${REDIRECT_URI}?a=1`,
    REDIRECT_URI.replace('callback', 'Callback'),
    REDIRECT_URI.replace('http://localhost:8080', 'http://localhost:8081'),
    REDIRECT_URI.replace('http:', 'https:'),
    `${REDIRECT_URI}#f`,
  ])('refuses redirect_uri %s (exact match only, no redirect)', async (uri) => {
    const p = base();
    p['redirect_uri'] = uri;
    const res = await new Browser(t.app).get(authorizeUrl(p));
    expect(res.status).toBe(400);
    expect(res.location).toBeUndefined();
    expect(errorOf(res)).toMatch(/invalid_redirect_uri|invalid_request/);
  });

  it('refuses implicit and hybrid response types and unknown clients', async () => {
    for (const rt of ['token', 'id_token', 'code id_token', 'code token']) {
      const p = base();
      p['response_type'] = rt;
      p['nonce'] = 'n';
      const res = await new Browser(t.app).get(authorizeUrl(p));
      expect(res.status === 400 || errorOf(res) !== null).toBe(true);
      expect(res.location ?? '').not.toContain('access_token=');
      expect(errorOf(res)).toMatch(/unsupported_response_type|invalid_request|unauthorized_client/);
    }
    const p = base();
    p['client_id'] = 'someone-else';
    const res = await new Browser(t.app).get(authorizeUrl(p));
    expect(res.status).toBe(400);
    expect(errorOf(res)).toBe('invalid_client');
  });

  it('refuses the password grant and a code exchange with a wrong verifier', async () => {
    const b = new Browser(t.app);
    const pw = await b.postForm('/oidc/token', { grant_type: 'password', username: 'a@b.c', password: 'x', client_id: CLIENT_ID });
    expect(pw.status).toBe(400);
    expect(pw.json()['error']).toBe('unsupported_grant_type');
  });
});
