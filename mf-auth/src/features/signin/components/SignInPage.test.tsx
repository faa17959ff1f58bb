import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { browser, peekAuthNotice, setAuthSession } from '@inscriptions/shared/auth';
import * as auth from '@inscriptions/shared/auth';
import { bodyOf, mockFetch, renderPage, retype } from '../../../test/render';
import { CONTINUATION_KEY } from '../../common/lib/continuation';
import { SignInPage } from './SignInPage';

jest.mock('@inscriptions/shared/auth', () => ({
  ...jest.requireActual('@inscriptions/shared/auth'),
  startSignIn: jest.fn(() => new Promise(() => undefined)),
  restartSignIn: jest.fn(() => new Promise(() => undefined)),
}));

const UID = 'uid-123';

let user: UserEvent;

async function renderForm() {
  return renderPage(<SignInPage />, { path: '/auth/signin', url: `/auth/signin?interaction=${UID}` });
}

async function fill(email: string, password: string) {
  await retype(user, screen.getByLabelText('Email'), email);
  await retype(user, screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

/** The form after the server refused a wrong password: its message shows. */
async function failWrongPassword() {
  mockFetch({
    [`POST /oidc/interaction/${UID}/login`]: {
      status: 401,
      body: { code: 'NotAuthorizedException', message: 'Incorrect username or password.' },
    },
  });
  const rendered = await renderForm();
  await fill('ada@example.com', 'wrong');
  expect(rendered.errors()).toEqual(['Incorrect username or password.']);
  return rendered;
}

beforeEach(() => {
  user = userEvent.setup();
  sessionStorage.clear();
  jest.clearAllMocks();
  setAuthSession(null);
});

describe('SignIn without an interaction', () => {
  it('starts the authorize request at once, with the page the guard remembered', async () => {
    await renderPage(<SignInPage />, { path: '/auth/signin', state: { from: '/inscriptions/i1/entries' } });
    expect(auth.startSignIn).toHaveBeenCalledWith({ returnTo: '/inscriptions/i1/entries' });
    expect(screen.getByTestId('page-SignIn')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Preparing sign-in…');
  });

  it('does not loop after a failed callback: shows the message and a retry', async () => {
    auth.setAuthNotice('Invalid state in OAuth flow', { blocking: true });
    const { errors } = await renderPage(<SignInPage />, { path: '/auth/signin' });
    expect(auth.startSignIn).not.toHaveBeenCalled();
    expect(errors()).toContain('Invalid state in OAuth flow');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(auth.startSignIn).toHaveBeenCalledWith({ returnTo: null });
  });
});

describe('SignIn form', () => {
  it('has labelled, required email and password fields, Login, Sign up and Forgot Password?', async () => {
    mockFetch({});
    await renderForm();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/signup');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/auth/request-reset');
  });

  it('validates on the client', async () => {
    const fetchMock = mockFetch({});
    await renderForm();
    await fill('', '');
    expect(screen.getByText('Username cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Password cannot be empty')).toBeInTheDocument();
    await fill('not-an-email', 'secret');
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/login'))).toBe(false);
  });

  it("posts the credentials to the interaction, then follows the provider's redirects in the page to the callback", async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const fetchMock = mockFetch({
      [`POST /oidc/interaction/${UID}/login`]: {
        status: 200,
        body: { redirectTo: 'http://localhost/oidc/auth/uid-123' },
      },
      'GET /oidc/auth/uid-123': { url: 'http://localhost/auth/callback?code=c-1&state=s-1' },
    });
    await renderForm();
    await fill(' Ada@Example.com ', 'Secret1!');
    expect(bodyOf(fetchMock, `/oidc/interaction/${UID}/login`)).toEqual({
      email: 'ada@example.com',
      password: 'Secret1!',
    });
    const init = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/login'))![1]!;
    expect(init.credentials).toBe('include');
    const resume = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/oidc/auth/uid-123'))![1]!;
    expect(resume.credentials).toBe('same-origin');
    // The callback route takes over in this document: no full-page load.
    expect(await screen.findByTestId('landed')).toHaveTextContent('/auth/callback?code=c-1&state=s-1');
    expect(assign).not.toHaveBeenCalled();
  });

  it("a failed attempt's message does not outlive the sign-in that follows it", async () => {
    const { errors } = await failWrongPassword();
    mockFetch({
      [`POST /oidc/interaction/${UID}/login`]: { status: 200, body: { redirectTo: 'http://localhost/oidc/auth/uid-123' } },
      'GET /oidc/auth/uid-123': { url: 'http://localhost/auth/callback?code=c-1&state=s-1' },
    });
    await fill('ada@example.com', 'Secret1!');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/auth/callback?code=c-1');
    expect(errors()).toEqual([]);
  });

  it('shows the server message, else the fallback', async () => {
    const { errors } = await failWrongPassword();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();

    mockFetch({ [`POST /oidc/interaction/${UID}/login`]: { status: 500, body: undefined } });
    await fill('ada@example.com', 'wrong');
    expect(errors()).toContain('An unknown error occurred while signing in');
  });

  it('on "User is not confirmed." resends the confirmation and shows the modal', async () => {
    const fetchMock = mockFetch({
      [`POST /oidc/interaction/${UID}/login`]: {
        status: 401,
        body: { code: 'UserNotConfirmedException', message: 'User is not confirmed.' },
      },
      'POST /account/resend': { status: 200, body: { message: 'sent' } },
    });
    const { errors } = await renderForm();
    await fill('ada@example.com', 'Secret1!');
    const dialog = await screen.findByRole('dialog', { name: 'Check your email to confirm your account' });
    expect(bodyOf(fetchMock, '/account/resend')).toEqual({ email: 'ada@example.com' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('We just sent a confirmation link to your inbox. You may safely close this tab.');
    expect(errors()).toEqual([]);
    // Once open, the modal takes the focus and listens for Escape.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts a new authorize request when the provider lost the interaction', async () => {
    mockFetch({
      [`POST /oidc/interaction/${UID}/login`]: {
        status: 400,
        body: { code: 'SessionNotFound', message: 'Your sign-in session has expired, please try again.' },
      },
    });
    await renderForm();
    await fill('ada@example.com', 'Secret1!');
    expect(auth.restartSignIn).toHaveBeenCalled();
    expect(peekAuthNotice()).toEqual({
      message: 'Your sign-in session has expired, please try again.',
      blocking: false,
    });
  });

  it('shows a notice carried over the redirect (e.g. the session ended) and prefills the login hint', async () => {
    auth.setAuthNotice('Your session has ended, please sign in again.');
    mockFetch({
      [`/oidc/interaction/${UID}/details`]: { body: { uid: UID, params: { login_hint: 'ada@example.com' } } },
    });
    const { errors } = await renderForm();
    expect(errors()).toEqual(['Your session has ended, please sign in again.']);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });
});

describe('SignIn right after sign-up (a pending continuation in this tab)', () => {
  it('completes the interaction with the continuation instead of showing the form', async () => {
    sessionStorage.setItem(CONTINUATION_KEY, 'cont-1');
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const fetchMock = mockFetch({
      [`POST /oidc/interaction/${UID}/continue`]: { body: { redirectTo: 'http://localhost/oidc/auth/uid-123' } },
      'GET /oidc/auth/uid-123': { url: 'http://localhost/auth/callback?code=c-1&state=s-1' },
    });
    await renderForm();
    expect(bodyOf(fetchMock, `/oidc/interaction/${UID}/continue`)).toEqual({ continuation: 'cont-1' });
    expect(sessionStorage.getItem(CONTINUATION_KEY)).toBeNull();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/auth/callback?code=c-1&state=s-1');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('on refusal drops the continuation and shows the ordinary form', async () => {
    sessionStorage.setItem(CONTINUATION_KEY, 'cont-1');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    mockFetch({
      [`POST /oidc/interaction/${UID}/continue`]: {
        status: 401,
        body: { code: 'NotAuthorizedException', message: 'Please sign in with your email and password.' },
      },
    });
    const { errors } = await renderForm();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(sessionStorage.getItem(CONTINUATION_KEY)).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(errors()).toEqual([]);
    warn.mockRestore();
  });

  it('without one, never calls the continue endpoint', async () => {
    const fetchMock = mockFetch({});
    await renderForm();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/continue'))).toBe(false);
  });
});

describe('SignIn when already signed in', () => {
  it('stays on the page (no new authorize request) and offers to continue', async () => {
    const { makeSessionUser } = jest.requireActual<typeof auth>('@inscriptions/shared/auth');
    setAuthSession(makeSessionUser());
    const { router } = await renderPage(<SignInPage />, { path: '/auth/signin' });
    expect(auth.startSignIn).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/inscriptions');
  });
});
