import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSessionUser, setAuthSession } from '@inscriptions/shared/auth';
import { callsOf, mockFetch, renderPage } from '../../../test/render';
import { FAILED_TO_CREATE_QUESTION, FAILED_TO_GET_QUESTIONS, type EditorQuestion } from '../api/questions';
import { QuestionsEditor } from './QuestionsEditor';

type Input = Record<string, unknown>;
const ok = (payload: object) => ({ code: '200', success: true, message: 'ok', ...payload });

/** A stand-in for the server's question list: the editor's writes change it, its reads return it. */
function fakeServer(initial: EditorQuestion[], { failCreate = false } = {}) {
  let questions = [...initial];
  let created = 0;
  const fetchMock = mockFetch({
    EditorQuestions: () => ({ body: { inscriptionQuestions: questions } }),
    CreateEditorQuestion: ({ input }) => {
      if (failCreate) return { status: 500 };
      const { inscriptionId: _ignored, ...fields } = input as Input;
      const question = { id: `new-${++created}`, position: questions.length, ...fields } as EditorQuestion;
      questions = [...questions, question];
      return { body: { createInscriptionQuestion: ok({ inscriptionQuestion: { id: question.id } }) } };
    },
    UpdateEditorQuestion: ({ input }) => {
      const { id, ...fields } = input as Input;
      questions = questions.map((q) => (q.id === id ? ({ ...q, ...fields } as EditorQuestion) : q));
      return { body: { updateInscriptionQuestion: ok({ inscriptionQuestion: { id } }) } };
    },
    DeleteEditorQuestion: ({ input }) => {
      const { id } = input as Input;
      questions = questions.filter((q) => q.id !== id);
      return { body: { deleteInscriptionQuestion: ok({ inscriptionQuestion: { id } }) } };
    },
    ReorderEditorQuestions: ({ input }) => {
      const ids = (input as { questionIds: string[] }).questionIds;
      questions = ids.map((id, position) => ({ ...questions.find((q) => q.id === id)!, position }));
      return { body: { reorderInscriptionQuestions: ok({ inscriptionQuestions: questions }) } };
    },
  });
  return fetchMock;
}

const question = (id: string, text: string, extra: Partial<EditorQuestion> = {}): EditorQuestion => ({
  id,
  question: text,
  questionType: 'TEXT',
  min: null,
  max: null,
  position: 0,
  ...extra,
});
const THREE = [
  question('q1', 'What went well?', { position: 0 }),
  question('q2', 'Energy?', { questionType: 'NUMBER', min: 1, max: 10, position: 1 }),
  question('q3', 'Tomorrow?', { position: 2 }),
];

const setup = () => renderPage(<QuestionsEditor inscriptionId="ins" />, { path: '/inscriptions/ins/settings' });
const order = () => screen.getAllByTestId('question-item').map((item) => item.querySelector('strong')?.textContent);

describe('QuestionsEditor', () => {
  beforeEach(() => {
    setAuthSession(makeSessionUser({ accessToken: 'tok' }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('starts empty, then adds a text question and a number question with its bounds', async () => {
    const fetchMock = fakeServer([]);
    const user = userEvent.setup();
    setup();
    expect(await screen.findByTestId('questions-empty')).toHaveTextContent('No questions yet.');

    await user.type(screen.getByLabelText('Question'), 'What went well?');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(await screen.findByText('What went well?', { selector: 'strong' })).toBeInTheDocument();
    // The add form empties once saved.
    expect(screen.getByLabelText('Question')).toHaveValue('');

    await user.type(screen.getByLabelText('Question'), 'Energy?');
    await user.selectOptions(screen.getByLabelText('Answer type'), 'NUMBER');
    await user.type(screen.getByLabelText('Lowest answer (optional)'), '1');
    await user.type(screen.getByLabelText('Highest answer (optional)'), '10');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(await screen.findByText('Number from 1 to 10')).toBeInTheDocument();
    expect(callsOf(fetchMock, 'CreateEditorQuestion')).toEqual([
      { input: { inscriptionId: 'ins', question: 'What went well?', questionType: 'TEXT', min: null, max: null } },
      { input: { inscriptionId: 'ins', question: 'Energy?', questionType: 'NUMBER', min: 1, max: 10 } },
    ]);
    expect(order()).toEqual(['What went well?', 'Energy?']);
    expect(screen.getByTestId('questions-announcement')).toHaveTextContent('Added “Energy?”.');
  });

  it('refuses a lowest answer above the highest, and an empty question, without calling the server', async () => {
    const fetchMock = fakeServer([]);
    const user = userEvent.setup();
    setup();
    await screen.findByTestId('questions-empty');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(screen.getByLabelText('Question')).toHaveAccessibleDescription('Write the question.');

    await user.type(screen.getByLabelText('Question'), 'Sleep?');
    await user.selectOptions(screen.getByLabelText('Answer type'), 'NUMBER');
    await user.type(screen.getByLabelText('Lowest answer (optional)'), '9');
    await user.type(screen.getByLabelText('Highest answer (optional)'), '3');
    expect(screen.getByLabelText('Highest answer (optional)')).toHaveAccessibleDescription(
      'The highest answer must not be lower than the lowest.',
    );
    expect(screen.getByRole('button', { name: 'Add question' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Highest answer (optional)'));
    await user.type(screen.getByLabelText('Highest answer (optional)'), '12');
    expect(screen.getByRole('button', { name: 'Add question' })).toBeEnabled();
    expect(callsOf(fetchMock, 'CreateEditorQuestion')).toEqual([]);
  });

  it('reorders with the keyboard: Enter on a move button, focus staying on the moved question', async () => {
    const fetchMock = fakeServer(THREE);
    const user = userEvent.setup();
    setup();
    const down = await screen.findByRole('button', { name: 'Move “What went well?” down' });
    expect(screen.getByRole('button', { name: 'Move “What went well?” up' })).toBeDisabled();

    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(order()).toEqual(['Energy?', 'What went well?', 'Tomorrow?']));
    expect(callsOf(fetchMock, 'ReorderEditorQuestions')).toEqual([
      { input: { inscriptionId: 'ins', questionIds: ['q2', 'q1', 'q3'] } },
    ]);
    expect(screen.getByRole('button', { name: 'Move “What went well?” down' })).toHaveFocus();
    expect(screen.getByTestId('questions-announcement')).toHaveTextContent(
      'Moved “What went well?” to position 2 of 3.',
    );

    // Space moves it again; at the end of the list the keyboard lands on its Up button.
    await user.keyboard(' ');
    await waitFor(() => expect(order()).toEqual(['Energy?', 'Tomorrow?', 'What went well?']));
    expect(screen.getByRole('button', { name: 'Move “What went well?” down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move “What went well?” up' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Move “Tomorrow?” up' }));
    await waitFor(() => expect(order()).toEqual(['Tomorrow?', 'Energy?', 'What went well?']));
    expect(callsOf(fetchMock, 'ReorderEditorQuestions').at(-1)).toEqual({
      input: { inscriptionId: 'ins', questionIds: ['q3', 'q2', 'q1'] },
    });
  });

  it('edits a question in place; made a text question, it drops its bounds', async () => {
    const fetchMock = fakeServer(THREE);
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('button', { name: 'Edit “Energy?”' }));
    const form = screen.getByTestId('edit-q2-form');
    expect(within(form).getByLabelText('Lowest answer (optional)')).toHaveValue(1);
    await user.clear(within(form).getByLabelText('Question'));
    await user.type(within(form).getByLabelText('Question'), 'Mood?');
    await user.selectOptions(within(form).getByLabelText('Answer type'), 'TEXT');
    await user.click(within(form).getByRole('button', { name: 'Save question' }));
    await waitFor(() => expect(order()).toEqual(['What went well?', 'Mood?', 'Tomorrow?']));
    expect(callsOf(fetchMock, 'UpdateEditorQuestion')).toEqual([
      { input: { id: 'q2', question: 'Mood?', questionType: 'TEXT', min: null, max: null } },
    ]);
    expect(screen.queryByTestId('edit-q2-form')).toBeNull();
  });

  it('deletes keeping the answers unless the user chooses to delete them too', async () => {
    const fetchMock = fakeServer(THREE);
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('button', { name: 'Delete “What went well?”' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete “What went well?”?' });
    expect(within(dialog).getByLabelText(/Keep them/)).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(order()).toEqual(['Energy?', 'Tomorrow?']));

    await user.click(screen.getByRole('button', { name: 'Delete “Tomorrow?”' }));
    dialog = screen.getByRole('dialog', { name: 'Delete “Tomorrow?”?' });
    await user.click(within(dialog).getByLabelText('Delete them too'));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(order()).toEqual(['Energy?']));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf(fetchMock, 'DeleteEditorQuestion')).toEqual([
      { input: { id: 'q1', keepAnswers: true } },
      { input: { id: 'q3', keepAnswers: false } },
    ]);
  });

  it('keeps what was typed when the server fails, and says so', async () => {
    fakeServer([], { failCreate: true });
    const user = userEvent.setup();
    const { errors } = setup();
    await screen.findByTestId('questions-empty');
    await user.type(screen.getByLabelText('Question'), 'Kept?');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(errors()).toEqual([FAILED_TO_CREATE_QUESTION]));
    expect(screen.getByLabelText('Question')).toHaveValue('Kept?');
    expect(screen.getByTestId('questions-empty')).toBeInTheDocument();
  });

  it('offers to try again when the questions cannot be read', async () => {
    let fail = true;
    mockFetch({
      EditorQuestions: () =>
        fail ? { status: 500, body: { errors: [{ message: 'down' }] } } : { body: { inscriptionQuestions: THREE } },
    });
    const user = userEvent.setup();
    setup();
    expect(await screen.findByTestId('questions-load-error')).toHaveTextContent(FAILED_TO_GET_QUESTIONS);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(order()).toEqual(['What went well?', 'Energy?', 'Tomorrow?']));
  });
});
