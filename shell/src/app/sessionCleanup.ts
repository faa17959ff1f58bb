import type { QueryClient } from '@inscriptions/shared/api';
import { ACCOUNT_DELETED } from '@inscriptions/contracts';
import { ACCOUNT_DELETED_REASON, authEvents, setAuthNotice } from '@inscriptions/shared/auth';
import { resetUi } from '@inscriptions/shared/store';
import type { AppDispatch } from '@inscriptions/shared/store';
import { forgetLastViews } from '../lastView/lastView';
import { clearOfflineLists } from './serviceWorker';

export const SESSION_ENDED_MESSAGE = 'Your session has ended, please sign in again.';

/**
 * Sessions are cleared on sign-out or when invalid (spec sections 4 and 8): the query cache and
 * the UI store (and the lists kept for offline use, and the pages' last views) are emptied so nothing of the previous user stays on the device. On an invalid session
 * the sign-in page shows why (the notice survives the provider round trip) and `onExpired` sends
 * the user there.
 */
export function wireSessionCleanup({
  queryClient,
  dispatch,
  onExpired,
}: {
  queryClient: QueryClient;
  dispatch: AppDispatch;
  onExpired: () => void;
}): () => void {
  const clear = () => {
    void queryClient.cancelQueries();
    queryClient.clear();
    dispatch(resetUi());
    void clearOfflineLists();
    forgetLastViews(window.localStorage);
  };
  const offOut = authEvents.on('signed-out', clear);
  const offExpired = authEvents.on('session-expired', ({ reason }) => {
    clear();
    setAuthNotice(reason === ACCOUNT_DELETED_REASON ? ACCOUNT_DELETED : SESSION_ENDED_MESSAGE);
    onExpired();
  });
  return () => {
    offOut();
    offExpired();
  };
}
