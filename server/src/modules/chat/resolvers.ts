import type { Resolvers } from '../../generated/resolvers';
import { dateFields } from '../common';
import { respond } from '../respond';
import { AiError, prepareEvidence } from '../ai';
import { isServiceError } from '../errors';
import { answerQuestion } from './answer';
import {
  createChatCategory,
  createChatMessage,
  createChatSession,
  deleteChatCategory,
  deleteChatMessage,
  deleteChatSession,
  getChatSession,
  listChatCategories,
  listChatMessages,
  pageChatSessions,
  updateChatCategory,
  updateChatMessage,
  updateChatSession,
} from './service';

export const chatResolvers: Resolvers = {
  Query: {
    chatAiSettings: (_p, _a, ctx) => ({ engine: ctx.ai.engine.kind, webSources: ctx.ai.web !== null }),
    inscriptionChatSession: (_p, { id }, ctx) => getChatSession(ctx, id),
    inscriptionChatSessionMessages: (_p, { inscriptionChatSessionId }, ctx) => listChatMessages(ctx, inscriptionChatSessionId),
    inscriptionChatSessionsPaged: (_p, args, ctx) =>
      pageChatSessions(ctx, args.inscriptionId, args.inscriptionChatSessionCategoryId, args),
    inscriptionChatSessionCategories: (_p, { inscriptionId }, ctx) => listChatCategories(ctx, inscriptionId),
  },
  Mutation: {
    prepareInscriptionAnswers: (_p, { inscriptionId }, ctx) => prepareEvidence(ctx, inscriptionId),
    createInscriptionChatSession: (_p, { input }, ctx) =>
      respond(ctx.log, 'inscriptionChatSession', 'Chat session created.', () => createChatSession(ctx, input)),
    updateInscriptionChatSession: (_p, { input }, ctx) =>
      respond(ctx.log, 'inscriptionChatSession', 'Chat session updated.', () => updateChatSession(ctx, input)),
    deleteInscriptionChatSession: (_p, { id }, ctx) =>
      respond(ctx.log, 'inscriptionChatSession', 'Chat session deleted.', () => deleteChatSession(ctx, id)),

    createInscriptionChatSessionCategory: (_p, { input }, ctx) =>
      respond(ctx.log, 'category', 'Chat category created.', () => createChatCategory(ctx, input)),
    updateInscriptionChatSessionCategory: (_p, { input }, ctx) =>
      respond(ctx.log, 'category', 'Chat category updated.', () => updateChatCategory(ctx, input)),
    deleteInscriptionChatSessionCategory: (_p, { id }, ctx) =>
      respond(ctx.log, 'category', 'Chat category deleted.', () => deleteChatCategory(ctx, id)),

    createInscriptionChatSessionMessage: (_p, { input }, ctx) =>
      respond(ctx.log, 'inscriptionChatSessionMessage', 'Chat message created.', () => createChatMessage(ctx, input)),
    updateInscriptionChatSessionMessage: (_p, { input }, ctx) =>
      respond(ctx.log, 'inscriptionChatSessionMessage', 'Chat message updated.', () => updateChatMessage(ctx, input)),
    deleteInscriptionChatSessionMessage: (_p, { id }, ctx) =>
      respond(ctx.log, 'inscriptionChatSessionMessage', 'Chat message deleted.', () => deleteChatMessage(ctx, id)),
  },
  Subscription: {
    askInscriptionQuestion: {
      // Errors become an event with a clear message (GraphQL masks thrown ones); nothing is saved then.
      subscribe: async function* (_p, { input }, ctx) {
        try {
          for await (const event of answerQuestion(ctx, ctx.ai, input)) {
            yield event.type === 'delta'
              ? { delta: event.text }
              : { question: event.question, answer: event.answer, unsupported: event.unsupported };
          }
        } catch (err) {
          if (!(err instanceof AiError) && !isServiceError(err)) ctx.log.error({ err }, 'chat answer failed');
          yield { error: err instanceof AiError || isServiceError(err) ? err.message : 'The answer failed. Please try again.' };
        }
      },
      resolve: (event: unknown) => event as never,
    },
  },
  InscriptionChatSession: {
    ...dateFields,
    inscriptionChatSessionCategoryId: (p) => p.categoryId,
  },
  InscriptionChatSessionMessage: {
    ...dateFields,
    inscriptionChatSessionId: (p) => p.sessionId,
  },
  InscriptionChatSessionCategory: { ...dateFields },
};
