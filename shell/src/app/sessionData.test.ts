import { QueryClient } from '@inscriptions/shared/api';
import { waitFor } from '@testing-library/react';
import { makeSessionUser, setAuthSession } from '@inscriptions/shared/auth';
import { prefetchSessionData } from './sessionData';

/** fetch answering GraphQL with empty data; returns the operation names asked for. */
function serveGraphQL() {
  const operations: string[] = [];
  globalThis.fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
    operations.push(operationName);
    const data = operationName === 'CurrentUser' ? { user: { id: 'u1' } } : { inscriptions: [] };
    const headers = new Headers({ 'content-type': 'application/graphql-response+json' });
    return { ok: true, status: 200, headers, text: async () => JSON.stringify({ data }) } as Response;
  }) as unknown as typeof fetch;
  return operations;
}

describe('session data at start-up', () => {
  afterEach(() => setAuthSession(null));

  it('asks for the profile and the inscription list as soon as a stored session is read', async () => {
    const operations = serveGraphQL();
    setAuthSession(makeSessionUser({}));
    const queryClient = new QueryClient();
    await prefetchSessionData(queryClient, Promise.resolve());
    await waitFor(() => expect(operations.sort()).toEqual(['CurrentUser', 'Inscriptions']));
    await waitFor(() => expect(queryClient.getQueryData(['user', 'current'])).toEqual({ id: 'u1' }));
  });

  it('asks for nothing without a session (a sign-in page)', async () => {
    const operations = serveGraphQL();
    setAuthSession(null);
    await prefetchSessionData(new QueryClient(), Promise.resolve());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(operations).toEqual([]);
  });
});
