// The shell's service worker (built by workbox-webpack-plugin's InjectManifest into dist/sw.js):
// the shell's files are precached; the remotes, /remotes.json and the last lists read are kept as
// they are fetched, for use offline only (HTTP caching stays the server's business); a navigation
// without a network answers the offline page.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import type { PrecacheEntry } from 'workbox-precaching';
import { answerGraphqlPost } from './graphqlReads';
import { OFFLINE_PAGE, isHashedFile } from './offlineRules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Navigations always go to the network (the HTML is never cached); offline, the offline page. The
// provider's and the account API's pages are left to the browser (redirect chains of the sign-in).
registerRoute(new NavigationRoute(new NetworkOnly(), { denylist: [/^\/oidc\//, /^\/account\//, /^\/auth\/callback/] }));

// A remote's content-hashed chunks never change: the first copy fetched is kept.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname.includes('/mf') && isHashedFile(url.pathname),
  new CacheFirst({
    cacheName: 'inscriptions-remotes',
    plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
);

// Manifests, remote entries and the runtime configuration: the network's answer, the last one offline.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    (/\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname) ||
      (sameOrigin(url) && (url.pathname === '/remotes.json' || url.pathname === '/app-config.json'))),
  new NetworkFirst({ cacheName: 'inscriptions-manifests', networkTimeoutSeconds: 5 }),
);

// GraphQL reads: the network's answer, kept for offline use (graphqlReads.ts). Mutations pass through.
registerRoute(
  ({ url, request }) => sameOrigin(url) && url.pathname === '/graphql' && request.method === 'POST',
  (options) => answerGraphqlPost(options, self.location.origin),
  'POST',
);

setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});
