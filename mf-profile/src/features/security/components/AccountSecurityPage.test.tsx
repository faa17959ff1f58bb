import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_DELETED_REASON, authEvents, makeSessionUser, setAuthSession } from '@inscriptions/shared/auth';
import { mockApi, renderPage } from '../../../test/render';
import { AccountSecurityPage } from './AccountSecurityPage';

const device = (extra: Record<string, unknown> = {}) => ({
  id: 'g1',
  userAgent: 'Mozilla/5.0 Laptop',
  label: 'Firefox 131 on Windows',
  ip: '10.0.0.1',
  firstSeenAt: '2026-01-01T10:00:00.000Z',
  lastSeenAt: '2026-01-02T10:00:00.000Z',
  current: true,
  ...extra,
});

describe('AccountSecurityPage', () => {
  beforeEach(() => setAuthSession(makeSessionUser({ accessToken: 'tok' })));

  it('enrols an authenticator: QR code of the otpauth URI, a first code, then the recovery codes once', async () => {
    const user = userEvent.setup();
    const codes = Array.from({ length: 10 }, (_, i) => `code-${i}`);
    const fetchMock = mockApi(
      {},
      {
        'GET /account/security': { body: { totp: false, recoveryCodesLeft: 0, devices: [device()] } },
        'POST /account/security/totp/setup': {
          body: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Inscriptions:ada%40example.com?secret=JBSWY3DPEHPK3PXP' },
        },
        'POST /account/security/totp/verify': { body: { recoveryCodes: codes } },
      },
    );
    await renderPage(<AccountSecurityPage />, { path: '/security' });
    expect(await screen.findByTestId('totp-off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up authenticator app' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(screen.getByText('Challenge response cannot be empty')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const recovery = await screen.findByTestId('recovery-codes');
    const verify = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/totp/verify'))!;
    expect(JSON.parse(String((verify[1] as RequestInit).body))).toEqual({ code: '123456' });
    expect(new Headers((verify[1] as RequestInit).headers).get('authorization')).toBe('Bearer tok');
    expect(within(recovery).getAllByRole('listitem')).toHaveLength(10);
  });

  it('lists devices: this one without a sign-out button, another one with; an error state when loading fails', async () => {
    mockApi(
      {},
      {
        'GET /account/security': {
          body: { totp: true, recoveryCodesLeft: 3, devices: [device(), device({ id: 'g2', current: false, userAgent: 'Phone', label: '' })] },
        },
      },
    );
    await renderPage(<AccountSecurityPage />, { path: '/security' });
    expect(await screen.findByTestId('totp-on')).toHaveTextContent('3 recovery codes left');
    const rows = screen.getAllByTestId('device');
    expect(rows).toHaveLength(2);
    // The browser and system when the server could name them, else the user agent as sent.
    expect(rows[0]).toHaveTextContent('Firefox 131 on Windows');
    expect(rows[0]).not.toHaveTextContent('Mozilla/5.0 Laptop');
    expect(rows[1]).toHaveTextContent('Phone');
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Sign out this device' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeInTheDocument();
  });

  it('lists passkeys and removes one by its id', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(
      {},
      {
        'GET /account/security': {
          body: {
            totp: false,
            recoveryCodesLeft: 0,
            devices: [device()],
            passkeys: [{ id: 'pk-1', name: 'Laptop', dateCreated: '2026-01-01T10:00:00.000Z', lastUsedAt: null }],
          },
        },
        'POST /account/security/passkeys/pk-1/remove': { status: 204, body: null },
      },
    );
    await renderPage(<AccountSecurityPage />, { path: '/security' });
    const rows = await screen.findAllByTestId('passkey');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Laptop');
    await user.click(screen.getByRole('button', { name: 'Remove passkey Laptop' }));
    const removal = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/passkeys/pk-1/remove'));
    expect(removal).toBeDefined();
    expect((removal![1] as RequestInit).method).toBe('POST');
  });

  it('shows an error when the security status cannot be loaded', async () => {
    mockApi({}, { 'GET /account/security': { status: 500, body: {} } });
    await renderPage(<AccountSecurityPage />, { path: '/security' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get your account security, please try again.');
  });

  it('changes the password: checks the fields first, shows the server refusal, then clears the form once changed', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const fetchMock = mockApi(
      {},
      {
        'GET /account/security': { body: { totp: false, recoveryCodesLeft: 0, devices: [device()] } },
        'POST /account/security/password': () =>
          attempts++ === 0
            ? { status: 400, body: { code: 'NotAuthorizedException', message: 'Your current password is not right.' } }
            : { body: { signedOut: 2 } },
      },
    );
    await renderPage(<AccountSecurityPage />, { path: '/security' });
    const form = await screen.findByRole('form', { name: 'Change your password' });
    await user.type(within(form).getByLabelText('New password'), 'short');
    await user.type(within(form).getByLabelText('Confirm new password'), 'other');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText('Password cannot be empty')).toBeInTheDocument();
    expect(within(form).getByText(/Password must contain at least 8 characters/)).toBeInTheDocument();
    expect(within(form).getByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/account/security/password'))).toBe(false);

    await user.type(within(form).getByLabelText('Current password'), 'Old!Password1');
    await user.clear(within(form).getByLabelText('New password'));
    await user.type(within(form).getByLabelText('New password'), 'Harbour!Lights9');
    await user.clear(within(form).getByLabelText('Confirm new password'));
    await user.type(within(form).getByLabelText('Confirm new password'), 'Harbour!Lights9');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your current password is not right.');
    expect(within(form).getByLabelText('New password')).toHaveValue('Harbour!Lights9');

    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your password has been changed. Your other devices are signed out.');
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
    const call = fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/account/security/password')).at(-1)!;
    expect(JSON.parse(String((call[1] as RequestInit).body))).toEqual({ currentPassword: 'Old!Password1', newPassword: 'Harbour!Lights9' });
  });

  it('changes the email address: checks the fields, then says where the link went', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(
      {},
      {
        'GET /account/security': { body: { email: 'ada@example.com', totp: false, recoveryCodesLeft: 0, devices: [device()] } },
        'POST /account/security/email': { status: 202, body: { destination: 'ada@new.example' } },
      },
    );
    await renderPage(<AccountSecurityPage />, { path: '/security' });
    expect(await screen.findByTestId('account-email')).toHaveTextContent('ada@example.com');
    const form = screen.getByRole('form', { name: 'Change your email address' });
    await user.type(within(form).getByLabelText('New email address'), 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Send the link' }));
    expect(within(form).getByText('Invalid email')).toBeInTheDocument();
    expect(within(form).getByText('Password cannot be empty')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/account/security/email'))).toBe(false);

    await user.clear(within(form).getByLabelText('New email address'));
    await user.type(within(form).getByLabelText('New email address'), ' Ada@New.Example ');
    await user.type(within(form).getByLabelText('Current password'), 'Old!Password1');
    await user.click(within(form).getByRole('button', { name: 'Send the link' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'We sent a link to ada@new.example. Open it to finish changing your email address.',
    );
    const call = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/account/security/email'))!;
    expect(JSON.parse(String((call[1] as RequestInit).body))).toEqual({ newEmail: 'ada@new.example', currentPassword: 'Old!Password1' });
  });

  it('deletes the account: offers the export first, shows a refusal, then ends the session saying why', async () => {
    const user = userEvent.setup();
    const expired = jest.fn();
    const off = authEvents.on('session-expired', expired);
    let attempts = 0;
    mockApi(
      {},
      {
        'GET /account/security': { body: { email: 'ada@example.com', totp: false, recoveryCodesLeft: 0, devices: [device()] } },
        'POST /account/security/delete': () =>
          attempts++ === 0
            ? { status: 400, body: { code: 'NotAuthorizedException', message: 'Your current password is not right.' } }
            : { status: 204, body: undefined },
      },
    );
    await renderPage(<AccountSecurityPage />, { path: '/security' });
    const section = await screen.findByRole('region', { name: 'Delete account' });
    expect(within(section).getByRole('link', { name: 'Export your data' })).toHaveAttribute('href', '/export-data');
    await user.click(within(section).getByRole('button', { name: 'Delete my account…' }));
    await user.type(within(section).getByLabelText('Current password'), 'Wrong!Password1');
    await user.click(within(section).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Your current password is not right.');
    expect(expired).not.toHaveBeenCalled();
    await user.click(within(section).getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(expired).toHaveBeenCalledWith({ reason: ACCOUNT_DELETED_REASON }));
    off();
  });
});
