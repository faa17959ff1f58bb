import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from '@inscriptions/shared/router';
import { QueryClient } from '@inscriptions/shared/api';
import { createAppStore } from '@inscriptions/shared/store';
import { AppProviders } from '@inscriptions/shared/ui';

function Landing() {
  const location = useLocation();
  return (
    <output data-testid="landed">
      {location.pathname}
      {location.search}
    </output>
  );
}

/** Renders a page at `url` inside the app providers; any other path shows where it landed. */
export async function renderPage(
  page: ReactElement,
  { path, url, state }: { path: string; url?: string; state?: unknown },
) {
  const store = createAppStore();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <Landing /> },
    ],
    {
      initialEntries: [
        { pathname: (url ?? path).split('?')[0]!, search: url?.includes('?') ? `?${url.split('?')[1]}` : '', state },
      ],
    },
  );
  await act(async () => {
    render(
      <AppProviders store={store} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
  const errors = () => store.getState().ui.errors.map((e) => e.message);
  return { router, store, queryClient, errors };
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
}
type Route = FakeResponse | ((variables: Record<string, unknown>) => FakeResponse);

/** fetch mock answering GraphQL operations by name and other calls by `METHOD path`; unknown ones never resolve. */
export function mockApi(operations: Record<string, Route>, other: Record<string, Route> = {}) {
  const fn = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const graphql = url.pathname === '/graphql';
    let route: Route | undefined;
    let variables: Record<string, unknown> = {};
    if (graphql) {
      const body = JSON.parse(String(init?.body)) as { operationName?: string; variables?: Record<string, unknown> };
      route = operations[body.operationName ?? ''];
      variables = body.variables ?? {};
    } else route = other[`${method} ${url.pathname}`];
    if (!route) return new Promise<Response>(() => undefined);
    const { status = 200, body } = typeof route === 'function' ? route(variables) : route;
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

/** The variables of each call of a GraphQL operation. */
export function variablesOf(fn: jest.Mock, operationName: string): Record<string, unknown>[] {
  return fn.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === '/graphql')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as { operationName?: string; variables?: object })
    .filter((b) => b.operationName === operationName)
    .map((b) => (b.variables ?? {}) as Record<string, unknown>);
}

export const ok = <K extends string>(field: K, key: string, value: unknown) => ({
  body: { [field]: { code: '200', success: true, message: 'ok', [key]: value } },
});

export const sampleUser = (extra: Record<string, unknown> = {}) => ({
  __typename: 'User',
  id: 'u1',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  bio: 'Analyst',
  quote: 'Imagination is the discovery faculty.',
  timezone: 'Europe/London',
  profileImageUrl: null,
  dateCreated: '2026-01-01T00:00:00.000Z',
  dateUpdated: '2026-01-01T00:00:00.000Z',
  ...extra,
});

export const sampleSocial = (extra: Record<string, unknown> = {}) => ({
  __typename: 'UserSocial',
  id: 's1',
  userId: 'u1',
  platform: 'GITHUB',
  platformUserUrl: 'https://github.com/ada',
  dateCreated: '2026-01-01T00:00:00.000Z',
  dateUpdated: '2026-01-01T00:00:00.000Z',
  ...extra,
});

export const sampleReminder = (extra: Record<string, unknown> = {}) => ({
  __typename: 'UserReminder',
  id: 'r1',
  userId: 'u1',
  reminderType: 'DEFAULT',
  reminderTime: '09:30',
  reminderFrequencyType: 'DAILY',
  reminderFrequency: 1,
  reminderWeekDays: 0,
  isActive: true,
  dateCreated: '2026-01-01T00:00:00.000Z',
  dateUpdated: '2026-01-01T00:00:00.000Z',
  ...extra,
});
