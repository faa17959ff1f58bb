import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from '@inscriptions/shared/router';
import { queryKeys, QueryClient, QueryClientProvider } from '@inscriptions/shared/api';
import type { InscriptionSummary } from '@inscriptions/shared/api';
import { StoreProvider } from '@inscriptions/shared/store';
import { createAppStore } from '@inscriptions/shared/store';
import { theme, ThemeProvider } from '@inscriptions/shared/ui';

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: 0 } } });
}

/**
 * The signed-in user's inscriptions as the shell keeps them cached: the pages look the URL's
 * inscription up in this list (absent = not found).
 */
export function seedInscriptions(
  queryClient: QueryClient,
  inscriptions: Array<Partial<InscriptionSummary> & { id: string }>,
): QueryClient {
  queryClient.setQueryData<InscriptionSummary[]>(
    queryKeys.inscriptions.list(),
    inscriptions.map((i) => ({ name: 'Coffee cart', entryCount: 0, ...i }) as InscriptionSummary),
  );
  return queryClient;
}

/** Stands in for the shell's side drawer: a link outside the page, navigating through the same router. */
function Drawer() {
  return (
    <>
      <nav aria-label="Drawer">
        <Link to="/profile">Profile</Link>
      </nav>
      <Outlet />
    </>
  );
}

/**
 * Renders `element` at `path` inside a data router (useBlocker needs one) with the app's providers,
 * beside a drawer with a Profile link. Other app routes render a marker with their test id, so
 * navigation is observable.
 */
export function renderRoute(
  element: ReactElement,
  {
    path,
    url,
    queryClient = createTestQueryClient(),
    history = [],
  }: {
    path: string;
    url: string;
    queryClient?: QueryClient;
    /** Pages visited before `url`, so a browser Back (navigate(-1)) has somewhere to go. */
    history?: string[];
  },
) {
  const store = createAppStore();
  const router = createMemoryRouter(
    [
      {
        element: <Drawer />,
        children: [
          { path, element },
          { path: '/inscriptions/:inscriptionId/entries', element: <div data-testid="page-SelectEntry" /> },
          { path: '/inscriptions/:inscriptionId/entries/new', element: <div data-testid="page-NewEntry" /> },
          {
            path: '/inscriptions/:inscriptionId/entries/:entryId/settings',
            element: <div data-testid="page-EntrySettings" />,
          },
          { path: '/inscriptions/:inscriptionId/settings', element: <div data-testid="page-InscriptionDetails" /> },
          { path: '*', element: <div data-testid="page-Other" /> },
        ],
      },
    ],
    { initialEntries: [...history, url] },
  );
  const utils = render(
    <StoreProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </QueryClientProvider>
    </StoreProvider>,
  );
  return { ...utils, router, store, queryClient };
}
