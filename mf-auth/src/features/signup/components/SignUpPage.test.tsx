import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { resetAppConfig, startSignIn } from '@inscriptions/shared/auth';
import { bodyOf, mockFetch, renderPage } from '../../../test/render';
import { CONTINUATION_KEY } from '../../common/lib/continuation';
import { SignUpPage } from './SignUpPage';

jest.mock('@inscriptions/shared/auth', () => ({
  ...jest.requireActual('@inscriptions/shared/auth'),
  startSignIn: jest.fn(() => new Promise(() => undefined)),
}));

let user: UserEvent;

async function submit(email: string, password: string, confirm: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('SignUp', () => {
  beforeEach(() => {
    resetAppConfig();
    user = userEvent.setup();
  });

  it('links the legal pages and the sign-in page', async () => {
    mockFetch({});
    await renderPage(<SignUpPage />, { path: '/auth/signup' });
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    expect(screen.getByRole('link', { name: 'Personal Information Processing Agreement' })).toHaveAttribute(
      'href',
      '/personal-information-processing-agreement',
    );
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookie-policy');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/signin');
  });

  it('validates email and matching passwords on the client', async () => {
    const fetchMock = mockFetch({});
    await renderPage(<SignUpPage />, { path: '/auth/signup' });
    await submit('ada@', 'Secret12!', 'Secret12?');
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/account/signup'))).toBe(false);
  });

  it('signs up with the lowercased email and shows the check-your-email modal', async () => {
    const fetchMock = mockFetch({ 'POST /account/signup': { status: 201, body: { message: 'created' } } });
    await renderPage(<SignUpPage />, { path: '/auth/signup' });
    await submit('Ada@Example.COM', 'Secret12!', 'Secret12!');
    expect(bodyOf(fetchMock, '/account/signup')).toEqual({ email: 'ada@example.com', password: 'Secret12!' });
    const dialog = screen.getByRole('dialog', { name: 'Check your email! You may safely close this tab.' });
    expect(dialog).toHaveTextContent('Please check your email for a confirmation link to activate your account.');
  });

  it('shows the server password rule and other server messages', async () => {
    mockFetch({
      'POST /account/signup': {
        status: 400,
        body: {
          code: 'InvalidPasswordException',
          message: 'Password must contain at least 8 characters, 1 capital letter, 1 special character, and 1 number.',
        },
      },
    });
    const { errors } = await renderPage(<SignUpPage />, { path: '/auth/signup' });
    await submit('ada@example.com', 'weak', 'weak');
    expect(errors()).toEqual([
      'Password must contain at least 8 characters, 1 capital letter, 1 special character, and 1 number.',
    ]);
  });

  it('says sign-up happens at the provider when accounts are external', async () => {
    mockFetch({
      '/app-config.json': {
        body: {
          oidc: { authority: 'https://idp.example/realms/x', clientId: 'inscriptions-web', scope: 'openid' },
          accounts: false,
        },
      },
    });
    await renderPage(<SignUpPage />, { path: '/auth/signup' });
    expect(await screen.findByTestId('provider-managed')).toHaveTextContent(
      'Sign-up happens at your identity provider.',
    );
    expect(screen.getByRole('link', { name: 'Go to the identity provider' })).toHaveAttribute(
      'href',
      'https://idp.example/realms/x',
    );
    expect(screen.queryByLabelText('Confirm password')).not.toBeInTheDocument();
  });

  describe('after sign-up: waits for the confirmation, then signs in', () => {
    const statusCalls = (fn: jest.Mock) => fn.mock.calls.filter(([u]) => String(u).includes('/account/signup-status'));
    // Runs the timers due and lets the answers they ask for arrive.
    const advance = async (ms: number) => {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(ms);
      });
    };
    // The tab starts waiting for the confirmation once the check-your-email modal is up.
    const modalShown = () => screen.findByRole('dialog', { name: 'Check your email! You may safely close this tab.' });

    beforeEach(() => {
      jest.useFakeTimers();
      // user-event waits between its steps with setTimeout: the fake clock must move for it.
      user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      jest.clearAllMocks();
      sessionStorage.clear();
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    async function signedUp(status: (n: number) => { confirmed: boolean }) {
      let n = 0;
      const fetchMock = mockFetch({
        'POST /account/signup': { status: 201, body: { userConfirmed: false, continuation: 'cont-1' } },
        'POST /account/signup-status': () => ({ body: status(++n) }),
      });
      const page = await renderPage(<SignUpPage />, { path: '/auth/signup' });
      await submit('ada@example.com', 'Secret12!', 'Secret12!');
      await modalShown();
      return { fetchMock, ...page };
    }

    it('asks every 5 s with the continuation and keeps the modal', async () => {
      const { fetchMock } = await signedUp(() => ({ confirmed: false }));
      expect(
        screen.getByRole('dialog', { name: 'Check your email! You may safely close this tab.' }),
      ).toBeInTheDocument();
      await advance(4999);
      expect(statusCalls(fetchMock)).toHaveLength(0);
      await advance(1);
      expect(statusCalls(fetchMock)).toHaveLength(1);
      expect(bodyOf(fetchMock, '/account/signup-status')).toEqual({ continuation: 'cont-1' });
      await advance(5000);
      expect(statusCalls(fetchMock)).toHaveLength(2);
      expect(startSignIn).not.toHaveBeenCalled();
    });

    it('gives up after 3 minutes', async () => {
      const { fetchMock } = await signedUp(() => ({ confirmed: false }));
      // step by step, so each answer arrives before the next tick (as it would in a browser)
      for (let t = 0; t < 180_000; t += 5000) await advance(5000);
      expect(statusCalls(fetchMock)).toHaveLength(36);
      for (let t = 0; t < 60_000; t += 5000) await advance(5000);
      expect(statusCalls(fetchMock)).toHaveLength(36);
      expect(startSignIn).not.toHaveBeenCalled();
      expect(sessionStorage.getItem(CONTINUATION_KEY)).toBeNull();
    });

    it('once confirmed, keeps the continuation for this tab, starts the sign-in and stops asking', async () => {
      const { fetchMock } = await signedUp((n) => ({ confirmed: n >= 2 }));
      await advance(5000);
      expect(startSignIn).not.toHaveBeenCalled();
      expect(sessionStorage.getItem(CONTINUATION_KEY)).toBeNull();
      await advance(5000);
      expect(startSignIn).toHaveBeenCalledWith({ returnTo: null });
      expect(sessionStorage.getItem(CONTINUATION_KEY)).toBe('cont-1');
      expect(localStorage.getItem(CONTINUATION_KEY)).toBeNull();
      for (let t = 0; t < 30_000; t += 5000) await advance(5000);
      expect(statusCalls(fetchMock)).toHaveLength(2);
      expect(startSignIn).toHaveBeenCalledTimes(1);
    });

    it('keeps asking after a failed poll', async () => {
      let n = 0;
      const fetchMock = mockFetch({
        'POST /account/signup': { status: 201, body: { continuation: 'cont-1' } },
        'POST /account/signup-status': () =>
          ++n === 1
            ? { status: 429, body: { code: 'TooManyRequestsException', message: 'x' } }
            : { body: { confirmed: true } },
      });
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      await renderPage(<SignUpPage />, { path: '/auth/signup' });
      await submit('ada@example.com', 'Secret12!', 'Secret12!');
      await modalShown();
      await advance(5000);
      expect(startSignIn).not.toHaveBeenCalled();
      await advance(5000);
      expect(statusCalls(fetchMock)).toHaveLength(2);
      expect(startSignIn).toHaveBeenCalledTimes(1);
      warn.mockRestore();
    });

    it('stops when the page unmounts', async () => {
      const { fetchMock, router } = await signedUp(() => ({ confirmed: false }));
      await advance(5000);
      expect(statusCalls(fetchMock)).toHaveLength(1);
      await act(async () => {
        await router.navigate('/auth/signin');
      });
      expect(screen.getByTestId('landed')).toHaveTextContent('/auth/signin');
      for (let t = 0; t < 60_000; t += 5000) await advance(5000);
      expect(statusCalls(fetchMock)).toHaveLength(1);
    });
  });
});
