import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockFetch, renderPage, retype } from '../../../test/render';
import { RequestResetPage } from './RequestResetPage';

describe('RequestReset', () => {
  it('validates the email, sends the reset mail and shows the modal', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ 'POST /account/forgot': { status: 200, body: { message: 'ok' } } });
    await renderPage(<RequestResetPage />, { path: '/auth/request-reset' });
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/signup');
    await user.type(screen.getByLabelText('Recovery email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    await retype(user, screen.getByLabelText('Recovery email'), 'Ada@Example.com');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(bodyOf(fetchMock, '/account/forgot')).toEqual({ email: 'ada@example.com' });
    const dialog = await screen.findByRole('dialog', { name: 'Check your email! You may safely close this tab.' });
    expect(dialog).toHaveTextContent(
      'If you have an account, an email will be sent to ada@example.com to reset your password.',
    );
  });
});
