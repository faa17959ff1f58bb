import { useEffect, useRef } from 'react';
import { useNavigate } from '@inscriptions/shared/router';
import { FAILED_TO_GET_PROFILE, currentUserQuery, inscriptionsQuery, useQueryClient } from '@inscriptions/shared/api';
import { AUTH_ERROR_SIGNING_IN, completeSignIn, setAuthNotice } from '@inscriptions/shared/auth';
import { hrefs } from '@inscriptions/shared/federation';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import { Muted, PageContainer, PageHeading, styled } from '@inscriptions/shared/ui';
import { prefetchRoute } from '../federation/prefetch';
import { afterSignInPath } from './afterSignIn';

const CallbackPage = styled(PageContainer)`
  max-width: 400px;
  width: 100%;
`;

/**
 * /auth/callback: exchanges the code (PKCE), removes code and state from the URL, then fetches
 * the profile: none -> onboarding, otherwise the remembered page or /inscriptions. The shell
 * renders it, so signing in loads no remote but the landing page's, fetched during the exchange.
 */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const url = window.location.href;
    prefetchRoute('SelectInscription');
    void (async () => {
      let returnTo: string | null;
      try {
        ({ returnTo } = await completeSignIn(url));
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : AUTH_ERROR_SIGNING_IN;
        // Blocking: the sign-in page shows the message and a retry instead of looping.
        setAuthNotice(message, { blocking: true });
        void navigate(hrefs.signIn(), { replace: true });
        return;
      }
      // Every signed-in layout lists the inscriptions: fetched beside the profile, not after the page loads.
      void queryClient.prefetchQuery(inscriptionsQuery());
      try {
        const user = await queryClient.fetchQuery(currentUserQuery());
        void navigate(afterSignInPath(user, { from: returnTo }), { replace: true });
      } catch (error) {
        console.warn(error);
        dispatch(showError(FAILED_TO_GET_PROFILE));
        void navigate(returnTo ?? hrefs.selectInscription(), { replace: true });
      }
    })();
  }, [navigate, queryClient, dispatch]);

  return (
    <CallbackPage data-testid="page-AuthCallback" aria-labelledby="heading-AuthCallback" aria-busy="true">
      <PageHeading id="heading-AuthCallback">Signing in</PageHeading>
      <Muted role="status">Signing you in…</Muted>
    </CallbackPage>
  );
}
