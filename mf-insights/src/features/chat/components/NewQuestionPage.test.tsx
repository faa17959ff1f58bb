import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_TITLE_CHARS, chatSharingNotice } from '@inscriptions/contracts';
import { gqlRequest, operationNameOf, QueryClient, queryKeys } from '@inscriptions/shared/api';
import { makeSessionUser, setAuthSession } from '@inscriptions/shared/auth';
import { RouterProvider, createMemoryRouter } from '@inscriptions/shared/router';
import { createAppStore } from '@inscriptions/shared/store';
import { AppProviders } from '@inscriptions/shared/ui';
import { NewQuestionPage } from './NewQuestionPage';

jest.mock('../../../../../shared/src/api/client', () => ({
  ...jest.requireActual('../../../../../shared/src/api/client'),
  gqlRequest: jest.fn(),
}));
const mocked = gqlRequest as jest.MockedFunction<typeof gqlRequest>;

const inscription = (isPrivate: boolean, allowExternalAi: boolean) => ({
  id: 'a',
  name: 'Bakery',
  about: 'Bread',
  category: 'OTHER',
  isPrivate,
  allowExternalAi,
  logoImageUrl: null,
  entryCount: 3,
  dateCreated: '2026-01-01T00:00:00.000Z',
  dateUpdated: '2026-01-01T00:00:00.000Z',
});

/** The page, the server answering with this engine and this inscription. */
function renderPage(engine: string, own: ReturnType<typeof inscription>) {
  const answers: Record<string, unknown> = {
    ChatAiSettings: { chatAiSettings: { engine, webSources: false } },
    Inscriptions: { inscriptions: [own] },
    ChatCategories: { inscriptionChatSessionCategories: [] },
    CreateChatSession: { createInscriptionChatSession: { code: '200', success: true, message: 'ok', inscriptionChatSession: { id: 's1' } } },
  };
  mocked.mockImplementation(async (document) => answers[operationNameOf(document) ?? ''] as never);
  const router = createMemoryRouter(
    [
      { path: '/inscriptions/:inscriptionId/chat/new', element: <NewQuestionPage /> },
      { path: '/data-insights/:inscriptionId/questions/:chatId', element: <p>Answer</p> },
    ],
    {
      initialEntries: ['/inscriptions/a/chat/new'],
    },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders store={createAppStore()} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return queryClient;
}

beforeEach(() => {
  mocked.mockReset();
  setAuthSession(makeSessionUser({ accessToken: 'tok' }));
});

describe('NewQuestionPage: what an external model reads of this inscription', () => {
  it.each([
    ['a public inscription, sharing off: its private entries are left out', false, false],
    ['a private inscription, sharing off: none of its entries are sent', true, false],
    ['sharing on: its entries, private ones too, are sent', true, true],
  ])('%s', async (_name, isPrivate, allowExternalAi) => {
    renderPage('openai', inscription(isPrivate, allowExternalAi));
    const notice = await screen.findByTestId('external-ai-notice');
    expect(notice).toHaveTextContent(
      chatSharingNotice({ external: true, inscriptionPrivate: isPrivate, allowExternalAi })!,
    );
    expect(screen.getByRole('link', { name: 'Inscription settings' })).toHaveAttribute(
      'href',
      '/inscriptions/a/settings',
    );
  });

  it('says nothing of it while the embedded AI answers', async () => {
    const queryClient = renderPage('offline', inscription(true, false));
    await waitFor(() => expect(screen.getByTestId('no-web-sources')).toBeInTheDocument());
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.inscriptions.list())).toHaveLength(1));
    expect(screen.queryByTestId('external-ai-notice')).not.toBeInTheDocument();
  });
});

describe('NewQuestionPage: the first answer of a big journal', () => {
  it('has the server read the inscription for answering as the page opens, before a question is asked', async () => {
    renderPage('offline', inscription(false, false));
    const sent = (operation: string) => mocked.mock.calls.filter(([document]) => operationNameOf(document) === operation);
    await waitFor(() => expect(sent('PrepareInscriptionAnswers').map(([, variables]) => variables)).toContainEqual({ inscriptionId: 'a' }));
    expect(sent('CreateChatSession')).toEqual([]);
  });
});

describe('NewQuestionPage: the session a question opens', () => {
  it('is titled with the opening of a long question and an ellipsis', async () => {
    renderPage('offline', inscription(false, false));
    const question = `Why did the market go quiet ${'and the stall with it '.repeat(12)}?`;
    await userEvent.type(screen.getByLabelText('Your question'), question);
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const created = () => mocked.mock.calls.filter(([document]) => operationNameOf(document) === 'CreateChatSession');
    await waitFor(() => expect(created()).toHaveLength(1));
    const title = (created()[0]![1] as { input: { chatShortSummary: string } }).input.chatShortSummary;
    expect(title.startsWith('Why did the market go quiet and the stall with it')).toBe(true);
    expect(title.endsWith('…')).toBe(true);
    expect(Array.from(title).length).toBeLessThanOrEqual(CHAT_TITLE_CHARS + 1);
  });
});
