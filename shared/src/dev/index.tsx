import { useCallback, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  generatePath,
  useNavigate,
} from '@inscriptions/shared/router';
import {
  CALLBACK_PATH,
  completeSignIn,
  initAuth,
  signOut,
  startSignIn,
  useAccessToken,
} from '@inscriptions/shared/auth';
import type { RegisterRemote, RemoteDir } from '@inscriptions/shared/federation';
import { createAppStore, dismissError, selectErrors, useAppDispatch, useAppSelector } from '@inscriptions/shared/store';
import {
  AppProviders,
  Button,
  ErrorBanner,
  PageSkeleton,
  PlaceholderPage,
  createAppQueryClient,
  styled,
} from '@inscriptions/shared/ui';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.9rem;
`;
const Main = styled.main`
  padding: 24px 16px 96px;
  display: flex;
  justify-content: center;
`;

/**
 * The standalone host signs in through the same OpenID Connect flow: /app-config.json (proxied to
 * the API) names the server's provider, whose login page is the server's own sign-in page. Outside
 * production the provider accepts this dev server's exact `/auth/callback`, so the flow comes back here.
 */
function DevLogin() {
  return (
    <Button type="button" onClick={() => void startSignIn({ returnTo: window.location.pathname })}>
      Sign in
    </Button>
  );
}

function DevLayout({ area, links }: { area: RemoteDir; links: { to: string; label: string }[] }) {
  const token = useAccessToken();
  const errors = useAppSelector(selectErrors);
  const dispatch = useAppDispatch();
  const onDismiss = useCallback((id: string) => dispatch(dismissError(id)), [dispatch]);
  return (
    <>
      <Bar>
        <strong>{area} (dev host)</strong>
        <nav aria-label="Dev routes" style={{ display: 'flex', gap: 10, flexWrap: 'wrap' }}>
          {links.map((l) => (
            <Link key={l.to} to={l.to}>
              {l.label}
            </Link>
          ))}
        </nav>
        {token ? (
          <Button type="button" $variant="ghost" onClick={() => void signOut()}>
            Sign out
          </Button>
        ) : (
          <DevLogin />
        )}
      </Bar>
      <Main>
        <Outlet />
      </Main>
      <ErrorBanner messages={errors} onDismiss={onDismiss} />
    </>
  );
}

/**
 * `/auth/callback` for a dev host whose remote has no callback page (every remote but mf-auth):
 * exchanges the code, then goes back to the page that started the sign-in.
 */
function DevCallback() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    completeSignIn().then(
      ({ returnTo }) => void navigate(returnTo ?? '/', { replace: true }),
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
    );
  }, [navigate]);
  return <PlaceholderPage routeName="AuthCallback" title="Signing in" description={failure ?? 'Signing you in…'} />;
}

function DevLoading() {
  return <PageSkeleton label="Loading" />;
}

/**
 * Runs a remote standalone (webpack-dev-server) with the same providers as the shell:
 * theme, QueryClient, Redux store and a router holding only this remote's routes.
 */
export function startDevHost({ area, register }: { area: RemoteDir; register: RegisterRemote }) {
  const store = createAppStore();
  const queryClient = createAppQueryClient();
  void initAuth().catch((error: unknown) => console.warn('Auth configuration unavailable', error));
  const routes = register();
  // Every route parameter of a dev link is "sample".
  const samplePath = (path: string) =>
    `/${generatePath(path, Object.fromEntries([...path.matchAll(/:(\w+)/g)].map((m) => [m[1], 'sample'])))}`;
  const links = routes.map((r) => ({
    to: samplePath(r.path),
    label: r.handle.routeName,
  }));
  const router = createBrowserRouter([
    {
      path: '/',
      element: <DevLayout area={area} links={links} />,
      HydrateFallback: DevLoading,
      children: [
        { index: true, element: <Navigate to={links[0]?.to ?? '/'} replace /> },
        ...routes.map((r) => ({
          path: r.path,
          handle: r.handle,
          lazy: r.lazy,
        })),
        ...(routes.some((r) => r.handle.routeName === 'AuthCallback')
          ? []
          : [{ path: CALLBACK_PATH, element: <DevCallback /> }]),
        {
          path: '*',
          element: <PlaceholderPage routeName="NotFound" title="Page not found" />,
        },
      ],
    },
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <AppProviders store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
