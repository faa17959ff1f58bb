import { useCallback } from 'react';
import { dismissError, selectErrors, useAppDispatch, useAppSelector } from '@inscriptions/shared/store';
import { ErrorBanner } from '@inscriptions/shared/ui';

/** The error banner fed by the UI store (messages clear after ERROR_DISPLAY_MS). */
export function ConnectedErrorBanner() {
  const errors = useAppSelector(selectErrors);
  const dispatch = useAppDispatch();
  const onDismiss = useCallback((id: string) => dispatch(dismissError(id)), [dispatch]);
  return <ErrorBanner messages={errors} onDismiss={onDismiss} />;
}
