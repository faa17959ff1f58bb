import type { ChatMessage } from '../features/chat/api/chat';
import type { ChatRole } from '../generated/graphql';

/** A saved message of the session 'chat-1', as the server returns it (the tests' conversations). */
export const chatMessage = (id: string, chatRole: ChatRole, chatContent: string): ChatMessage => ({
  id,
  inscriptionChatSessionId: 'chat-1',
  chatRole,
  chatContent,
  chatHelpful: null,
  externalSources: [],
  inscriptionEntrySources: [],
  dateCreated: '2026-11-26T09:00:00.000Z',
});
