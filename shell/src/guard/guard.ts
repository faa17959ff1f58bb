import type { AuthStatus } from '@inscriptions/shared/auth';
import { hrefs } from '@inscriptions/shared/federation';
import type { RouteAccess } from '@inscriptions/shared/federation';

export interface QueryState<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
}

export interface GuardInput {
  access: RouteAccess;
  /** The session as the auth client knows it (unknown until the stored user has been read). */
  auth: AuthStatus;
  /** The current user's profile: data null means signed in without a profile. */
  profile: QueryState<unknown | null>;
  inscriptions: QueryState<readonly unknown[]>;
  /** The page asked for (pathname + search), remembered for after sign-in. */
  location: string;
}

export type GuardDecision =
  { kind: 'allow' } | { kind: 'loading' } | { kind: 'redirect'; to: string; state?: { from: string } };

/**
 * Route guard (spec section 2): unauthenticated -> SignIn (remembering the page, which goes
 * into the OIDC state and comes back after the callback); signed in without a profile ->
 * OnboardingWelcome; signed in with no inscriptions -> OnboardingReminder. Public pages (sign-in,
 * sign-up, confirmation, resets, the callback, static pages) need no session. A failed profile
 * or list read does not redirect (the error banner says so).
 */
export function decideGuard({ access, auth, profile, inscriptions, location }: GuardInput): GuardDecision {
  if (access === 'public') return { kind: 'allow' };
  if (auth === 'unknown') return { kind: 'loading' };
  // While the sign-out page ends the session it stays on screen; other pages wait.
  if (auth === 'signing-out') return access === 'auth' ? { kind: 'allow' } : { kind: 'loading' };
  if (auth !== 'signed-in') return { kind: 'redirect', to: hrefs.signIn(), state: { from: location } };
  if (access === 'auth') return { kind: 'allow' };

  if (profile.status === 'pending') return { kind: 'loading' };
  if (profile.status === 'success' && profile.data === null) return { kind: 'redirect', to: hrefs.onboardingWelcome() };

  if (inscriptions.status === 'pending') return { kind: 'loading' };
  if (inscriptions.status === 'success' && inscriptions.data?.length === 0)
    return { kind: 'redirect', to: hrefs.onboardingReminder() };
  return { kind: 'allow' };
}
