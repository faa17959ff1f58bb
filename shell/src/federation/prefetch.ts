import { initAuth, isAuthenticated } from '@inscriptions/shared/auth';
import { ROUTE_CATALOGUE, isRemoteRoute } from '@inscriptions/shared/federation';
import type { RemoteRouteDefinition, RouteName } from '@inscriptions/shared/federation';
import { matchPath } from '@inscriptions/shared/router';
import { loadRegister } from './remotes';

const started = new Set<RouteName>();

/**
 * Browsers that can wait for idle time (not jsdom, not Safari): there the first page is never
 * slowed by a prefetch; elsewhere a remote simply loads on navigation.
 */
const canPrefetch = () => typeof window !== 'undefined' && 'requestIdleCallback' in window;

/** A route's remote `./register`, then its page's chunk (both loaded once, however often asked). */
function loadRoute(def: RemoteRouteDefinition): Promise<unknown> {
  return loadRegister(def.remote).then((routes) => routes.find((route) => route.handle.routeName === def.routeName)?.lazy());
}

/**
 * Loads a route's remote `./register` and its page's chunk ahead of the navigation (hover, focus,
 * idle time), so the route change only renders. A failure is forgotten: the navigation reports it.
 */
export function prefetchRoute(routeName: RouteName): void {
  if (!canPrefetch() || started.has(routeName)) return;
  const def = ROUTE_CATALOGUE.find((d) => d.routeName === routeName);
  if (!def || !isRemoteRoute(def)) return;
  started.add(routeName);
  loadRoute(def).catch(() => started.delete(routeName));
}

/**
 * Starts loading the remote and page chunk of the route a page load opens, from the shell's entry:
 * while the app's own modules evaluate (seconds on a throttled phone) rather than after.
 * A signed-in route without a stored session is left alone: the guard sends that visit to sign-in.
 * A failure is left to the route's own load, which reports it.
 */
export async function startLandingRoute(pathname: string): Promise<void> {
  const def = ROUTE_CATALOGUE.find((d) => matchPath({ path: `/${d.path}`, end: true }, pathname));
  if (!def || !isRemoteRoute(def)) return;
  await initAuth().catch(() => undefined);
  if (def.access !== 'public' && !isAuthenticated()) return;
  await loadRoute(def).catch(() => undefined);
}

/** Runs a prefetch once the browser is idle; returns the cancel. */
export function whenIdle(task: () => void): () => void {
  if (!canPrefetch()) return () => undefined;
  const id = window.requestIdleCallback(task, { timeout: 4000 });
  return () => window.cancelIdleCallback(id);
}

/** Prefetches the given routes once the browser is idle; returns the cancel. */
export function prefetchWhenIdle(routeNames: readonly RouteName[]): () => void {
  return whenIdle(() => routeNames.forEach(prefetchRoute));
}
