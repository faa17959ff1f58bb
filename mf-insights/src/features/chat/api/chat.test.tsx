import type { ReactNode } from 'react';
import { renderHook, waitFor, act } from '@testing-library/react';
import { gqlRequest, QueryClient, QueryClientProvider, queryKeys } from '@inscriptions/shared/api';
import { chatMessage as message } from '../../../test/chat';
import { addAnsweredMessages, useChatMessages } from './chat';

jest.mock('../../../../../shared/src/api/client', () => ({
  ...jest.requireActual('../../../../../shared/src/api/client'),
  gqlRequest: jest.fn(),
}));
const mocked = gqlRequest as jest.MockedFunction<typeof gqlRequest>;

const earlier = [message('m1', 'user', 'How was May?'), message('m2', 'assistant', 'Busy.')];
const asked = message('m3', 'user', 'And June?');
const answered = message('m4', 'assistant', 'Calmer [E1].');

function renderConversation() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useChatMessages('chat-1'), { wrapper }) };
}

beforeEach(() => {
  mocked.mockReset();
  mocked.mockResolvedValue({ inscriptionChatSessionMessages: earlier } as never);
});

describe('addAnsweredMessages', () => {
  it("appends the done event's question and answer to the shown conversation, without fetching it again", async () => {
    const { queryClient, result } = renderConversation();
    await waitFor(() => expect(result.current.data).toEqual(earlier));
    await act(() => addAnsweredMessages(queryClient, 'chat-1', { question: asked, answer: answered }));
    await waitFor(() => expect(result.current.data).toEqual([...earlier, asked, answered]));
    // Added once, even when the conversation already held them.
    await act(() => addAnsweredMessages(queryClient, 'chat-1', { question: asked, answer: answered }));
    expect(queryClient.getQueryData(queryKeys.chat.messages('chat-1'))).toEqual([...earlier, asked, answered]);
    expect(mocked).toHaveBeenCalledTimes(1);
  });

  it('fetches the conversation when it was not loaded yet, or the event lacks a row', async () => {
    const queryClient = new QueryClient();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await addAnsweredMessages(queryClient, 'chat-2', { question: asked, answer: answered });
    expect(queryClient.getQueryData(queryKeys.chat.messages('chat-2'))).toBeUndefined();
    const { queryClient: shown, result } = renderConversation();
    await waitFor(() => expect(result.current.data).toEqual(earlier));
    mocked.mockResolvedValue({ inscriptionChatSessionMessages: [...earlier, asked] } as never);
    await act(() => addAnsweredMessages(shown, 'chat-1', { question: asked, answer: null }));
    await waitFor(() => expect(result.current.data).toEqual([...earlier, asked]));
    expect(mocked).toHaveBeenCalledTimes(2);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('fetches again when the first fetch, sent before the question was saved, has not come back yet', async () => {
    // The conversation's first fetch reads the session before the answer is saved, and returns after it.
    let answerFirstFetch: (value: unknown) => void = () => undefined;
    mocked.mockReturnValueOnce(new Promise((resolve) => (answerFirstFetch = resolve)) as never);
    mocked.mockResolvedValueOnce({ inscriptionChatSessionMessages: [asked, answered] } as never);
    const { queryClient, result } = renderConversation();
    await waitFor(() => expect(mocked).toHaveBeenCalledTimes(1));
    const adding = addAnsweredMessages(queryClient, 'chat-1', { question: asked, answer: answered });
    answerFirstFetch({ inscriptionChatSessionMessages: [] });
    await act(() => adding);
    await waitFor(() => expect(result.current.data).toEqual([asked, answered]));
    expect(mocked).toHaveBeenCalledTimes(2);
  });
});
