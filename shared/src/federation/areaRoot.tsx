import type * as ReactModule from 'react';
import type { ReactNode } from 'react';
import type { LazyRouteModule, PageComponent, RegisterRemote, RemoteDir } from './index';
import { routesOf } from './routes';
import type { RouteNameOf } from './routes';
import { recordSingletons } from './singletons';

/**
 * What the remote's OWN imports resolve to: its `react` module and the hooks of its own
 * @tanstack/react-query, react-redux and styled-components. The singleton probe records these, so
 * a remote that bundled a second copy of any of them is caught (e2e/tests/singletons.spec.ts).
 */
export interface AreaInstances {
  React: typeof ReactModule;
  useQueryClient: () => unknown;
  useStore: () => unknown;
  useTheme: () => unknown;
  /** The remote's own __INSCRIPTIONS_RELEASE__ (this shared module's would be the shell's). */
  release: string;
}

/** One lazily imported page per catalogue route of the area, by route name (none missing, none extra). */
export type AreaPages<R extends RemoteDir> = { [N in RouteNameOf<R>]: () => Promise<PageComponent> };

/**
 * The root of a remote's pages and its `./register`: every page renders inside AreaRoot, which
 * records the area's singleton instances on first render; `register(pages)` gives the catalogue
 * routes of the area (path and handle from the catalogue, the page from `pages`).
 */
export function createAreaRoot<R extends RemoteDir>(area: R, instances: AreaInstances) {
  const { React, useQueryClient, useStore, useTheme, release } = instances;

  function AreaRoot({ children }: { children: ReactNode }) {
    const queryClient = useQueryClient();
    const store = useStore();
    const theme = useTheme();
    React.useEffect(() => {
      recordSingletons({ area, React, queryClient, store, theme, release });
    }, [queryClient, store, theme]);
    return <>{children}</>;
  }

  /** Turns a page component into a react-router lazy route module rendered inside AreaRoot, with its prefetch. */
  function routeModule(Page: PageComponent): LazyRouteModule {
    function AreaPage() {
      return (
        <AreaRoot>
          <Page />
        </AreaRoot>
      );
    }
    AreaPage.displayName = `AreaPage(${Page.displayName ?? Page.name})`;
    return { Component: AreaPage, prefetch: Page.prefetch };
  }

  /** The remote's `./register` default export. */
  function register(pages: AreaPages<R>): RegisterRemote {
    return () =>
      routesOf(area).map((def) => ({
        path: def.path,
        handle: { routeName: def.routeName },
        lazy: () => pages[def.routeName as RouteNameOf<R>]().then(routeModule),
      }));
  }

  return { AreaRoot, routeModule, register };
}
