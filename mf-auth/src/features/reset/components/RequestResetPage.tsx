import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '@inscriptions/shared/router';
import { Button, Modal, Muted, TextInput } from '@inscriptions/shared/ui';
import { USERNAME_EMPTY, validateEmail } from '@inscriptions/shared/validation';
import { hrefs } from '@inscriptions/shared/federation';
import { AUTH_ERROR_SENDING_RESET, accountsApi } from '../../common/accounts/api';
import { useAccountCall } from '../../common/accounts/useAccountCall';
import {
  AuthHeading,
  AuthPage,
  CHECK_EMAIL_TITLE,
  Form,
  ProviderManaged,
  useExternalAccounts,
} from '../../common/components/AuthForm';

export const resetSentMessage = (email: string) =>
  `If you have an account, an email will be sent to ${email} to reset your password.`;

/** Request reset: recovery email, Reset, Sign up. The server always answers 200 (no account probing). */
export function RequestResetPage() {
  const external = useExternalAccounts();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useAccountCall(AUTH_ERROR_SENDING_RESET);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const address = email.trim().toLowerCase();
    const found = address === '' ? USERNAME_EMPTY : validateEmail(address);
    setError(found);
    if (found) return;
    await run(async () => {
      await accountsApi.forgot(address);
      setSentTo(address);
    });
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
      <Button as={Link} to={hrefs.signUp()} $variant="secondary" $block>
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
