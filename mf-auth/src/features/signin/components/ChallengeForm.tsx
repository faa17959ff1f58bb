import { useState } from 'react';
import type { FormEvent } from 'react';
import { startAuthentication } from '@simplewebauthn/browser';
import { AUTH_ERROR_SIGNING_IN, restartSignIn, setAuthNotice } from '@inscriptions/shared/auth';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import { Button, Muted, TextInput, styled } from '@inscriptions/shared/ui';
import { PASSWORD_RULE, validateChallengeResponse, validatePassword } from '@inscriptions/shared/validation';
import { AuthApiError, errorMessage, interactionApi, type SignInChallenge, type SignInStep } from '../../common/accounts/api';
import { AuthHeading, AuthPage, Form } from '../../common/components/AuthForm';
import { NewPasswordFields, useNewPassword } from '../../common/components/NewPasswordFields';
import { useFinishInteraction } from '../hooks/useFinishInteraction';

const Choice = styled.label`
  display: block;
  padding: 8px 0;
`;

const FACTOR_LABELS: Record<string, string> = { SOFTWARE_TOKEN_MFA: 'Authenticator app', WEB_AUTHN: 'Passkey' };
const PASSKEY_CANCELLED = 'The passkey was not used, please try again.';

type Mode = 'code' | 'recovery';

/**
 * The steps after a correct password: a new password (operator-flagged account), the authenticator
 * app's code (or a recovery code), or the choice between factors. Each answer goes to the provider,
 * which says what is due next or where to go.
 */
export function ChallengeForm({ uid, initial }: { uid: string; initial: SignInChallenge }) {
  const dispatch = useAppDispatch();
  const finishInteraction = useFinishInteraction();
  const [step, setStep] = useState<SignInChallenge>(initial);
  const [mode, setMode] = useState<Mode>('code');
  const [answer, setAnswer] = useState('');
  const [choice, setChoice] = useState(initial.options?.[0] ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const newPassword = useNewPassword(validatePassword);

  async function send(name: string, value: string) {
    setBusy(true);
    try {
      const next: SignInStep = await interactionApi.respond(uid, step.session, name, value);
      if ('redirectTo' in next) {
        await finishInteraction(next.redirectTo);
        return;
      }
      setStep(next);
      setAnswer('');
      setError(null);
      setMode('code');
    } catch (err) {
      if (err instanceof AuthApiError && err.code === 'SessionNotFound') {
        setAuthNotice(errorMessage(err, AUTH_ERROR_SIGNING_IN));
        restartSignIn().catch(() => setBusy(false));
        return;
      }
      const message = errorMessage(err, AUTH_ERROR_SIGNING_IN);
      if (err instanceof AuthApiError && (err.code === 'CodeMismatchException' || err.code === 'InvalidPasswordException')) {
        setError(message);
        // A refused passkey: the server sends a fresh request (each is single use).
        const fresh = (err.body as { publicKey?: SignInChallenge['publicKey'] } | null)?.publicKey;
        if (fresh) setStep({ ...step, publicKey: fresh });
      }
      dispatch(showError(message));
    }
    setBusy(false);
  }

  async function answerWithPasskey() {
    if (!step.publicKey) return;
    let assertion;
    try {
      assertion = await startAuthentication({ optionsJSON: step.publicKey });
    } catch {
      setError(PASSKEY_CANCELLED);
      return;
    }
    await send('WEB_AUTHN', JSON.stringify(assertion));
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (step.challenge === 'WEB_AUTHN') {
      void answerWithPasskey();
      return;
    }
    if (step.challenge === 'NEW_PASSWORD_REQUIRED') {
      if (newPassword.validate()) void send(step.challenge, newPassword.password);
      return;
    }
    if (step.challenge === 'SELECT_MFA_TYPE') {
      const found = validateChallengeResponse(choice);
      setError(found);
      if (!found) void send(step.challenge, choice);
      return;
    }
    const found = validateChallengeResponse(answer);
    setError(found);
    if (!found) void send(mode === 'recovery' ? 'RECOVERY_CODE' : step.challenge, answer);
  }

  const title =
    step.challenge === 'NEW_PASSWORD_REQUIRED'
      ? 'Choose a new password'
      : step.challenge === 'SELECT_MFA_TYPE'
        ? 'Choose how to verify'
        : 'Two-step verification';

  return (
    <AuthPage data-testid="page-SignIn" aria-labelledby="heading-SignIn">
      <AuthHeading routeName="SignIn">{title}</AuthHeading>
      <Form onSubmit={onSubmit} noValidate aria-label={title} data-testid={`challenge-${step.challenge}`}>
        {step.challenge === 'NEW_PASSWORD_REQUIRED' ? (
          <>
            <Muted>Your account needs a new password before you continue. {PASSWORD_RULE}</Muted>
            <NewPasswordFields label="New password" state={newPassword} />
          </>
        ) : step.challenge === 'SELECT_MFA_TYPE' ? (
          <fieldset>
            <legend>Verify with</legend>
            {(step.options ?? []).map((option) => (
              <Choice key={option}>
                <input type="radio" name="factor" value={option} checked={choice === option} onChange={() => setChoice(option)} />{' '}
                {FACTOR_LABELS[option] ?? option}
              </Choice>
            ))}
            {error ? <Muted role="alert">{error}</Muted> : null}
          </fieldset>
        ) : step.challenge === 'WEB_AUTHN' ? (
          <>
            <Muted>Use your passkey: your device asks for its screen lock or your security key.</Muted>
            {error ? <Muted role="alert">{error}</Muted> : null}
          </>
        ) : mode === 'code' ? (
          <>
            <Muted>Enter the 6-digit code from your authenticator app.</Muted>
            <TextInput
              label="Authentication code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              value={answer}
              error={error}
              onChange={(e) => setAnswer(e.target.value)}
            />
          </>
        ) : (
          <>
            <Muted>Enter one of the recovery codes you saved when you set up the authenticator. Each works once.</Muted>
            <TextInput
              label="Recovery code"
              name="recoveryCode"
              autoComplete="off"
              required
              value={answer}
              error={error}
              onChange={(e) => setAnswer(e.target.value)}
            />
          </>
        )}
        <Button type="submit" disabled={busy} aria-busy={busy || undefined} $block>
          {step.challenge === 'NEW_PASSWORD_REQUIRED'
            ? 'Set password'
            : step.challenge === 'SELECT_MFA_TYPE'
              ? 'Continue'
              : step.challenge === 'WEB_AUTHN'
                ? 'Use passkey'
                : 'Verify'}
        </Button>
        {step.challenge === 'SOFTWARE_TOKEN_MFA' ? (
          <Button
            type="button"
            $variant="secondary"
            $block
            onClick={() => {
              setMode(mode === 'code' ? 'recovery' : 'code');
              setAnswer('');
              setError(null);
            }}
          >
            {mode === 'code' ? 'Use a recovery code instead' : 'Use the authenticator app instead'}
          </Button>
        ) : null}
      </Form>
    </AuthPage>
  );
}
