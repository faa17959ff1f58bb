import type { ComponentType } from 'react';
import type { QueryClient } from '../api';
import { REMOTES, type RemoteName } from '@inscriptions/contracts';

/** Directory names of the remotes; also the keys of `/remotes.json` (one list, in contracts). */
export const REMOTE_DIRS = REMOTES;
export type RemoteDir = RemoteName;

/** Module Federation container names (identifiers) by remote directory. */
export const FEDERATION_NAMES: Record<RemoteDir, string> = {
  'mf-auth': 'mf_auth',
  'mf-inscriptions': 'mf_inscriptions',
  'mf-entries': 'mf_entries',
  'mf-insights': 'mf_insights',
  'mf-profile': 'mf_profile',
  'mf-tasks-resources': 'mf_tasks_resources',
};

/** Human names of the areas, used in messages ("The Entries area could not be loaded"). */
export const AREA_LABELS: Record<RemoteDir, string> = {
  'mf-auth': 'Sign-in',
  'mf-inscriptions': 'Inscriptions',
  'mf-entries': 'Entries',
  'mf-insights': 'Data & Insights',
  'mf-profile': 'Profile',
  'mf-tasks-resources': 'Tasks & Resources',
};

/**
 * One remote in `/remotes.json`: the URL of its remoteEntry.js (or of its mf-manifest.json), alone or
 * with the shell contract version the deployed remote was built against (checked before anything of it is loaded).
 */
export type RemoteDeclaration = string | { entry: string; contract?: string };

/** Shape of `/remotes.json`: one declaration per remote directory. */
export type RemotesManifest = Partial<Record<RemoteDir, RemoteDeclaration>>;

export interface RouteHandle {
  routeName: string;
}

/** What a page's reads are started from: the route's params and query, and the app's query client. */
export interface PagePrefetchContext {
  queryClient: QueryClient;
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
}

/**
 * Starts the reads a page renders from, before it renders (react-query's prefetch: never throws), so
 * that they need not wait for its first render: the server's render and a navigation call it.
 */
export type PagePrefetch = (context: PagePrefetchContext) => Promise<void>;

/** A remote's page; its static `prefetch`, when it has one, starts the reads it renders from. */
export type PageComponent = ComponentType & { prefetch?: PagePrefetch };

export interface LazyRouteModule {
  Component: ComponentType;
  prefetch?: PagePrefetch;
}

/**
 * A route contributed by a remote. `path` is relative to the shell's root route
 * (no leading slash), e.g. `inscriptions/:inscriptionId/entries`.
 */
export interface RemoteRoute {
  path: string;
  handle: RouteHandle;
  lazy: () => Promise<LazyRouteModule>;
}

/** Default export of every remote's `./register` module. */
export type RegisterRemote = () => RemoteRoute[];

export interface RegisterModule {
  default: RegisterRemote;
  /** The shell contract version the remote was built against (@inscriptions/contracts, bundled into it). */
  contract?: string;
}

export { recordSingletons } from './singletons';
export type { SingletonRecord } from './singletons';
export { ROUTE_CATALOGUE, SERVER_RENDERED_ROUTES, isRemoteRoute, routeAt, routesOf, hrefs } from './routes';
export type { RouteDefinition, RemoteRouteDefinition, RouteOwner, RouteAccess, RouteLayout, RouteName, RouteNameOf, Hrefs } from './routes';
export { createAreaRoot } from './areaRoot';
export { readBootData, resetBootData } from './bootData';
export type { AreaInstances, AreaPages } from './areaRoot';
