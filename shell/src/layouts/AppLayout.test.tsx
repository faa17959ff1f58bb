import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { makeSessionUser, setAuthSession } from '@inscriptions/shared/auth';
import { createAppStore } from '@inscriptions/shared/store';
import { AppProviders } from '@inscriptions/shared/ui';
import { AppLayout } from './AppLayout';

async function renderLayout(loading: boolean) {
  const store = createAppStore({ ui: { loading, errors: [] } });
  const queryClient = new QueryClient();
  // The list is known: no network in this test.
  queryClient.setQueryData(['inscriptions', 'list'], [{ id: 'i1', name: 'Coffee', entryCount: 2 }]);
  const router = createMemoryRouter(
    [{ Component: AppLayout, children: [{ path: '/profile', element: <h1 data-testid="page-Profile">Profile</h1> }] }],
    { initialEntries: ['/profile'] },
  );
  await act(async () => {
    render(
      <AppProviders store={store} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
}

describe('AppLayout', () => {
  it('renders the page with drawer navigation, sidebar and bottom navigation', async () => {
    await renderLayout(false);
    expect(screen.getByRole('main')).toContainElement(screen.getByTestId('page-Profile'));
    expect(screen.getByTestId('app-layout')).toBeInTheDocument();
    expect(screen.getByTestId('my-inscriptions-sidebar')).toBeInTheDocument();
    expect(screen.getByTestId('bottom-nav')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu', hidden: true })).toHaveAttribute('aria-expanded', 'false');
  });

  it('replaces the page with a skeleton and hides logo and navigation while loading', async () => {
    await renderLayout(true);
    expect(screen.getByTestId('loading-layout')).toBeInTheDocument();
    expect(screen.queryByTestId('page-Profile')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByTestId('page-skeleton'));
    expect(screen.queryByRole('link', { name: 'Inscriptions home', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { hidden: true })).not.toBeInTheDocument();
  });
});

describe('AppLayout while the guard checks the account', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    act(() => setAuthSession(null));
  });

  it('sets the global loading flag until the profile and the list are known, then shows the page', async () => {
    setAuthSession(makeSessionUser({ accessToken: 'tok' }));
    const store = createAppStore();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(['inscriptions', 'list'], [{ id: 'i1', name: 'Coffee', entryCount: 2 }]);
    // The profile read stays in flight until the test answers it.
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    const router = createMemoryRouter(
      [
        {
          Component: AppLayout,
          children: [
            {
              path: '/profile',
              handle: { routeName: 'Profile', title: 'Profile', access: 'onboarded' },
              element: <h1 data-testid="page-Profile">Profile</h1>,
            },
          ],
        },
      ],
      { initialEntries: ['/profile'] },
    );
    await act(async () => {
      render(
        <AppProviders store={store} queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>,
      );
    });
    expect(store.getState().ui.loading).toBe(true);
    expect(screen.getByTestId('loading-layout')).toBeInTheDocument();
    expect(screen.queryByTestId('page-Profile')).not.toBeInTheDocument();

    await act(async () => queryClient.setQueryData(['user', 'current'], { id: 'u1', fullName: 'Ada' }));
    expect(await screen.findByTestId('page-Profile')).toBeInTheDocument();
    expect(store.getState().ui.loading).toBe(false);
    expect(screen.getByTestId('app-layout')).toBeInTheDocument();
  });
});
