import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { makeSessionUser, setAuthSession } from '@inscriptions/shared/auth';
import { renderPage } from '../../../test/render';
import { mockApi, variablesOf } from '../test-utils';
import { OnboardingInscriptionPage } from './OnboardingInscriptionPage';

const first = {
  id: 'i1',
  name: 'Bakery',
  about: 'Bread',
  category: 'BANKS',
  isPrivate: true,
  logoImageUrl: null,
  logoImageUploadUrl: '/uploads/put/i1',
  entryCount: 0,
  dateCreated: '2026-01-01T00:00:00.000Z',
  dateUpdated: '2026-01-01T00:00:00.000Z',
};

let user: UserEvent;

async function fillAndAdvance() {
  await user.type(screen.getByLabelText('Name'), 'Bakery');
  await user.type(screen.getByLabelText('Description'), 'Bread');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

describe('OnboardingInscriptionPage', () => {
  beforeEach(() => {
    user = userEvent.setup();
    setAuthSession(makeSessionUser({ accessToken: 'tok' }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('needs name and description, moves step by step, and goes back to the reminder from step 0', async () => {
    mockApi({});
    const { router } = await renderPage(<OnboardingInscriptionPage />, { path: '/auth/onboarding/inscription' });
    expect(screen.getByTestId('page-OnboardingInscription')).toBeInTheDocument();
    const nextButton = screen.getByRole('button', { name: 'Next' });
    expect(nextButton).toBeDisabled();
    await user.type(screen.getByLabelText('Name'), 'Bakery');
    expect(nextButton).toBeDisabled();
    await user.type(screen.getByLabelText('Description'), 'Bread');
    expect(nextButton).toBeEnabled();
    await user.click(nextButton);
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Industry')).toHaveDisplayValue('Consumer Services');
    expect(screen.getByRole('button', { name: 'Create Inscription' })).toBeEnabled();
    await user.selectOptions(screen.getByLabelText('Industry'), 'Choose an industry');
    expect(screen.getByRole('button', { name: 'Create Inscription' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Bakery');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/auth/onboarding/reminder');
  });

  it('creates, PUTs the logo, refreshes the list and goes to /inscriptions', async () => {
    const fetchMock = mockApi(
      {
        CreateInscription: {
          body: { createInscription: { code: '200', success: true, message: 'ok', inscription: first } },
        },
        Inscriptions: { body: { inscriptions: [{ ...first, logoImageUploadUrl: undefined }] } },
      },
      { 'PUT /uploads/put/i1': { body: { url: '/uploads/i1.png' } } },
    );
    URL.createObjectURL = jest.fn(() => 'blob:logo');
    URL.revokeObjectURL = jest.fn();
    const { router, queryClient } = await renderPage(<OnboardingInscriptionPage />, {
      path: '/auth/onboarding/inscription',
    });
    await fillAndAdvance();
    await user.selectOptions(screen.getByLabelText('Industry'), 'BANKS');
    await user.upload(screen.getByLabelText('Logo'), new File(['x'], 'logo.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Create Inscription' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inscriptions'));
    expect(variablesOf(fetchMock, 'CreateInscription')[0]).toEqual({
      input: { name: 'Bakery', about: 'Bread', isPrivate: true, category: 'BANKS' },
    });
    expect(variablesOf(fetchMock, 'Inscriptions')).toHaveLength(1);
    expect(queryClient.getQueryData(['inscriptions', 'list'])).toEqual([
      expect.objectContaining({ id: 'i1', logoImageUrl: 'blob:logo' }),
    ]);
  });

  it('shows the spec error when creating fails', async () => {
    mockApi({
      CreateInscription: {
        body: { createInscription: { code: '500', success: false, message: 'x', inscription: null } },
      },
    });
    const { router, errors } = await renderPage(<OnboardingInscriptionPage />, {
      path: '/auth/onboarding/inscription',
    });
    await fillAndAdvance();
    await user.click(screen.getByRole('button', { name: 'Create Inscription' }));
    await waitFor(() => expect(errors()).toContain('Failed to create Inscription, please try again.'));
    expect(router.state.location.pathname).toBe('/auth/onboarding/inscription');
  });
});
