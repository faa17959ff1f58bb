import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXTERNAL_AI_TEXT } from '@inscriptions/contracts';
import { makeSessionUser, setAuthSession } from '@inscriptions/shared/auth';
import { queryKeys, type QueryClient } from '@inscriptions/shared/api';
import { callsOf, inscription, mockFetch, renderPage } from '../../../test/render';
import { InscriptionDetailsPage } from './InscriptionDetailsPage';

const list = () => ({ inscriptions: [inscription('a', 'Coffee roastery', 2), inscription('b', 'Diary')] });
const ids = (client: QueryClient) =>
  client.getQueryData<{ id: string; name: string }[]>(queryKeys.inscriptions.list())?.map((i) => i.id);

function setup() {
  return renderPage(<InscriptionDetailsPage />, {
    path: '/inscriptions/:inscriptionId/settings',
    url: '/inscriptions/a/settings',
  });
}

describe('InscriptionDetailsPage', () => {
  beforeEach(() => {
    setAuthSession(makeSessionUser({ accessToken: 'tok' }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a loading state, then the inscription in the form', async () => {
    mockFetch({ Inscriptions: { body: list() } });
    setup();
    expect(screen.getByTestId('page-InscriptionDetails')).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toHaveValue('Coffee roastery');
    expect(screen.getByLabelText('Description')).toHaveValue('About Coffee roastery');
    expect(screen.getByLabelText('Industry')).toHaveDisplayValue('Other');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/inscriptions/a/entries');
  });

  it('saves and replaces the item in the cached list', async () => {
    const fetchMock = mockFetch({
      Inscriptions: { body: list() },
      UpdateInscription: {
        body: {
          updateInscription: {
            code: '200',
            success: true,
            message: 'ok',
            inscription: { ...inscription('a', 'Roastery', 2), logoImageUploadUrl: null },
          },
        },
      },
    });
    const user = userEvent.setup();
    const { queryClient, router } = setup();
    await user.clear(await screen.findByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Roastery');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('inscription-saved')).toHaveTextContent('Changes saved.');
    expect(callsOf(fetchMock, 'UpdateInscription')[0]).toEqual({
      input: {
        id: 'a',
        name: 'Roastery',
        about: 'About Coffee roastery',
        category: 'OTHER',
        isPrivate: false,
        allowExternalAi: false,
      },
    });
    expect(queryClient.getQueryData<{ name: string }[]>(queryKeys.inscriptions.list())?.[0]?.name).toBe('Roastery');
    // Saved: leaving no longer asks.
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/inscriptions/a/entries');
  });

  it('says which emptied field keeps Save disabled, and sends nothing', async () => {
    const fetchMock = mockFetch({ Inscriptions: { body: list() } });
    const user = userEvent.setup();
    setup();
    const name = await screen.findByLabelText('Name');
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(screen.queryByTestId('missing-fields')).not.toBeInTheDocument();
    await user.clear(name);
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('To save, fill in: Name.');
    await user.type(screen.getByLabelText('Name'), 'Roastery');
    expect(save).toBeEnabled();
    expect(screen.queryByTestId('missing-fields')).not.toBeInTheDocument();
    expect(callsOf(fetchMock, 'UpdateInscription')).toHaveLength(0);
  });

  it('keeps AI sharing off until turned on, says where the text goes, and saves it with the form', async () => {
    const saved = { ...inscription('a', 'Coffee roastery', 2, { allowExternalAi: true }), logoImageUploadUrl: null };
    const fetchMock = mockFetch({
      Inscriptions: { body: list() },
      ChatAiSettings: { body: { chatAiSettings: { engine: 'openai', webSources: false } } },
      UpdateInscription: {
        body: { updateInscription: { code: '200', success: true, message: 'ok', inscription: saved } },
      },
    });
    const user = userEvent.setup();
    const { queryClient } = setup();
    const toggle = await screen.findByRole('checkbox', { name: EXTERNAL_AI_TEXT.toggleLabel });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(expect.stringContaining(EXTERNAL_AI_TEXT.toggleHelp));
    await waitFor(() => expect(screen.getByTestId('external-ai-help')).toHaveTextContent(EXTERNAL_AI_TEXT.externalNow));
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('inscription-saved')).toHaveTextContent('Changes saved.');
    expect(callsOf(fetchMock, 'UpdateInscription')[0]).toMatchObject({ input: { id: 'a', allowExternalAi: true } });
    expect(screen.getByRole('checkbox', { name: EXTERNAL_AI_TEXT.toggleLabel })).toBeChecked();
    expect(
      queryClient.getQueryData<{ allowExternalAi: boolean }[]>(queryKeys.inscriptions.list())?.[0]?.allowExternalAi,
    ).toBe(true);
  });

  it('says no entry leaves the server while it uses its own AI', async () => {
    mockFetch({
      Inscriptions: { body: list() },
      ChatAiSettings: { body: { chatAiSettings: { engine: 'offline', webSources: false } } },
    });
    setup();
    await waitFor(() => expect(screen.getByTestId('external-ai-help')).toHaveTextContent(EXTERNAL_AI_TEXT.embeddedNow));
    expect(screen.getByRole('checkbox', { name: EXTERNAL_AI_TEXT.toggleLabel })).not.toBeChecked();
  });

  it('asks before leaving with unsaved changes (both choices)', async () => {
    mockFetch({ Inscriptions: { body: list() } });
    const user = userEvent.setup();
    const { router } = setup();
    await user.click(await screen.findByRole('button', { name: 'Private' }));
    await user.click(screen.getByRole('link', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Want to Save Your Changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/inscriptions/a/settings');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Exit without saving' }));
    expect(router.state.location.pathname).toBe('/inscriptions/a/entries');
  });

  it('asks before leaving a question typed but not added, and not once it is added', async () => {
    mockFetch({
      Inscriptions: { body: list() },
      EditorQuestions: { body: { inscriptionQuestions: [] } },
      CreateEditorQuestion: {
        body: {
          createInscriptionQuestion: { code: '200', success: true, message: 'ok', inscriptionQuestion: { id: 'q1' } },
        },
      },
    });
    const user = userEvent.setup();
    const { router } = setup();
    const form = within(await screen.findByTestId('new-question-form'));
    await user.type(form.getByLabelText('Question'), 'Energy?');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Want to Save Your Changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(form.getByLabelText('Question')).toHaveValue('Energy?');

    await user.click(form.getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(form.getByLabelText('Question')).toHaveValue(''));
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/inscriptions/a/entries');
  });

  it('keeps the inscription cached when the server refuses the delete', async () => {
    mockFetch({
      Inscriptions: { body: list() },
      DeleteInscription: { body: { deleteInscription: { code: '404', success: false, message: 'not found' } } },
    });
    const user = userEvent.setup();
    const { queryClient, router, errors } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Coffee roastery?' });
    expect(dialog).toHaveTextContent(
      "If you delete this Inscription, all entries will be lost. This action can't be undone.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(errors()).toContain('Failed to delete inscription, please try again.'));
    expect(ids(queryClient)).toEqual(['a', 'b']);
    expect(router.state.location.pathname).toBe('/inscriptions/a/settings');
  });

  it('removes it from the cached list after the server confirms and goes to /inscriptions', async () => {
    let resolveDelete: (() => void) | null = null;
    const fetchMock = mockFetch({ Inscriptions: { body: list() } });
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
      if (String(init?.body ?? '').includes('"DeleteInscription"')) {
        return new Promise<Response>((resolve) => {
          resolveDelete = () =>
            resolve({
              ok: true,
              status: 200,
              headers: { get: () => 'application/json' },
              text: async () =>
                JSON.stringify({ data: { deleteInscription: { code: '200', success: true, message: 'ok' } } }),
            } as unknown as Response);
        });
      }
      return base(input, init);
    });
    const user = userEvent.setup();
    const { queryClient, router } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    // Not yet confirmed: still cached.
    expect(ids(queryClient)).toEqual(['a', 'b']);
    await act(async () => {
      resolveDelete!();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/inscriptions'));
    expect(ids(queryClient)).toEqual(['b']);
  });

  it('keeps Delete apart from Save, in a danger zone outside the form', async () => {
    mockFetch({ Inscriptions: { body: list() } });
    setup();
    const form = await screen.findByTestId('inscription-details-form');
    const zone = screen.getByRole('region', { name: 'Danger zone' });
    expect(within(zone).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(form).getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('says an inscription that is not in the user’s list does not exist', async () => {
    mockFetch({ Inscriptions: { body: { inscriptions: [inscription('b', 'Diary')] } } });
    setup();
    expect(await screen.findByTestId('inscription-not-found')).toHaveTextContent(
      'This Inscription does not exist or was deleted.',
    );
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to my Inscriptions' })).toHaveAttribute('href', '/inscriptions');
  });
});
