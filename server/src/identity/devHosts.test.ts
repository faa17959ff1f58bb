import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEV_HOST_ORIGINS } from './provider';
import {
  authorizeUrl,
  Browser,
  CLIENT_ID,
  createTestApp,
  createTestDb,
  PASSWORD,
  PUBLIC_URL,
  pkce,
  removeDir,
  signIn,
  signUpAndConfirm,
  type TestApp,
  type TestDb,
} from './test/helpers';

const DEV_HOST = 'http://localhost:3003';

function authorize(redirectUri: string): string {
  return authorizeUrl({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid email profile offline_access',
    state: 's1',
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
  });
}

function endSession(idToken: string, postLogoutRedirectUri: string): string {
  const q = new URLSearchParams({
    id_token_hint: idToken,
    post_logout_redirect_uri: postLogoutRedirectUri,
    client_id: CLIENT_ID,
  });
  return `/oidc/session/end?${q}`;
}

/** A refresh from the dev host's page: the token endpoint's CORS check runs for its origin. */
function refreshFrom(b: Browser, origin: string, refreshToken: string) {
  return b.postForm(
    '/oidc/token',
    { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: CLIENT_ID },
    { origin },
  );
}

it('registers the dev servers of shared/build/devPorts.cjs', () => {
  const ports = createRequire(__filename)(path.resolve(__dirname, '../../../shared/build/devPorts.cjs')) as Record<
    string,
    number
  >;
  expect([...DEV_HOST_ORIGINS].sort()).toEqual(
    Object.values(ports)
      .map((port) => `http://localhost:${port}`)
      .sort(),
  );
});

describe.each(['development', 'production'] as const)('dev host redirect URIs with NODE_ENV=%s', (nodeEnv) => {
  const accepted = nodeEnv === 'development';
  let tdb: TestDb;
  let t: TestApp;
  beforeAll(async () => {
    tdb = await createTestDb();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'identity-test-'));
    t = await createTestApp(tdb.db, { config: { publicUrl: PUBLIC_URL, dataDir, nodeEnv } }, dataDir);
  });
  afterAll(async () => {
    await t.close();
    await tdb.close();
    removeDir(t.dataDir);
  });

  it.each(DEV_HOST_ORIGINS)(`${accepted ? 'accepts' : 'refuses'} the exact callback of %s`, async (origin) => {
    const res = await new Browser(t.app).get(authorize(`${origin}/auth/callback`));
    if (accepted) {
      expect(res.status).toBe(303);
      expect(res.location).toMatch(/^\/oidc\/interaction\//);
    } else {
      expect(res.status).toBe(400);
      expect(res.location).toBeUndefined();
      expect(res.json()['error']).toBe('invalid_redirect_uri');
    }
  });

  it.each([
    `${DEV_HOST}/auth/callback/`,
    `${DEV_HOST}/auth/callbackx`,
    `${DEV_HOST}/other`,
    'http://localhost:3007/auth/callback',
    'http://127.0.0.1:3003/auth/callback',
    'https://localhost:3003/auth/callback',
  ])('refuses %s (exact match only)', async (uri) => {
    const res = await new Browser(t.app).get(authorize(uri));
    expect(res.status).toBe(400);
    expect(res.location).toBeUndefined();
  });

  it('keeps the public origin working', async () => {
    const res = await new Browser(t.app).get(authorize(`${PUBLIC_URL}/auth/callback`));
    expect(res.status).toBe(303);
  });

  it(`${accepted ? 'signs in and out on' : 'refuses the token calls and the sign-out return of'} a dev host`, async () => {
    const b = new Browser(t.app);
    await signUpAndConfirm(b, t.dataDir, 'dev@example.com');
    const tokens = await signIn(b, 'dev@example.com', PASSWORD);
    const refreshed = await refreshFrom(b, DEV_HOST, tokens.refresh_token);
    const logout = await b.get(endSession(tokens.id_token, `${DEV_HOST}/`));
    if (accepted) {
      expect(refreshed.status).toBe(200);
      expect(refreshed.headers['access-control-allow-origin']).toBe(DEV_HOST);
      expect(logout.status).toBe(200);
      expect(logout.body).toContain('name="logout" value="yes"');
    } else {
      expect(refreshed.status).toBe(400);
      expect(refreshed.headers['access-control-allow-origin']).toBeUndefined();
      expect(refreshed.json()['error_description']).toBe(`origin ${DEV_HOST} not allowed for client: ${CLIENT_ID}`);
      expect(logout.status).toBe(400);
    }
  });

  if (accepted) {
    it('completes the code flow back to a dev host callback', async () => {
      const b = new Browser(t.app);
      await signUpAndConfirm(b, t.dataDir, 'dev2@example.com');
      const tokens = await signIn(b, 'dev2@example.com', PASSWORD, `${DEV_HOST}/auth/callback`);
      expect(await t.verify(tokens.access_token)).toMatchObject({ email: 'dev2@example.com' });
    });
  }
});
