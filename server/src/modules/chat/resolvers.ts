import type { Resolvers } from '../../generated/resolvers';
import { dateFields } from '../common/dates';
import { respond } from '../respond';
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
    inscriptionChatSession: (_p, { id }, ctx) => getChatSession(ctx, id),
    inscriptionChatSessionMessages: (_p, { inscriptionChatSessionId }, ctx) => listChatMessages(ctx, inscriptionChatSessionId),
    inscriptionChatSessionsPaged: (_p, args, ctx) =>
      pageChatSessions(ctx, args.inscriptionId, args.inscriptionChatSessionCategoryId, args),
    inscriptionChatSessionCategories: (_p, { inscriptionId }, ctx) => listChatCategories(ctx, inscriptionId),
  },
  Mutation: {
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
