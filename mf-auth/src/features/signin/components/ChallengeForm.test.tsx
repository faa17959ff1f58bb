import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { browser, setAuthSession } from '@inscriptions/shared/auth';
import { bodyOf, mockFetch, renderPage, retype } from '../../../test/render';
import { SignInPage } from './SignInPage';

jest.mock('@inscriptions/shared/auth', () => ({
  ...jest.requireActual('@inscriptions/shared/auth'),
  startSignIn: jest.fn(() => new Promise(() => undefined)),
  restartSignIn: jest.fn(() => new Promise(() => undefined)),
}));

jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  startAuthentication: jest.fn(async ({ optionsJSON }: { optionsJSON: { challenge: string } }) => ({ id: 'cred-1', challenge: optionsJSON.challenge })),
}));

const UID = 'uid-9';
const LOGIN = `POST /oidc/interaction/${UID}/login`;
const CHALLENGE = `POST /oidc/interaction/${UID}/challenge`;

let user: UserEvent;

async function click(name: string) {
  await user.click(screen.getByRole('button', { name }));
}

async function passPassword(challenge: Record<string, unknown>, answers: Record<string, unknown>) {
  const fetchMock = mockFetch({ [LOGIN]: { body: { session: 's-1', ...challenge } }, ...answers });
  await renderPage(<SignInPage />, { path: '/auth/signin', url: `/auth/signin?interaction=${UID}` });
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret!1a');
  await click('Login');
  return fetchMock;
}

beforeEach(() => {
  user = userEvent.setup();
  jest.clearAllMocks();
  setAuthSession(null);
});

describe('sign-in challenges', () => {
  it('authenticator code: an empty answer is refused without a request, a wrong one shows the server message, the right one continues', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    let attempts = 0;
    const fetchMock = await passPassword(
      { challenge: 'SOFTWARE_TOKEN_MFA' },
      {
        [CHALLENGE]: () =>
          ++attempts === 1
            ? { status: 400, body: { code: 'CodeMismatchException', message: 'Invalid code received for user' } }
            : { body: { redirectTo: '/oidc/auth/uid-9' } },
        'GET /oidc/auth/uid-9': { url: 'http://localhost/auth/callback?code=c-9&state=s-9' },
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeInTheDocument();
    await click('Verify');
    expect(screen.getByText('Challenge response cannot be empty')).toBeInTheDocument();
    expect(attempts).toBe(0);
    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await click('Verify');
    expect(screen.getAllByText('Invalid code received for user').length).toBeGreaterThan(0);
    await retype(user, screen.getByLabelText('Authentication code'), '123456');
    await click('Verify');
    expect(bodyOf(fetchMock, `/oidc/interaction/${UID}/challenge`)).toEqual({ session: 's-1', name: 'SOFTWARE_TOKEN_MFA', answer: '000000' });
    expect(await screen.findByTestId('landed')).toHaveTextContent('/auth/callback?code=c-9&state=s-9');
    expect(assign).not.toHaveBeenCalled();
  });

  it('a recovery code is sent as RECOVERY_CODE', async () => {
    const fetchMock = await passPassword({ challenge: 'SOFTWARE_TOKEN_MFA' }, { [CHALLENGE]: { body: { redirectTo: '/x' } } });
    jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    await click('Use a recovery code instead');
    await user.type(screen.getByLabelText('Recovery code'), 'abcd-efgh');
    await click('Verify');
    expect(bodyOf(fetchMock, `/oidc/interaction/${UID}/challenge`)).toEqual({ session: 's-1', name: 'RECOVERY_CODE', answer: 'abcd-efgh' });
  });

  it('MFA selection, then the chosen factor', async () => {
    const fetchMock = await passPassword(
      { challenge: 'SELECT_MFA_TYPE', options: ['SOFTWARE_TOKEN_MFA', 'OTHER'] },
      { [CHALLENGE]: { body: { challenge: 'SOFTWARE_TOKEN_MFA', session: 's-1' } } },
    );
    expect(screen.getByRole('radio', { name: 'Authenticator app' })).toBeChecked();
    await click('Continue');
    expect(bodyOf(fetchMock, `/oidc/interaction/${UID}/challenge`)).toEqual({ session: 's-1', name: 'SELECT_MFA_TYPE', answer: 'SOFTWARE_TOKEN_MFA' });
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
  });

  it('new password required: the rule and the match are checked before sending', async () => {
    const fetchMock = await passPassword({ challenge: 'NEW_PASSWORD_REQUIRED' }, { [CHALLENGE]: { body: { redirectTo: '/x' } } });
    jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'Brand-new1!');
    await user.type(screen.getByLabelText('Confirm password'), 'Other-one1!');
    await click('Set password');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await retype(user, screen.getByLabelText('Confirm password'), 'Brand-new1!');
    await click('Set password');
    expect(bodyOf(fetchMock, `/oidc/interaction/${UID}/challenge`)).toEqual({ session: 's-1', name: 'NEW_PASSWORD_REQUIRED', answer: 'Brand-new1!' });
  });

  it('passkey step: the assertion for the request is sent as WEB_AUTHN; a refused one brings a fresh request', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    let attempts = 0;
    const fetchMock = await passPassword(
      { challenge: 'WEB_AUTHN', publicKey: { challenge: 'first' } },
      {
        [CHALLENGE]: () =>
          ++attempts === 1
            ? { status: 400, body: { code: 'CodeMismatchException', message: 'That passkey could not be verified, please try again.', publicKey: { challenge: 'second' } } }
            : { body: { redirectTo: '/oidc/auth/uid-9' } },
        'GET /oidc/auth/uid-9': { url: 'http://localhost/auth/callback?code=c-9&state=s-9' },
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeInTheDocument();
    await click('Use passkey');
    expect(bodyOf(fetchMock, `/oidc/interaction/${UID}/challenge`)).toEqual({
      session: 's-1',
      name: 'WEB_AUTHN',
      answer: JSON.stringify({ id: 'cred-1', challenge: 'first' }),
    });
    expect((await screen.findAllByText('That passkey could not be verified, please try again.')).length).toBeGreaterThan(0);
    await click('Use passkey');
    const last = fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/challenge')).at(-1) as [unknown, RequestInit];
    expect(JSON.parse(String(last[1].body))).toMatchObject({ answer: JSON.stringify({ id: 'cred-1', challenge: 'second' }) });
    expect(await screen.findByTestId('landed')).toHaveTextContent('/auth/callback?code=c-9&state=s-9');
    expect(assign).not.toHaveBeenCalled();
  });
});
