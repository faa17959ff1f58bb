import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import {
  FAILED_TO_GET_INSCRIPTIONS,
  FAILED_TO_GET_PROFILE,
  useCurrentUser,
  useInscriptions,
} from '@inscriptions/shared/api';
import { useAccessToken, useAuthStatus } from '@inscriptions/shared/auth';
import type { RouteAccess } from '@inscriptions/shared/federation';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import { PageSkeleton } from '@inscriptions/shared/ui';
import { decideGuard } from './guard';

/** Layout route that applies the guard to its children. */
export function RequireAccess({ access }: { access: RouteAccess }) {
  const auth = useAuthStatus();
  const token = useAccessToken();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const needsData = access === 'onboarded' && token !== null;
  const profile = useCurrentUser({ enabled: needsData });
  const inscriptions = useInscriptions({ enabled: needsData });

  useEffect(() => {
    if (needsData && profile.isError) dispatch(showError(FAILED_TO_GET_PROFILE));
  }, [needsData, profile.isError, dispatch]);
  useEffect(() => {
    if (needsData && inscriptions.isError) dispatch(showError(FAILED_TO_GET_INSCRIPTIONS));
  }, [needsData, inscriptions.isError, dispatch]);

  const decision = decideGuard({
    access,
    auth,
    profile: { status: profile.status, data: profile.data },
    inscriptions: { status: inscriptions.status, data: inscriptions.data },
    location: `${location.pathname}${location.search}`,
  });

  if (decision.kind === 'redirect') return <Navigate to={decision.to} state={decision.state} replace />;
  if (decision.kind === 'loading') return <PageSkeleton label="Checking your account" />;
  return <Outlet />;
}
