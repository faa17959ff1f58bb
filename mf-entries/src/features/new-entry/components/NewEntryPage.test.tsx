import '../../../test/fakeIndexedDb';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OFFLINE_SYNC_RETRY_MS } from '@inscriptions/contracts';
import { gqlRequest, queryKeys } from '@inscriptions/shared/api';
import type { InscriptionSummary } from '@inscriptions/shared/api';
import type { EntryListData } from '../../common/api/entries';
import { makeEntries, operationName } from '../../../test/fakeServer';
import { createTestQueryClient, renderRoute, seedInscriptions } from '../../../test/render';
import { loadDraft, saveDraft } from '../lib/draftStore';
import { toYmd } from '../../common/lib/date';
import { encodeWav } from '../../common/audio/wav';
import { canSubmit, FAILED_TO_CREATE_ENTRY, NewEntryPage } from './NewEntryPage';

// The GraphQL client module itself: queries and runMutation (mutations) both send through it.
jest.mock('../../../../../shared/src/api/client', () => ({
  ...jest.requireActual('../../../../../shared/src/api/client'),
  gqlRequest: jest.fn(),
}));
const mocked = gqlRequest as jest.MockedFunction<typeof gqlRequest>;
jest.mock('../lib/workletUrl', () => ({ pcmCaptureWorkletUrl: () => '/pcm-capture.worklet.js' }));
// wavesurfer needs a real browser's media elements: the player is a marker here.
jest.mock('../../common/audio/AudioPlayer', () => ({
  AudioPlayer: ({ label }: { label: string }) => <div data-testid="audio-player">{label}</div>,
}));
jest.mock('../../../../../shared/src/auth/config', () => ({
  ...jest.requireActual('../../../../../shared/src/auth/config'),
  useAppConfig: () => ({ oidc: {}, accounts: true, speech: { listenUrl: null, provider: null } }),
}));

let inscription = 0;
let id = 'ins-0';
beforeEach(() => {
  mocked.mockReset();
  inscription += 1;
  id = `ins-${inscription}`; // a fresh draft key per test
});
// A test that silences console.error must not hide the next tests' warnings.
afterEach(() => jest.restoreAllMocks());

const renderPage = (
  queryClient = seedInscriptions(createTestQueryClient(), [{ id, entryCount: 2 }]),
  inscriptionId = id,
) =>
  renderRoute(<NewEntryPage />, {
    path: '/inscriptions/:inscriptionId/entries/new',
    url: `/inscriptions/${inscriptionId}/entries/new`,
    queryClient,
    history: [`/inscriptions/${id}/entries`],
  });

/** The server's answer to CreateInscriptionEntry: an entry of the page's inscription, without an upload URL. */
const entryCreated = (fields: Record<string, unknown>) => ({
  createInscriptionEntry: {
    code: '200',
    success: true,
    message: 'ok',
    inscriptionEntry: { ...makeEntries(1)[0]!, inscriptionId: id, audioUploadUrl: null, ...fields },
  },
});

const leaveDialog = () => screen.findByRole('dialog', { name: 'You have unsaved changes' });

const waitForDraftSaved = (title: string) =>
  waitFor(async () => expect((await loadDraft(id))?.title).toBe(title), { timeout: 2000 });

describe('canSubmit', () => {
  const now = new Date(2026, 10, 22, 12);
  const ok = { title: 'T', text: 'Body', isPrivate: false, date: '2026-11-22' };
  it('needs a title, content, a day up to today and no request in flight', () => {
    expect(canSubmit(ok, false, now)).toBe(true);
    expect(canSubmit(ok, true, now)).toBe(false);
    expect(canSubmit({ ...ok, title: '  ' }, false, now)).toBe(false);
    expect(canSubmit({ ...ok, text: '' }, false, now)).toBe(false);
    expect(canSubmit({ ...ok, date: '2026-11-23' }, false, now)).toBe(false);
    expect(canSubmit({ ...ok, date: '' }, false, now)).toBe(false);
  });
});

describe('NewEntryPage', () => {
  it('renders labelled fields, a privacy toggle, the recording placeholder and a disabled Submit', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByTestId('page-NewEntry')).toHaveAttribute('data-step', 'DICTATE');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const date = await screen.findByLabelText('Date');
    expect(date).toHaveAttribute('max', toYmd(new Date()));
    expect(date).toHaveValue(toYmd(new Date()));
    await user.type(screen.getByLabelText('Title'), 'Morning');
    await user.type(screen.getByLabelText('Entry'), 'Thoughts');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('review-text')).toHaveTextContent('Thoughts');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const toggle = screen.getByRole('button', { name: 'Private' });
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeInTheDocument();
    expect(screen.getByTestId('live-transcription-off')).toHaveTextContent('Live transcription is off');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('recording-controls')).toBeInTheDocument();
  });

  it('formats the entry text from the toolbar (plain-text Markdown markers)', async () => {
    const user = userEvent.setup();
    renderPage();
    const box = await screen.findByLabelText('Entry');
    await user.type(box, 'a big idea');
    // Selects 'big' with the mouse: pressed before the 'b', released after the 'g'.
    await user.pointer([{ keys: '[MouseLeft>]', target: box, offset: 2 }, { offset: 5 }, { keys: '[/MouseLeft]' }]);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(box).toHaveValue('a **big** idea');
  });

  it('keeps the draft in IndexedDB across a remount and removes it when discarded', async () => {
    const user = userEvent.setup();
    const first = renderPage();
    await user.type(await screen.findByLabelText('Title'), 'Draft title');
    await user.type(screen.getByLabelText('Entry'), 'Draft body');
    await user.click(screen.getByRole('button', { name: 'Private' }));
    await waitForDraftSaved('Draft title');
    first.unmount();

    renderPage();
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Draft title'));
    expect(screen.getByLabelText('Entry')).toHaveValue('Draft body');
    expect(screen.getByRole('button', { name: 'Private' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('draft-restored')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await leaveDialog();
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to exit without saving your changes?');
    await user.click(screen.getByRole('button', { name: 'Exit without saving' }));
    await screen.findByTestId('page-SelectEntry');
    await waitFor(async () => expect(await loadDraft(id)).toBeNull());
  });

  it('asks on a drawer navigation with a typed entry; Keep editing stays with the draft kept', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.type(await screen.findByLabelText('Title'), 'Half written');
    await waitForDraftSaved('Half written');
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    expect(await leaveDialog()).toHaveAccessibleDescription(
      'Are you sure you want to exit without saving your changes?',
    );
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/inscriptions/${id}/entries/new`);
    expect(screen.getByLabelText('Title')).toHaveValue('Half written');
    expect((await loadDraft(id))?.title).toBe('Half written');
  });

  it('asks on the browser Back with a typed entry; Exit without saving leaves and removes the draft', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByLabelText('Title');
    await user.type(screen.getByLabelText('Entry'), 'Some thoughts');
    await waitFor(async () => expect((await loadDraft(id))?.text).toBe('Some thoughts'), { timeout: 2000 });
    // The browser's Back button is outside the page: reaching for it takes the focus off the entry.
    await user.click(document.body);
    await act(async () => void router.navigate(-1));
    await user.click(within(await leaveDialog()).getByRole('button', { name: 'Exit without saving' }));
    expect(await screen.findByTestId('page-SelectEntry')).toBeInTheDocument();
    await waitFor(async () => expect(await loadDraft(id)).toBeNull());
  });

  it('does not warn on closing the tab: the draft survives it', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Title'), 'Kept');
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('a drawer navigation without content leaves at once', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByLabelText('Title');
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('page-Other')).toBeInTheDocument();
  });

  it('Back without content leaves at once', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByLabelText('Title');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('page-SelectEntry')).toBeInTheDocument();
  });

  it('submits the entry (chosen day + current time), raises entryCount, puts it on top of the list, clears the draft', async () => {
    const user = userEvent.setup();
    const queryClient = createTestQueryClient();
    const existing = makeEntries(3).map((e) => ({ ...e, inscriptionId: id }));
    queryClient.setQueryData<InscriptionSummary[]>(queryKeys.inscriptions.list(), [
      { id, entryCount: 3 } as InscriptionSummary,
    ]);
    queryClient.setQueryData<EntryListData>(queryKeys.entries.list(id), {
      pages: [{ param: { after: true, pivot: null }, entries: existing, hasMore: false, totalCount: 3 }],
      pageParams: [{ after: true, pivot: null }],
    });
    mocked.mockImplementation((async (doc: unknown, vars: { input: Record<string, unknown> }) => {
      if (operationName(doc) === 'InscriptionQuestions') return { inscriptionQuestions: [] };
      expect(operationName(doc)).toBe('CreateInscriptionEntry');
      return {
        createInscriptionEntry: {
          code: '200',
          success: true,
          message: 'ok',
          inscriptionEntry: {
            ...existing[0]!,
            id: 'created',
            name: vars.input.name,
            dateRecorded: vars.input.dateRecorded,
          },
        },
      };
    }) as never);
    await saveDraft(id, { title: 'Old', text: 'draft', isPrivate: false, date: '2026-01-01', savedAt: '' });
    renderPage(queryClient);
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Old'));
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Fresh');
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2026-03-04');
    const before = new Date();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByTestId('page-SelectEntry');

    const call = mocked.mock.calls.find(([doc]) => operationName(doc) === 'CreateInscriptionEntry')!;
    const input = (call[1] as { input: Record<string, unknown> }).input;
    expect(input).toMatchObject({ inscriptionId: id, name: 'Fresh', transcript: 'draft', isPrivate: false });
    const sent = new Date(input.dateRecorded as string);
    expect(toYmd(sent)).toBe('2026-03-04');
    expect(
      Math.abs(sent.getHours() * 60 + sent.getMinutes() - (before.getHours() * 60 + before.getMinutes())),
    ).toBeLessThanOrEqual(1);

    expect(queryClient.getQueryData<InscriptionSummary[]>(queryKeys.inscriptions.list())![0]!.entryCount).toBe(4);
    const list = queryClient.getQueryData<EntryListData>(queryKeys.entries.list(id))!;
    // The sample entries are from January 2026: the March entry leads the newest page.
    expect(list.pages[0]!.entries.map((e) => e.id)).toEqual(['created', 'entry-1', 'entry-2', 'entry-3']);
    await waitFor(async () => expect(await loadDraft(id)).toBeNull());
  });

  it('shows the spec message when the server refuses the entry', async () => {
    mocked.mockResolvedValue({
      createInscriptionEntry: { code: '400', success: false, message: 'bad', inscriptionEntry: null },
    } as never);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Title'), 'T');
    await user.type(screen.getByLabelText('Entry'), 'B');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to create inscription entry, please try again. bad')).toBeInTheDocument();
    expect(screen.getByTestId('page-NewEntry')).toBeInTheDocument();
  });

  it('says an inscription that is not the user’s does not exist, with no form to submit', async () => {
    renderPage(seedInscriptions(createTestQueryClient(), [{ id }]), 'someone-elses');
    const notFound = await screen.findByTestId('inscription-not-found');
    expect(notFound).toHaveTextContent('This Inscription does not exist or was deleted.');
    expect(within(notFound).getByRole('link', { name: 'Back to my Inscriptions' })).toHaveAttribute(
      'href',
      '/inscriptions',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('New entry');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  it('keeps a failed read of the inscriptions an error, not a not-found', async () => {
    const queryClient = createTestQueryClient();
    renderPage(queryClient);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    await act(() =>
      queryClient
        .fetchQuery({ queryKey: queryKeys.inscriptions.list(), queryFn: () => Promise.reject(new Error('down')) })
        .catch(() => {}),
    );
    const error = await screen.findByTestId('inscription-error');
    expect(error).toHaveAttribute('role', 'alert');
    expect(error).toHaveTextContent('Failed to get inscription, please try again.');
    expect(within(error).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByTestId('inscription-not-found')).toBeNull();
  });

  it('offline: keeps the submitted entry on the device, says so, and sends it when the network is back', async () => {
    const setOnline = (value: boolean) => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
      act(() => {
        window.dispatchEvent(new Event(value ? 'online' : 'offline'));
      });
    };
    mocked.mockImplementation((async (doc: unknown) =>
      operationName(doc) === 'InscriptionQuestions'
        ? { inscriptionQuestions: [] }
        : entryCreated({ id: 'synced', name: 'Written offline' })) as never);
    const creates = () => mocked.mock.calls.filter(([doc]) => operationName(doc) === 'CreateInscriptionEntry');
    const user = userEvent.setup();
    try {
      renderPage();
      const title = await screen.findByLabelText('Title');
      setOnline(false);
      expect(screen.getByTestId('draft-sync-state')).toHaveTextContent(
        'You are offline. Your draft is saved on this device.',
      );
      await user.type(title, 'Written offline');
      await user.type(screen.getByLabelText('Entry'), 'No network here');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(screen.getByTestId('draft-sync-state')).toHaveTextContent(
        'Saved on this device: this entry will be sent when you are back online.',
      );
      expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
      await waitFor(async () => expect((await loadDraft(id))?.queued).toBe(true));
      expect(creates()).toHaveLength(0);

      setOnline(true);
      await screen.findByTestId('page-SelectEntry');
      expect(creates()).toHaveLength(1);
      expect((creates()[0]![1] as { input: Record<string, unknown> }).input).toMatchObject({
        name: 'Written offline',
        transcript: 'No network here',
      });
      await waitFor(async () => expect(await loadDraft(id)).toBeNull());
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    }
  });

  it('a queued entry whose send finds no network yet (one coming back) is sent again shortly, never dropped', async () => {
    const setOnline = (value: boolean) => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
      act(() => {
        window.dispatchEvent(new Event(value ? 'online' : 'offline'));
      });
    };
    let attempts = 0;
    mocked.mockImplementation((async (doc: unknown) => {
      if (operationName(doc) === 'InscriptionQuestions') return { inscriptionQuestions: [] };
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return entryCreated({ id: 'synced', name: 'On the train' });
    }) as never);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    try {
      renderPage();
      const title = await screen.findByLabelText('Title');
      setOnline(false);
      await user.type(title, 'On the train');
      await user.type(screen.getByLabelText('Entry'), 'Patchy signal');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(async () => expect((await loadDraft(id))?.queued).toBe(true));

      setOnline(true);
      await waitFor(() => expect(attempts).toBe(1));
      // The failed send shows no error and keeps the entry queued on the device.
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByTestId('draft-sync-state')).toHaveAttribute('data-status', 'sending');
      expect((await loadDraft(id))?.queued).toBe(true);
      await screen.findByTestId('page-SelectEntry', undefined, { timeout: OFFLINE_SYNC_RETRY_MS + 2000 });
      expect(attempts).toBe(2);
      await waitFor(async () => expect(await loadDraft(id)).toBeNull());
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    }
  });

  it('starts the first-ever entry of the onboarding at the privacy step; Back from DICTATE returns there', async () => {
    const user = userEvent.setup();
    renderPage(seedInscriptions(createTestQueryClient(), [{ id, entryCount: 0 }]));
    expect(screen.getByTestId('step-DICTATE_PRIVACY')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Title'), 'First');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('step-DICTATE_PRIVACY')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Title')).toHaveValue('First');
  });

  it('not in the onboarding (another inscription exists) it starts at DICTATE', async () => {
    renderPage(
      seedInscriptions(createTestQueryClient(), [
        { id, entryCount: 0 },
        { id: 'other', entryCount: 0 },
      ]),
    );
    expect(screen.getByTestId('page-NewEntry')).toHaveAttribute('data-step', 'DICTATE');
    expect(screen.queryByTestId('step-DICTATE_PRIVACY')).toBeNull();
  });

  /** Serves the inscription's questions, and answers CreateInscriptionEntry with `created` (its input passed). */
  const serve = (questions: unknown[], created: (input: Record<string, unknown>) => unknown) =>
    mocked.mockImplementation((async (doc: unknown, vars: { input: Record<string, unknown> }) =>
      operationName(doc) === 'InscriptionQuestions'
        ? { inscriptionQuestions: questions }
        : created(vars.input)) as never);

  /** Writes an entry, types the answers (by question) once the questions are loaded, and submits from REVIEW. */
  async function submitAnswering(questions: unknown[], answers: Record<string, string>) {
    const user = userEvent.setup();
    const { queryClient } = renderPage();
    await user.type(await screen.findByLabelText('Title'), 'Kept');
    await user.type(screen.getByLabelText('Entry'), 'B');
    // Next goes to the questions once they are loaded.
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.entries.questions(id))).toEqual(questions));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('step-QUESTIONS')).toBeInTheDocument();
    for (const [question, answer] of Object.entries(answers)) await user.type(screen.getByLabelText(question), answer);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('step-REVIEW')).toHaveTextContent(Object.keys(answers)[0]!);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
  }

  it("QUESTIONS: sends the answered questions within the entry's create, trimmed, the blank ones left out", async () => {
    const questions = [
      { id: 'q1', inscriptionId: id, questionType: 'TEXT', question: 'What went well?', min: null, max: null },
      { id: 'q2', inscriptionId: id, questionType: 'NUMBER', question: 'Energy?', min: 1, max: 10 },
      { id: 'q3', inscriptionId: id, questionType: 'TEXT', question: 'Skipped?', min: null, max: null },
    ];
    serve(questions, () => entryCreated({ id: 'created' }));
    await submitAnswering(questions, { 'What went well?': ' Sales ', 'Energy?': '8', 'Skipped?': '   ' });
    await screen.findByTestId('page-SelectEntry');
    expect(
      mocked.mock.calls.map(([doc, vars]) => [
        operationName(doc),
        (vars as { input?: { questionAnswers?: unknown } }).input?.questionAnswers,
      ]),
    ).toEqual([
      ['InscriptionQuestions', undefined],
      [
        'CreateInscriptionEntry',
        [
          { inscriptionQuestionId: 'q1', answer: 'Sales' },
          { inscriptionQuestionId: 'q2', answer: '8' },
        ],
      ],
    ]);
  });

  it('QUESTIONS: an answer the server refuses fails the whole entry; the draft and its answers stay', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const questions = [
      { id: 'q1', inscriptionId: id, questionType: 'TEXT', question: 'What went well?', min: null, max: null },
    ];
    serve(questions, () => ({
      createInscriptionEntry: {
        code: '400',
        success: false,
        message: '"inscriptionQuestionId": the question was deleted.',
        inscriptionEntry: null,
      },
    }));
    await submitAnswering(questions, { 'What went well?': 'Sales' });
    expect(
      await screen.findByText(`${FAILED_TO_CREATE_ENTRY} "inscriptionQuestionId": the question was deleted.`),
    ).toBeInTheDocument();
    expect(screen.getByTestId('page-NewEntry')).toBeInTheDocument();
    await waitFor(async () => expect(await loadDraft(id)).toMatchObject({ title: 'Kept', answers: { q1: 'Sales' } }));
  });

  it('Next waits for questions still loading, and goes to them', async () => {
    let release: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const questions = [
      { id: 'q1', inscriptionId: id, questionType: 'TEXT', question: 'What went well?', min: null, max: null },
    ];
    mocked.mockImplementation((async (doc: unknown) => {
      if (operationName(doc) === 'InscriptionQuestions') {
        await loaded;
        return { inscriptionQuestions: questions };
      }
      return {};
    }) as never);
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Title'), 'T');
    await user.type(screen.getByLabelText('Entry'), 'B');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('page-NewEntry')).toHaveAttribute('data-step', 'DICTATE');
    release();
    expect(await screen.findByTestId('step-QUESTIONS')).toBeInTheDocument();
    expect(screen.getByLabelText('What went well?')).toBeInTheDocument();
  });

  it('restores the recording in progress from the draft (paused, playable) and keeps it through a reload', async () => {
    const samples = new Int16Array(32_000).fill(1000);
    await saveDraft(id, {
      title: 'Spoken',
      text: '',
      isPrivate: false,
      date: toYmd(new Date()),
      savedAt: '',
      audio: encodeWav(samples, 16_000),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByTestId('recording-status')).toHaveTextContent('Paused at 0:02');
    expect(screen.getByRole('button', { name: 'Resume recording' })).toBeInTheDocument();
    expect(screen.getByTestId('audio-player')).toBeInTheDocument();
    expect(screen.getByTestId('draft-restored')).toBeInTheDocument();
    // Audio alone counts as unsaved work: Back asks first.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await leaveDialog()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await user.click(screen.getByRole('button', { name: 'Discard recording' }));
    await waitFor(async () => expect((await loadDraft(id))?.audio ?? null).toBeNull());
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeInTheDocument();
  });

  it("without AudioWorklet (jsdom, like an insecure context) says 'Missing AudioWorklet support…' and typing still works", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Start recording' }));
    expect(await screen.findByTestId('microphone-error')).toHaveTextContent(
      'Missing AudioWorklet support. Maybe this is not running in a secure context.',
    );
    await user.type(screen.getByLabelText('Entry'), 'Typed anyway');
    expect(screen.getByLabelText('Entry')).toHaveValue('Typed anyway');
    expect(screen.getByTestId('recording-status')).toHaveTextContent('Not recording');
  });
});
