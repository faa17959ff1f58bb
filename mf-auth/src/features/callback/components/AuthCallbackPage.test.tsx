import { screen, waitFor } from '@testing-library/react';
import * as auth from '@inscriptions/shared/auth';
import { makeSessionUser, peekAuthNotice, setAuthSession } from '@inscriptions/shared/auth';
import { mockFetch, renderPage } from '../../../test/render';
import { AuthCallbackPage } from './AuthCallbackPage';

jest.mock('@inscriptions/shared/auth', () => ({
  ...jest.requireActual('@inscriptions/shared/auth'),
  completeSignIn: jest.fn(),
}));
const completeSignIn = auth.completeSignIn as jest.MockedFunction<typeof auth.completeSignIn>;

function graphqlUser(user: unknown) {
  mockFetch({ 'POST /graphql': { status: 200, body: { data: { user } } } });
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
    const { router } = await renderPage(<AuthCallbackPage />, {
      path: '/auth/callback',
      url: '/auth/callback?code=c&state=s',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/onboarding/welcome'));
  });

  it('goes to the remembered page, else /inscriptions', async () => {
    signedIn('/inscriptions/i1/entries');
    graphqlUser({ id: 'u1', fullName: 'Ada' });
    const first = await renderPage(<AuthCallbackPage />, { path: '/auth/callback' });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/inscriptions/i1/entries'));
  });

  it('defaults to /inscriptions', async () => {
    signedIn(null);
    graphqlUser({ id: 'u1', fullName: 'Ada' });
    const { router } = await renderPage(<AuthCallbackPage />, { path: '/auth/callback' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/inscriptions'));
    expect(screen.getByTestId('landed')).toHaveTextContent('/inscriptions');
  });

  it('sends errors to sign-in with the message (and no automatic retry loop)', async () => {
    completeSignIn.mockRejectedValue(new Error('Invalid state in OAuth flow'));
    const { router } = await renderPage(<AuthCallbackPage />, { path: '/auth/callback' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
    expect(peekAuthNotice()).toEqual({ message: 'Invalid state in OAuth flow', blocking: true });
  });
});
