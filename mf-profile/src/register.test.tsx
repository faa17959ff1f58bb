import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { routesOf } from '@inscriptions/shared/federation';
import { createAppStore } from '@inscriptions/shared/store';
import { theme } from '@inscriptions/shared/ui';
import register from './register';

describe('mf-profile register()', () => {
  const routes = register();

  it('registers every catalogue route of this area with its route name', () => {
    const expected = routesOf('mf-profile').map((d) => [d.path, d.routeName]);
    expect(routes.map((r) => [r.path, r.handle.routeName])).toEqual(expected);
  });

  it.each(routes.map((r) => [r.handle.routeName, r] as const))(
    '%s renders an h1 and its page test id',
    async (name, route) => {
      const { Component } = await route.lazy();
      const client = new QueryClient({
        defaultOptions: { queries: { retry: false } },
      });
      await act(async () => {
        render(
          <Provider store={createAppStore()}>
            <QueryClientProvider client={client}>
              <ThemeProvider theme={theme}>
                <MemoryRouter>
                  <Component />
                </MemoryRouter>
              </ThemeProvider>
            </QueryClientProvider>
          </Provider>,
        );
      });
      expect(screen.getByTestId(`page-${name}`)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    },
  );
});
