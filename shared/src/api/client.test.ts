import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@inscriptions/shared/constants';
import {
  authEvents,
  getAccessToken,
  getAuthSnapshot,
  initAuth,
  makeSessionUser,
  peekUserManager,
  resetAppConfig,
  resetAuthForTests,
  setAuthSession,
} from '@inscriptions/shared/auth';
import type { AppConfig } from '@inscriptions/shared/auth';
import { ClientError, gqlRequest, operationNameOf, type GraphQLDocument } from './client';
import { currentUserDocument } from './operations';
import { updateUserTimezoneDocument } from './timezone';
import { authorizedFetch, requestHeaders } from './transport';

/** What the fake server saw of one request. */
interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: Record<string, unknown> | null;
  signal: AbortSignal | null;
}

type Answer = { status: number; body: unknown } | 'never';

/**
 * A fake server in place of fetch, answering by path as the real one does (a GraphQL response is
 * `application/graphql-response+json`); `never` keeps the request open until its signal aborts it.
 */
function fakeServer(answer: (seen: Seen) => Answer) {
  const seen: Seen[] = [];
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: Seen = {
      url: new URL(String(input), 'http://localhost').toString(),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body:
        typeof init.body === 'string' && init.body.startsWith('{')
          ? (JSON.parse(init.body) as Record<string, unknown>)
          : null,
      signal: init.signal ?? null,
    };
    seen.push(request);
    const reply = answer(request);
    if (reply === 'never') {
      return new Promise<Response>((_, reject) =>
        request.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        ),
      );
    }
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    const graphql = new URL(request.url).pathname === '/graphql';
    return Promise.resolve({
      ok: reply.status < 400,
      status: reply.status,
      headers: new Headers({ 'content-type': graphql ? 'application/graphql-response+json' : 'application/json' }),
      text: () => Promise.resolve(text),
      json: () => Promise.resolve(JSON.parse(text) as unknown),
    } as Response);
  }) as unknown as typeof fetch;
  return seen;
}

const graphqlCalls = (seen: Seen[]) => seen.filter((request) => new URL(request.url).pathname === '/graphql');

const config: AppConfig = {
  oidc: {
    authority: 'http://localhost/oidc',
    clientId: 'inscriptions-web',
    scope: 'openid email profile offline_access',
    metadata: { issuer: 'http://localhost/oidc', token_endpoint: 'http://localhost/oidc/token' },
  },
  accounts: true,
  speech: { listenUrl: null, provider: null },
};
const SESSION_KEY = 'oidc.user:http://localhost/oidc:inscriptions-web';

beforeEach(() => {
  localStorage.clear();
  resetAppConfig();
  resetAuthForTests();
  setAuthSession(null);
});
afterEach(() => peekUserManager()?.stopSilentRenew());

describe('gqlRequest, through graphql-request and the transport', () => {
  it("posts the document's text as generated with its operation name, and answers its data", async () => {
    setAuthSession(makeSessionUser({ accessToken: 'tok' }));
    const seen = fakeServer(() => ({ status: 200, body: { data: { user: { id: 'u1' } } } }));
    await expect(gqlRequest(currentUserDocument)).resolves.toEqual({ user: { id: 'u1' } });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('http://localhost/graphql');
    expect(seen[0]!.method).toBe('POST');
    // Exactly these fields: no variables for a query without any.
    expect(seen[0]!.body).toEqual({ query: currentUserDocument.valueOf(), operationName: 'CurrentUser' });
    // The text carries the fragments its operation spreads.
    expect(currentUserDocument.valueOf()).toMatch(/^\s*query CurrentUser\b[^]*\bfragment UserFields on User\b/);
  });

  it('sends the bearer token and the device headers: timestamp, time zone, device id and platform', async () => {
    setAuthSession(makeSessionUser({ accessToken: 'tok' }));
    const seen = fakeServer(() => ({ status: 200, body: { data: { updateUser: { code: '200' } } } }));
    const before = Date.now();
    await gqlRequest(updateUserTimezoneDocument, { input: { timezone: 'Europe/Paris' } });
    const { headers, body } = seen[0]!;
    expect(body).toEqual({
      query: updateUserTimezoneDocument.valueOf(),
      operationName: 'UpdateUserTimezone',
      variables: { input: { timezone: 'Europe/Paris' } },
    });
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(headers.get('content-type')).toBe('application/json');
    expect(Date.parse(headers.get('x-request-timestamp')!)).toBeGreaterThanOrEqual(before - 1000);
    expect(headers.get('x-timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(headers.get('x-device-platform')).toBe('web');
    // The device id is random, persisted and stable.
    expect(headers.get('x-device-id')).toMatch(/.{8,}/);
    expect(localStorage.getItem(STORAGE_KEYS.deviceId)).toBe(headers.get('x-device-id'));
    await gqlRequest(updateUserTimezoneDocument, { input: { timezone: 'UTC' } });
    expect(seen[1]!.headers.get('x-device-id')).toBe(headers.get('x-device-id'));
  });

  it('renews an expiring access token with the refresh token before the request, and sends the new one', async () => {
    const seen = fakeServer((request) =>
      request.url === config.oidc.metadata!.token_endpoint
        ? {
            status: 200,
            body: {
              access_token: 'renewed',
              token_type: 'Bearer',
              expires_in: 900,
              refresh_token: 'r2',
              scope: config.oidc.scope,
            },
          }
        : request.url.endsWith('/app-config.json')
          ? { status: 200, body: config }
          : { status: 200, body: { data: { user: { id: 'u1' } } } },
    );
    localStorage.setItem(
      SESSION_KEY,
      makeSessionUser({ accessToken: 'expiring', refreshToken: 'r1', expiresInSeconds: 5 }).toStorageString(),
    );
    await initAuth();
    await gqlRequest(currentUserDocument);
    const token = seen.find((request) => request.url === config.oidc.metadata!.token_endpoint);
    expect(token?.method).toBe('POST');
    const graphql = graphqlCalls(seen);
    expect(graphql).toHaveLength(1);
    expect(seen.indexOf(token!)).toBeLessThan(seen.indexOf(graphql[0]!));
    expect(graphql[0]!.headers.get('authorization')).toBe('Bearer renewed');
    expect(getAccessToken()).toBe('renewed');
  });

  it('ends the session (session-expired) when the server answers 401, and throws with the status', async () => {
    setAuthSession(makeSessionUser({ accessToken: 'revoked' }));
    const seen = fakeServer(() => ({ status: 401, body: { errors: [{ message: 'Unauthorized' }] } }));
    const expired = jest.fn();
    const off = authEvents.on('session-expired', expired);
    const failure = gqlRequest(currentUserDocument);
    await expect(failure).rejects.toThrow(ClientError);
    await expect(failure).rejects.toMatchObject({ response: { status: 401 } });
    off();
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer revoked');
    expect(expired).toHaveBeenCalledWith({ reason: 'unauthorized' });
    expect(getAuthSnapshot().status).toBe('signed-out');
  });

  it('throws the GraphQL errors (with the HTTP status) instead of partial data', async () => {
    setAuthSession(makeSessionUser({ accessToken: 'tok' }));
    fakeServer(() => ({ status: 200, body: { data: null, errors: [{ message: 'Boom' }] } }));
    const failure = gqlRequest(currentUserDocument);
    await expect(failure).rejects.toThrow(ClientError);
    await expect(failure).rejects.toMatchObject({ response: { status: 200, errors: [{ message: 'Boom' }] } });
    fakeServer(() => ({ status: 502, body: 'Bad gateway' }));
    await expect(gqlRequest(currentUserDocument)).rejects.toMatchObject({ response: { status: 502 } });
  });

  it('stops the request when react-query cancels the query (its AbortSignal)', async () => {
    setAuthSession(makeSessionUser({ accessToken: 'tok' }));
    const seen = fakeServer(() => 'never');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const query = queryClient.fetchQuery({
      queryKey: ['user'],
      queryFn: ({ signal }) => gqlRequest(currentUserDocument, {}, { signal }),
    });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.signal?.aborted).toBe(false);
    await queryClient.cancelQueries({ queryKey: ['user'] });
    expect(seen[0]!.signal?.aborted).toBe(true);
    await expect(query).rejects.toThrow('CancelledError');
  });
});

describe('without a session', () => {
  it('never sends a request without a token', async () => {
    const seen = fakeServer(() => ({ status: 200, body: {} }));
    await expect(gqlRequest(currentUserDocument)).rejects.toThrow('Not signed in');
    await expect(authorizedFetch('/account/security')).rejects.toThrow('Not signed in');
    expect(seen).toEqual([]);
  });

  it('ends a session whose access token expired without a refresh token', async () => {
    setAuthSession(makeSessionUser({ accessToken: 'old', expiresInSeconds: -5 }));
    const seen = fakeServer(() => ({ status: 200, body: {} }));
    const expired = jest.fn();
    const off = authEvents.on('session-expired', expired);
    await expect(gqlRequest(currentUserDocument)).rejects.toThrow('Not signed in');
    off();
    expect(seen).toEqual([]);
    expect(expired).toHaveBeenCalledWith({ reason: 'token-expired' });
  });

  it('omits authorization from the device headers when signed out', () => {
    expect(requestHeaders().authorization).toBeUndefined();
  });
});

describe('operationNameOf', () => {
  const text = (query: string) => new String(query) as GraphQLDocument<unknown, never>;

  it.each([
    ['\n  query CurrentUser {\n  user { id }\n}', 'CurrentUser'],
    ['mutation UpdateUser($input: UpdateUserInput!) { updateUser(input: $input) { code } }', 'UpdateUser'],
    ['  subscription AskQuestion($input: AskInscriptionQuestionInput!) { x }', 'AskQuestion'],
    ['query { user { id } }', undefined],
    ['{ user { id } }', undefined],
  ])('names %j %s', (query, name) => {
    expect(operationNameOf(text(query))).toBe(name);
  });
});
