import { screen, waitFor } from '@testing-library/react';
import * as auth from '@inscriptions/shared/auth';
import { showError } from '@inscriptions/shared/store';
import { renderPage } from '../../../test/render';
import { SignOutPage } from './SignOutPage';

jest.mock('@inscriptions/shared/auth', () => ({
  ...jest.requireActual('@inscriptions/shared/auth'),
  signOut: jest.fn(),
}));
const signOut = auth.signOut as jest.MockedFunction<typeof auth.signOut>;

describe('SignOut', () => {
  it("shows 'Signing out', signs out on load and clears the cache and the UI store", async () => {
    let finish: () => void = () => undefined;
    signOut.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const { queryClient, store } = await renderPage(<SignOutPage />, { path: '/auth/signout' });
    expect(screen.getByRole('heading', { level: 1, name: 'Signing out' })).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledTimes(1);
    queryClient.setQueryData(['user', 'current'], { id: 'u1' });
    store.dispatch(showError('stale'));
    finish();
    await waitFor(() => expect(queryClient.getQueryData(['user', 'current'])).toBeUndefined());
    expect(store.getState().ui.errors).toEqual([]);
  });

  it('goes to /profile with the spec message when signing out fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signOut.mockRejectedValue(new Error('offline'));
    const { router, errors } = await renderPage(<SignOutPage />, { path: '/auth/signout' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(errors()).toEqual(['An unknown error occurred while signing out']);
  });
});
