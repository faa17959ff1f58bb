import { act, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@inscriptions/shared/router';
import { QueryClient } from '@inscriptions/shared/api';
import { makeSessionUser, setAuthSession } from '@inscriptions/shared/auth';
import { createAppStore } from '@inscriptions/shared/store';
import { AppProviders } from '@inscriptions/shared/ui';
import { AppLayout } from './AppLayout';

async function renderLayout(
  loading: boolean,
  path = '/profile',
  inscriptions = [{ id: 'i1', name: 'Coffee', entryCount: 2 }],
) {
  const store = createAppStore({ ui: { loading, errors: [] } });
  const queryClient = new QueryClient();
  // The list is known: no network in this test.
  queryClient.setQueryData(['inscriptions', 'list'], inscriptions);
  const router = createMemoryRouter(
    [
      {
        Component: AppLayout,
        children: [
          { path: '/profile', element: <h1 data-testid="page-Profile">Profile</h1> },
          { path: '/inscriptions', element: <h1 data-testid="page-SelectInscription">My Inscriptions</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
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

  describe('at a width the browser tells', () => {
    let listeners: Array<() => void> = [];
    let phone = false;
    beforeEach(() => {
      listeners = [];
      window.matchMedia = ((query: string) => ({
        matches: phone && query === '(max-width: 767.98px)',
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.push(listener),
        removeEventListener: () => undefined,
      })) as unknown as typeof window.matchMedia;
    });
    afterEach(() => {
      delete (window as Partial<Window>).matchMedia;
    });

    it("renders only that width's navigation: the drawer on a wide screen, the menu and bottom bar on a phone", async () => {
      phone = false;
      await renderLayout(false);
      expect(screen.getByTestId('side-drawer')).toBeInTheDocument();
      expect(screen.queryByTestId('bottom-nav')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Menu', hidden: true })).not.toBeInTheDocument();

      phone = true;
      act(() => listeners.forEach((listener) => listener()));
      expect(screen.getByTestId('bottom-nav')).toBeInTheDocument();
      // jsdom applies no media query, so the phone's bar counts as hidden there.
      expect(screen.getByRole('button', { name: 'Menu', hidden: true })).toBeInTheDocument();
      expect(screen.queryByTestId('side-drawer')).not.toBeInTheDocument();
      expect(screen.getByRole('main')).toContainElement(screen.getByTestId('page-Profile'));
    });
  });

  it('replaces the page with a skeleton and hides logo and navigation while loading', async () => {
    await renderLayout(true);
    expect(screen.getByTestId('loading-layout')).toBeInTheDocument();
    expect(screen.queryByTestId('page-Profile')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByTestId('page-skeleton'));
    expect(screen.queryByRole('link', { name: 'Inscriptions home', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { hidden: true })).not.toBeInTheDocument();
  });

  it('names the sidebar counts in words, singular for one', async () => {
    await renderLayout(false, '/profile', [
      { id: 'i1', name: 'Coffee', entryCount: 2 },
      { id: 'i2', name: 'Diary', entryCount: 1 },
    ]);
    // The sidebar column shows from 1100 px (a media query jsdom does not apply). jsdom puts a space
    // before the comma (it takes the absolutely positioned hidden words for a block).
    const sidebar = screen.getByTestId('my-inscriptions-sidebar');
    expect(within(sidebar).getByRole('link', { name: /^Coffee ?, 2 entries$/, hidden: true })).toHaveAttribute(
      'href',
      '/inscriptions/i1/entries',
    );
    expect(within(sidebar).getByRole('link', { name: /^Diary ?, 1 entry$/, hidden: true })).toBeInTheDocument();
  });

  it('leaves the sidebar out on /inscriptions, whose cards are that same list', async () => {
    await renderLayout(false, '/inscriptions');
    expect(screen.getByTestId('page-SelectInscription')).toBeInTheDocument();
    expect(screen.queryByTestId('my-inscriptions-sidebar')).not.toBeInTheDocument();
  });

  it('keeps the drawer in a banner landmark, so no content sits outside landmarks', async () => {
    await renderLayout(false);
    const banners = screen.getAllByRole('banner', { hidden: true });
    expect(banners.some((b) => within(b).queryByTestId('side-drawer'))).toBe(true);
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
