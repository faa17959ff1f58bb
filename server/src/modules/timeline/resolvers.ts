import type { Resolvers } from '../../generated/resolvers';
import { dateFields } from '../common';
import { respond } from '../respond';
import { requestTimelineGeneration } from './generate';
import { deleteTimelineEntry, getTimelineEntry, listTimelineEntries, pageTimelineEntries, updateTimelineEntry } from './service';

export const timelineResolvers: Resolvers = {
  Query: {
    inscriptionTimelineEntriesPaged: (_p, args, ctx) => pageTimelineEntries(ctx, args.inscriptionId, args, args),
    inscriptionTimelineEntries: (_p, args, ctx) => listTimelineEntries(ctx, args.inscriptionId, args),
    inscriptionTimelineEntry: (_p, { id }, ctx) => getTimelineEntry(ctx, id),
  },
  Mutation: {
    generateInscriptionTimeline: (_p, { input }, ctx) =>
      respond(ctx.log, 'job', 'Timeline generation queued.', () => requestTimelineGeneration(ctx, input)),
    updateInscriptionTimelineEntry: (_p, { input }, ctx) =>
      respond(ctx.log, 'inscriptionTimelineEntry', 'Timeline entry updated.', () => updateTimelineEntry(ctx, input)),
    deleteInscriptionTimelineEntry: (_p, { input }, ctx) =>
      respond(ctx.log, 'inscriptionTimelineEntry', 'Timeline entry deleted.', () => deleteTimelineEntry(ctx, input.id)),
  },
  InscriptionTimelineEntry: { ...dateFields },
};
