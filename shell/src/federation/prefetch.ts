import { ROUTE_CATALOGUE, isRemoteRoute } from '@inscriptions/shared/federation';
import type { RouteName } from '@inscriptions/shared/federation';
import { loadRegister } from './remotes';

const started = new Set<RouteName>();

/**
 * Browsers that can wait for idle time (not jsdom, not Safari): there the first page is never
 * slowed by a prefetch; elsewhere a remote simply loads on navigation.
 */
const canPrefetch = () => typeof window !== 'undefined' && 'requestIdleCallback' in window;

/**
 * Loads a route's remote `./register` and its page's chunk ahead of the navigation (hover, focus,
 * idle time), so the route change only renders. A failure is forgotten: the navigation reports it.
 */
export function prefetchRoute(routeName: RouteName): void {
  if (!canPrefetch() || started.has(routeName)) return;
  const def = ROUTE_CATALOGUE.find((d) => d.routeName === routeName);
  if (!def || !isRemoteRoute(def)) return;
  started.add(routeName);
  loadRegister(def.remote)
    .then((routes) => routes.find((route) => route.handle.routeName === routeName)?.lazy())
    .catch(() => started.delete(routeName));
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
