import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from '@inscriptions/shared/router';
import { QueryClient } from '@inscriptions/shared/api';
import { createAppStore } from '@inscriptions/shared/store';
import { AppProviders } from '@inscriptions/shared/ui';

function Landing() {
  const location = useLocation();
  return <output data-testid="landed">{location.pathname}</output>;
}

/** Renders a page at `url` in a data router; any other path shows where it landed. */
export function renderPage(
  page: ReactElement,
  { path, url, queryClient }: { path: string; url?: string; queryClient?: QueryClient },
) {
  const store = createAppStore();
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: [url ?? path] },
  );
  render(
    <AppProviders store={store} queryClient={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const errors = () => store.getState().ui.errors.map((e) => e.message);
  return { router, store, queryClient: client, errors };
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
}
type Route = FakeResponse | ((variables: Record<string, unknown>, init?: RequestInit) => FakeResponse);

/**
 * fetch mock: GraphQL calls answer by operation name (`{ data }` is wrapped for you), other calls
 * by `METHOD path`. Unknown calls never resolve.
 */
export function mockFetch(operations: Record<string, Route>, other: Record<string, Route> = {}) {
  const fn = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    let route: Route | undefined;
    let variables: Record<string, unknown> = {};
    let graphql = false;
    if (url.pathname === '/graphql') {
      const body = JSON.parse(String(init?.body)) as { operationName?: string; variables?: Record<string, unknown> };
      route = operations[body.operationName ?? ''];
      variables = body.variables ?? {};
      graphql = true;
    } else route = other[`${method} ${url.pathname}`];
    if (!route) return new Promise<Response>(() => undefined);
    const { status = 200, body } = typeof route === 'function' ? route(variables, init) : route;
    const payload = graphql && status < 400 ? { data: body } : body;
    return Promise.resolve({
      ok: status < 400,
      status,
      headers: { get: () => 'application/json' },
      json: async () => payload,
      text: async () => JSON.stringify(payload),
    } as unknown as Response);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** Variables of every GraphQL call with this operation name. */
export function callsOf(fn: jest.Mock, operationName: string): Record<string, unknown>[] {
  return fn.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === '/graphql')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as { operationName?: string; variables?: object })
    .filter((b) => b.operationName === operationName)
    .map((b) => (b.variables ?? {}) as Record<string, unknown>);
}

export const inscription = (id: string, name: string, entryCount = 0, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  about: `About ${name}`,
  category: 'OTHER',
  isPrivate: false,
  allowExternalAi: false,
  logoImageUrl: null,
  entryCount,
  dateCreated: '2026-01-01T00:00:00.000Z',
  dateUpdated: '2026-01-01T00:00:00.000Z',
  ...extra,
});
