import type { User } from 'oidc-client-ts';
import { loadAppConfig } from './config';
import type { AppConfig } from './config';
import { authEvents } from './events';
import { browser } from './browser';
import {
  CALLBACK_PATH,
  RENEW_BEFORE_EXPIRY_SECONDS,
  buildUserManagerSettings,
  isInvalidSessionError,
  loadOidc,
  userManagerClass,
  userStorageKey,
  type InscriptionsUserManager,
} from './oidc';
import { accountOf, getAuthSnapshot, setAuthSession } from './session';
import { SessionUser, readStoredUser } from './user';

// The UserManager's lifecycle: built lazily (oidc-client-ts loads only when needed), wired to the
// session, following other tabs, and forgotten when the session expires.

let manager: InscriptionsUserManager | null = null;
let managerPromise: Promise<InscriptionsUserManager> | null = null;
let managerConfig: AppConfig | null = null;
let initPromise: Promise<void> | null = null;
/** Set while signing out: the manager's events must not restore the user being signed out. */
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

export function setSigningOut(value: boolean): void {
  signingOut = value;
}

/** Test-only: forget the manager, the configuration and the listeners. */
export function resetManagerForTests(): void {
  manager = null;
  managerPromise = null;
  managerConfig = null;
  initPromise = null;
  clearTimeout(managerTimer);
  stopListening?.();
  stopListening = null;
  signingOut = false;
}
