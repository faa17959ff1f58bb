import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import { Button, Modal, Muted, TextInput } from '@inscriptions/shared/ui';
import { USERNAME_EMPTY, validateEmail } from '@inscriptions/shared/validation';
import { AUTH_ERROR_SENDING_RESET, accountsApi, errorMessage } from '../../accounts/api';
import { AuthHeading, AuthPage, Form, ProviderManaged, useExternalAccounts } from '../../common/AuthForm';
import { CHECK_EMAIL_TITLE } from '../../signup/components/SignUpPage';

export const resetSentMessage = (email: string) =>
  `If you have an account, an email will be sent to ${email} to reset your password.`;

/** Request reset: recovery email, Reset, Sign up. The server always answers 200 (no account probing). */
export function RequestResetPage() {
  const dispatch = useAppDispatch();
  const external = useExternalAccounts();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const address = email.trim().toLowerCase();
    const found = address === '' ? USERNAME_EMPTY : validateEmail(address);
    setError(found);
    if (found) return;
    setBusy(true);
    try {
      await accountsApi.forgot(address);
      setSentTo(address);
    } catch (err) {
      dispatch(showError(errorMessage(err, AUTH_ERROR_SENDING_RESET)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthPage data-testid="page-RequestReset" aria-labelledby="heading-RequestReset">
      <AuthHeading routeName="RequestReset">Reset your password</AuthHeading>
      <ProviderManaged what="Password reset" />
      {external ? null : (
        <Form
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          aria-label="Reset your password"
          data-testid="request-reset-form"
        >
          <Muted>Enter your recovery email and we will send you a link to choose a new password.</Muted>
          <TextInput
            label="Recovery email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            error={error}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" disabled={busy} aria-busy={busy || undefined} $block>
            Reset
          </Button>
        </Form>
      )}
      <Button as={Link} to="/auth/signup" $variant="secondary" $block>
        Sign up
      </Button>
      <Modal
        open={sentTo !== null}
        type="confirm"
        title={CHECK_EMAIL_TITLE}
        description={sentTo ? resetSentMessage(sentTo) : undefined}
        cancelLabel="Close"
        onClose={() => setSentTo(null)}
      />
    </AuthPage>
  );
}
