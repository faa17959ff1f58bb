import { act, render } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
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
  /** The address the answer came from, after redirects (default: the one asked for). */
  url?: string;
}

/** fetch mock answering by path (`METHOD path` or `path`); unknown paths never resolve. */
export function mockFetch(routes: Record<string, FakeResponse | ((init?: RequestInit) => FakeResponse)>) {
  const fn = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    if (!route) return new Promise<Response>(() => undefined);
    const { status = 200, body, url: landed = url.href } = typeof route === 'function' ? route(init) : route;
    return Promise.resolve({
      ok: status < 400,
      status,
      url: landed,
      headers: { get: () => 'application/json' },
      json: async () => body,
      text: async () => JSON.stringify(body),
    } as unknown as Response);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

export function bodyOf(fn: jest.Mock, path: string): unknown {
  const call = fn.mock.calls.find(([input]) => new URL(String(input), 'http://localhost').pathname === path) as
    [unknown, RequestInit] | undefined;
  return call ? JSON.parse(String(call[1].body)) : undefined;
}

/** Replaces what a text field holds with `text`: the user clears it, then types (nothing for ''). */
export async function retype(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}
