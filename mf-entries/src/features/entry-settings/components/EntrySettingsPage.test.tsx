import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gqlRequest, queryKeys } from '@inscriptions/shared/api';
import type { InscriptionSummary } from '@inscriptions/shared/api';
import type { EntryListData } from '../../common/api/entries';
import { makeEntries, operationName } from '../../../test/fakeServer';
import { createTestQueryClient, renderRoute } from '../../../test/render';
import { EntrySettingsPage } from './EntrySettingsPage';

// The GraphQL client module itself: queries and runMutation (mutations) both send through it.
jest.mock('../../../../../shared/src/api/client', () => ({
  ...jest.requireActual('../../../../../shared/src/api/client'),
  gqlRequest: jest.fn(),
}));
const mocked = gqlRequest as jest.MockedFunction<typeof gqlRequest>;

const ENTRIES = makeEntries(3);
const ENTRY = {
  ...ENTRIES[1]!,
  questionAnswers: [
    {
      __typename: 'InscriptionEntryQuestionAnswer' as const,
      id: 'a1',
      inscriptionQuestionId: 'q1',
      inscriptionEntryId: 'entry-2',
      answer: '3',
    },
  ],
};
const QUESTIONS = [
  {
    __typename: 'InscriptionQuestion' as const,
    id: 'q1',
    inscriptionId: 'ins-1',
    questionType: 'NUMBER',
    question: 'Energy level',
    min: 1,
    max: 5,
  },
  {
    __typename: 'InscriptionQuestion' as const,
    id: 'q2',
    inscriptionId: 'ins-1',
    questionType: 'TEXT',
    question: 'Main worry',
    min: null,
    max: null,
  },
];
const ok = (field: string, object: unknown) => ({
  [field]: { code: '200', success: true, message: 'ok', ...(object as object) },
});

function serve(overrides: Record<string, (vars: Record<string, unknown>) => unknown> = {}) {
  mocked.mockImplementation((async (doc: unknown, vars: Record<string, unknown>) => {
    const op = operationName(doc);
    if (overrides[op]) return overrides[op]!(vars);
    switch (op) {
      case 'InscriptionEntry':
        return { inscriptionEntry: ENTRY };
      case 'InscriptionQuestions':
        return { inscriptionQuestions: QUESTIONS };
      case 'UpdateInscriptionEntryQuestionAnswer':
        return ok('updateInscriptionEntryQuestionAnswer', { inscriptionEntryQuestionAnswer: { id: 'a1' } });
      case 'CreateInscriptionEntryQuestionAnswer':
        return ok('createInscriptionEntryQuestionAnswer', { inscriptionEntryQuestionAnswer: { id: 'a2' } });
      case 'UpdateInscriptionEntry': {
        const input = vars.input as Record<string, unknown>;
        return ok('updateInscriptionEntry', { inscriptionEntry: { ...ENTRIES[1]!, ...input } });
      }
      case 'DeleteInscriptionEntry':
        return ok('deleteInscriptionEntry', { inscriptionEntry: { id: 'entry-2' } });
      default:
        throw new Error(`unexpected ${op}`);
    }
  }) as never);
}

function setup() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData<InscriptionSummary[]>(queryKeys.inscriptions.list(), [
    { id: 'ins-1', entryCount: 3 } as InscriptionSummary,
  ]);
  queryClient.setQueryData<EntryListData>(queryKeys.entries.list('ins-1'), {
    pages: [{ param: { after: true, pivot: null }, entries: ENTRIES, hasMore: false, totalCount: 3 }],
    pageParams: [{ after: true, pivot: null }],
  });
  const utils = renderRoute(<EntrySettingsPage />, {
    path: '/inscriptions/:inscriptionId/entries/:entryId/settings',
    url: '/inscriptions/ins-1/entries/entry-2/settings',
    queryClient,
  });
  return utils;
}

const ops = () => mocked.mock.calls.map((c) => operationName(c[0]));

beforeEach(() => {
  mocked.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('EntrySettingsPage', () => {
  it('loads the entry and its answers into labelled fields', async () => {
    serve();
    setup();
    expect(screen.getByTestId('page-EntrySettings')).toBeInTheDocument();
    expect(await screen.findByLabelText('Title')).toHaveValue('Entry 2');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Entry')).toHaveValue('Transcript of entry 2');
    expect(screen.getByLabelText('Energy level')).toHaveValue(3);
    expect(screen.getByLabelText('Energy level')).toHaveAttribute('min', '1');
    expect(screen.getByLabelText('Energy level')).toHaveAttribute('max', '5');
    expect(screen.getByRole('button', { name: 'Private' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it("shows a deleted question's kept answer on the entry that has one, and asks for it no more elsewhere", async () => {
    const deleted = (id: string, question: string) => ({
      ...QUESTIONS[1]!,
      id,
      question,
      dateDeleted: '2026-01-02T00:00:00.000Z',
    });
    const answered = { ...ENTRY.questionAnswers[0]!, id: 'a3', inscriptionQuestionId: 'q3', answer: 'The old plan' };
    serve({
      InscriptionEntry: () => ({
        inscriptionEntry: { ...ENTRY, questionAnswers: [...ENTRY.questionAnswers, answered] },
      }),
      InscriptionQuestions: (vars) => ({
        inscriptionQuestions: vars.includeDeleted
          ? [...QUESTIONS, deleted('q3', 'Old worry'), deleted('q4', 'Never answered')]
          : QUESTIONS,
      }),
    });
    setup();
    expect(await screen.findByLabelText('Old worry (no longer asked)')).toHaveValue('The old plan');
    expect(screen.queryByLabelText(/Never answered/)).toBeNull();
    expect(screen.getByLabelText('Main worry')).toHaveValue('');
  });

  it('saves answers one by one, then the entry, and returns to the list', async () => {
    serve();
    const user = userEvent.setup();
    const { queryClient, router } = setup();
    await user.clear(await screen.findByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Renamed');
    await user.clear(screen.getByLabelText('Energy level'));
    await user.type(screen.getByLabelText('Energy level'), '9');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Energy level'));
    await user.type(screen.getByLabelText('Energy level'), '4');
    await user.type(screen.getByLabelText('Main worry'), 'Cash');
    await user.click(screen.getByRole('button', { name: 'Important' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByTestId('page-SelectEntry');
    expect(router.state.location.pathname).toBe('/inscriptions/ins-1/entries');
    expect(ops().slice(2)).toEqual([
      'UpdateInscriptionEntryQuestionAnswer',
      'CreateInscriptionEntryQuestionAnswer',
      'UpdateInscriptionEntry',
    ]);
    const entryInput = (mocked.mock.calls[4]![1] as { input: Record<string, unknown> }).input;
    expect(entryInput).toMatchObject({
      id: 'entry-2',
      name: 'Renamed',
      isImportant: true,
      dateRecorded: ENTRY.dateRecorded,
    });
    const list = queryClient.getQueryData<EntryListData>(queryKeys.entries.list('ins-1'))!;
    expect(list.pages[0]!.entries[1]!.name).toBe('Renamed');
  });

  it('asks before leaving with unsaved changes', async () => {
    serve();
    const user = userEvent.setup();
    setup();
    await user.clear(await screen.findByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Changed');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'You have unsaved changes' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to exit without saving your changes?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Title')).toHaveValue('Changed');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Exit without saving' }));
    expect(await screen.findByTestId('page-SelectEntry')).toBeInTheDocument();
  });

  it('asks on a drawer navigation with unsaved changes; Exit without saving goes there', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = setup();
    await user.clear(await screen.findByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Changed');
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'You have unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Exit without saving' }));
    expect(await screen.findByTestId('page-Other')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(ops()).not.toContain('UpdateInscriptionEntry');
  });

  it('warns on closing the tab only while there are unsaved changes', async () => {
    serve();
    const user = userEvent.setup();
    setup();
    const unloadPrevented = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await user.clear(await screen.findByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Changed');
    expect(unloadPrevented()).toBe(true);
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Entry 2');
    expect(unloadPrevented()).toBe(false);
  });

  it('deletes after confirmation: entryCount -1, removed from the list, back to SelectEntry', async () => {
    serve();
    const user = userEvent.setup();
    const { queryClient } = setup();
    // Half-edited: after the delete, leaving must not ask about those changes.
    await user.clear(await screen.findByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Half-edited');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete This Entry?' });
    expect(dialog).toHaveAccessibleDescription("Once this entry has been deleted, it can't be undone.");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ops()).not.toContain('DeleteInscriptionEntry');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByTestId('page-SelectEntry');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mocked.mock.calls.find((c) => operationName(c[0]) === 'DeleteInscriptionEntry')![1]).toEqual({
      input: { id: 'entry-2' },
    });
    expect(queryClient.getQueryData<InscriptionSummary[]>(queryKeys.inscriptions.list())![0]!.entryCount).toBe(2);
    const list = queryClient.getQueryData<EntryListData>(queryKeys.entries.list('ins-1'))!;
    expect(list.pages[0]!.entries.map((e) => e.id)).toEqual(['entry-1', 'entry-3']);
  });

  it('keeps Delete apart from Save, in a danger zone after the form', async () => {
    serve();
    setup();
    const save = await screen.findByRole('button', { name: 'Save changes' });
    const zone = screen.getByRole('region', { name: 'Danger zone' });
    expect(within(zone).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(save.closest('form')).not.toContainElement(within(zone).getByRole('button', { name: 'Delete' }));
  });

  it('stays on the page with the spec message when delete fails', async () => {
    serve({
      DeleteInscriptionEntry: () => ({
        deleteInscriptionEntry: { code: '500', success: false, message: 'x', inscriptionEntry: null },
      }),
    });
    const user = userEvent.setup();
    setup();
    await screen.findByLabelText('Title');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('entry-settings-error')).toHaveTextContent(
      'Failed to delete inscription entry, please try again.',
    );
    expect(screen.getByTestId('page-EntrySettings')).toBeInTheDocument();
  });

  it('shows the spec message when the entry cannot be read', async () => {
    serve({
      InscriptionEntry: () => {
        throw new Error('network down');
      },
    });
    setup();
    expect(await screen.findByTestId('entry-settings-load-error')).toHaveTextContent(
      'Failed to get inscription entry, please try again.',
    );
  });

  it('retries a failed read, and shows the entry once it is read', async () => {
    let reads = 0;
    serve({
      InscriptionEntry: () => {
        reads += 1;
        if (reads === 1) throw new Error('network down');
        return { inscriptionEntry: ENTRY };
      },
    });
    const user = userEvent.setup();
    setup();
    const error = await screen.findByTestId('entry-settings-load-error');
    expect(screen.queryByTestId('entry-not-found')).toBeNull();
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Title')).toHaveValue('Entry 2');
  });

  it('says not found (no error, no retry) when the server has no such entry for this user', async () => {
    serve({ InscriptionEntry: () => ({ inscriptionEntry: null }) });
    setup();
    const notFound = await screen.findByTestId('entry-not-found');
    expect(notFound).toHaveTextContent('This entry does not exist or was deleted.');
    expect(within(notFound).getByRole('link', { name: 'Back to my Inscriptions' })).toHaveAttribute(
      'href',
      '/inscriptions',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit entry');
    expect(screen.queryByTestId('entry-settings-load-error')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('says not found for an entry of another inscription than the URL names', async () => {
    serve({ InscriptionEntry: () => ({ inscriptionEntry: { ...ENTRY, inscriptionId: 'ins-9' } }) });
    setup();
    expect(await screen.findByTestId('entry-not-found')).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  it('shows the spec message when saving fails', async () => {
    serve({
      UpdateInscriptionEntry: () => ({
        updateInscriptionEntry: { code: '400', success: false, message: 'x', inscriptionEntry: null },
      }),
    });
    const user = userEvent.setup();
    setup();
    await user.clear(await screen.findByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('entry-settings-error')).toHaveTextContent(
      'Failed to update inscription entry, please try again.',
    );
  });
});

describe('EntrySettingsPage: transcribing a recording', () => {
  it('queues the transcription, shows its progress, then the transcript', async () => {
    let polls = 0;
    serve({
      InscriptionEntry: () => ({ inscriptionEntry: { ...ENTRY, audioUrl: 'https://files.test/a.wav' } }),
      EntryWordTimings: () => ({ inscriptionEntry: { id: 'entry-2', wordTimings: null } }),
      TranscriptionAvailable: () => ({ transcriptionAvailable: true }),
      TranscribeInscriptionEntry: () =>
        ok('transcribeInscriptionEntry', { job: { id: 'job-1', status: 'QUEUED', progress: 0 } }),
      TranscriptionJob: () => ({
        job: { id: 'job-1', status: ++polls > 1 ? 'DONE' : 'RUNNING', progress: 40, progressMessage: null },
      }),
      EntryTranscript: () => ({
        inscriptionEntry: { id: 'entry-2', transcript: 'Transcript of entry 2\n\nI went to bed early' },
      }),
    });
    const user = userEvent.setup();
    setup();
    const button = await screen.findByRole('button', { name: 'Transcribe recording' });
    await user.click(button);
    expect(await screen.findByRole('progressbar', { name: 'Transcribing the recording' })).toBeInTheDocument();
    expect(await screen.findByText('The recording was transcribed.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Entry')).toHaveValue('Transcript of entry 2\n\nI went to bed early');
    expect(ops()).toContain('TranscribeInscriptionEntry');
  }, 10_000);
});
