import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from '@inscriptions/shared/router';
import { useAuthStatus } from '@inscriptions/shared/auth';
import { hrefs } from '@inscriptions/shared/federation';
import { Button, Muted } from '@inscriptions/shared/ui';
import { AuthApiError, accountsApi, errorMessage } from '../../common/accounts/api';
import { AuthHeading, AuthPage } from '../../common/components/AuthForm';

export const EMAIL_LINK_INVALID = 'This link is not valid. Start the change again from Account security.';
export const EMAIL_LINK_EXPIRED = 'This link has expired. Start the change again from Account security.';
const EMAIL_CHANGE_FAILED = 'Failed to change your email address, please try again.';

type Outcome = { kind: 'confirming' } | { kind: 'changed'; message: string } | { kind: 'refused'; message: string };

async function confirm(userName: string, email: string, code: string): Promise<Outcome> {
  try {
    const done = await accountsApi.confirmEmail(userName, email, code);
    return { kind: 'changed', message: done.message };
  } catch (error) {
    if (error instanceof AuthApiError && (error.status === 410 || error.code === 'ExpiredCodeException')) {
      return { kind: 'refused', message: EMAIL_LINK_EXPIRED };
    }
    if (error instanceof AuthApiError && error.code === 'CodeMismatchException') return { kind: 'refused', message: EMAIL_LINK_INVALID };
    return { kind: 'refused', message: errorMessage(error, EMAIL_CHANGE_FAILED) };
  }
}

/**
 * /auth/confirm-email?userName=&email=&confirmationCode= (the link mailed to a new address): opening it
 * moves the account to that address. It needs no session: the code proves the mailbox.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const signedIn = useAuthStatus() === 'signed-in';
  const userName = params.get('userName')?.trim() ?? '';
  const email = params.get('email')?.trim() ?? '';
  const code = params.get('confirmationCode')?.trim() ?? '';
  const missing = !userName || !email || !code;
  const [outcome, setOutcome] = useState<Outcome>(missing ? { kind: 'refused', message: EMAIL_LINK_INVALID } : { kind: 'confirming' });
  const started = useRef(false);

  useEffect(() => {
    if (missing || started.current) return;
    started.current = true;
    void confirm(userName, email, code).then(setOutcome);
  }, [missing, userName, email, code]);

  return (
    <AuthPage data-testid="page-ConfirmEmail" aria-labelledby="heading-ConfirmEmail" aria-busy={outcome.kind === 'confirming' || undefined}>
      <AuthHeading routeName="ConfirmEmail">Confirm your new email address</AuthHeading>
      <Muted role={outcome.kind === 'refused' ? 'alert' : 'status'} data-testid="confirm-email-status" data-outcome={outcome.kind}>
        {outcome.kind === 'confirming' ? `We are moving your account to ${email}…` : outcome.message}
      </Muted>
      {signedIn ? (
        <Button as={Link} to={hrefs.accountSecurity()} $variant="secondary" $block>
          Back to Account security
        </Button>
      ) : (
        <Button as={Link} to={hrefs.signIn()} $variant="secondary" $block>
          Go to sign in
        </Button>
      )}
    </AuthPage>
  );
}
