import type * as OidcClient from 'oidc-client-ts';
import type { ErrorResponse, SigninSilentArgs, User, UserManager, UserManagerSettings } from 'oidc-client-ts';
import { hrefs } from '@inscriptions/shared/federation';
import { loadAppConfig } from './config';
import type { AppConfig } from './config';
import { authEvents } from './events';
import { browser, rememberReturnTo, rememberedReturnTo, safeReturnTo } from './browser';
import { accountOf, getAuthSnapshot, setAuthSession } from './session';
import { SessionUser, readStoredUser } from './user';

type Oidc = typeof OidcClient;
let oidcModule: Promise<Oidc> | null = null;

/**
 * oidc-client-ts, in a chunk of its own: loaded for a sign-in, its callback, a renewal or a sign-out,
 * never for a page that only reads the stored session (issue 13). A failed load is retried next time.
 */
export function loadOidc(): Promise<Oidc> {
  oidcModule ??= import(/* webpackChunkName: "oidc-client" */ 'oidc-client-ts').catch((error: unknown) => {
    oidcModule = null;
    throw error;
  });
  return oidcModule;
}

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

export async function buildUserManagerSettings(config: AppConfig, origin: string): Promise<UserManagerSettings> {
  const { WebStorageStateStore } = await loadOidc();
  return {
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    scope: config.oidc.scope,
    // The built-in provider's endpoints come with /app-config.json: no discovery request.
    ...(config.oidc.metadata ? { metadata: config.oidc.metadata } : {}),
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
function userManagerClass({ UserManager }: Oidc) {
  return class InscriptionsUserManager extends UserManager {
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
  };
}

export type InscriptionsUserManager = UserManager;

/** oidc-client-ts' errors, recognised by name (the library may not be loaded). */
function isOidcError(error: unknown, name: 'ErrorResponse'): error is ErrorResponse;
function isOidcError(error: unknown, name: 'ErrorTimeout'): error is Error;
function isOidcError(error: unknown, name: string): boolean {
  return error instanceof Error && error.name === name;
}

/** Provider answers that mean the session cannot continue (spec section 8). */
export function isInvalidSessionError(error: unknown): boolean {
  if (error instanceof SessionEndedError) return true;
  if (isOidcError(error, 'ErrorResponse')) {
    return ['invalid_grant', 'invalid_client', 'unauthorized_client', 'login_required', 'invalid_token'].includes(
      error.error ?? '',
    );
  }
  return false;
}

let manager: InscriptionsUserManager | null = null;
let managerPromise: Promise<InscriptionsUserManager> | null = null;
let managerConfig: AppConfig | null = null;
let initPromise: Promise<void> | null = null;
let signingOut = false;
let managerTimer: ReturnType<typeof setTimeout> | undefined;
let stopListening: (() => void) | null = null;

/** The user manager if it exists already (no configuration request, no library load). */
export function peekUserManager(): InscriptionsUserManager | null {
  return manager;
}

function wire(um: InscriptionsUserManager): void {
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
}

/** Another tab signed in, renewed or signed out: follow it (with or without the UserManager). */
function followOtherTabs(config: AppConfig): void {
  const key = userStorageKey(config);
  const onStorage = (event: StorageEvent) => {
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
    let user: SessionUser;
    try {
      user = SessionUser.fromStorageString(raw);
    } catch {
      return;
    }
    if (manager) void manager.events.load(user, false);
    else scheduleManager(user);
    setAuthSession(user);
    if (before.status !== 'signed-in') authEvents.emit('signed-in', accountOf(user));
    else if (before.user?.access_token !== user.access_token)
      authEvents.emit('token-refreshed', { accessToken: user.access_token });
  };
  window.addEventListener('storage', onStorage);
  stopListening = () => window.removeEventListener('storage', onStorage);
}

/** Seconds before the access token's renewal at which the UserManager (and its timers) is loaded. */
const MANAGER_LEAD_SECONDS = 30;
/** setTimeout's largest delay. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * A stored session needs oidc-client-ts only to renew its access token (or to notice it expired):
 * the UserManager is built shortly before that, not for the first page.
 */
function scheduleManager(user: User): void {
  clearTimeout(managerTimer);
  if (manager || user.expires_in === undefined) return;
  const seconds = user.expires_in - RENEW_BEFORE_EXPIRY_SECONDS - MANAGER_LEAD_SECONDS;
  managerTimer = setTimeout(
    () => void getUserManager().catch((error: unknown) => console.warn('Token renewal unavailable', error)),
    Math.min(MAX_DELAY_MS, Math.max(0, seconds * 1000)),
  );
}

/**
 * Loads /app-config.json and reads the stored user from localStorage (without oidc-client-ts).
 * Called once by the shell at start-up; every auth function awaits it.
 */
export function initAuth(): Promise<void> {
  initPromise ??= (async () => {
    // The sign-in callback needs the library at once: load it beside the configuration.
    if (window.location.pathname === CALLBACK_PATH) void loadOidc().catch(() => undefined);
    const config = await loadAppConfig();
    managerConfig = config;
    followOtherTabs(config);
    const user = readStoredUser(userStorageKey(config));
    if (user && user.expired && !user.refresh_token) {
      window.localStorage.removeItem(userStorageKey(config));
      setAuthSession(null);
    } else {
      setAuthSession(user);
      if (user) scheduleManager(user);
    }
  })().catch((error: unknown) => {
    initPromise = null;
    // Without configuration nobody can be signed in; the sign-in page reports the failure.
    if (getAuthSnapshot().status === 'unknown') setAuthSession(null);
    throw error;
  });
  return initPromise;
}

/**
 * The UserManager (oidc-client-ts loaded on first use): for a sign-in, its callback, a renewal and a
 * sign-out. It loads the stored user's token timers (automatic renewal through the refresh token).
 */
export function getUserManager(): Promise<InscriptionsUserManager> {
  managerPromise ??= (async () => {
    await initAuth();
    const config = managerConfig as AppConfig;
    const oidc = await loadOidc();
    const InscriptionsUserManager = userManagerClass(oidc);
    const um = new InscriptionsUserManager(await buildUserManagerSettings(config, browser.origin()));
    manager = um;
    clearTimeout(managerTimer);
    wire(um);
    await um.getUser();
    void um.clearStaleState().catch(() => undefined);
    return um;
  })().catch((error: unknown) => {
    managerPromise = null;
    throw error;
  });
  return managerPromise;
}

export function getAuthConfig(): AppConfig | null {
  return managerConfig;
}

/** Starts the authorization code flow (PKCE S256); returnTo comes back in the state. */
export async function startSignIn({
  returnTo = null,
  loginHint,
}: { returnTo?: string | null; loginHint?: string } = {}): Promise<void> {
  const um = await getUserManager();
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
  if (isOidcError(error, 'ErrorResponse')) return error.error_description || AUTH_ERROR_SIGNING_IN;
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
    const um = await getUserManager();
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
    const um = await getUserManager();
    const renewed = await um.signinSilent();
    return renewed?.access_token ?? null;
  } catch (error) {
    if (isInvalidSessionError(error) || isOidcError(error, 'ErrorTimeout')) {
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
  clearTimeout(managerTimer);
  if (manager) void manager.removeUser().catch(() => undefined);
  else if (managerConfig) window.localStorage.removeItem(userStorageKey(managerConfig));
}

/**
 * Signs out: revokes the refresh token, clears local state (the signed-out event clears the query
 * cache and UI store), then ends the provider session and comes back to `/`.
 */
export async function signOut(): Promise<void> {
  const um = await getUserManager();
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
  managerPromise = null;
  managerConfig = null;
  initPromise = null;
  callback = null;
  clearTimeout(managerTimer);
  stopListening?.();
  stopListening = null;
  signingOut = false;
  setAuthSession(null, 'unknown');
}
