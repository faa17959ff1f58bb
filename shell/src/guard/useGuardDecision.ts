import { useLocation } from '@inscriptions/shared/router';
import { useCurrentUser, useInscriptions } from '@inscriptions/shared/api';
import { useAccessToken, useAuthStatus } from '@inscriptions/shared/auth';
import type { RouteAccess } from '@inscriptions/shared/federation';
import { decideGuard, type GuardDecision } from './guard';

/** The guard's decision for the current page, with the reads it waits on (queries are shared by key). */
export function useGuardDecision(access: RouteAccess): GuardDecision & { profileFailed: boolean; listFailed: boolean } {
  const auth = useAuthStatus();
  const token = useAccessToken();
  const location = useLocation();
  const needsData = access === 'onboarded' && token !== null;
  const profile = useCurrentUser({ enabled: needsData });
  const inscriptions = useInscriptions({ enabled: needsData });
  const decision = decideGuard({
    access,
    auth,
    profile: { status: profile.status, data: profile.data },
    inscriptions: { status: inscriptions.status, data: inscriptions.data },
    location: `${location.pathname}${location.search}`,
  });
  return { ...decision, profileFailed: needsData && profile.isError, listFailed: needsData && inscriptions.isError };
}
