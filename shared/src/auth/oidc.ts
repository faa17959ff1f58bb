import { ErrorResponse, ErrorTimeout, User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { SigninSilentArgs, UserManagerSettings } from 'oidc-client-ts';
import { hrefs } from '@inscriptions/shared/federation';
import { loadAppConfig } from './config';
import type { AppConfig } from './config';
import { authEvents } from './events';
import { browser, rememberReturnTo, rememberedReturnTo, safeReturnTo } from './browser';
import { accountOf, getAuthSnapshot, setAuthSession } from './session';

export const AUTH_ERROR_SIGNING_IN = 'An unknown error occurred while signing in';
export const AUTH_ERROR_SIGNING_OUT = 'An unknown error occurred while signing out';
export const INVALID_OAUTH_STATE = 'Invalid state in OAuth flow';

export const CALLBACK_PATH = hrefs.authCallback();
/** oidc-client-ts' default storage prefix: the user lives at `oidc.user:<authority>:<client_id>`. */
export const OIDC_STORAGE_PREFIX = 'oidc.';
/** Seconds before expiry at which the access token is renewed through the refresh token. */
export const RENEW_BEFORE_EXPIRY_SECONDS = 60;
const REFRESH_LOCK = 'inscriptions.oidc.refresh';

/** The localStorage key that holds the signed-in user (tokens and profile). */
export function userStorageKey(config: AppConfig): string {
  return `${OIDC_STORAGE_PREFIX}user:${config.oidc.authority}:${config.oidc.clientId}`;
}

export function buildUserManagerSettings(config: AppConfig, origin: string): UserManagerSettings {
  return {
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    scope: config.oidc.scope,
    response_type: 'code',
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    // localStorage: a reload and new tabs keep the session; the authorize state survives tabs.
    userStore: new WebStorageStateStore({ store: window.localStorage, prefix: OIDC_STORAGE_PREFIX }),
    stateStore: new WebStorageStateStore({ store: window.localStorage, prefix: OIDC_STORAGE_PREFIX }),
    // Renewal through the refresh token (offline_access); no iframe, no session monitor.
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: RENEW_BEFORE_EXPIRY_SECONDS,
    monitorSession: false,
    loadUserInfo: false,
    revokeTokenTypes: ['refresh_token'],
    // RFC 7009 revocation answers 200 with an empty body; oidc-provider labels it text/plain.
    revokeTokenAdditionalContentTypes: ['text/plain'],
    staleStateAgeInSeconds: 900,
  };
}

/** Thrown when there is nothing left to renew (signed out in another tab, no refresh token). */
export class SessionEndedError extends Error {
  constructor(message = 'The session has ended') {
    super(message);
    this.name = 'SessionEndedError';
  }
}

type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks ? locks.request(REFRESH_LOCK, task) : task();
}

/**
 * Refresh tokens rotate: if two tabs refreshed with the same token the provider would see a
 * reuse and revoke the grant. Renewal therefore runs under a cross-tab Web Lock, and a tab first
 * re-reads localStorage: when another tab has just renewed, it adopts that user instead.
 */
export class InscriptionsUserManager extends UserManager {
  private inflight: Promise<User | null> | null = null;

  override signinSilent(args?: SigninSilentArgs): Promise<User | null> {
    this.inflight ??= withRefreshLock(async () => {
      const stored = await this._loadUser();
      if (!stored) throw new SessionEndedError();
      const seen = getAuthSnapshot().user;
      if (stored.access_token !== seen?.access_token && (stored.expires_in ?? 0) > RENEW_BEFORE_EXPIRY_SECONDS + 5) {
        await this.events.load(stored);
        return stored;
      }
      if (!stored.refresh_token) throw new SessionEndedError('No refresh token');
      return super.signinSilent(args);
    }).finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }
}

/** Provider answers that mean the session cannot continue (spec section 8). */
export function isInvalidSessionError(error: unknown): boolean {
  if (error instanceof SessionEndedError) return true;
  if (error instanceof ErrorResponse) {
    return ['invalid_grant', 'invalid_client', 'unauthorized_client', 'login_required', 'invalid_token'].includes(
      error.error ?? '',
    );
  }
  return false;
}

let manager: InscriptionsUserManager | null = null;
let managerConfig: AppConfig | null = null;
let initPromise: Promise<InscriptionsUserManager> | null = null;
let signingOut = false;

/** The user manager if it exists already (no configuration request). */
export function peekUserManager(): InscriptionsUserManager | null {
  return manager;
}

function wire(um: InscriptionsUserManager, config: AppConfig): void {
  um.events.addUserLoaded((user) => {
    if (signingOut) return;
    const before = getAuthSnapshot();
    setAuthSession(user);
    if (before.status === 'signed-in' && before.user?.access_token !== user.access_token) {
      authEvents.emit('token-refreshed', { accessToken: user.access_token });
    }
  });
  um.events.addUserUnloaded(() => {
    if (!signingOut) setAuthSession(null);
  });
  um.events.addSilentRenewError((error) => {
    if (isInvalidSessionError(error)) expireSession('refresh-failed');
    else console.warn('Token renewal failed, will retry on the next request', error);
  });
  um.events.addUserSignedOut(() => expireSession('signed-out-at-provider'));
  um.events.addAccessTokenExpired(() => {
    if (!getAuthSnapshot().user?.refresh_token) expireSession('token-expired');
  });

  // Another tab signed in, renewed or signed out: follow it.
  const key = userStorageKey(config);
  window.addEventListener('storage', (event) => {
    if (event.key !== key && event.key !== null) return;
    const raw = event.key === null ? null : event.newValue;
    const before = getAuthSnapshot();
    if (!raw) {
      if (before.status === 'signed-in') {
        setAuthSession(null);
        authEvents.emit('signed-out', { reason: 'other-tab' });
      }
      return;
    }
    let user: User;
    try {
      user = User.fromStorageString(raw);
    } catch {
      return;
    }
    void um.events.load(user, false);
    setAuthSession(user);
    if (before.status !== 'signed-in') authEvents.emit('signed-in', accountOf(user));
    else if (before.user?.access_token !== user.access_token)
      authEvents.emit('token-refreshed', { accessToken: user.access_token });
  });
}

/**
 * Loads /app-config.json, builds the UserManager and reads the stored user. Called once by the
 * shell at start-up; every auth function awaits it.
 */
export function initAuth(): Promise<InscriptionsUserManager> {
  initPromise ??= (async () => {
    const config = await loadAppConfig();
    const um = new InscriptionsUserManager(buildUserManagerSettings(config, browser.origin()));
    manager = um;
    managerConfig = config;
    wire(um, config);
    const user = await um.getUser();
    if (user && user.expired && !user.refresh_token) {
      await um.removeUser();
      setAuthSession(null);
    } else {
      setAuthSession(user);
    }
    void um.clearStaleState().catch(() => undefined);
    return um;
  })().catch((error: unknown) => {
    initPromise = null;
    // Without configuration nobody can be signed in; the sign-in page reports the failure.
    if (getAuthSnapshot().status === 'unknown') setAuthSession(null);
    throw error;
  });
  return initPromise;
}

export const getUserManager = initAuth;

export function getAuthConfig(): AppConfig | null {
  return managerConfig;
}

/** Starts the authorization code flow (PKCE S256); returnTo comes back in the state. */
export async function startSignIn({
  returnTo = null,
  loginHint,
}: { returnTo?: string | null; loginHint?: string } = {}): Promise<void> {
  const um = await initAuth();
  const safe = safeReturnTo(returnTo);
  rememberReturnTo(safe);
  await um.signinRedirect({ state: { returnTo: safe }, login_hint: loginHint });
}

/** Restarts the flow after the provider lost the interaction (the remembered page is kept). */
export function restartSignIn(): Promise<void> {
  return startSignIn({ returnTo: rememberedReturnTo() });
}

export interface CompletedSignIn {
  user: User;
  returnTo: string | null;
}

let callback: { url: string; promise: Promise<CompletedSignIn> } | null = null;

function callbackErrorMessage(error: unknown): string {
  if (error instanceof ErrorResponse) return error.error_description || AUTH_ERROR_SIGNING_IN;
  if (error instanceof Error && /state/i.test(error.message)) return INVALID_OAUTH_STATE;
  return AUTH_ERROR_SIGNING_IN;
}

/**
 * Completes the redirect (code -> tokens), removes code and state from the address bar and
 * emits signed-in. Running it twice for the same URL (React StrictMode) reuses the first result.
 */
export function completeSignIn(url: string = window.location.href): Promise<CompletedSignIn> {
  if (callback?.url === url) return callback.promise;
  const promise = (async () => {
    browser.replaceUrl(CALLBACK_PATH);
    const um = await initAuth();
    let user: User;
    try {
      user = await um.signinRedirectCallback(url);
    } catch (error) {
      console.warn(error);
      throw new Error(callbackErrorMessage(error));
    }
    setAuthSession(user);
    authEvents.emit('signed-in', accountOf(user));
    const state = user.state as { returnTo?: unknown } | undefined;
    const returnTo = safeReturnTo(state?.returnTo) ?? rememberedReturnTo();
    rememberReturnTo(null);
    return { user, returnTo };
  })();
  callback = { url, promise };
  return promise;
}

/**
 * Returns a usable access token, renewing it through the refresh token when it expired (e.g. the
 * laptop slept through the timer). Null when signed out or the session turned out invalid.
 */
export async function getFreshAccessToken(): Promise<string | null> {
  const { status, user } = getAuthSnapshot();
  if (status !== 'signed-in' || !user) return null;
  if ((user.expires_in ?? Infinity) > 10) return user.access_token;
  if (!user.refresh_token) {
    expireSession('token-expired');
    return null;
  }
  try {
    const um = await initAuth();
    const renewed = await um.signinSilent();
    return renewed?.access_token ?? null;
  } catch (error) {
    if (isInvalidSessionError(error) || error instanceof ErrorTimeout) {
      if (isInvalidSessionError(error)) expireSession('refresh-failed');
      return null;
    }
    throw error;
  }
}

/**
 * Local sign-out for an invalid session (401 from /graphql, refresh refused, token revoked,
 * user disabled): forgets the user and emits session-expired once.
 */
export function expireSession(reason = 'unauthorized'): void {
  if (getAuthSnapshot().status !== 'signed-in') return;
  setAuthSession(null);
  authEvents.emit('session-expired', { reason });
  void peekUserManager()
    ?.removeUser()
    .catch(() => undefined);
}

/**
 * Signs out: revokes the refresh token, clears local state (the signed-out event clears the query
 * cache and UI store), then ends the provider session and comes back to `/`.
 */
export async function signOut(): Promise<void> {
  const um = await initAuth();
  const user = await um.getUser();
  signingOut = true;
  setAuthSession(getAuthSnapshot().user, 'signing-out');
  try {
    if (user?.refresh_token) await um.revokeTokens(['refresh_token']);
    authEvents.emit('signed-out', { reason: 'user' });
    await um.signoutRedirect({
      post_logout_redirect_uri: `${browser.origin()}/`,
      id_token_hint: user?.id_token,
    });
  } catch (error) {
    signingOut = false;
    setAuthSession(await um.getUser().catch(() => null));
    throw error;
  }
}

/** Test-only: forget the manager and in-flight state. */
export function resetAuthForTests(): void {
  manager = null;
  managerConfig = null;
  initPromise = null;
  callback = null;
  signingOut = false;
  setAuthSession(null, 'unknown');
}
