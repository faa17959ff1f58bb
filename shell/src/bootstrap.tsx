import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from '@inscriptions/shared/router';
import { initAuth } from '@inscriptions/shared/auth';
import { createAppStore } from '@inscriptions/shared/store';
import { AppProviders, createAppQueryClient } from '@inscriptions/shared/ui';
import { prefetchSessionData } from './app/sessionData';
import { takeServerRender } from './app/serverRender';
import { registerServiceWorker } from './app/serviceWorker';
import { landingRoute } from './federation/prefetch';
import { initFederation } from './federation/remotes';
import { followLastViews } from './lastView/followLastViews';
import { buildRoutes } from './routes/routes';

// One store, one QueryClient, one router for the whole app (remotes render inside them).
const store = createAppStore();
const queryClient = createAppQueryClient();

// The page the server rendered, with the reads it was rendered from; else the session's reads are
// asked for at once.
const serverRendered = takeServerRender(queryClient);
// The session: /app-config.json, then the stored OIDC user (localStorage); the guard waits for it.
void initAuth().catch((error: unknown) => console.warn('Sign-in is unavailable', error));
if (!serverRendered) void prefetchSessionData(queryClient).catch(() => undefined);

// Remotes are registered from /remotes.json in the background; routes wait for it lazily.
void initFederation();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
// The HTML's start-up screen stays while the opened page's code arrives (its load began in index.ts);
// then the app renders with that page already in its route table, so the first page renders in one pass.
void landingRoute().then((landing) => {
  // The opened page's reads start before its first render, which would ask for them only once committed.
  if (!serverRendered && landing?.prefetch) {
    const searchParams = new URLSearchParams(window.location.search);
    void landing.prefetch({ queryClient, params: landing.params, searchParams });
  }
  const router = createBrowserRouter(buildRoutes({ landing, queryClient }));
  // The installable app: shell, remotes and the last lists available offline (shell/sw).
  registerServiceWorker(router);
  // The last view of this address (shown by the HTML's inline script) gives way once the page settles.
  followLastViews({ router, queryClient });
  const app = (
    <StrictMode>
      <AppProviders store={store} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // The server's page becomes the app's where the same page is at hand; else the app renders afresh.
  if (serverRendered && landing) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
