import { useEffect, useRef } from 'react';
import { useNavigate } from '@inscriptions/shared/router';
import { useQueryClient } from '@inscriptions/shared/api';
import { AUTH_ERROR_SIGNING_OUT, signOut } from '@inscriptions/shared/auth';
import { resetUi, showError, useAppDispatch } from '@inscriptions/shared/store';
import { Muted } from '@inscriptions/shared/ui';
import { hrefs } from '@inscriptions/shared/federation';
import { AuthHeading, AuthPage } from '../../common/components/AuthForm';

/**
 * Shows 'Signing out' and signs out on load: revokes the refresh token, clears the query cache,
 * the UI store and the stored user, then ends the provider session, which comes back to `/`.
 * An error goes to /profile with the spec's message.
 */
export function SignOutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signOut().then(
      () => {
        queryClient.clear();
        dispatch(resetUi());
      },
      (error: unknown) => {
        console.error(error);
        dispatch(showError(AUTH_ERROR_SIGNING_OUT));
        void navigate(hrefs.profile(), { replace: true });
      },
    );
  }, [navigate, dispatch, queryClient]);

  return (
    <AuthPage data-testid="page-SignOut" aria-labelledby="heading-SignOut" aria-busy="true">
      <AuthHeading routeName="SignOut">Signing out</AuthHeading>
      <Muted role="status">Signing out</Muted>
    </AuthPage>
  );
}
