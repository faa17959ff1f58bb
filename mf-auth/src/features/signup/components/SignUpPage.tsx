import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '@inscriptions/shared/router';
import { Button, Modal, Muted, TextInput } from '@inscriptions/shared/ui';
import { USERNAME_EMPTY, validateEmail } from '@inscriptions/shared/validation';
import { hrefs } from '@inscriptions/shared/federation';
import { AUTH_ERROR_SIGNING_UP, accountsApi } from '../../common/accounts/api';
import { useAccountCall } from '../../common/accounts/useAccountCall';
import {
  AuthHeading,
  AuthPage,
  CHECK_EMAIL_TITLE,
  Form,
  ProviderManaged,
  useExternalAccounts,
} from '../../common/components/AuthForm';
import { NewPasswordFields, useNewPassword } from '../../common/components/NewPasswordFields';
import { useSignUpContinuation } from '../../common/lib/continuation';

export const SIGN_UP_SENT = 'Please check your email for a confirmation link to activate your account.';

/**
 * Sign up: email (lowercased), password, confirm password; the server enforces the password rule.
 * Afterwards the tab waits for the confirmation and then signs in by itself (useSignUpContinuation).
 */
export function SignUpPage() {
  const external = useExternalAccounts();
  const [email, setEmail] = useState('');
  const newPassword = useNewPassword();
  const [emailError, setEmailError] = useState<string | null>(null);
  const { busy, run } = useAccountCall(AUTH_ERROR_SIGNING_UP);
  const [sent, setSent] = useState(false);
  const [continuation, setContinuation] = useState<string | null>(null);
  useSignUpContinuation(continuation);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const address = email.trim().toLowerCase();
    const invalidEmail = address === '' ? USERNAME_EMPTY : validateEmail(address);
    setEmailError(invalidEmail);
    // Both checks run, so every field shows its error at once.
    const passwordOk = newPassword.validate();
    if (invalidEmail || !passwordOk) return;
    await run(async () => {
      const answer = await accountsApi.signUp(address, newPassword.password);
      setSent(true);
      setContinuation(answer?.continuation ?? null);
    });
  }

  return (
    <AuthPage data-testid="page-SignUp" aria-labelledby="heading-SignUp">
      <AuthHeading routeName="SignUp">Sign up</AuthHeading>
      <ProviderManaged what="Sign-up" />
      {external ? null : (
        <Form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Sign up" data-testid="signup-form">
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            error={emailError}
            onChange={(e) => setEmail(e.target.value)}
          />
          <NewPasswordFields label="Password" state={newPassword} />
          <Muted>
            By signing up you agree to the <Link to={hrefs.termsOfService()}>Terms of Service</Link>, the{' '}
            <Link to={hrefs.personalInformationProcessingAgreement()}>Personal Information Processing Agreement</Link>{' '}
            and the <Link to={hrefs.cookiePolicy()}>Cookie Policy</Link>.
          </Muted>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined} $block>
            Sign up
          </Button>
        </Form>
      )}
      <Button as={Link} to={hrefs.signIn()} $variant="secondary" $block>
        Login
      </Button>
      <Modal
        open={sent}
        type="confirm"
        title={CHECK_EMAIL_TITLE}
        description={SIGN_UP_SENT}
        cancelLabel="Close"
        onClose={() => setSent(false)}
      />
    </AuthPage>
  );
}
