import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import { Button, Modal, Muted, TextInput } from '@inscriptions/shared/ui';
import { PASSWORD_EMPTY, USERNAME_EMPTY, passwordsMatch, validateEmail } from '@inscriptions/shared/validation';
import { AUTH_ERROR_SIGNING_UP, accountsApi, errorMessage } from '../../accounts/api';
import { AuthHeading, AuthPage, Form, ProviderManaged, useExternalAccounts } from '../../common/AuthForm';

export const CHECK_EMAIL_TITLE = 'Check your email! You may safely close this tab.';
export const SIGN_UP_SENT = 'Please check your email for a confirmation link to activate your account.';

interface Errors {
  email: string | null;
  password: string | null;
  confirm: string | null;
}

/** Sign up: email (lowercased), password, confirm password; the server enforces the password rule. */
export function SignUpPage() {
  const dispatch = useAppDispatch();
  const external = useExternalAccounts();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({ email: null, password: null, confirm: null });
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const address = email.trim().toLowerCase();
    const found: Errors = {
      email: address === '' ? USERNAME_EMPTY : validateEmail(address),
      password: password === '' ? PASSWORD_EMPTY : null,
      confirm: passwordsMatch(password, confirm),
    };
    setErrors(found);
    if (found.email || found.password || found.confirm) return;
    setBusy(true);
    try {
      await accountsApi.signUp(address, password);
      setSent(true);
    } catch (error) {
      dispatch(showError(errorMessage(error, AUTH_ERROR_SIGNING_UP)));
    } finally {
      setBusy(false);
    }
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
            error={errors.email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextInput
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            error={errors.password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <TextInput
            label="Confirm password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            error={errors.confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <Muted>
            By signing up you agree to the <Link to="/terms-of-service">Terms of Service</Link>, the{' '}
            <Link to="/personal-information-processing-agreement">Personal Information Processing Agreement</Link> and
            the <Link to="/cookie-policy">Cookie Policy</Link>.
          </Muted>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined} $block>
            Sign up
          </Button>
        </Form>
      )}
      <Button as={Link} to="/auth/signin" $variant="secondary" $block>
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
