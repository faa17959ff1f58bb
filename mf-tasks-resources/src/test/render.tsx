import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@inscriptions/shared/router';
import { StoreProvider } from '@inscriptions/shared/store';
import { queryKeys, QueryClient, QueryClientProvider } from '@inscriptions/shared/api';
import type { InscriptionSummary } from '@inscriptions/shared/api';
import { createAppStore } from '@inscriptions/shared/store';
import { theme, ThemeProvider } from '@inscriptions/shared/ui';

/** A query client whose inscription list (what the pages look the URL's inscription up in) is seeded. */
export function clientWithInscriptions(inscriptions: Array<Partial<InscriptionSummary> & { id: string }>) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: Infinity }, mutations: { retry: 0 } },
  });
  queryClient.setQueryData<InscriptionSummary[]>(
    queryKeys.inscriptions.list(),
    inscriptions.map((i) => ({ name: 'Coffee cart', entryCount: 0, isPrivate: false, ...i }) as InscriptionSummary),
  );
  return queryClient;
}

/** Renders `element` at `url` in a data router; other routes render a marker `page-Other` with their path. */
export function renderRoute(
  element: ReactElement,
  { path, url, queryClient }: { path: string; url: string; queryClient: QueryClient },
) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <div data-testid="page-Other" /> },
    ],
    { initialEntries: [url] },
  );
  const utils = render(
    <StoreProvider store={createAppStore()}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </QueryClientProvider>
    </StoreProvider>,
  );
  return { ...utils, router };
}
