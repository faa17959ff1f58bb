import { ErrorResponse, UserManager } from 'oidc-client-ts';
import {
  authEvents,
  browser,
  buildUserManagerSettings,
  completeSignIn,
  expireSession,
  getAccessToken,
  getAuthSnapshot,
  getUserManager,
  initAuth,
  makeSessionUser,
  peekUserManager,
  resetAppConfig,
  resetAuthForTests,
  safeReturnTo,
  setAuthSession,
  signOut,
  startSignIn,
  takeAuthNotice,
  setAuthNotice,
  userStorageKey,
} from './index';
import type { AppConfig } from './index';

const config: AppConfig = {
  oidc: {
    authority: 'http://localhost/oidc',
    clientId: 'inscriptions-web',
    scope: 'openid email profile offline_access',
  },
  accounts: true,
  speech: { listenUrl: null, provider: null },
};
const KEY = 'oidc.user:http://localhost/oidc:inscriptions-web';

function serveConfig() {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/app-config.json')) {
      return { ok: true, status: 200, json: async () => config } as Response;
    }
    throw new Error(`unexpected fetch ${url}`);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetAppConfig();
  resetAuthForTests();
  jest.restoreAllMocks();
});
afterEach(() => peekUserManager()?.stopSilentRenew());

describe('UserManager settings', () => {
  it('uses the code flow, the configured scope and localStorage for the session', async () => {
    const settings = await buildUserManagerSettings(config, 'http://app.test');
    expect(settings).toMatchObject({
      authority: 'http://localhost/oidc',
      client_id: 'inscriptions-web',
      scope: 'openid email profile offline_access',
      response_type: 'code',
      redirect_uri: 'http://app.test/auth/callback',
      post_logout_redirect_uri: 'http://app.test/',
      automaticSilentRenew: true,
      monitorSession: false,
    });
    expect(userStorageKey(config)).toBe(KEY);
  });
  it("takes the provider's endpoints from /app-config.json when it names them (no discovery request)", async () => {
    const metadata = { issuer: 'http://localhost/oidc', token_endpoint: 'http://localhost/oidc/token' };
    const settings = await buildUserManagerSettings(
      { ...config, oidc: { ...config.oidc, metadata } },
      'http://app.test',
    );
    expect(settings.metadata).toEqual(metadata);
    expect((await buildUserManagerSettings(config, 'http://app.test')).metadata).toBeUndefined();
  });
});

describe('session start-up', () => {
  it('reads the stored user, so a reload keeps the session', async () => {
    serveConfig();
    localStorage.setItem(KEY, makeSessionUser({ accessToken: 'stored', refreshToken: 'r1' }).toStorageString());
    expect(getAuthSnapshot().status).toBe('unknown');
    await initAuth();
    expect(getAuthSnapshot().status).toBe('signed-in');
    expect(getAccessToken()).toBe('stored');
  });

  it('reads the stored session without oidc-client-ts: the UserManager is built on demand', async () => {
    serveConfig();
    localStorage.setItem(KEY, makeSessionUser({ accessToken: 'stored', refreshToken: 'r1' }).toStorageString());
    await initAuth();
    expect(getAccessToken()).toBe('stored');
    expect(peekUserManager()).toBeNull();
    const um = await getUserManager();
    expect(peekUserManager()).toBe(um);
    expect((await um.getUser())?.access_token).toBe('stored');
    expect(await getUserManager()).toBe(um);
  });
  it('builds the UserManager shortly before the stored access token needs renewing', async () => {
    serveConfig();
    localStorage.setItem(
      KEY,
      makeSessionUser({ accessToken: 'soon', refreshToken: 'r1', expiresInSeconds: 30 }).toStorageString(),
    );
    await initAuth();
    expect(peekUserManager()).toBeNull();
    for (let i = 0; i < 50 && !peekUserManager(); i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(peekUserManager()).not.toBeNull();
  });
  it('is signed out without a stored user, and drops an expired user without refresh token', async () => {
    serveConfig();
    localStorage.setItem(KEY, makeSessionUser({ accessToken: 'old', expiresInSeconds: -60 }).toStorageString());
    await initAuth();
    expect(getAuthSnapshot().status).toBe('signed-out');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('starts the authorize request with returnTo in the state (auth pages are never remembered)', async () => {
    serveConfig();
    const redirect = jest.spyOn(UserManager.prototype, 'signinRedirect').mockResolvedValue(undefined);
    await startSignIn({ returnTo: '/inscriptions/i1/entries' });
    expect(redirect).toHaveBeenCalledWith({ state: { returnTo: '/inscriptions/i1/entries' }, login_hint: undefined });
    await startSignIn({ returnTo: '/auth/signout' });
    expect(redirect).toHaveBeenLastCalledWith({ state: { returnTo: null }, login_hint: undefined });
    expect(safeReturnTo('//evil.example')).toBeNull();
  });
});

describe('callback', () => {
  it('exchanges the code, strips it from the URL and emits signed-in with the remembered page', async () => {
    serveConfig();
    const user = makeSessionUser({
      accessToken: 'fresh',
      sub: 'acc-1',
      email: 'ada@example.com',
      state: { returnTo: '/profile' },
    });
    const exchange = jest.spyOn(UserManager.prototype, 'signinRedirectCallback').mockResolvedValue(user);
    const replace = jest.spyOn(browser, 'replaceUrl').mockImplementation(() => undefined);
    const seen = jest.fn();
    const off = authEvents.on('signed-in', seen);
    const url = 'http://localhost/auth/callback?code=abc&state=xyz';
    const first = completeSignIn(url);
    const second = completeSignIn(url); // StrictMode runs effects twice: one exchange only
    await expect(first).resolves.toEqual({ user, returnTo: '/profile' });
    await second;
    off();
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(exchange).toHaveBeenCalledWith(url);
    expect(replace).toHaveBeenCalledWith('/auth/callback');
    expect(seen).toHaveBeenCalledWith({ accountId: 'acc-1', email: 'ada@example.com' });
    expect(getAccessToken()).toBe('fresh');
  });

  it('turns a lost state into the spec message', async () => {
    serveConfig();
    jest.spyOn(browser, 'replaceUrl').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest
      .spyOn(UserManager.prototype, 'signinRedirectCallback')
      .mockRejectedValue(new Error('No matching state found in storage'));
    await expect(completeSignIn('http://localhost/auth/callback?code=1&state=2')).rejects.toThrow(
      'Invalid state in OAuth flow',
    );
  });
});

describe("the session lent to this origin's document requests", () => {
  const lentToken = () => /(?:^|; )inscriptions_session=([^;]*)/.exec(document.cookie)?.[1] ?? null;

  it('carries the access token while signed in, the renewed one after a renewal, and nothing once the session ends', async () => {
    serveConfig();
    localStorage.setItem(KEY, makeSessionUser({ accessToken: 'stored', refreshToken: 'r' }).toStorageString());
    await initAuth();
    expect(lentToken()).toBe('stored');
    setAuthSession(makeSessionUser({ accessToken: 'renewed+/=', refreshToken: 'r' }));
    expect(decodeURIComponent(lentToken() ?? '')).toBe('renewed+/=');
    expireSession();
    expect(lentToken()).toBeNull();
  });

  it('lends no token that has expired', () => {
    setAuthSession(makeSessionUser({ accessToken: 'old', expiresInSeconds: -5 }));
    expect(lentToken()).toBeNull();
  });
});

describe('invalid sessions', () => {
  it('expires the session once (e.g. on a 401) and forgets the stored user', async () => {
    serveConfig();
    localStorage.setItem(KEY, makeSessionUser({ accessToken: 'tok', refreshToken: 'r' }).toStorageString());
    await initAuth();
    const seen = jest.fn();
    const off = authEvents.on('session-expired', seen);
    expireSession();
    expireSession();
    off();
    expect(getAccessToken()).toBeNull();
    expect(seen).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('treats a refused refresh (invalid_grant) as session-expired, but not a network error', async () => {
    serveConfig();
    localStorage.setItem(KEY, makeSessionUser({ accessToken: 'tok', refreshToken: 'r' }).toStorageString());
    await initAuth();
    const um = await getUserManager();
    const seen = jest.fn();
    const off = authEvents.on('session-expired', seen);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await um.events._raiseSilentRenewError(new Error('Failed to fetch'));
    expect(seen).not.toHaveBeenCalled();
    await um.events._raiseSilentRenewError(new ErrorResponse({ error: 'invalid_grant' }) as unknown as Error);
    off();
    expect(seen).toHaveBeenCalledWith({ reason: 'refresh-failed' });
    expect(getAuthSnapshot().status).toBe('signed-out');
  });

  it('emits token-refreshed when the UserManager loads a renewed user', async () => {
    serveConfig();
    localStorage.setItem(KEY, makeSessionUser({ accessToken: 'one', refreshToken: 'r' }).toStorageString());
    await initAuth();
    const um = await getUserManager();
    const seen = jest.fn();
    const off = authEvents.on('token-refreshed', seen);
    await um.events.load(makeSessionUser({ accessToken: 'two', refreshToken: 'r2' }));
    off();
    expect(seen).toHaveBeenCalledWith({ accessToken: 'two' });
    expect(getAccessToken()).toBe('two');
  });

  it('adopts a user another tab already renewed instead of spending the rotating refresh token', async () => {
    serveConfig();
    localStorage.setItem(
      KEY,
      makeSessionUser({ accessToken: 'old', refreshToken: 'r1', expiresInSeconds: 30 }).toStorageString(),
    );
    await initAuth();
    const um = await getUserManager();
    localStorage.setItem(KEY, makeSessionUser({ accessToken: 'new', refreshToken: 'r2' }).toStorageString());
    const user = await um.signinSilent();
    expect(user?.access_token).toBe('new');
    expect(getAccessToken()).toBe('new');
  });

  it('follows a sign-out in another tab', async () => {
    serveConfig();
    localStorage.setItem(KEY, makeSessionUser({ accessToken: 'tok', refreshToken: 'r' }).toStorageString());
    await initAuth();
    const seen = jest.fn();
    const off = authEvents.on('signed-out', seen);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: null }));
    off();
    expect(seen).toHaveBeenCalledWith({ reason: 'other-tab' });
    expect(getAuthSnapshot().status).toBe('signed-out');
  });
});

describe('sign-out', () => {
  it('revokes the refresh token, emits signed-out, then ends the provider session back to /', async () => {
    serveConfig();
    localStorage.setItem(KEY, makeSessionUser({ accessToken: 'tok', refreshToken: 'r' }).toStorageString());
    await initAuth();
    const order: string[] = [];
    const revoke = jest.spyOn(UserManager.prototype, 'revokeTokens').mockImplementation(async () => {
      order.push('revoke');
    });
    const end = jest.spyOn(UserManager.prototype, 'signoutRedirect').mockImplementation(async () => {
      order.push('end-session');
    });
    const off = authEvents.on('signed-out', () => order.push('signed-out'));
    await signOut();
    off();
    expect(revoke).toHaveBeenCalledWith(['refresh_token']);
    expect(end).toHaveBeenCalledWith(expect.objectContaining({ post_logout_redirect_uri: 'http://localhost/' }));
    expect(order).toEqual(['revoke', 'signed-out', 'end-session']);
    expect(getAccessToken()).toBeNull();
  });

  it('restores the session when sign-out fails', async () => {
    serveConfig();
    localStorage.setItem(KEY, makeSessionUser({ accessToken: 'tok', refreshToken: 'r' }).toStorageString());
    await initAuth();
    jest.spyOn(UserManager.prototype, 'revokeTokens').mockRejectedValue(new Error('offline'));
    await expect(signOut()).rejects.toThrow('offline');
    expect(getAccessToken()).toBe('tok');
  });
});

describe('notices across redirects', () => {
  it('keeps one message for the sign-in page', () => {
    setAuthNotice('Your sign-in session has expired, please try again.', { blocking: true });
    expect(takeAuthNotice()).toEqual({
      message: 'Your sign-in session has expired, please try again.',
      blocking: true,
    });
    expect(takeAuthNotice()).toBeNull();
    setAuthSession(null);
  });
});
