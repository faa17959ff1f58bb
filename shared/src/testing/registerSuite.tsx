import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@inscriptions/shared/router';
import { QueryClient } from '@inscriptions/shared/api';
import { routesOf } from '@inscriptions/shared/federation';
import type { RegisterRemote, RemoteDir } from '@inscriptions/shared/federation';
import { createAppStore } from '@inscriptions/shared/store';
import { AppProviders } from '@inscriptions/shared/ui';

/**
 * The contract every remote's `register()` keeps (jest suite): it gives exactly the catalogue
 * routes of its area, and each route lazily loads a page with its test id and an h1.
 */
export function describeRegister(area: RemoteDir, register: RegisterRemote): void {
  describe(`${area} register()`, () => {
    const routes = register();
    const realFetch = globalThis.fetch;
    // Pages may call the server on load (confirmation, callback, queries): keep those requests pending.
    beforeEach(() => {
      globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
    });
    afterAll(() => {
      globalThis.fetch = realFetch;
    });

    it('registers every catalogue route of this area with its route name', () => {
      const expected = routesOf(area).map((d) => [d.path, d.routeName]);
      expect(routes.map((r) => [r.path, r.handle.routeName])).toEqual(expected);
    });

    it.each(routes.map((r) => [r.handle.routeName, r] as const))(
      '%s renders an h1 and its page test id',
      async (name, route) => {
        const { Component } = await route.lazy();
        const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
        // A data router, as in the shell: edit pages block in-app navigation with useBlocker.
        const router = createMemoryRouter([{ path: '*', Component }]);
        await act(async () => {
          render(
            <AppProviders store={createAppStore()} queryClient={queryClient}>
              <RouterProvider router={router} />
            </AppProviders>,
          );
        });
        expect(screen.getByTestId(`page-${name}`)).toBeInTheDocument();
        expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      },
    );
  });
}
