import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from '@inscriptions/shared/router';
import {
  AUTH_ERROR_SIGNING_IN,
  peekAuthNotice,
  restartSignIn,
  safeReturnTo,
  setAuthNotice,
  startSignIn,
  takeAuthNotice,
  useAuthStatus,
} from '@inscriptions/shared/auth';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import { Button, Modal, Muted, TextInput } from '@inscriptions/shared/ui';
import { validateSignIn } from '@inscriptions/shared/validation';
import { hrefs } from '@inscriptions/shared/federation';
import {
  AUTH_ERROR_RESENDING,
  AuthApiError,
  accountsApi,
  errorMessage,
  interactionApi,
  type SignInChallenge,
} from '../../common/accounts/api';
import { AuthHeading, AuthPage, Form, Row, TextLink } from '../../common/components/AuthForm';
import { takeContinuation } from '../../common/lib/continuation';
import { ChallengeForm } from './ChallengeForm';
import { PasskeySignInButton } from './PasskeySignInButton';
import { useFinishInteraction } from '../hooks/useFinishInteraction';

export const USER_NOT_CONFIRMED = 'User is not confirmed.';
export const CHECK_EMAIL_TO_CONFIRM = 'Check your email to confirm your account';
export const CONFIRMATION_SENT = 'We just sent a confirmation link to your inbox. You may safely close this tab.';
export const PREPARING_SIGN_IN = 'Preparing sign-in…';

function isNotConfirmed(error: unknown): boolean {
  return (
    error instanceof AuthApiError &&
    (error.code === 'UserNotConfirmedException' || error.message === USER_NOT_CONFIRMED)
  );
}

function isLostInteraction(error: unknown): boolean {
  return error instanceof AuthApiError && error.code === 'SessionNotFound';
}

/**
 * Without `interaction`: starts the authorization code flow at once (the provider sends the
 * browser back here with `?interaction=<uid>`). With it: the login form, posted to the provider.
 */
export function SignInPage() {
  const [params] = useSearchParams();
  const interaction = params.get('interaction');
  return interaction ? <SignInInteraction uid={interaction} /> : <StartSignIn />;
}

/**
 * The tab that just signed up and saw its account confirmed holds a continuation: it completes
 * the interaction with that instead of the password. Any failure falls back to the form.
 */
function SignInInteraction({ uid }: { uid: string }) {
  const [continuation] = useState(takeContinuation);
  const [continuing, setContinuing] = useState(continuation !== null);
  // Single-use on the server: post it once even when effects run twice (StrictMode).
  const posted = useRef(false);
  const finishInteraction = useFinishInteraction();

  useEffect(() => {
    if (!continuation || posted.current) return;
    posted.current = true;
    interactionApi.continueSignUp(uid, continuation).then(
      ({ redirectTo }) => finishInteraction(redirectTo),
      (error: unknown) => {
        console.warn(error);
        setContinuing(false);
      },
    );
  }, [uid, continuation, finishInteraction]);

  if (!continuing) return <SignInForm uid={uid} />;
  return (
    <AuthPage data-testid="page-SignIn" aria-labelledby="heading-SignIn" aria-busy>
      <AuthHeading routeName="SignIn">Sign in</AuthHeading>
      <Muted role="status" data-testid="signin-preparing">
        {PREPARING_SIGN_IN}
      </Muted>
    </AuthPage>
  );
}

function StartSignIn() {
  const location = useLocation();
  const status = useAuthStatus();
  const dispatch = useAppDispatch();
  const returnTo = safeReturnTo((location.state as { from?: unknown } | null)?.from);
  // A blocking notice (the callback failed) stops the automatic restart, so errors cannot loop.
  const [blocked, setBlocked] = useState<string | null>(() => {
    const notice = peekAuthNotice();
    return notice?.blocking ? notice.message : null;
  });
  const started = useRef(false);

  const begin = () => {
    startSignIn({ returnTo }).catch((error: unknown) => {
      console.warn(error);
      setBlocked(AUTH_ERROR_SIGNING_IN);
      dispatch(showError(AUTH_ERROR_SIGNING_IN));
    });
  };

  useEffect(() => {
    if (started.current || status !== 'signed-out') return;
    started.current = true;
    if (blocked) {
      takeAuthNotice();
      dispatch(showError(blocked));
      return;
    }
    // A non-blocking notice (e.g. the session ended) stays for the form after the round trip.
    begin();
    // begin reads only stable values; it must run once per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  if (status === 'signed-in') {
    return (
      <AuthPage data-testid="page-SignIn" aria-labelledby="heading-SignIn">
        <AuthHeading routeName="SignIn">Sign in</AuthHeading>
        <Muted data-testid="signin-already">You are already signed in.</Muted>
        <Button as={Link} to={returnTo ?? hrefs.selectInscription()} $block>
          Continue
        </Button>
        <Button as={Link} to={hrefs.signOut()} $variant="secondary" $block>
          Sign out
        </Button>
      </AuthPage>
    );
  }

  return (
    <AuthPage data-testid="page-SignIn" aria-labelledby="heading-SignIn" aria-busy={blocked ? undefined : true}>
      <AuthHeading routeName="SignIn">Sign in</AuthHeading>
      {blocked ? (
        <>
          <Muted role="alert">{blocked}</Muted>
          <Button
            type="button"
            onClick={() => {
              setBlocked(null);
              begin();
            }}
            $block
          >
            Try again
          </Button>
        </>
      ) : (
        <Muted role="status" data-testid="signin-preparing">
          {PREPARING_SIGN_IN}
        </Muted>
      )}
    </AuthPage>
  );
}

function SignInForm({ uid }: { uid: string }) {
  const dispatch = useAppDispatch();
  const finishInteraction = useFinishInteraction();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email: string | null; password: string | null }>({
    email: null,
    password: null,
  });
  const [busy, setBusy] = useState(false);
  const [confirmSent, setConfirmSent] = useState(false);
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);

  useEffect(() => {
    const notice = takeAuthNotice();
    if (notice) dispatch(showError(notice.message));
    let live = true;
    void interactionApi.details(uid).then((details) => {
      const hint = details?.params?.login_hint;
      if (live && hint) setEmail((current) => current || hint);
    });
    return () => {
      live = false;
    };
  }, [uid, dispatch]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validateSignIn({ email, password });
    setErrors(found);
    if (found.email || found.password) return;
    const address = email.trim().toLowerCase();
    setBusy(true);
    try {
      const step = await interactionApi.login(uid, address, password);
      if ('challenge' in step) {
        setChallenge(step);
        setBusy(false);
        return;
      }
      await finishInteraction(step.redirectTo);
      return;
    } catch (error) {
      if (isLostInteraction(error)) {
        // 'Your sign-in session has expired, please try again.': a new authorize request, and the
        // message is shown again on the fresh form.
        setAuthNotice(errorMessage(error, AUTH_ERROR_SIGNING_IN));
        restartSignIn().catch(() => setBusy(false));
        return;
      }
      if (isNotConfirmed(error)) {
        try {
          await accountsApi.resend(address);
          setConfirmSent(true);
        } catch (resendError) {
          dispatch(showError(errorMessage(resendError, AUTH_ERROR_RESENDING)));
        }
      } else {
        dispatch(showError(errorMessage(error, AUTH_ERROR_SIGNING_IN)));
      }
      setBusy(false);
    }
  }

  if (challenge) return <ChallengeForm uid={uid} initial={challenge} />;
  return (
    <AuthPage data-testid="page-SignIn" aria-labelledby="heading-SignIn">
      <AuthHeading routeName="SignIn">Sign in</AuthHeading>
      <Form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Sign in" data-testid="signin-form">
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextInput
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Row>
          <TextLink to={hrefs.requestReset()}>Forgot Password?</TextLink>
        </Row>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined} $block>
          Login
        </Button>
        <PasskeySignInButton uid={uid} />
        <Button as={Link} to={hrefs.signUp()} $variant="secondary" $block>
          Sign up
        </Button>
      </Form>
      <Modal
        open={confirmSent}
        type="confirm"
        title={CHECK_EMAIL_TO_CONFIRM}
        description={CONFIRMATION_SENT}
        cancelLabel="Close"
        onClose={() => setConfirmSent(false)}
      />
    </AuthPage>
  );
}
