import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from '@inscriptions/shared/router';
import type { RouteObject } from '@inscriptions/shared/router';
import { authEvents, makeSessionUser, setAuthSession } from '@inscriptions/shared/auth';
import { ROUTE_CATALOGUE } from '@inscriptions/shared/federation';
import type { PagePrefetchContext, RemoteDir, RemoteRoute } from '@inscriptions/shared/federation';
import { createAppStore } from '@inscriptions/shared/store';
import { AppProviders, createAppQueryClient } from '@inscriptions/shared/ui';
import type { LandingRoute } from '../federation/prefetch';
import { buildRoutes } from './routes';
import type { RemoteRouteDeps } from './remoteRoute';

// The callback page's code exchange waits forever here: the route table is under test, not the exchange.
jest.mock('@inscriptions/shared/auth', () => ({
  ...jest.requireActual('@inscriptions/shared/auth'),
  completeSignIn: () => new Promise(() => undefined),
}));

/** Spec section 2, written out independently of the catalogue. */
const SPEC_ROUTES: [string, string][] = [
  ['/cookie-policy', 'CookiePolicy'],
  ['/personal-information-processing-agreement', 'PersonalInformationProcessingAgreement'],
  ['/terms-of-service', 'TermsOfService'],
  ['/auth/signin', 'SignIn'],
  ['/auth/callback', 'AuthCallback'],
  ['/auth/signup', 'SignUp'],
  ['/auth/confirmation', 'Confirmation'],
  ['/auth/confirm-email', 'ConfirmEmail'],
  ['/auth/request-reset', 'RequestReset'],
  ['/auth/reset-password', 'ResetPassword'],
  ['/auth/signout', 'SignOut'],
  ['/auth/onboarding/welcome', 'OnboardingWelcome'],
  ['/auth/onboarding/profile', 'OnboardingProfile'],
  ['/auth/onboarding/reminder', 'OnboardingReminder'],
  ['/auth/onboarding/inscription', 'OnboardingInscription'],
  ['/inscriptions', 'SelectInscription'],
  ['/inscriptions/new', 'NewInscription'],
  ['/inscriptions/:inscriptionId/settings', 'InscriptionDetails'],
  ['/inscriptions/:inscriptionId/timeline', 'Timeline'],
  ['/inscriptions/:inscriptionId/entries', 'SelectEntry'],
  ['/inscriptions/:inscriptionId/entries/new', 'NewEntry'],
  ['/inscriptions/:inscriptionId/entries/:entryId/settings', 'EntrySettings'],
  ['/profile', 'Profile'],
  ['/edit-profile', 'EditProfile'],
  ['/set-reminders', 'SetReminders'],
  ['/import-data', 'ImportData'],
  ['/export-data', 'ExportData'],
  ['/security', 'AccountSecurity'],
  ['/tasks', 'SelectTaskInscription'],
  ['/tasks/:inscriptionId', 'Tasks'],
  ['/tasks/:inscriptionId/new', 'NewTask'],
  ['/tasks/:inscriptionId/:taskId', 'TaskDetails'],
  ['/data-insights', 'SelectDataInsights'],
  ['/data-insights/:inscriptionId', 'DataInsightsDetails'],
  ['/data-insights/:inscriptionId/prior-questions', 'PriorQuestions'],
  ['/data-insights/:inscriptionId/new-question', 'NewQuestion'],
  ['/data-insights/:inscriptionId/questions/:chatId', 'QuestionResults'],
  ['/resources', 'SelectResource'],
  ['/resources/:inscriptionId', 'ResourceDetails'],
  ['/resources/:inscriptionId/query-all-entries', 'AllEntries'],
];

function flatten(routes: RouteObject[], parent = ''): [string, string][] {
  return routes.flatMap((r) => {
    const path = r.path ? (r.path.startsWith('/') ? r.path : `${parent.replace(/\/$/, '')}/${r.path}`) : parent;
    const name = (r.handle as { routeName?: string } | undefined)?.routeName;
    const own: [string, string][] = name && r.path !== '*' ? [[path, name]] : [];
    return [...own, ...flatten(r.children ?? [], path)];
  });
}

function ShowState() {
  const location = useLocation();
  return <output data-testid="location-state">{JSON.stringify(location.state)}</output>;
}

/** Fake remotes: each page renders its test id and an h1. */
function fakeRegister(dir: RemoteDir): RemoteRoute[] {
  return ROUTE_CATALOGUE.filter((d) => d.remote === dir).map((d) => ({
    path: d.path,
    handle: { routeName: d.routeName },
    lazy: async () => ({
      Component: function FakePage() {
        return (
          <section data-testid={`page-${d.routeName}`}>
            <h1>{d.title}</h1>
            <ShowState />
          </section>
        );
      },
    }),
  }));
}

function graphqlFetch(user: unknown, inscriptions: unknown[]) {
  globalThis.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    const { query } = JSON.parse(String(init?.body)) as { query: string };
    const data = query.includes('query CurrentUser') ? { user } : { inscriptions };
    return {
      ok: true,
      status: 200,
      headers: { get: () => 'application/json' },
      text: async () => JSON.stringify({ data }),
      json: async () => ({ data }),
    };
  }) as unknown as typeof fetch;
}

async function renderAt(path: string, deps: Partial<RemoteRouteDeps> = {}, landing: LandingRoute | null = null) {
  const fullDeps: RemoteRouteDeps = {
    load: async (dir) => fakeRegister(dir),
    retry: async (dir) => fakeRegister(dir),
    peek: () => null,
    ...deps,
  };
  const store = createAppStore();
  const queryClient = createAppQueryClient();
  const router = createMemoryRouter(buildRoutes({ deps: fullDeps, landing, queryClient }), { initialEntries: [path] });
  await act(async () => {
    render(
      <AppProviders store={store} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
  return { router, store, queryClient };
}

/** The router settles on `path` (a redirect is rendered, then navigates). */
async function expectPath(router: { state: { location: { pathname: string } } }, path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

describe('shell route table', () => {
  beforeEach(() => setAuthSession(null));

  it('covers every route of spec section 2 with its route name', () => {
    const table = flatten(buildRoutes());
    expect([...table].sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('renders the landing page it was given without loading it, and loads the other pages of its remote lazily', async () => {
    const load = jest.fn(async (dir: RemoteDir) => fakeRegister(dir));
    function LandingSignIn() {
      return <h1 data-testid="landing-SignIn">Sign in</h1>;
    }
    const { router } = await renderAt(
      '/auth/signin',
      { load },
      { routeName: 'SignIn', Component: LandingSignIn, params: {} },
    );
    expect(router.state.initialized).toBe(true);
    expect(screen.getByTestId('landing-SignIn')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await act(() => router.navigate('/auth/signup'));
    expect(await screen.findByTestId('page-SignUp')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf-auth');
  });

  it('redirects /auth to /auth/signin', async () => {
    const { router } = await renderAt('/auth');
    await expectPath(router, '/auth/signin');
    expect(await screen.findByTestId('page-SignIn')).toBeInTheDocument();
  });

  it('sends unauthenticated users from / to SignIn, remembering the page', async () => {
    const { router } = await renderAt('/');
    await expectPath(router, '/auth/signin');
    expect(await screen.findByTestId('location-state')).toHaveTextContent('{"from":"/inscriptions"}');
  });

  it.each([
    '/auth/callback',
    '/auth/confirmation',
    '/auth/reset-password',
    '/auth/signup',
    '/auth/request-reset',
    '/terms-of-service',
  ])('%s needs no session', async (path) => {
    const { router } = await renderAt(path);
    await expectPath(router, path);
  });

  it('renders /auth/callback itself, loading no remote', async () => {
    const load = jest.fn(async (dir: RemoteDir) => fakeRegister(dir));
    await renderAt('/auth/callback?code=c&state=s', { load });
    expect(screen.getByTestId('page-AuthCallback')).toHaveTextContent('Signing you in…');
    expect(load).not.toHaveBeenCalled();
  });

  it('shows a skeleton, not a redirect, until the stored session has been read', async () => {
    setAuthSession(null, 'unknown');
    const { router } = await renderAt('/profile');
    await expectPath(router, '/profile');
    expect(screen.queryByTestId('page-Profile')).not.toBeInTheDocument();
  });

  it('renders a NotFound page for unknown paths', async () => {
    await renderAt('/no/such/page');
    expect(await screen.findByTestId('page-NotFound')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });

  describe('signed in', () => {
    beforeEach(() => setAuthSession(makeSessionUser({ accessToken: 'tok' })));
    // Unmount before signing out: signing out under a mounted app would re-render it and redirect to
    // SignIn after the test, outside act (RTL's own cleanup runs after this hook).
    afterEach(() => {
      cleanup();
      setAuthSession(null);
    });

    it('without a profile goes to OnboardingWelcome', async () => {
      graphqlFetch(null, []);
      const { router } = await renderAt('/inscriptions');
      expect(await screen.findByTestId('page-OnboardingWelcome')).toBeInTheDocument();
      await expectPath(router, '/auth/onboarding/welcome');
    });

    it('without inscriptions goes to OnboardingReminder', async () => {
      graphqlFetch({ id: 'u1', fullName: 'Ada' }, []);
      const { router } = await renderAt('/profile');
      expect(await screen.findByTestId('page-OnboardingReminder')).toBeInTheDocument();
      await expectPath(router, '/auth/onboarding/reminder');
    });

    it('with a profile and inscriptions sees the page inside the inscriptions layout', async () => {
      graphqlFetch({ id: 'u1', fullName: 'Ada' }, [{ id: 'i1', name: 'Coffee', entryCount: 2 }]);
      await renderAt('/inscriptions/i1/entries');
      expect(await screen.findByTestId('page-SelectEntry')).toBeInTheDocument();
      // The 'My Inscriptions' sidebar (shown on wide screens) lists the inscriptions.
      expect(screen.getByTestId('my-inscriptions-sidebar')).toHaveTextContent('My Inscriptions');
      expect(await screen.findByRole('link', { name: /Coffee/, hidden: true })).toHaveAttribute(
        'href',
        '/inscriptions/i1/entries',
      );
      expect(screen.getByRole('main')).toContainElement(screen.getByTestId('page-SelectEntry'));
    });

    it('on an invalid session clears the cache and the UI store and goes to SignIn', async () => {
      graphqlFetch({ id: 'u1', fullName: 'Ada' }, [{ id: 'i1', name: 'Coffee', entryCount: 2 }]);
      const { router, store, queryClient } = await renderAt('/inscriptions/i1/entries');
      expect(await screen.findByTestId('page-SelectEntry')).toBeInTheDocument();
      expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);
      // A message shown before the session ends: the store is updated from outside React, hence act.
      act(() => {
        store.dispatch({ type: 'ui/showError', payload: { id: 'x', message: 'old message' } });
      });
      expect(screen.getByRole('alert')).toHaveTextContent('old message');
      await act(async () => {
        setAuthSession(null);
        authEvents.emit('session-expired', { reason: 'unauthorized' });
      });
      // Nothing of the previous user stays cached (components still mounted may re-create empty,
      // disabled queries until the redirect).
      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .filter((q) => q.state.data !== undefined),
      ).toEqual([]);
      expect(store.getState().ui.errors).toEqual([]);
      await expectPath(router, '/auth/signin');
      expect(await screen.findByTestId('location-state')).toHaveTextContent('{"from":"/inscriptions/i1/entries"}');
    });

    it("starts a page's reads with the route's params and query when it is navigated to, and renders it without waiting for them", async () => {
      graphqlFetch({ id: 'u1', fullName: 'Ada' }, [{ id: 'i1', name: 'Coffee', entryCount: 2 }]);
      const prefetch = jest.fn<Promise<void>, [PagePrefetchContext]>(() => new Promise(() => undefined));
      const withPrefetch = (dir: RemoteDir) =>
        fakeRegister(dir).map((route) =>
          route.handle.routeName === 'SelectEntry'
            ? { ...route, lazy: async () => ({ ...(await route.lazy()), prefetch }) }
            : route,
        );
      const { router, queryClient } = await renderAt('/inscriptions', { load: async (dir) => withPrefetch(dir) });
      expect(await screen.findByTestId('page-SelectInscription')).toBeInTheDocument();
      expect(prefetch).not.toHaveBeenCalled();

      await act(() => router.navigate('/inscriptions/i1/entries?pivot=e7'));
      expect(await screen.findByTestId('page-SelectEntry')).toBeInTheDocument();
      expect(prefetch).toHaveBeenCalledTimes(1);
      const [{ queryClient: given, params, searchParams }] = prefetch.mock.calls[0]!;
      expect(given).toBe(queryClient);
      expect(params).toEqual({ inscriptionId: 'i1' });
      expect(searchParams.get('pivot')).toBe('e7');
    });

    it('shows an in-layout error panel for a dead remote and recovers with Try again', async () => {
      const user = userEvent.setup();
      graphqlFetch({ id: 'u1', fullName: 'Ada' }, [{ id: 'i1', name: 'Coffee', entryCount: 2 }]);
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const retry = jest.fn(async (dir: RemoteDir) => fakeRegister(dir));
      const { store } = await renderAt('/inscriptions/i1/entries', {
        load: async (dir) => {
          if (dir === 'mf-entries') throw new Error('manifest unreachable');
          return fakeRegister(dir);
        },
        retry,
      });
      const panel = await screen.findByTestId('remote-error');
      expect(panel).toHaveAttribute('role', 'alert');
      expect(panel).toHaveTextContent('The Entries area could not be loaded.');
      expect(screen.getByRole('main')).toContainElement(panel);
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(store.getState().ui.errors.map((e) => e.message)).toContain(
        'The Entries area could not be loaded. Please try again.',
      );

      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(retry).toHaveBeenCalledWith('mf-entries');
      expect(await screen.findByTestId('page-SelectEntry')).toBeInTheDocument();
      expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
      expect(warn).toHaveBeenCalled();
      warn.mockRestore();
    });
  });
});
