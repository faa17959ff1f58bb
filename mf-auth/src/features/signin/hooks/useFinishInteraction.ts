import { useCallback } from 'react';
import { followInteractionResult } from '@inscriptions/shared/auth';
import { useNavigate } from '@inscriptions/shared/router';
import { clearErrors, useAppDispatch } from '@inscriptions/shared/store';

/**
 * Ends a finished interaction (password, second step, passkey, confirmed sign-up): the provider's
 * redirects are followed in the page and the app routes to the callback with the code, so signing in
 * does not load the document and its scripts again. The document stays, so the message of
 * an earlier failed attempt is cleared rather than shown over the page signed in to.
 */
export function useFinishInteraction(): (redirectTo: string) => Promise<void> {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  return useCallback(
    async (redirectTo: string) => {
      dispatch(clearErrors());
      const path = await followInteractionResult(redirectTo);
      if (path) await navigate(path, { replace: true });
    },
    [navigate, dispatch],
  );
}
