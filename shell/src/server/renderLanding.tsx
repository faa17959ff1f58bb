import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { FEDERATION_CONTRACT_VERSION, isCompatibleContract } from '@inscriptions/contracts';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from '@inscriptions/shared/router/server';
import {
  answerCallsWith,
  currentUserQuery,
  dehydrate,
  inscriptionsQuery,
  renderInZone,
} from '@inscriptions/shared/api/server';
import type { DehydratedState, QueryClient } from '@inscriptions/shared/api/server';
import { SessionUser, setAuthSession } from '@inscriptions/shared/auth';
import { SERVER_RENDERED_ROUTES, isRemoteRoute, routeAt } from '@inscriptions/shared/federation';
import type { RegisterModule, RemoteDir } from '@inscriptions/shared/federation';
import { createAppStore } from '@inscriptions/shared/store';
import { AppProviders, ServerStyleSheet, createAppQueryClient } from '@inscriptions/shared/ui/server';
import { buildRoutes } from '../routes/routes';

/** The signed-in session a document request carries (its cookies), as the app server read it. */
export interface ServerSession {
  accessToken: string;
  /** Epoch seconds. */
  expiresAt: number;
  sub: string;
  /** The device's IANA zone, or null when its cookie named none. */
  timezone: string | null;
}

export interface RenderLandingOptions {
  /** pathname and search of the document asked for. */
  url: string;
  session: ServerSession;
  /** The app server's own GraphQL, answered in process as the session's user. */
  fetch: typeof fetch;
  /** A remote's server build of its `./register`, or null when it has none. */
  loadRegister: (remote: RemoteDir) => RegisterModule | null;
}

export interface RenderedLanding {
  /** The page's markup, for the shell's #root. */
  html: string;
  /** The style elements of the rules the page used. */
  styleTags: string;
  /** The reads the page was rendered from, for the browser's query cache. */
  state: DehydratedState;
}

/** How many times a page is rendered at most: each render may ask for reads the one before could not know of. */
const MAX_RENDERS = 3;

/** The reads a render asked for that have no answer yet (pending, never fetched, not turned off). */
function unansweredQueries(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle')
    .filter((query) => (query.options as { enabled?: unknown }).enabled !== false);
}

/** Runs `render` with the process's zone set to `zone` (dates print as in the browser): synchronous, so nothing else sees it. */
function inZone<T>(zone: string | null, render: () => T): T {
  const before = process.env.TZ;
  if (zone) process.env.TZ = zone;
  try {
    return render();
  } finally {
    if (zone) {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  }
}

/** The page at `pathname` when the server renders it: a signed-in page of the list, its area's build at hand and of this contract. */
async function landingPage(pathname: string, loadRegister: RenderLandingOptions['loadRegister']) {
  const opened = routeAt(pathname);
  if (!opened) return null;
  const { def, params } = opened;
  if (!isRemoteRoute(def) || !SERVER_RENDERED_ROUTES.has(def.routeName)) return null;
  const register = loadRegister(def.remote);
  if (!register || !isCompatibleContract(FEDERATION_CONTRACT_VERSION, register.contract ?? '')) return null;
  const route = register.default().find((r) => r.handle.routeName === def.routeName);
  if (!route) return null;
  const { Component, prefetch } = await route.lazy();
  return { routeName: def.routeName, Component, prefetch, params };
}

/**
 * The signed-in page at `url` rendered by the app's own components, as the browser renders it once
 * its reads are answered, or null when the server leaves the page to the browser (not one of
 * SERVER_RENDERED_ROUTES, its area has no server build, the guard would send the visit elsewhere, a
 * read failed). The session's reads and the page's own (its prefetch) are asked for first; each render
 * may ask for more (react-query), which are answered before the page is rendered again.
 *
 * The session, the device's zone and the calls' destination are module state of
 * @inscriptions/shared, as in the browser: the caller runs one render at a time
 * (server/src/http/serverRender.ts), and all three are cleared when it ends.
 */
export async function renderLanding({
  url,
  session,
  fetch,
  loadRegister,
}: RenderLandingOptions): Promise<RenderedLanding | null> {
  const requested = new URL(url, 'http://localhost');
  const landing = await landingPage(requested.pathname, loadRegister);
  if (!landing) return null;
  setAuthSession(
    new SessionUser({
      access_token: session.accessToken,
      token_type: 'Bearer',
      expires_at: session.expiresAt,
      profile: { sub: session.sub, iss: '', aud: '', exp: session.expiresAt, iat: 0 },
    }),
  );
  renderInZone(session.timezone);
  answerCallsWith(fetch);
  try {
    const queryClient = createAppQueryClient();
    const store = createAppStore();
    const handler = createStaticHandler(buildRoutes({ landing }));
    const context = await handler.query(new Request(requested));
    if (context instanceof Response) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    // The page's own reads (its prefetch) with the session's: most pages then render once.
    await Promise.all([
      queryClient.prefetchQuery(currentUserQuery()),
      queryClient.prefetchQuery(inscriptionsQuery()),
      landing.prefetch?.({ queryClient, params: landing.params, searchParams: requested.searchParams }),
    ]);

    let rendered = { html: '', styleTags: '' };
    for (let pass = 1; pass <= MAX_RENDERS; pass += 1) {
      const sheet = new ServerStyleSheet();
      try {
        const html = inZone(session.timezone, () =>
          renderToString(
            sheet.collectStyles(
              <StrictMode>
                <AppProviders store={store} queryClient={queryClient}>
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                </AppProviders>
              </StrictMode>,
            ),
          ),
        );
        rendered = { html, styleTags: sheet.getStyleTags() };
      } finally {
        sheet.seal();
      }
      const unanswered = unansweredQueries(queryClient);
      if (unanswered.length === 0 || pass === MAX_RENDERS) break;
      await Promise.all(unanswered.map((query) => query.fetch().catch(() => undefined)));
    }
    const failed = queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error');
    if (failed || !rendered.html.includes(`data-testid="page-${landing.routeName}"`)) return null;
    return { ...rendered, state: dehydrate(queryClient) };
  } finally {
    answerCallsWith(null);
    renderInZone(null);
    setAuthSession(null, 'unknown');
  }
}
