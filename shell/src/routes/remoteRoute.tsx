import type { QueryClient } from '@inscriptions/shared/api';
import type { LazyRouteModule, RemoteRouteDefinition } from '@inscriptions/shared/federation';
import type { LoaderFunctionArgs, RouteObject } from '@inscriptions/shared/router';
import { reportError } from '@inscriptions/shared/store';
import {
  RemoteIncompatibleError,
  RemoteLoadError,
  loadRegister,
  peekRegister,
  retryRemote,
} from '../federation/remotes';
import { RemoteUnavailable, remoteFailureMessage } from './RemoteUnavailable';

type RegisterLoader = typeof loadRegister;

async function pageFrom(def: RemoteRouteDefinition, load: RegisterLoader): Promise<LazyRouteModule> {
  const routes = await load(def.remote);
  const route = routes.find((r) => r.handle.routeName === def.routeName);
  if (!route) throw new RemoteLoadError(def.remote, new Error(`${def.remote} does not register ${def.routeName}`));
  return route.lazy();
}

const componentFrom = (def: RemoteRouteDefinition, load: RegisterLoader) =>
  pageFrom(def, load).then((page) => page.Component);

/**
 * The page as react-router's route module. A page with a prefetch gets a loader that starts its reads
 * and returns at once: they run while the page renders, which does not wait for them.
 */
function routeModule(
  { Component, prefetch }: LazyRouteModule,
  queryClient?: QueryClient,
): Pick<RouteObject, 'Component' | 'loader'> {
  if (!prefetch || !queryClient) return { Component };
  return {
    Component,
    loader: ({ params, request }: LoaderFunctionArgs) => {
      void prefetch({ queryClient, params, searchParams: new URL(request.url).searchParams });
      return null;
    },
  };
}

export interface RemoteRouteDeps {
  load: RegisterLoader;
  retry: RegisterLoader;
  peek: (dir: RemoteRouteDefinition['remote']) => ReturnType<RegisterLoader> | null;
}

const defaultDeps: RemoteRouteDeps = {
  load: loadRegister,
  retry: retryRemote,
  peek: peekRegister,
};

/**
 * react-router `lazy` for a catalogue route: loads the owning remote's `./register` on first
 * navigation into it and then the page's own lazy module (with its prefetch, given the app's query
 * client). A failure resolves to an in-layout error panel (never a thrown error) and is pushed into
 * the error banner.
 */
export async function loadRemoteRoute(
  def: RemoteRouteDefinition,
  deps: RemoteRouteDeps = defaultDeps,
  queryClient?: QueryClient,
): Promise<Pick<RouteObject, 'Component' | 'loader'>> {
  try {
    return routeModule(await pageFrom(def, deps.load), queryClient);
  } catch (error) {
    console.warn(error);
    const incompatible = error instanceof RemoteIncompatibleError ? error.message : undefined;
    reportError(incompatible ?? remoteFailureMessage(def));
    const retry = () => componentFrom(def, deps.retry);
    const pending = () => (deps.peek(def.remote) ? componentFrom(def, deps.load) : null);
    function FailedRemoteRoute() {
      return <RemoteUnavailable def={def} retry={retry} pending={pending} incompatible={incompatible} />;
    }
    return { Component: FailedRemoteRoute };
  }
}
