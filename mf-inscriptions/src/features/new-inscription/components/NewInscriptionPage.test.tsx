import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { makeSessionUser, setAuthSession } from '@inscriptions/shared/auth';
import { queryKeys } from '@inscriptions/shared/api';
import { callsOf, inscription, mockFetch, renderPage } from '../../../test/render';
import { NewInscriptionPage } from './NewInscriptionPage';

const created = (extra: Record<string, unknown> = {}) => ({
  createInscription: {
    code: '200',
    success: true,
    message: 'ok',
    inscription: { ...inscription('n1', 'Bakery'), logoImageUploadUrl: '/uploads/put/n1', ...extra },
  },
});

function setup() {
  return renderPage(<NewInscriptionPage />, { path: '/inscriptions/new' });
}

async function fill(user: UserEvent) {
  await user.type(screen.getByLabelText('Name'), 'Bakery');
  await user.type(screen.getByLabelText('Description'), 'Bread ideas');
}

describe('NewInscriptionPage', () => {
  beforeEach(() => {
    setAuthSession(makeSessionUser({ accessToken: 'tok' }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('defaults the industry to Consumer Services and disables Create until name and description are set', async () => {
    mockFetch({});
    const user = userEvent.setup();
    setup();
    expect(screen.getByTestId('page-NewInscription')).toBeInTheDocument();
    expect(screen.getByLabelText('Industry')).toHaveDisplayValue('Consumer Services');
    const create = screen.getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription('To create it, fill in: Name, Description.');
    await fill(user);
    expect(create).toBeEnabled();
    expect(screen.queryByTestId('missing-fields')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Industry'), '');
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription('To create it, fill in: Industry.');
    expect(screen.getByRole('button', { name: 'Private' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('creates, PUTs the logo, refreshes the list and goes to /inscriptions', async () => {
    const fetchMock = mockFetch(
      {
        CreateInscription: { body: created() },
        Inscriptions: { body: { inscriptions: [inscription('n1', 'Bakery')] } },
      },
      { 'PUT /uploads/put/n1': { body: { url: '/uploads/n1.png' } } },
    );
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
    const user = userEvent.setup();
    const { router, queryClient } = setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Private' }));
    const logo = new File(['x'], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Logo'), logo);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inscriptions'));
    expect(callsOf(fetchMock, 'CreateInscription')[0]).toEqual({
      input: { name: 'Bakery', about: 'Bread ideas', category: 'CONSUMER_SERVICES', isPrivate: true },
    });
    const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
    expect(put?.[1]).toMatchObject({ body: logo, headers: { 'content-type': 'image/png' } });
    const list = queryClient.getQueryData<{ id: string; logoImageUrl: string | null }[]>(queryKeys.inscriptions.list());
    expect(list?.[0]).toMatchObject({ id: 'n1', logoImageUrl: 'blob:preview' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the failure message and stays when the server refuses', async () => {
    mockFetch({
      CreateInscription: {
        body: { createInscription: { code: '500', success: false, message: 'x', inscription: null } },
      },
    });
    const user = userEvent.setup();
    const { router, errors } = setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(errors()).toContain('Failed to create Inscription, please try again.'));
    expect(router.state.location.pathname).toBe('/inscriptions/new');
  });

  it('leaves without asking when nothing changed', async () => {
    mockFetch({});
    const user = userEvent.setup();
    const { router } = setup();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/inscriptions');
  });

  it('asks before leaving with changes: Keep editing stays, Exit without saving leaves', async () => {
    mockFetch({});
    const user = userEvent.setup();
    const { router } = setup();
    await user.click(screen.getByRole('button', { name: 'Private' }));
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    let dialog = await screen.findByRole('dialog', { name: 'Want to Save Your Changes?' });
    expect(dialog).toHaveTextContent('Are you sure you want to exit without saving your changes?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inscriptions/new');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    dialog = await screen.findByRole('dialog', { name: 'Want to Save Your Changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Exit without saving' }));
    expect(router.state.location.pathname).toBe('/inscriptions');
  });
});
