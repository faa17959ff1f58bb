import { and, desc, eq, type SQL } from 'drizzle-orm';
import { timelineEntries, type TimelineEntryRow } from '../../db/schema';
import type { Resolvers, TimelineScale } from '../../generated/resolvers';
import { ownedInscription, ownedTimelineEntry } from '../ownership';
import {
  InputError,
  dateFields,
  defined,
  emptyConnection,
  intInRange,
  keysetPage,
  notFound,
  optionalRequiredText,
  respond,
} from '../util';

interface TimelineFilter {
  scale?: TimelineScale | null;
  year?: number | null;
  month?: number | null;
  week?: number | null;
}

function filterSql(inscriptionId: string, f: TimelineFilter): SQL | undefined {
  const conds: SQL[] = [eq(timelineEntries.inscriptionId, inscriptionId)];
  if (f.scale) conds.push(eq(timelineEntries.scale, f.scale));
  if (typeof f.year === 'number') conds.push(eq(timelineEntries.year, f.year));
  if (typeof f.month === 'number') conds.push(eq(timelineEntries.month, f.month));
  if (typeof f.week === 'number') conds.push(eq(timelineEntries.week, f.week));
  return and(...conds);
}

export const timelineResolvers: Resolvers = {
  Query: {
    inscriptionTimelineEntriesPaged: async (_p, args, ctx) => {
      const inscription = await ownedInscription(ctx, args.inscriptionId);
      if (!inscription) return emptyConnection<TimelineEntryRow>();
      const page = await keysetPage<TimelineEntryRow>(
        ctx,
        timelineEntries,
        timelineEntries.dateCreated,
        timelineEntries.id,
        filterSql(inscription.id, args),
        args,
      );
      // The title is omitted in paged lists (spec section 3).
      return { ...page, edges: page.edges.map((e) => ({ ...e, node: { ...e.node, title: null } })) };
    },
    inscriptionTimelineEntries: async (_p, args, ctx) => {
      const inscription = await ownedInscription(ctx, args.inscriptionId);
      if (!inscription) return [];
      return ctx.db
        .select()
        .from(timelineEntries)
        .where(filterSql(inscription.id, args))
        .orderBy(desc(timelineEntries.dateCreated), desc(timelineEntries.id));
    },
    inscriptionTimelineEntry: (_p, { id }, ctx) => ownedTimelineEntry(ctx, id),
  },
  Mutation: {
    updateInscriptionTimelineEntry: (_p, { input }, ctx) =>
      respond(ctx, 'inscriptionTimelineEntry', 'Timeline entry updated.', input, async () => {
        const existing = await ownedTimelineEntry(ctx, input.id);
        if (!existing) throw notFound('Timeline entry');
        if (input.scale === null) throw new InputError('"scale" must not be null.');
        if (input.year === null) throw new InputError('"year" must not be null.');
        if (input.summary === null) throw new InputError('"summary" must not be null.');
        const [row] = await ctx.db
          .update(timelineEntries)
          .set({
            ...defined({
              title: input.title === undefined ? undefined : input.title === null ? null : optionalRequiredText('title', input.title),
              summary: input.summary,
              scale: input.scale,
              year: intInRange('year', input.year, 1900, 9999),
              month: input.month === null ? null : intInRange('month', input.month, 1, 12),
              week: input.week === null ? null : intInRange('week', input.week, 1, 53),
            }),
            dateUpdated: new Date(),
          })
          .where(eq(timelineEntries.id, existing.id))
          .returning();
        return row!;
      }),
    deleteInscriptionTimelineEntry: (_p, { input }, ctx) =>
      respond(ctx, 'inscriptionTimelineEntry', 'Timeline entry deleted.', input, async () => {
        const existing = await ownedTimelineEntry(ctx, input.id);
        if (!existing) throw notFound('Timeline entry');
        await ctx.db.delete(timelineEntries).where(eq(timelineEntries.id, existing.id));
        return existing;
      }),
  },
  InscriptionTimelineEntry: { ...dateFields },
};
