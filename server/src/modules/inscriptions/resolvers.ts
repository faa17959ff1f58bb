import type { Resolvers } from '../../generated/resolvers';
import { dateFields } from '../common';
import { underMutation } from '../uploadUrls';
import { respond } from '../respond';
import {
  createInscription,
  deleteInscription,
  getInscription,
  listInscriptions,
  pageInscriptions,
  updateInscription,
} from './service';

export const inscriptionResolvers: Resolvers = {
  Query: {
    inscriptionsPaged: (_p, args, ctx) => pageInscriptions(ctx, args),
    inscriptions: (_p, _a, ctx) => listInscriptions(ctx),
    inscription: (_p, { inscriptionId }, ctx) => getInscription(ctx, inscriptionId),
  },
  Mutation: {
    createInscription: (_p, { input }, ctx) =>
      respond(ctx.log, 'inscription', 'Inscription created.', () => createInscription(ctx, input)),
    updateInscription: (_p, { input }, ctx) =>
      respond(ctx.log, 'inscription', 'Inscription updated.', () => updateInscription(ctx, input)),
    deleteInscription: (_p, { input }, ctx) =>
      respond(ctx.log, 'inscription', 'Inscription deleted.', () => deleteInscription(ctx, input.id)),
  },
  Inscription: {
    ...dateFields,
    logoImageUrl: (p, _a, ctx) => (p.userId === ctx.userId ? ctx.files.url(p.logoImageKey) : null),
    logoImageUploadUrl: (p, _a, ctx, info) =>
      p.userId === ctx.userId && underMutation(info, ['createInscription', 'updateInscription'])
        ? ctx.files.uploadUrl.logo(p.userId, p.id)
        : null,
    allowExternalAi: (p, _a, ctx) => p.userId === ctx.userId && p.allowExternalAi,
    entryCount: (p) => p.entryCount,
  },
};
