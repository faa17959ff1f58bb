import { and, desc, eq, type SQL } from 'drizzle-orm';
import { TIMELINE_YEAR_RANGE } from '@inscriptions/contracts';
import { timelineEntries, type TimelineEntryRow } from '../../db/schema';
import type { TimelineScale, UpdateInscriptionTimelineEntryInput } from '../../generated/resolvers';
import type { Actor } from '../actor';
import { InputError } from '../errors';
import { checkStringLimits, defined, intInRange, optionalRequiredText } from '../input';
import { owned, requireOwned } from '../ownership';
import { emptyConnection, keysetPage, type Connection, type PageArgs } from '../paging';

/*
 * Timeline summaries of an inscription: the summariser's job writes them (generate.ts); the API reads,
 * edits and deletes them.
 */

export interface TimelineFilter {
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

export const getTimelineEntry = (actor: Actor, id: unknown): Promise<TimelineEntryRow | null> => owned(actor, 'timelineEntry', id);

/** The filtered timeline of one of the actor's inscriptions, newest first ([] for another user's). */
export async function listTimelineEntries(actor: Actor, inscriptionId: unknown, filter: TimelineFilter): Promise<TimelineEntryRow[]> {
  const inscription = await owned(actor, 'inscription', inscriptionId);
  if (!inscription) return [];
  return actor.db
    .select()
    .from(timelineEntries)
    .where(filterSql(inscription.id, filter))
    .orderBy(desc(timelineEntries.dateCreated), desc(timelineEntries.id));
}

/** One page of the filtered timeline; the title is omitted in paged lists (spec section 3). */
export async function pageTimelineEntries(
  actor: Actor,
  inscriptionId: unknown,
  filter: TimelineFilter,
  args: PageArgs,
): Promise<Connection<TimelineEntryRow>> {
  const inscription = await owned(actor, 'inscription', inscriptionId);
  if (!inscription) return emptyConnection<TimelineEntryRow>();
  const page = await keysetPage<TimelineEntryRow>(
    actor.db,
    { table: timelineEntries, key: timelineEntries.dateCreated, id: timelineEntries.id, where: filterSql(inscription.id, filter) },
    args,
  );
  return { ...page, edges: page.edges.map((e) => ({ ...e, node: { ...e.node, title: null } })) };
}

export async function updateTimelineEntry(actor: Actor, input: UpdateInscriptionTimelineEntryInput): Promise<TimelineEntryRow> {
  checkStringLimits(input);
  const existing = await requireOwned(actor, 'timelineEntry', input.id);
  if (input.scale === null) throw new InputError('"scale" must not be null.');
  if (input.year === null) throw new InputError('"year" must not be null.');
  if (input.summary === null) throw new InputError('"summary" must not be null.');
  if (input.summary !== undefined && !input.summary.trim()) throw new InputError('"summary" must not be empty.');
  // The owner's text replaces the generated one: the generated sentences, and the entries they cite, go.
  const rewritten = input.summary !== undefined && input.summary !== existing.summary;
  const [row] = await actor.db
    .update(timelineEntries)
    .set({
      ...defined({
        title: input.title === undefined ? undefined : input.title === null ? null : optionalRequiredText('title', input.title),
        summary: input.summary,
        scale: input.scale,
        year: intInRange('year', input.year, TIMELINE_YEAR_RANGE.min, TIMELINE_YEAR_RANGE.max),
        month: input.month === null ? null : intInRange('month', input.month, 1, 12),
        week: input.week === null ? null : intInRange('week', input.week, 1, 53),
      }),
      ...(rewritten ? { sentences: [] } : {}),
      dateUpdated: new Date(),
    })
    .where(eq(timelineEntries.id, existing.id))
    .returning();
  return row!;
}

export async function deleteTimelineEntry(actor: Actor, id: string): Promise<TimelineEntryRow> {
  checkStringLimits({ id });
  const existing = await requireOwned(actor, 'timelineEntry', id);
  await actor.db.delete(timelineEntries).where(eq(timelineEntries.id, existing.id));
  return existing;
}
