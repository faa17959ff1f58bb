import { ClientError, GraphQLClient } from 'graphql-request';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { STORAGE_KEYS } from '@inscriptions/shared/constants';
import { expireSession, getAccessToken, getFreshAccessToken } from '@inscriptions/shared/auth';

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

function timezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'unknown';
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
    'x-timezone': timezone(),
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

let client: GraphQLClient | null = null;
function getClient(): GraphQLClient {
  // Headers (token, timestamp, ...) are computed per request in gqlRequest.
  client ??= new GraphQLClient(endpoint());
  return client;
}

export class NotSignedInError extends Error {
  constructor() {
    super('Not signed in');
    this.name = 'NotSignedInError';
  }
}

/** Runs a typed GraphQL operation. A 401 answer ends the local session. */
export async function gqlRequest<TResult, TVariables extends object>(
  document: TypedDocumentNode<TResult, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TResult> {
  // Every product call needs a signed-in user: never send one without a token. An expired
  // access token is renewed first (refresh token), so a sleeping laptop does not end the session.
  const token = await getFreshAccessToken();
  if (!token) throw new NotSignedInError();
  try {
    // graphql-request's variadic typing does not line up with a generic TVariables; the
    // document's own type guarantees the pairing here. Headers are computed per request.
    const request = getClient().request.bind(getClient()) as (options: {
      document: TypedDocumentNode<TResult, TVariables>;
      variables?: object;
      requestHeaders: Record<string, string>;
    }) => Promise<TResult>;
    return await request({ document, variables, requestHeaders: requestHeaders(new Date(), token) });
  } catch (error) {
    if (error instanceof ClientError && error.response.status === 401) expireSession('unauthorized');
    throw error;
  }
}
