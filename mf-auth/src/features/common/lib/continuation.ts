import { useEffect } from 'react';
import { startSignIn } from '@inscriptions/shared/auth';
import { SIGNUP_POLL_INTERVAL_MS, SIGNUP_POLL_MAX_MS } from '@inscriptions/shared/constants';
import { accountsApi } from '../accounts/api';

/**
 * sessionStorage only: the continuation belongs to the tab that signed up, survives the
 * authorize redirect within that tab, and never reaches a URL, another tab or localStorage.
 */
export const CONTINUATION_KEY = 'inscriptions.signupContinuation';

/** Reads and removes the pending continuation: it is single-use whatever the outcome. */
export function takeContinuation(): string | null {
  try {
    const value = sessionStorage.getItem(CONTINUATION_KEY);
    sessionStorage.removeItem(CONTINUATION_KEY);
    return value;
  } catch {
    return null;
  }
}

function keepContinuation(value: string): void {
  try {
    sessionStorage.setItem(CONTINUATION_KEY, value);
  } catch {
    // Storage blocked: the sign-in page then shows the ordinary form.
  }
}

/**
 * After sign-up: asks every SIGNUP_POLL_INTERVAL_MS, for at most SIGNUP_POLL_MAX_MS, whether the
 * account is confirmed (the mailed link, usually opened in another tab), then starts an ordinary
 * sign-in that the sign-in page completes with the continuation. Polling goes on while the tab is
 * hidden (the link is opened elsewhere, so this tab is usually hidden), and stops on unmount.
 */
export function useSignUpContinuation(continuation: string | null): void {
  useEffect(() => {
    if (!continuation) return;
    let done = false;
    let inFlight = false;
    let polls = 0;
    const stop = () => {
      done = true;
      clearInterval(timer);
    };
    const timer = setInterval(() => {
      polls += 1;
      if (polls >= SIGNUP_POLL_MAX_MS / SIGNUP_POLL_INTERVAL_MS) clearInterval(timer);
      // A slow answer must not overlap the next poll.
      if (inFlight) return;
      inFlight = true;
      accountsApi
        .signUpStatus(continuation)
        .then(({ confirmed }) => {
          if (done || confirmed !== true) return;
          stop();
          keepContinuation(continuation);
          return startSignIn({ returnTo: null });
        })
        // A failed poll (network, 429) is retried by the next tick; the modal already says what to do.
        .catch((error: unknown) => console.warn(error))
        .finally(() => {
          inFlight = false;
        });
    }, SIGNUP_POLL_INTERVAL_MS);
    return stop;
  }, [continuation]);
}
