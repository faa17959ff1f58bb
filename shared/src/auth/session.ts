import { useSyncExternalStore } from 'react';
import { SESSION_COOKIE } from '@inscriptions/contracts';
import type { User } from 'oidc-client-ts';
import type { Account } from './events';
import { SessionUser } from './user';

/**
 * unknown: not yet read from storage; signing-out: the sign-out page is ending the session
 * (the guard keeps it on screen, no API call is sent any more).
 */
export type AuthStatus = 'unknown' | 'signed-in' | 'signed-out' | 'signing-out';

export interface AuthSnapshot {
  status: AuthStatus;
  user: User | null;
}

let snapshot: AuthSnapshot = { status: 'unknown', user: null };
const subscribers = new Set<() => void>();

export function getAuthSnapshot(): AuthSnapshot {
  return snapshot;
}

/**
 * Sets the in-memory session (the UserManager's user). oidc-client-ts keeps the same user in
 * localStorage; this copy makes reads synchronous for the API client and React.
 */
export function setAuthSession(user: User | null, status?: AuthStatus): void {
  const next: AuthSnapshot = { user, status: status ?? (user ? 'signed-in' : 'signed-out') };
  if (next.user === snapshot.user && next.status === snapshot.status) return;
  snapshot = next;
  shareSessionWithDocuments(next);
  for (const notify of [...subscribers]) notify();
}

/**
 * Lends the access token to this origin's document requests (SESSION_COOKIE), for as long as the
 * token lasts, so that the server can render a signed-in page with its data; withdrawn with the
 * session. The browser only: the server's render sets a session too.
 */
function shareSessionWithDocuments({ status, user }: AuthSnapshot): void {
  if (typeof document === 'undefined') return;
  const lasts = status === 'signed-in' && user ? Math.max(0, user.expires_in ?? 0) : 0;
  const value = lasts > 0 && user ? encodeURIComponent(user.access_token) : '';
  const secure = document.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${lasts}; SameSite=Strict${secure}`;
}

export function subscribeAuth(onChange: () => void): () => void {
  subscribers.add(onChange);
  return () => {
    subscribers.delete(onChange);
  };
}

/** The current access token (opaque, sent as bearer to /graphql), or null when not signed in. */
export function getAccessToken(): string | null {
  return snapshot.status === 'signed-in' ? (snapshot.user?.access_token ?? null) : null;
}

export function isAuthenticated(): boolean {
  return getAccessToken() !== null;
}

export function accountOf(user: User): Account {
  const email = typeof user.profile.email === 'string' ? user.profile.email : '';
  return { accountId: user.profile.sub, email };
}

export function getAccount(): Account | null {
  return snapshot.status === 'signed-in' && snapshot.user ? accountOf(snapshot.user) : null;
}

const getStatus = () => snapshot.status;
const getUser = () => snapshot.user;

// The server's render of a page and the browser's hydration of it read the session as it is: the
// server sets the request's session before it renders, the browser reads its stored one before it
// hydrates (shell/src/server, shell/src/bootstrap.tsx).
export function useAuthStatus(): AuthStatus {
  return useSyncExternalStore(subscribeAuth, getStatus, getStatus);
}

/** The current access token, re-rendering on sign-in, refresh, sign-out and expiry. */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribeAuth, getAccessToken, getAccessToken);
}

export function useAuthUser(): User | null {
  return useSyncExternalStore(subscribeAuth, getUser, getUser);
}

/** A signed-in user for tests and development hosts (no provider involved). */
export function makeSessionUser({
  accessToken = 'test-access-token',
  refreshToken,
  expiresInSeconds = 3600,
  sub = 'test-subject',
  email = 'test@example.com',
  state,
}: {
  accessToken?: string;
  refreshToken?: string;
  expiresInSeconds?: number;
  sub?: string;
  email?: string;
  state?: unknown;
} = {}): User {
  return new SessionUser({
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: 'Bearer',
    scope: 'openid email profile offline_access',
    profile: { sub, email, iss: 'test', aud: 'test', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
    userState: state,
  });
}
