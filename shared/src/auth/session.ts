import { useSyncExternalStore } from 'react';
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
  for (const notify of [...subscribers]) notify();
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

export function useAuthStatus(): AuthStatus {
  return useSyncExternalStore(subscribeAuth, getStatus, () => 'unknown' as const);
}

/** The current access token, re-rendering on sign-in, refresh, sign-out and expiry. */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribeAuth, getAccessToken, () => null);
}

export function useAuthUser(): User | null {
  return useSyncExternalStore(subscribeAuth, getUser, () => null);
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
