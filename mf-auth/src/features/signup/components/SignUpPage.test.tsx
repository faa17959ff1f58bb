import { act, fireEvent, screen } from '@testing-library/react';
import { resetAppConfig } from '@inscriptions/shared/auth';
import { bodyOf, mockFetch, renderPage } from '../../../test/render';
import { SignUpPage } from './SignUpPage';

async function submit(email: string, password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirm } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  });
}

describe('SignUp', () => {
  beforeEach(() => resetAppConfig());

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
});
