import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { makeSessionUser, setAuthSession } from '@inscriptions/shared/auth';
import { renderPage, retype } from '../../../test/render';
import { mockApi, sampleUser, variablesOf } from '../test-utils';
import { OnboardingProfilePage } from './OnboardingProfilePage';

const ok = (key: string, user = sampleUser()) => ({
  body: { [key]: { code: '200', success: true, message: 'ok', user } },
});

let user: UserEvent;

async function goToLastStep() {
  await user.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(screen.getByLabelText('Favorite Quote'), 'Quote');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(screen.getByLabelText('Short Bio'), 'Bio');
}

describe('OnboardingProfilePage', () => {
  beforeEach(() => {
    user = userEvent.setup();
    setAuthSession(makeSessionUser({ accessToken: 'tok' }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('moves through the three steps; Next needs a full name; Back moves one step', async () => {
    mockApi({});
    const { router } = await renderPage(<OnboardingProfilePage />, { path: '/auth/onboarding/profile' });
    expect(screen.getByTestId('page-OnboardingProfile')).toBeInTheDocument();
    expect(screen.getByLabelText('Photo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.type(screen.getByLabelText('Full Name'), '   ');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await retype(user, screen.getByLabelText('Full Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Favorite Quote')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Short Bio')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Profile' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Favorite Quote')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ada');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/auth/onboarding/welcome');
  });

  it('rejects a photo that is not jpeg/png with the spec message', async () => {
    mockApi({});
    await renderPage(<OnboardingProfilePage />, { path: '/auth/onboarding/profile' });
    // `accept` only filters the browser's file dialog: a user may still pick any file ("All files").
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(screen.getByLabelText('Photo'), new File(['x'], 'a.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Photo must be less than 10MB, please choose another photo.');
  });

  it('opens the bio step with ?from=reminder, prefilled from the saved profile', async () => {
    mockApi({ CurrentUser: { body: { user: sampleUser({ bio: 'Saved bio' }) } } });
    await renderPage(<OnboardingProfilePage />, {
      path: '/auth/onboarding/profile',
      url: '/auth/onboarding/profile?from=reminder',
    });
    expect(await screen.findByLabelText('Short Bio')).toHaveValue('Saved bio');
    expect(screen.getByRole('button', { name: 'Complete Profile' })).toBeInTheDocument();
  });

  it('creates the profile, PUTs the photo and goes to the reminder step', async () => {
    const fetchMock = mockApi(
      { OnboardingCreateUser: ok('createUser') },
      { 'PUT /uploads/put/u1': { body: { url: '/uploads/u1.png' } } },
    );
    const { router, queryClient } = await renderPage(<OnboardingProfilePage />, { path: '/auth/onboarding/profile' });
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photo'), photo);
    await goToLastStep();
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/onboarding/reminder'));
    const input = variablesOf(fetchMock, 'OnboardingCreateUser')[0]!.input as Record<string, unknown>;
    expect(input).toMatchObject({ fullName: 'Ada Lovelace', quote: 'Quote', bio: 'Bio', email: 'test@example.com' });
    expect(typeof input.timezone).toBe('string');
    const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
    expect(put?.[1]).toMatchObject({ method: 'PUT', body: photo });
    expect(queryClient.getQueryData(['user', 'current'])).toMatchObject({ id: 'u1' });
  });

  it('on a "duplicate" answer fetches the user and updates it with the same data', async () => {
    const fetchMock = mockApi({
      OnboardingCreateUser: {
        body: { createUser: { code: '409', success: false, message: 'duplicate key value', user: null } },
      },
      OnboardingUser: { body: { user: sampleUser() } },
      OnboardingUpdateUser: ok('updateUser'),
    });
    const { router } = await renderPage(<OnboardingProfilePage />, { path: '/auth/onboarding/profile' });
    await goToLastStep();
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/onboarding/reminder'));
    const create = variablesOf(fetchMock, 'OnboardingCreateUser')[0]!.input as Record<string, unknown>;
    const update = variablesOf(fetchMock, 'OnboardingUpdateUser')[0]!.input as Record<string, unknown>;
    expect(update).toEqual({ ...create, id: 'u1' });
  });

  it('shows the spec error and stays when creating fails', async () => {
    mockApi({
      OnboardingCreateUser: { body: { createUser: { code: '500', success: false, message: 'boom', user: null } } },
    });
    const { router, errors } = await renderPage(<OnboardingProfilePage />, { path: '/auth/onboarding/profile' });
    await goToLastStep();
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }));
    await waitFor(() => expect(errors()).toContain('An error occurred while creating your profile. Please try again.'));
    expect(router.state.location.pathname).toBe('/auth/onboarding/profile');
  });

  it('reports a failed photo upload but continues', async () => {
    mockApi(
      { OnboardingCreateUser: ok('createUser') },
      { 'PUT /uploads/put/u1': { status: 413, body: { message: 'Too large' } } },
    );
    const { router, errors } = await renderPage(<OnboardingProfilePage />, { path: '/auth/onboarding/profile' });
    await user.upload(screen.getByLabelText('Photo'), new File(['x'], 'me.png', { type: 'image/png' }));
    await goToLastStep();
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/onboarding/reminder'));
    expect(errors()).toContain('Failed to upload image, please try again.');
  });
});
