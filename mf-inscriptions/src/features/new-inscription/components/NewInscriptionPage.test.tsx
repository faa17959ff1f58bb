import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

async function setup() {
  const view = await renderPage(<NewInscriptionPage />, { path: '/inscriptions/new' });
  return view;
}

function fill() {
  fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Bakery' } });
  fireEvent.input(screen.getByLabelText('Description'), { target: { value: 'Bread ideas' } });
}

describe('NewInscriptionPage', () => {
  beforeEach(() => {
    setAuthSession(makeSessionUser({ accessToken: 'tok' }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('defaults the industry to Consumer Services and disables Create until name and description are set', async () => {
    mockFetch({});
    await setup();
    expect(screen.getByTestId('page-NewInscription')).toBeInTheDocument();
    expect(screen.getByLabelText('Industry')).toHaveDisplayValue('Consumer Services');
    const create = screen.getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    fill();
    expect(create).toBeEnabled();
    fireEvent.change(screen.getByLabelText('Industry'), { target: { value: '' } });
    expect(create).toBeDisabled();
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
    const { router, queryClient } = await setup();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Private' }));
    const logo = new File(['x'], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Logo'), { target: { files: [logo] } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    });
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
    const { router, errors } = await setup();
    fill();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    });
    await waitFor(() => expect(errors()).toContain('Failed to create Inscription, please try again.'));
    expect(router.state.location.pathname).toBe('/inscriptions/new');
  });

  it('leaves without asking when nothing changed', async () => {
    mockFetch({});
    const { router } = await setup();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    });
    expect(router.state.location.pathname).toBe('/inscriptions');
  });

  it('asks before leaving with changes: Keep editing stays, Exit without saving leaves', async () => {
    mockFetch({});
    const { router } = await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Private' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    });
    let dialog = screen.getByRole('dialog', { name: 'Want to Save Your Changes?' });
    expect(dialog).toHaveTextContent('Are you sure you want to exit without saving your changes?');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inscriptions/new');

    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    });
    dialog = screen.getByRole('dialog', { name: 'Want to Save Your Changes?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Exit without saving' }));
    });
    expect(router.state.location.pathname).toBe('/inscriptions');
  });
});
