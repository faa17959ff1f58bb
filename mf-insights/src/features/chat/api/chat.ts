import { useEffect } from 'react';
import {
  CHAT_CATEGORIES_GET_FAILED,
  CHAT_CATEGORY_CREATE_FAILED,
  CHAT_CATEGORY_DELETE_FAILED,
  CHAT_CATEGORY_UPDATE_FAILED,
  CHAT_SESSION_CREATE_FAILED,
  CHAT_SESSION_DELETE_FAILED,
  CHAT_SESSION_GET_FAILED,
  failedTo,
} from '@inscriptions/contracts';
import { gqlRequest, queryKeys, runMutation, useQuery, type QueryClient } from '@inscriptions/shared/api';
import type { ChatMessageFieldsFragment, CreateInscriptionChatSessionInput } from '../../../generated/graphql';
import {
  chatCategoriesDocument,
  chatMessagesDocument,
  chatSessionDocument,
  chatSessionsDocument,
  createChatCategoryDocument,
  createChatSessionDocument,
  deleteChatCategoryDocument,
  deleteChatSessionDocument,
  prepareAnswersDocument,
  rateChatMessageDocument,
  updateChatCategoryDocument,
  updateChatSessionDocument,
} from './operations';

export type ChatMessage = ChatMessageFieldsFragment;
/** Sessions shown on PriorQuestions (the newest this many). */
export const SESSIONS_SHOWN = 100;
/** Chat calls are not cached (spec section 7). */
const uncached = { staleTime: 0, gcTime: 0 } as const;

/**
 * Has the server read the inscription's entries for answering while the question is being written: a
 * journal of thousands of entries otherwise makes its first question wait seconds. Nothing is shown
 * for a failure; the question's own request reads them then.
 */
export function usePrepareAnswers(inscriptionId: string): void {
  useEffect(() => {
    if (inscriptionId) gqlRequest(prepareAnswersDocument, { inscriptionId }).catch(() => undefined);
  }, [inscriptionId]);
}

export const useChatSession = (sessionId: string) =>
  useQuery({
    queryKey: queryKeys.chat.session(sessionId),
    queryFn: async ({ signal }) =>
      (await gqlRequest(chatSessionDocument, { id: sessionId }, { signal })).inscriptionChatSession ?? null,
    ...uncached,
  });

export const useChatMessages = (sessionId: string) =>
  useQuery({
    queryKey: queryKeys.chat.messages(sessionId),
    queryFn: async ({ signal }) =>
      (await gqlRequest(chatMessagesDocument, { inscriptionChatSessionId: sessionId }, { signal }))
        .inscriptionChatSessionMessages,
    ...uncached,
  });

/**
 * Adds the question and answer an answer's last streamed event carries (both saved) to the session's
 * cached conversation, instead of fetching it again. A conversation not loaded yet is fetched: the rows
 * alone would hide the earlier messages. A fetch still on its way was sent before they were saved, so it
 * is cancelled first: it would otherwise come back without them, over them.
 */
export async function addAnsweredMessages(
  queryClient: QueryClient,
  sessionId: string,
  { question, answer }: { question: ChatMessage | null; answer: ChatMessage | null },
): Promise<void> {
  const queryKey = queryKeys.chat.messages(sessionId);
  await queryClient.cancelQueries({ queryKey });
  if (!question || !answer || queryClient.getQueryData(queryKey) === undefined) {
    return queryClient.invalidateQueries({ queryKey });
  }
  const added = new Set([question.id, answer.id]);
  queryClient.setQueryData<ChatMessage[]>(queryKey, (messages = []) => [
    ...messages.filter((m) => !added.has(m.id)),
    question,
    answer,
  ]);
}

export const useChatSessions = (inscriptionId: string) =>
  useQuery({
    queryKey: queryKeys.chat.sessions(inscriptionId),
    queryFn: async ({ signal }) =>
      (
        await gqlRequest(chatSessionsDocument, { inscriptionId, first: SESSIONS_SHOWN }, { signal })
      ).inscriptionChatSessionsPaged.edges.map((e) => e.node),
    ...uncached,
  });

export const useChatCategories = (inscriptionId: string) =>
  useQuery({
    queryKey: queryKeys.chat.categories(inscriptionId),
    queryFn: async ({ signal }) =>
      (await gqlRequest(chatCategoriesDocument, { inscriptionId }, { signal })).inscriptionChatSessionCategories,
    ...uncached,
  });

export { CHAT_CATEGORIES_GET_FAILED, CHAT_SESSION_GET_FAILED };

export const createChatSession = (input: CreateInscriptionChatSessionInput) =>
  runMutation(
    createChatSessionDocument,
    { input },
    { failure: CHAT_SESSION_CREATE_FAILED, object: 'inscriptionChatSession' },
  );

export const moveChatSession = (id: string, categoryId: string | null) =>
  runMutation(
    updateChatSessionDocument,
    { input: { id, inscriptionChatSessionCategoryId: categoryId } },
    { failure: CHAT_CATEGORY_UPDATE_FAILED, object: 'inscriptionChatSession' },
  );

export const deleteChatSession = (id: string) =>
  runMutation(deleteChatSessionDocument, { id }, { failure: CHAT_SESSION_DELETE_FAILED });

export const createChatCategory = (inscriptionId: string, categoryName: string) =>
  runMutation(
    createChatCategoryDocument,
    { input: { inscriptionId, categoryName } },
    { failure: CHAT_CATEGORY_CREATE_FAILED, object: 'category' },
  );

export const renameChatCategory = (id: string, categoryName: string) =>
  runMutation(
    updateChatCategoryDocument,
    { input: { id, categoryName } },
    { failure: CHAT_CATEGORY_UPDATE_FAILED, object: 'category' },
  );

export const deleteChatCategory = (id: string) =>
  runMutation(deleteChatCategoryDocument, { id }, { failure: CHAT_CATEGORY_DELETE_FAILED });

export const rateChatMessage = (id: string, chatHelpful: boolean | null) =>
  runMutation(
    rateChatMessageDocument,
    { input: { id, chatHelpful } },
    { failure: failedTo('update', 'chat message'), object: 'inscriptionChatSessionMessage' },
  );
