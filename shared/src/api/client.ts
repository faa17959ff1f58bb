import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { STORAGE_KEYS } from '@inscriptions/shared/constants';
import { expireSession, getAccessToken, getFreshAccessToken } from '@inscriptions/shared/auth';
import { knownDeviceTimezone } from './deviceTimezone';

export const GRAPHQL_PATH = '/graphql';

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

/** The headers every GraphQL request carries (spec section 7). */
export function requestHeaders(
  now: Date = new Date(),
  token: string | null = getAccessToken(),
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
    'x-request-timestamp': now.toISOString(),
    'x-timezone': knownDeviceTimezone(),
    'x-device-id': getDeviceId(),
    'x-device-platform': 'web',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

function endpoint(): string {
  const origin = typeof window !== 'undefined' && window.location ? window.location.origin : 'http://localhost';
  return new URL(GRAPHQL_PATH, origin).toString();
}

/** A GraphQL answer with errors, or an HTTP failure; `response.status` drives retries and sign-out. */
export class GraphQLRequestError extends Error {
  constructor(readonly response: { status: number; errors?: Array<{ message: string }> }) {
    super(response.errors?.map((e) => e.message).join('; ') || `GraphQL request failed (HTTP ${response.status})`);
    this.name = 'GraphQLRequestError';
  }
}

/**
 * A generated document (client preset, documentMode 'string'): a String object holding the
 * operation's text, typed by its result and variables. Structural, as every package generates its
 * own TypedDocumentString class; `valueOf(): string` keeps parsed AST documents out.
 */
export type GraphQLDocument<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & {
  valueOf(): string;
};

// Generated operations carry no metadata naming them (their __meta__ only names fragments).
const OPERATION_NAME = /^\s*(?:query|mutation|subscription)\s+(\w+)/;

/** The name of the document's operation, read from its text (undefined when anonymous). */
export function operationNameOf(document: GraphQLDocument<unknown, never>): string | undefined {
  return OPERATION_NAME.exec(document.valueOf())?.[1];
}

export class NotSignedInError extends Error {
  constructor() {
    super('Not signed in');
    this.name = 'NotSignedInError';
  }
}

/** Runs a typed GraphQL operation. A 401 answer ends the local session. */
export async function gqlRequest<TResult, TVariables extends object>(
  document: GraphQLDocument<TResult, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TResult> {
  // Every product call needs a signed-in user: never send one without a token. An expired
  // access token is renewed first (refresh token), so a sleeping laptop does not end the session.
  const token = await getFreshAccessToken();
  if (!token) throw new NotSignedInError();
  const response = await fetch(endpoint(), {
    method: 'POST',
    headers: requestHeaders(new Date(), token),
    // The text as generated: nothing to print, so graphql stays out of the browser's bundle.
    body: JSON.stringify({
      query: document.valueOf(),
      operationName: operationNameOf(document),
      variables,
    }),
  });
  if (response.status === 401) expireSession('unauthorized');
  let body: { data?: TResult | null; errors?: Array<{ message: string }> } = {};
  try {
    body = JSON.parse(await response.text()) as typeof body;
  } catch {
    // Not JSON (a proxy's error page): reported by status below.
  }
  if (!response.ok || body.errors?.length || !body.data) {
    throw new GraphQLRequestError({ status: response.status, errors: body.errors });
  }
  return body.data;
}
