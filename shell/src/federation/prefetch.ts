import type { ComponentType } from 'react';
import { initAuth, isAuthenticated } from '@inscriptions/shared/auth';
import { ROUTE_CATALOGUE, isRemoteRoute, routeAt } from '@inscriptions/shared/federation';
import type { LazyRouteModule, RemoteRouteDefinition, RouteName } from '@inscriptions/shared/federation';
import { loadRegister } from './remotes';

const started = new Set<RouteName>();

/**
 * Browsers that can wait for idle time (not jsdom, not Safari): there the first page is never
 * slowed by a prefetch; elsewhere a remote simply loads on navigation.
 */
const canPrefetch = () => typeof window !== 'undefined' && 'requestIdleCallback' in window;

/** A route's remote `./register`, then its page's chunk (both loaded once, however often asked). */
function loadRoute(def: RemoteRouteDefinition): Promise<LazyRouteModule | undefined> {
  return loadRegister(def.remote).then((routes) => routes.find((route) => route.handle.routeName === def.routeName)?.lazy());
}

/** The page a visit opened, loaded before the app's first render. */
export interface LandingRoute {
  routeName: RouteName;
  Component: ComponentType;
  /** Starts the page's reads (LazyRouteModule's), for the route's params. */
  prefetch?: LazyRouteModule['prefetch'];
  params: Readonly<Record<string, string | undefined>>;
}

let landing: Promise<LandingRoute | null> = Promise.resolve(null);

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
 * while the app's own modules evaluate (seconds on a throttled phone) rather than after. It resolves
 * to the page, which the app's first render then shows at once (see landingRoute), or to null: a
 * signed-in route without a stored session is left alone (the guard sends that visit to sign-in),
 * and a failure is left to the route's own load, which reports it.
 */
export function startLandingRoute(pathname: string): Promise<LandingRoute | null> {
  landing = loadLanding(pathname);
  return landing;
}

async function loadLanding(pathname: string): Promise<LandingRoute | null> {
  const opened = routeAt(pathname);
  if (!opened) return null;
  const { def, params } = opened;
  if (!isRemoteRoute(def)) return null;
  await initAuth().catch(() => undefined);
  if (def.access !== 'public' && !isAuthenticated()) return null;
  const page = await loadRoute(def).catch(() => undefined);
  return page ? { routeName: def.routeName, Component: page.Component, prefetch: page.prefetch, params } : null;
}

/** The landing page started by startLandingRoute (null when none was started or it could not load). */
export function landingRoute(): Promise<LandingRoute | null> {
  return landing;
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
