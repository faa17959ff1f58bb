import type * as OidcClient from 'oidc-client-ts';
import type { ErrorResponse, SigninSilentArgs, User, UserManager, UserManagerSettings } from 'oidc-client-ts';
import { hrefs } from '@inscriptions/shared/federation';
import type { AppConfig } from './config';
import { getAuthSnapshot } from './session';

type Oidc = typeof OidcClient;
let oidcModule: Promise<Oidc> | null = null;

/**
 * oidc-client-ts, in a chunk of its own: loaded for a sign-in, its callback, a renewal or a sign-out,
 * never for a page that only reads the stored session. A failed load is retried next time.
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
export function userManagerClass({ UserManager }: Oidc) {
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
export function isOidcError(error: unknown, name: 'ErrorResponse'): error is ErrorResponse;
export function isOidcError(error: unknown, name: 'ErrorTimeout'): error is Error;
export function isOidcError(error: unknown, name: string): boolean {
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
