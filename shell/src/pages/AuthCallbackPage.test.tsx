import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@inscriptions/shared/api';
import * as auth from '@inscriptions/shared/auth';
import { makeSessionUser, peekAuthNotice, setAuthSession } from '@inscriptions/shared/auth';
import { RouterProvider, createMemoryRouter, useLocation } from '@inscriptions/shared/router';
import { createAppStore } from '@inscriptions/shared/store';
import { AppProviders } from '@inscriptions/shared/ui';
import { AuthCallbackPage } from './AuthCallbackPage';

jest.mock('@inscriptions/shared/auth', () => ({
  ...jest.requireActual('@inscriptions/shared/auth'),
  completeSignIn: jest.fn(),
}));
const completeSignIn = auth.completeSignIn as jest.MockedFunction<typeof auth.completeSignIn>;

function Landing() {
  return <output data-testid="landed">{useLocation().pathname}</output>;
}

/** The callback page at `url` inside the app providers; any other path shows where it landed. */
async function renderCallback(url = '/auth/callback') {
  const router = createMemoryRouter(
    [
      { path: '/auth/callback', element: <AuthCallbackPage /> },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: [url] },
  );
  await act(async () => {
    render(
      <AppProviders store={createAppStore()} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
  return { router };
}

/** The GraphQL endpoint answers the profile query with `user`. */
function graphqlUser(user: unknown) {
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    headers: { get: () => 'application/json' },
    json: async () => ({ data: { user } }),
    text: async () => JSON.stringify({ data: { user } }),
  })) as unknown as typeof fetch;
}

function signedIn(returnTo: string | null) {
  completeSignIn.mockImplementation(async () => {
    const user = makeSessionUser({ accessToken: 'tok' });
    setAuthSession(user);
    return { user, returnTo };
  });
}

beforeEach(() => {
  sessionStorage.clear();
  setAuthSession(null);
});

describe('AuthCallback', () => {
  it('goes to onboarding when the account has no profile', async () => {
    signedIn('/profile');
    graphqlUser(null);
    const { router } = await renderCallback('/auth/callback?code=c&state=s');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/onboarding/welcome'));
  });

  it('goes to the remembered page, else /inscriptions', async () => {
    signedIn('/inscriptions/i1/entries');
    graphqlUser({ id: 'u1', fullName: 'Ada' });
    const first = await renderCallback();
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/inscriptions/i1/entries'));
  });

  it('fetches the inscription list beside the profile, before leaving the callback', async () => {
    signedIn(null);
    graphqlUser({ id: 'u1', fullName: 'Ada' });
    const { router } = await renderCallback();
    await waitFor(() => expect(router.state.location.pathname).toBe('/inscriptions'));
    const queries = (globalThis.fetch as jest.Mock).mock.calls.map(([, init]) => String((init as RequestInit).body));
    expect(queries.some((body) => body.includes('query Inscriptions'))).toBe(true);
    expect(queries.some((body) => body.includes('query CurrentUser'))).toBe(true);
  });

  it('defaults to /inscriptions', async () => {
    signedIn(null);
    graphqlUser({ id: 'u1', fullName: 'Ada' });
    const { router } = await renderCallback();
    await waitFor(() => expect(router.state.location.pathname).toBe('/inscriptions'));
    expect(screen.getByTestId('landed')).toHaveTextContent('/inscriptions');
  });

  it('sends errors to sign-in with the message (and no automatic retry loop)', async () => {
    completeSignIn.mockRejectedValue(new Error('Invalid state in OAuth flow'));
    const { router } = await renderCallback();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
    expect(peekAuthNotice()).toEqual({ message: 'Invalid state in OAuth flow', blocking: true });
  });
});
