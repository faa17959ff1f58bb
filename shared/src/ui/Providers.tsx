import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@inscriptions/shared/api';
import { ThemeProvider } from 'styled-components';
import { StoreProvider, type AppStore } from '@inscriptions/shared/store';
import { GlobalStyle, theme } from './theme';

function httpStatus(error: unknown): number | undefined {
  return (error as { response?: { status?: number } } | null)?.response?.status;
}

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // One retry for transient failures; never for an ended session or a client error.
        retry: (failureCount, error) => {
          const status = httpStatus(error);
          return failureCount < 1 && (status === undefined || status >= 500);
        },
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: 0 },
    },
  });
}

/** The providers every area renders under: Redux store, React Query, theme and global styles. */
export function AppProviders({
  store,
  queryClient,
  children,
}: {
  store: AppStore;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <StoreProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
      </QueryClientProvider>
    </StoreProvider>
  );
}
