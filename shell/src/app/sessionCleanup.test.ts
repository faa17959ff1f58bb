import { QueryClient } from '@inscriptions/shared/api';
import { ACCOUNT_DELETED } from '@inscriptions/contracts';
import { ACCOUNT_DELETED_REASON, authEvents, takeAuthNotice } from '@inscriptions/shared/auth';
import { createAppStore, setLoading, showError } from '@inscriptions/shared/store';
import { LAST_VIEW_KEY } from '../lastView/showLastView';
import { SESSION_ENDED_MESSAGE, wireSessionCleanup } from './sessionCleanup';

function setup() {
  const queryClient = new QueryClient();
  const store = createAppStore();
  queryClient.setQueryData(['user', 'current'], { id: 'u1' });
  queryClient.setQueryData(['inscriptions', 'list'], [{ id: 'i1' }]);
  store.dispatch(showError('Failed to get inscriptions, please try again.'));
  store.dispatch(setLoading(true));
  localStorage.setItem(LAST_VIEW_KEY, JSON.stringify([{ v: 1, path: '/inscriptions', html: '<p>My journal</p>' }]));
  const onExpired = jest.fn();
  const off = wireSessionCleanup({ queryClient, dispatch: store.dispatch, onExpired });
  return { queryClient, store, onExpired, off };
}

describe('session cleanup', () => {
  beforeEach(() => sessionStorage.clear());

  it('clears the query cache and the UI store on session-expired, and sends the user to sign in', () => {
    const { queryClient, store, onExpired, off } = setup();
    authEvents.emit('session-expired', { reason: 'refresh-failed' });
    off();
    expect(queryClient.getQueryData(['user', 'current'])).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(store.getState().ui).toEqual({ loading: false, errors: [] });
    expect(localStorage.getItem(LAST_VIEW_KEY)).toBeNull();
    expect(onExpired).toHaveBeenCalledTimes(1);
    // The reason survives the provider round trip and is shown on the sign-in form.
    expect(takeAuthNotice()).toEqual({ message: SESSION_ENDED_MESSAGE, blocking: false });
  });

  it('says the account was deleted when that is why the session ended', () => {
    const { onExpired, off } = setup();
    authEvents.emit('session-expired', { reason: ACCOUNT_DELETED_REASON });
    off();
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(takeAuthNotice()).toEqual({ message: ACCOUNT_DELETED, blocking: false });
  });

  it('clears the query cache and the UI store on sign-out without an expiry notice', () => {
    const { queryClient, store, onExpired, off } = setup();
    authEvents.emit('signed-out', { reason: 'user' });
    off();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(store.getState().ui.errors).toEqual([]);
    expect(localStorage.getItem(LAST_VIEW_KEY)).toBeNull();
    expect(onExpired).not.toHaveBeenCalled();
    expect(takeAuthNotice()).toBeNull();
  });

  it('stops listening once unsubscribed', () => {
    const { queryClient, off } = setup();
    off();
    authEvents.emit('signed-out', { reason: 'user' });
    expect(queryClient.getQueryData(['user', 'current'])).toEqual({ id: 'u1' });
    expect(localStorage.getItem(LAST_VIEW_KEY)).not.toBeNull();
  });
});
