import type { QueryClient } from '@inscriptions/shared/api';
import { Navigate } from '@inscriptions/shared/router';
import type { RouteObject } from '@inscriptions/shared/router';
import { ROUTE_CATALOGUE, hrefs, isRemoteRoute } from '@inscriptions/shared/federation';
import type { RouteAccess, RouteDefinition, RouteLayout } from '@inscriptions/shared/federation';
import { PageSkeleton } from '@inscriptions/shared/ui';
import { RootLayout } from '../app/RootLayout';
import { RequireAccess } from '../guard/RequireAccess';
import { AppLayout } from '../layouts/AppLayout';
import { PlainLayout } from '../layouts/PlainLayout';
import { AuthCallbackPage } from '../pages/AuthCallbackPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import type { LandingRoute } from '../federation/prefetch';
import { RouteErrorPanel } from './RouteErrorPanel';
import { loadRemoteRoute } from './remoteRoute';
import type { RemoteRouteDeps } from './remoteRoute';

function InitialLoading() {
  return (
    <div style={{ padding: 32, display: 'flex', justifyContent: 'center' }}>
      <PageSkeleton label="Loading Inscriptions" />
    </div>
  );
}

export interface ShellRouteHandle {
  routeName: string;
  title: string;
  remote?: RouteDefinition['remote'];
  access?: RouteAccess;
}

interface RouteOptions {
  deps?: RemoteRouteDeps;
  /** The app's query client, in which a page's prefetch starts its reads when the route is navigated to. */
  queryClient?: QueryClient;
  /** The page the visit opened, already loaded: its route renders it at once instead of loading it lazily. */
  landing?: LandingRoute | null;
}

function remoteRoutes(layout: RouteLayout, access: RouteAccess, { deps, landing, queryClient }: RouteOptions): RouteObject[] {
  return ROUTE_CATALOGUE.filter(isRemoteRoute)
    .filter((d) => d.layout === layout && d.access === access)
    .map((def) => ({
      path: def.path,
      handle: {
        routeName: def.routeName,
        title: def.title,
        remote: def.remote,
        access: def.access,
      } satisfies ShellRouteHandle,
      // A lazy route renders in a transition, which React splits into 5 ms slices with the browser's
      // frames between them: the landing page, loaded before the first render, is rendered in one pass.
      ...(landing?.routeName === def.routeName
        ? { Component: landing.Component }
        : { lazy: () => loadRemoteRoute(def, deps, queryClient) }),
      ErrorBoundary: RouteErrorPanel,
    }));
}

/** The sign-in callback, which the shell renders itself (see RouteOwner). */
function callbackRoute(): RouteObject {
  const def = ROUTE_CATALOGUE.find((d) => d.routeName === 'AuthCallback');
  if (!def) throw new Error('The route catalogue has no AuthCallback');
  return {
    path: def.path,
    handle: { routeName: def.routeName, title: def.title, remote: def.remote, access: def.access } satisfies ShellRouteHandle,
    Component: AuthCallbackPage,
  };
}

/**
 * The shell's single route table. Each remote's pages load lazily on first navigation into them
 * (see loadRemoteRoute); the guard and layouts are shell layout routes around them.
 */
export function buildRoutes(options: RouteOptions = {}): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPanel,
      // Shown while the first route's remote module loads.
      HydrateFallback: InitialLoading,
      children: [
        { index: true, element: <Navigate to={hrefs.selectInscription()} replace /> },
        { path: 'auth', element: <Navigate to={hrefs.signIn()} replace /> },
        {
          path: 'auth/onboarding',
          element: <Navigate to={hrefs.onboardingProfile()} replace />,
        },
        {
          // The sign-in pages' layout (with its quotes) loads with them, off a signed-in page's first script.
          lazy: () => import('../layouts/AuthLayout').then(({ AuthLayout }) => ({ Component: AuthLayout })),
          children: [
            callbackRoute(),
            ...remoteRoutes('auth', 'public', options),
            {
              element: <RequireAccess access="auth" />,
              children: remoteRoutes('auth', 'auth', options),
            },
          ],
        },
        {
          element: <RequireAccess access="auth" />,
          children: [
            {
              Component: AppLayout,
              children: [
                ...remoteRoutes('app', 'auth', options),
                {
                  element: <RequireAccess access="onboarded" />,
                  children: remoteRoutes('app', 'onboarded', options),
                },
              ],
            },
          ],
        },
        {
          Component: PlainLayout,
          children: [
            ...remoteRoutes('plain', 'public', options),
            {
              path: '*',
              Component: NotFoundPage,
              handle: {
                routeName: 'NotFound',
                title: 'Page not found',
              } satisfies ShellRouteHandle,
            },
          ],
        },
      ],
    },
  ];
}
