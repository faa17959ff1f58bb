import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@inscriptions/shared/router';
import { ALREADY_CONFIRMED_REDIRECT_MS, CONFIRMATION_REDIRECT_MS } from '@inscriptions/shared/constants';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import { Button, Modal, Muted } from '@inscriptions/shared/ui';
import {
  AUTH_ERROR_CONFIRMING,
  AUTH_ERROR_RESENDING,
  AuthApiError,
  accountsApi,
  errorMessage,
} from '../../common/accounts/api';
import { hrefs } from '@inscriptions/shared/federation';
import { AuthHeading, AuthPage } from '../../common/components/AuthForm';

export const INVALID_INVITE_LINK = 'Invalid invite link!';
export const INVITE_LINK_EXPIRED = 'Invite link expired!';
export const ACCOUNT_CONFIRMED = 'Your account has been confirmed!';
export const ALREADY_CONFIRMED = 'Your account has already been confirmed, you will be redirected to sign in.';

type Outcome =
  | { kind: 'confirming' }
  | { kind: 'confirmed' }
  | { kind: 'expired'; resent: boolean }
  | { kind: 'already' }
  | { kind: 'invalid'; detail?: string }
  | { kind: 'error'; message: string };

async function confirmAccount(userName: string, code: string): Promise<Outcome> {
  try {
    await accountsApi.confirm(userName, code);
    return { kind: 'confirmed' };
  } catch (error) {
    if (error instanceof AuthApiError) {
      if (error.status === 410 || error.code === 'ExpiredCodeException') {
        try {
          await accountsApi.resend(userName);
          return { kind: 'expired', resent: true };
        } catch {
          return { kind: 'expired', resent: false };
        }
      }
      if (error.status === 409 || error.code === 'AlreadyConfirmed') return { kind: 'already' };
      if (error.status === 400) return { kind: 'invalid', detail: error.message || undefined };
    }
    return { kind: 'error', message: errorMessage(error, AUTH_ERROR_CONFIRMING) };
  }
}

/**
 * /auth/confirmation?userName=&confirmationCode= (the mailed link): success -> modal, then sign-in
 * after 5 s; expired -> a new link is sent automatically; already confirmed -> sign-in after 1 s;
 * wrong, used or missing code -> 'Invalid invite link!'.
 */
export function ConfirmationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const userName = params.get('userName')?.trim() ?? '';
  const code = params.get('confirmationCode')?.trim() ?? '';
  const missing = !userName || !code;
  const [outcome, setOutcome] = useState<Outcome>(missing ? { kind: 'invalid' } : { kind: 'confirming' });
  const [modalOpen, setModalOpen] = useState(true);
  const started = useRef(false);

  useEffect(() => {
    if (missing || started.current) return;
    started.current = true;
    void confirmAccount(userName, code).then((result) => {
      setOutcome(result);
      if (result.kind === 'error') dispatch(showError(result.message));
      if (result.kind === 'expired' && !result.resent) dispatch(showError(AUTH_ERROR_RESENDING));
    });
  }, [missing, userName, code, dispatch]);

  useEffect(() => {
    const delay =
      outcome.kind === 'confirmed'
        ? CONFIRMATION_REDIRECT_MS
        : outcome.kind === 'already'
          ? ALREADY_CONFIRMED_REDIRECT_MS
          : null;
    if (delay === null) return;
    const timer = setTimeout(() => void navigate(hrefs.signIn(), { replace: true }), delay);
    return () => clearTimeout(timer);
  }, [outcome.kind, navigate]);

  let title: string | null = null;
  let description: string | undefined;
  switch (outcome.kind) {
    case 'confirmed':
      title = ACCOUNT_CONFIRMED;
      description = 'You will be redirected to sign in in 5 seconds.';
      break;
    case 'expired':
      title = INVITE_LINK_EXPIRED;
      description = outcome.resent
        ? `We just sent a new confirmation link to ${userName}. You may safely close this tab.`
        : 'Please sign in to receive a new confirmation link.';
      break;
    case 'invalid':
      title = INVALID_INVITE_LINK;
      description = outcome.detail ?? 'Please check the link in your email, or sign in to receive a new one.';
      break;
    default:
      break;
  }

  return (
    <AuthPage
      data-testid="page-Confirmation"
      aria-labelledby="heading-Confirmation"
      aria-busy={outcome.kind === 'confirming' || undefined}
    >
      <AuthHeading routeName="Confirmation">Confirm your account</AuthHeading>
      <Muted role="status" data-testid="confirmation-status" data-outcome={outcome.kind}>
        {outcome.kind === 'confirming'
          ? 'We are confirming your account…'
          : outcome.kind === 'already'
            ? ALREADY_CONFIRMED
            : outcome.kind === 'error'
              ? outcome.message
              : title}
      </Muted>
      <Button as={Link} to={hrefs.signIn()} $variant="secondary" $block>
        Go to sign in
      </Button>
      <Modal
        open={title !== null && modalOpen}
        type="confirm"
        title={title ?? ''}
        description={description}
        cancelLabel="Close"
        onClose={() => setModalOpen(false)}
      />
    </AuthPage>
  );
}
