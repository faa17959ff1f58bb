import { useState } from 'react';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { AUTH_ERROR_SIGNING_IN, restartSignIn, setAuthNotice } from '@inscriptions/shared/auth';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import { Button } from '@inscriptions/shared/ui';
import { AuthApiError, errorMessage, interactionApi } from '../../common/accounts/api';
import { useFinishInteraction } from '../hooks/useFinishInteraction';

const PASSKEY_CANCELLED = 'The passkey was not used, please try again.';

/**
 * "Sign in with a passkey": the browser offers the passkeys it holds for this site (discoverable
 * credentials), and the provider ends the login with the account of the one chosen. No password.
 */
export function PasskeySignInButton({ uid }: { uid: string }) {
  const dispatch = useAppDispatch();
  const finishInteraction = useFinishInteraction();
  const [busy, setBusy] = useState(false);
  if (!browserSupportsWebAuthn()) return null;

  async function signIn() {
    setBusy(true);
    try {
      const { publicKey } = await interactionApi.passkeyOptions(uid);
      let assertion;
      try {
        assertion = await startAuthentication({ optionsJSON: publicKey });
      } catch {
        dispatch(showError(PASSKEY_CANCELLED));
        setBusy(false);
        return;
      }
      const { redirectTo } = await interactionApi.passkey(uid, assertion);
      await finishInteraction(redirectTo);
      return;
    } catch (error) {
      if (error instanceof AuthApiError && error.code === 'SessionNotFound') {
        setAuthNotice(errorMessage(error, AUTH_ERROR_SIGNING_IN));
        restartSignIn().catch(() => setBusy(false));
        return;
      }
      dispatch(showError(errorMessage(error, AUTH_ERROR_SIGNING_IN)));
    }
    setBusy(false);
  }

  return (
    <Button type="button" $variant="secondary" $block disabled={busy} aria-busy={busy || undefined} onClick={() => void signIn()}>
      Sign in with a passkey
    </Button>
  );
}
