import { STORAGE_KEYS } from '@inscriptions/shared/constants';
import { expireSession, getAccessToken, getFreshAccessToken } from '@inscriptions/shared/auth';
import { knownDeviceTimezone } from './deviceTimezone';

/**
 * The one place the front end talks to the server as the signed-in user: GraphQL (graphql-request
 * uses `authorizedFetch` as its fetch), the streamed chat answer, the account's JSON calls and the
 * data transfer (whose upload, needing progress, goes by XMLHttpRequest with the same headers and
 * check). It renews an expiring token first, sends the token and the device headers, and ends the
 * local session when the server answers 401.
 */

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** A random id for this browser, persisted in localStorage. */
export function getDeviceId(): string {
  try {
    const existing = localStorage.getItem(STORAGE_KEYS.deviceId);
    if (existing) return existing;
    const id = randomId();
    localStorage.setItem(STORAGE_KEYS.deviceId, id);
    return id;
  } catch {
    return 'unknown';
  }
}

/** The headers every call to the server carries (spec section 7). */
export function requestHeaders(
  now: Date = new Date(),
  token: string | null = getAccessToken(),
): Record<string, string> {
  const headers: Record<string, string> = {
    'x-request-timestamp': now.toISOString(),
    'x-timezone': knownDeviceTimezone(),
    'x-device-id': getDeviceId(),
    'x-device-platform': 'web',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

export class NotSignedInError extends Error {
  constructor() {
    super('Not signed in');
    this.name = 'NotSignedInError';
  }
}

/** An absolute URL of this origin (graphql-request needs one). */
export function serverUrl(path: string): string {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  return new URL(path, origin).toString();
}

/**
 * The headers of a call as the signed-in user. Never a call without a token: an expired access token
 * is renewed first (refresh token), so a laptop woken from sleep keeps its session; no session at all
 * throws NotSignedInError.
 */
export async function authorizedHeaders(): Promise<Record<string, string>> {
  const token = await getFreshAccessToken();
  if (!token) throw new NotSignedInError();
  return requestHeaders(new Date(), token);
}

/** What every answer to a call as the signed-in user is checked for: a 401 ends the local session. */
export function checkAnswerStatus(status: number): void {
  if (status === 401) expireSession('unauthorized');
}

let serverFetch: typeof fetch | null = null;

/**
 * Where the calls go when the app server renders a page (shell/src/server): to its own GraphQL, in
 * process. Set only for the span of one render (null after it).
 */
export function answerCallsWith(fetcher: typeof fetch | null): void {
  serverFetch = fetcher;
}

/**
 * `fetch` as the signed-in user (authorizedHeaders, checkAnswerStatus). The caller's headers win
 * over the device headers; its signal (react-query's, a page left) cancels the request.
 */
export async function authorizedFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(await authorizedHeaders())) {
    if (!headers.has(name)) headers.set(name, value);
  }
  const response = await (serverFetch ?? fetch)(input, { ...init, headers });
  checkAnswerStatus(response.status);
  return response;
}
