import { getUserManager } from '@inscriptions/shared/auth';
import { hrefs } from '@inscriptions/shared/federation';
import { prefetchRoute, whenIdle } from '../federation/prefetch';

/** Where to go after signing in: onboarding without a profile, else the remembered page or /inscriptions. */
export function afterSignInPath(user: unknown, locationState: unknown): string {
  if (!user) return hrefs.onboardingWelcome();
  const from = (locationState as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/auth'))
    return from;
  return hrefs.selectInscription();
}

/**
 * While the sign-in form waits for the password: the landing page's remote and the OIDC client that
 * will exchange the code load in idle time, so that signing in only talks to the server. Returns the
 * cancel.
 */
export function prepareSignInLanding(): () => void {
  return whenIdle(() => {
    prefetchRoute('SelectInscription');
    void getUserManager().catch(() => undefined);
  });
}
