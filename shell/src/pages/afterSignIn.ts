import { hrefs } from '@inscriptions/shared/federation';

/** Where to go after signing in: onboarding without a profile, else the remembered page or /inscriptions. */
export function afterSignInPath(user: unknown, locationState: unknown): string {
  if (!user) return hrefs.onboardingWelcome();
  const from = (locationState as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/auth'))
    return from;
  return hrefs.selectInscription();
}
