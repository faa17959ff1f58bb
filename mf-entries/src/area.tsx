import React, { useEffect } from 'react';
import type { ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'react-redux';
import { useTheme } from 'styled-components';
import { recordSingletons } from '@inscriptions/shared/federation';
import type { LazyRouteModule } from '@inscriptions/shared/federation';

export const AREA = 'mf-entries' as const;

/**
 * Wraps every page of this remote. On first render it records the React, QueryClient, store and
 * theme instances this package's OWN imports resolve to (the end-to-end singleton check).
 */
export function AreaRoot({ children }: { children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const store = useStore();
  const theme = useTheme();
  useEffect(() => {
    recordSingletons({ area: AREA, React, queryClient, store, theme });
  }, [queryClient, store, theme]);
  return <>{children}</>;
}

/** Turns a page component into a react-router lazy route module rendered inside AreaRoot. */
export function routeModule(Page: ComponentType): LazyRouteModule {
  function AreaPage() {
    return (
      <AreaRoot>
        <Page />
      </AreaRoot>
    );
  }
  AreaPage.displayName = `AreaPage(${Page.displayName ?? Page.name})`;
  return { Component: AreaPage };
}
