import { act, screen, waitFor } from '@testing-library/react';
import { bodyOf, mockFetch, renderPage } from '../../../test/render';
import { ConfirmationPage } from './ConfirmationPage';

const LINK = '/auth/confirmation?userName=ada%40example.com&confirmationCode=123456';

async function open(url = LINK) {
  return renderPage(<ConfirmationPage />, { path: '/auth/confirmation', url });
}

/** Moves the (fake) clock on by `ms`, running the timers due and the promises they start. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

afterEach(() => jest.useRealTimers());

describe('Confirmation', () => {
  it('confirms, shows the success modal and goes to sign-in after 5 s', async () => {
    jest.useFakeTimers();
    const fetchMock = mockFetch({ 'POST /account/confirm': { status: 200, body: { message: 'Confirmed' } } });
    const { router } = await open();
    expect(bodyOf(fetchMock, '/account/confirm')).toEqual({ userName: 'ada@example.com', confirmationCode: '123456' });
    const dialog = await screen.findByRole('dialog', { name: 'Your account has been confirmed!' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await advance(4900);
    expect(router.state.location.pathname).toBe('/auth/confirmation');
    await advance(200);
    expect(router.state.location.pathname).toBe('/auth/signin');
  });

  it('resends a new link automatically when the code expired (410)', async () => {
    const fetchMock = mockFetch({
      'POST /account/confirm': {
        status: 410,
        body: { code: 'ExpiredCodeException', message: 'Invalid code provided, please request a code again.' },
      },
      'POST /account/resend': { status: 200, body: { message: 'sent' } },
    });
    await open();
    const dialog = await screen.findByRole('dialog', { name: 'Invite link expired!' });
    expect(bodyOf(fetchMock, '/account/resend')).toEqual({ email: 'ada@example.com' });
    expect(dialog).toHaveTextContent('We just sent a new confirmation link to ada@example.com.');
  });

  it('says an already confirmed account is confirmed and redirects after 1 s (409)', async () => {
    jest.useFakeTimers();
    mockFetch({
      'POST /account/confirm': {
        status: 409,
        body: { code: 'AlreadyConfirmed', message: 'User cannot be confirmed. Current status is CONFIRMED' },
      },
    });
    const { router } = await open();
    await waitFor(() =>
      expect(screen.getByTestId('confirmation-status')).toHaveTextContent(
        'Your account has already been confirmed, you will be redirected to sign in.',
      ),
    );
    await advance(1000);
    expect(router.state.location.pathname).toBe('/auth/signin');
  });

  it('shows "Invalid invite link!" for a wrong or used code (400)', async () => {
    mockFetch({
      'POST /account/confirm': {
        status: 400,
        body: { code: 'CodeMismatchException', message: 'Invalid verification code provided, please try again.' },
      },
    });
    const { router } = await open();
    const dialog = await screen.findByRole('dialog', { name: 'Invalid invite link!' });
    expect(dialog).toHaveTextContent('Invalid verification code provided, please try again.');
    expect(router.state.location.pathname).toBe('/auth/confirmation');
  });

  it('shows "Invalid invite link!" without calling the server when a parameter is missing', async () => {
    const fetchMock = mockFetch({});
    await open('/auth/confirmation?userName=ada%40example.com');
    expect(screen.getByRole('dialog', { name: 'Invalid invite link!' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message for other failures, else the fallback', async () => {
    mockFetch({
      'POST /account/confirm': {
        status: 429,
        body: {
          code: 'TooManyRequestsException',
          message: 'Too many attempts, please wait a few minutes and try again.',
        },
      },
    });
    const first = await open();
    expect(first.errors()).toEqual(['Too many attempts, please wait a few minutes and try again.']);
  });

  it('falls back to the spec message without a server message', async () => {
    mockFetch({ 'POST /account/confirm': { status: 500 } });
    const { errors } = await open();
    expect(errors()).toEqual(['An unknown error occurred while confirming the user']);
  });
});
