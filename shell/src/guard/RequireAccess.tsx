import { useEffect } from 'react';
import { Navigate, Outlet } from '@inscriptions/shared/router';
import { FAILED_TO_GET_INSCRIPTIONS, FAILED_TO_GET_PROFILE } from '@inscriptions/shared/api';
import type { RouteAccess } from '@inscriptions/shared/federation';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import { PageSkeleton } from '@inscriptions/shared/ui';
import { useGuardDecision } from './useGuardDecision';

/** Layout route that applies the guard to its children. */
export function RequireAccess({ access }: { access: RouteAccess }) {
  const dispatch = useAppDispatch();
  const decision = useGuardDecision(access);
  const { profileFailed, listFailed } = decision;

  useEffect(() => {
    if (profileFailed) dispatch(showError(FAILED_TO_GET_PROFILE));
  }, [profileFailed, dispatch]);
  useEffect(() => {
    if (listFailed) dispatch(showError(FAILED_TO_GET_INSCRIPTIONS));
  }, [listFailed, dispatch]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} state={decision.state} replace />;
  if (decision.kind === 'loading') return <PageSkeleton label="Checking your account" />;
  return <Outlet />;
}
