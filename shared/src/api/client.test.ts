import { STORAGE_KEYS } from '@inscriptions/shared/constants';
import { authEvents, getAuthSnapshot, makeSessionUser, setAuthSession } from '@inscriptions/shared/auth';
import { GraphQLRequestError, gqlRequest, operationNameOf, requestHeaders, type GraphQLDocument } from './client';
import { currentUserDocument } from './operations';
import { updateUserTimezoneDocument } from './timezone';

describe('GraphQL client', () => {
  beforeEach(() => {
    localStorage.clear();
    setAuthSession(null);
  });

  it('sends the bearer token, timestamp, timezone, device id and platform', () => {
    setAuthSession(makeSessionUser({ accessToken: 'tok' }));
    const now = new Date('2026-01-02T03:04:05.000Z');
    const headers = requestHeaders(now);
    expect(headers.authorization).toBe('Bearer tok');
    expect(headers['x-request-timestamp']).toBe('2026-01-02T03:04:05.000Z');
    expect(headers['x-timezone']).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(headers['x-device-platform']).toBe('web');
    expect(headers['content-type']).toBe('application/json');
    // The device id is random, persisted and stable.
    expect(headers['x-device-id']).toMatch(/.{8,}/);
    expect(requestHeaders()['x-device-id']).toBe(headers['x-device-id']);
    expect(localStorage.getItem(STORAGE_KEYS.deviceId)).toBe(headers['x-device-id']);
  });

  it('omits authorization when signed out', () => {
    expect(requestHeaders().authorization).toBeUndefined();
  });

  it('ends the session (session-expired) when /graphql answers 401', async () => {
    setAuthSession(makeSessionUser({ accessToken: 'revoked' }));
    const body = JSON.stringify({ errors: [{ message: 'Unauthorized' }] });
    const fetchMock = jest.fn().mockResolvedValue({
      ok: false,
      status: 401,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
      text: () => Promise.resolve(body),
      json: () => Promise.resolve(JSON.parse(body)),
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const expired = jest.fn();
    const off = authEvents.on('session-expired', expired);
    await expect(gqlRequest(currentUserDocument)).rejects.toThrow();
    off();
    const [url, init] = fetchMock.mock.calls[0] as [URL | string, RequestInit];
    expect(String(url)).toBe('http://localhost/graphql');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer revoked');
    expect(expired).toHaveBeenCalledWith({ reason: 'unauthorized' });
    expect(getAuthSnapshot().status).toBe('signed-out');
  });
});

describe('gqlRequest', () => {
  const answer = (status: number, body: unknown) =>
    jest.fn().mockResolvedValue({
      ok: status < 400,
      status,
      text: () => Promise.resolve(typeof body === 'string' ? body : JSON.stringify(body)),
    });

  const sentBody = (fetchMock: jest.Mock) =>
    JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string) as Record<string, unknown>;

  it("posts the document's text as generated with its operation name, and answers its data", async () => {
    setAuthSession(makeSessionUser({ accessToken: 'tok' }));
    const fetchMock = answer(200, { data: { user: { id: 'u1' } } });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(gqlRequest(currentUserDocument)).resolves.toEqual({ user: { id: 'u1' } });
    // Exactly these fields: no variables for a query without any.
    expect(sentBody(fetchMock)).toEqual({ query: currentUserDocument.valueOf(), operationName: 'CurrentUser' });
    // The text carries the fragments its operation spreads.
    expect(currentUserDocument.valueOf()).toMatch(/^\s*query CurrentUser\b[^]*\bfragment UserFields on User\b/);
  });

  it("posts a mutation's name and variables beside its text", async () => {
    setAuthSession(makeSessionUser({ accessToken: 'tok' }));
    const fetchMock = answer(200, { data: { updateUser: { code: '200' } } });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await gqlRequest(updateUserTimezoneDocument, { input: { timezone: 'Europe/Paris' } });
    expect(sentBody(fetchMock)).toEqual({
      query: updateUserTimezoneDocument.valueOf(),
      operationName: 'UpdateUserTimezone',
      variables: { input: { timezone: 'Europe/Paris' } },
    });
  });

  it('throws the GraphQL errors (with the HTTP status) instead of partial data', async () => {
    setAuthSession(makeSessionUser({ accessToken: 'tok' }));
    globalThis.fetch = answer(200, { data: null, errors: [{ message: 'Boom' }] }) as unknown as typeof fetch;
    const failure = gqlRequest(currentUserDocument);
    await expect(failure).rejects.toThrow(GraphQLRequestError);
    await expect(failure).rejects.toMatchObject({ message: 'Boom', response: { status: 200 } });
    globalThis.fetch = answer(502, 'not json') as unknown as typeof fetch;
    await expect(gqlRequest(currentUserDocument)).rejects.toMatchObject({ response: { status: 502 } });
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

describe('gqlRequest without a session', () => {
  it('never sends a request without a token', async () => {
    setAuthSession(null);
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(gqlRequest(currentUserDocument)).rejects.toThrow('Not signed in');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ends a session whose access token expired without a refresh token', async () => {
    setAuthSession(makeSessionUser({ accessToken: 'old', expiresInSeconds: -5 }));
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const expired = jest.fn();
    const off = authEvents.on('session-expired', expired);
    await expect(gqlRequest(currentUserDocument)).rejects.toThrow('Not signed in');
    off();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(expired).toHaveBeenCalledWith({ reason: 'token-expired' });
  });
});
