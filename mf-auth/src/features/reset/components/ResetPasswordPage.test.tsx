import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { bodyOf, mockFetch, renderPage, retype } from '../../../test/render';
import { ResetPasswordPage } from './ResetPasswordPage';

const LINK = '/auth/reset-password?email=ada%40example.com&confirmationCode=654321';

async function open(url = LINK) {
  return renderPage(<ResetPasswordPage />, { path: '/auth/reset-password', url });
}

let user: UserEvent;

async function submit(password: string, confirm: string) {
  await retype(user, screen.getByLabelText('New password'), password);
  await retype(user, screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('ResetPassword', () => {
  beforeEach(() => {
    user = userEvent.setup();
  });

  it.each([
    '/auth/reset-password',
    '/auth/reset-password?email=ada%40example.com',
    '/auth/reset-password?confirmationCode=654321',
  ])('%s says "Invalid link" and shows no form', async (url) => {
    mockFetch({});
    await open(url);
    expect(screen.getByTestId('reset-invalid-link')).toHaveTextContent('Invalid link');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/signin');
  });

  it('checks the password rule and the match on the client', async () => {
    const fetchMock = mockFetch({});
    await open();
    await submit('short', 'short');
    expect(
      screen.getByText(
        'Password must contain at least 8 characters, 1 capital letter, 1 special character, and 1 number.',
      ),
    ).toBeInTheDocument();
    await submit('Secret12!', 'Secret12?');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('resets and goes to sign-in', async () => {
    const fetchMock = mockFetch({ 'POST /account/reset': { status: 200, body: { message: 'ok' } } });
    const { router } = await open();
    await submit('Secret12!', 'Secret12!');
    expect(bodyOf(fetchMock, '/account/reset')).toEqual({
      email: 'ada@example.com',
      confirmationCode: '654321',
      password: 'Secret12!',
    });
    expect(router.state.location.pathname).toBe('/auth/signin');
  });

  it('shows the server message (wrong or expired code), else the fallback', async () => {
    mockFetch({
      'POST /account/reset': {
        status: 400,
        body: { code: 'CodeMismatchException', message: 'Invalid verification code provided, please try again.' },
      },
    });
    const { errors, router } = await open();
    await submit('Secret12!', 'Secret12!');
    expect(errors()).toEqual(['Invalid verification code provided, please try again.']);
    expect(router.state.location.pathname).toBe('/auth/reset-password');
    mockFetch({ 'POST /account/reset': { status: 502 } });
    await submit('Secret12!', 'Secret12!');
    expect(errors()).toContain('An unknown error occurred while resetting password');
  });
});
