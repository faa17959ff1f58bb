import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@inscriptions/shared/router';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import { Button, Muted } from '@inscriptions/shared/ui';
import { validatePassword } from '@inscriptions/shared/validation';
import { hrefs } from '@inscriptions/shared/federation';
import { AUTH_ERROR_RESETTING, accountsApi, errorMessage } from '../../common/accounts/api';
import { AuthHeading, AuthPage, Form, ProviderManaged, useExternalAccounts } from '../../common/components/AuthForm';
import { NewPasswordFields, useNewPassword } from '../../common/components/NewPasswordFields';

export const INVALID_LINK = 'Invalid link';

/** Reset password from the mailed link (?email=&confirmationCode=); success goes to sign-in. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const external = useExternalAccounts();
  const email = params.get('email')?.trim() ?? '';
  const code = params.get('confirmationCode')?.trim() ?? '';
  const newPassword = useNewPassword(validatePassword);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!newPassword.validate()) return;
    setBusy(true);
    try {
      await accountsApi.reset(email, code, newPassword.password);
      void navigate(hrefs.signIn(), { replace: true });
    } catch (error) {
      dispatch(showError(errorMessage(error, AUTH_ERROR_RESETTING)));
      setBusy(false);
    }
  }

  const invalid = !email || !code;
  return (
    <AuthPage data-testid="page-ResetPassword" aria-labelledby="heading-ResetPassword">
      <AuthHeading routeName="ResetPassword">Choose a new password</AuthHeading>
      <ProviderManaged what="Password reset" />
      {external ? null : invalid ? (
        <Muted role="alert" data-testid="reset-invalid-link">
          {INVALID_LINK}
        </Muted>
      ) : (
        <Form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Choose a new password" data-testid="reset-form">
          <Muted>Choose a new password for {email}.</Muted>
          <NewPasswordFields label="New password" state={newPassword} />
          <Button type="submit" disabled={busy} aria-busy={busy || undefined} $block>
            Reset password
          </Button>
        </Form>
      )}
      <Button as={Link} to={hrefs.signIn()} $variant="secondary" $block>
        Login
      </Button>
    </AuthPage>
  );
}
