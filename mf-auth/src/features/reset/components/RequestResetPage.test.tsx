import { act, fireEvent, screen } from '@testing-library/react';
import { bodyOf, mockFetch, renderPage } from '../../../test/render';
import { RequestResetPage } from './RequestResetPage';

describe('RequestReset', () => {
  it('validates the email, sends the reset mail and shows the modal', async () => {
    const fetchMock = mockFetch({ 'POST /account/forgot': { status: 200, body: { message: 'ok' } } });
    await renderPage(<RequestResetPage />, { path: '/auth/request-reset' });
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/signup');
    fireEvent.input(screen.getByLabelText('Recovery email'), { target: { value: 'nope' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    });
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    fireEvent.input(screen.getByLabelText('Recovery email'), { target: { value: 'Ada@Example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    });
    expect(bodyOf(fetchMock, '/account/forgot')).toEqual({ email: 'ada@example.com' });
    const dialog = await screen.findByRole('dialog', { name: 'Check your email! You may safely close this tab.' });
    expect(dialog).toHaveTextContent(
      'If you have an account, an email will be sent to ada@example.com to reset your password.',
    );
  });
});
