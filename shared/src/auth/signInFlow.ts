import type { User } from 'oidc-client-ts';
import { hrefs } from '@inscriptions/shared/federation';
import { authEvents } from './events';
import { browser, rememberReturnTo, rememberedReturnTo, safeReturnTo } from './browser';
import { expireSession, getUserManager, resetManagerForTests, setSigningOut } from './manager';
import { AUTH_ERROR_SIGNING_IN, CALLBACK_PATH, INVALID_OAUTH_STATE, isInvalidSessionError, isOidcError } from './oidc';
import { accountOf, getAuthSnapshot, setAuthSession } from './session';

// Signing in and out through the UserManager: the code flow, its callback, renewal on demand, sign-out.

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

/**
 * Follows the provider's answer to a finished interaction (its resume address) inside the page: the
 * redirects end on this app's callback with the code, or on a new interaction, and the caller routes
 * there without loading the document and its scripts again. Returns that app path, or null after a
 * full-page navigation: an address on another origin, the provider's own page, or no answer.
 */
export async function followInteractionResult(redirectTo: string): Promise<string | null> {
  const origin = browser.origin();
  const target = new URL(redirectTo, origin);
  if (target.origin !== origin) {
    browser.assign(redirectTo);
    return null;
  }
  let response: Response;
  try {
    response = await fetch(target, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  } catch {
    browser.assign(redirectTo);
    return null;
  }
  const landed = new URL(response.url || target.href, origin);
  const inApp = landed.origin === origin && [CALLBACK_PATH, hrefs.signIn()].includes(landed.pathname);
  if (response.ok && inApp) return `${landed.pathname}${landed.search}`;
  browser.assign(landed.href);
  return null;
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
 * Signs out: revokes the refresh token, clears local state (the signed-out event clears the query
 * cache and UI store), then ends the provider session and comes back to `/`.
 */
export async function signOut(): Promise<void> {
  const um = await getUserManager();
  const user = await um.getUser();
  setSigningOut(true);
  setAuthSession(getAuthSnapshot().user, 'signing-out');
  try {
    if (user?.refresh_token) await um.revokeTokens(['refresh_token']);
    authEvents.emit('signed-out', { reason: 'user' });
    await um.signoutRedirect({
      post_logout_redirect_uri: `${browser.origin()}/`,
      id_token_hint: user?.id_token,
    });
  } catch (error) {
    setSigningOut(false);
    setAuthSession(await um.getUser().catch(() => null));
    throw error;
  }
}

/** Test-only: forget the manager and in-flight state. */
export function resetAuthForTests(): void {
  resetManagerForTests();
  callback = null;
  setAuthSession(null, 'unknown');
}
