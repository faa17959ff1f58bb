import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { TIMELINE_GENERATE_JOB, TIMELINE_SCALES, TIMELINE_YEAR_RANGE, type TimelineScale } from '@inscriptions/contracts';
import type { Db } from '../../db';
import { inscriptionEntries, inscriptions, timelineEntries, users, type JobRow, type TimelineEntryRow } from '../../db/schema';
import type { Actor } from '../actor';
import { mayReadPrivate } from '../ai';
import { InputError } from '../errors';
import { intInRange } from '../input';
import { readDatedSentences, timeZoneOf, validZone } from '../insights';
import { enqueue } from '../jobs';
import { requireOwned } from '../ownership';
import { isClosed, lastClosedPeriods, periodsFor, type Period } from './periods';
import { offlineSummariser, type TimelineSummariser } from './summarise';

/*
 * Timeline summaries are written here: per period (week, month, year in the user's timezone), one row
 * per inscription and period (period_key), so generating again replaces it (idempotent). 'Generate'
 * queues a job; a recurring job queues the periods that have just closed.
 */

export const NO_ENTRIES_SUMMARY = 'No entries were written in this period.';

export interface GenerateRequest {
  inscriptionId: string;
  scale: TimelineScale;
  year: number;
  month?: number | null;
}

function checkRequest(input: GenerateRequest): { scale: TimelineScale; year: number; month: number | null } {
  if (!(TIMELINE_SCALES as readonly string[]).includes(input.scale)) throw new InputError('"scale" must be WEEK, MONTH or YEAR.');
  const year = intInRange('year', input.year, TIMELINE_YEAR_RANGE.min, TIMELINE_YEAR_RANGE.max)!;
  if (input.scale === 'YEAR') return { scale: input.scale, year, month: null };
  if (input.month === undefined || input.month === null) throw new InputError('"month" is required for a week or month summary.');
  return { scale: input.scale, year, month: intInRange('month', input.month, 1, 12)! };
}

/** 'Generate': queues the summaries of (scale, year, month) for one of the actor's inscriptions. */
export async function requestTimelineGeneration(actor: Actor, input: GenerateRequest): Promise<JobRow> {
  const { scale, year, month } = checkRequest(input);
  const inscription = await requireOwned(actor, 'inscription', input.inscriptionId);
  return enqueue(actor.db, {
    kind: TIMELINE_GENERATE_JOB,
    key: `${inscription.id}:${scale}:${year}:${month ?? ''}`,
    userId: actor.userId,
    inscriptionId: inscription.id,
    payload: { scale, year, month },
    maxAttempts: 3,
  });
}

/** Writes (or rewrites) the summary of one period; an engine that fails writes nothing. */
export async function generatePeriod(
  actor: Actor,
  inscriptionId: string,
  period: Period,
  options: { summariser?: TimelineSummariser; timeZone: string; signal?: AbortSignal },
): Promise<TimelineEntryRow> {
  const [inscription = { isPrivate: true, allowExternalAi: false }] = await actor.db
    .select({ isPrivate: inscriptions.isPrivate, allowExternalAi: inscriptions.allowExternalAi })
    .from(inscriptions)
    .where(eq(inscriptions.id, inscriptionId));
  // A private inscription's entries reach an external model only where the owner allowed it: else the embedded summariser reads them.
  const chosen = options.summariser ?? offlineSummariser;
  const summariser = inscription.isPrivate && !mayReadPrivate(chosen, inscription) ? offlineSummariser : chosen;
  const entries = await actor.db
    .select({ id: inscriptionEntries.id, name: inscriptionEntries.name, transcript: inscriptionEntries.transcript, dateRecorded: inscriptionEntries.dateRecorded })
    .from(inscriptionEntries)
    .where(
      and(
        eq(inscriptionEntries.inscriptionId, inscriptionId),
        gte(inscriptionEntries.dateRecorded, period.start),
        lt(inscriptionEntries.dateRecorded, period.end),
        // Nor does a private entry.
        ...(mayReadPrivate(summariser, inscription) ? [] : [eq(inscriptionEntries.isPrivate, false)]),
      ),
    )
    .orderBy(asc(inscriptionEntries.dateRecorded));
  const sentences = entries.length
    ? await summariser.summarise({ period, entries, sentences: await readDatedSentences(entries, options.timeZone), signal: options.signal })
    : [];
  const values = {
    title: period.title,
    summary: sentences.length ? sentences.map((s) => s.text).join(' ') : NO_ENTRIES_SUMMARY,
    sentences,
    scale: period.scale,
    year: period.year,
    month: period.month,
    week: period.week,
    dateUpdated: new Date(),
  };
  const [row] = await actor.db
    .insert(timelineEntries)
    .values({ inscriptionId, periodKey: period.key, ...values })
    .onConflictDoUpdate({ target: [timelineEntries.inscriptionId, timelineEntries.periodKey], set: values })
    .returning();
  return row!;
}

/** The generate job: every period of the request, with progress. */
export async function runTimelineGeneration(
  actor: Actor,
  inscriptionId: string,
  payload: Record<string, unknown>,
  options: { summariser?: TimelineSummariser; report?: (progress: number, message: string) => Promise<void>; signal?: AbortSignal; now?: Date },
): Promise<{ generated: number }> {
  const { scale, year, month } = checkRequest({ inscriptionId, ...(payload as Omit<GenerateRequest, 'inscriptionId'>) });
  await requireOwned(actor, 'inscription', inscriptionId);
  const timeZone = await timeZoneOf(actor.db, actor.userId);
  const now = options.now ?? new Date();
  // A period still running is summarised so far; weeks that have not begun yet are skipped.
  const only = typeof payload['only'] === 'string' ? payload['only'] : null;
  const periods = periodsFor(scale, year, month, timeZone).filter(
    (p) => p.start.getTime() <= now.getTime() && (only === null || p.key === only),
  );
  let done = 0;
  for (const period of periods) {
    await generatePeriod(actor, inscriptionId, period, { summariser: options.summariser, timeZone, signal: options.signal });
    done += 1;
    await options.report?.(Math.round((done / periods.length) * 100), `${period.title} summarised`);
  }
  return { generated: done };
}

/**
 * The schedule's sweep: for every inscription with entries, the week, month and year that have just
 * closed (in its user's timezone) are queued if they have no summary yet and had entries.
 */
export async function queueClosedPeriods(db: Db, now = new Date()): Promise<number> {
  const owners = await db
    .select({ inscriptionId: inscriptions.id, userId: inscriptions.userId, timezone: users.timezone })
    .from(inscriptions)
    .leftJoin(users, eq(users.id, inscriptions.userId))
    .where(sql`exists (select 1 from ${inscriptionEntries} where ${inscriptionEntries.inscriptionId} = ${inscriptions.id})`);
  let queued = 0;
  for (const owner of owners) {
    const timeZone = validZone(owner.timezone);
    const periods = lastClosedPeriods(now, timeZone).filter((p) => isClosed(p, now));
    const existing = await db
      .select({ key: timelineEntries.periodKey })
      .from(timelineEntries)
      .where(and(eq(timelineEntries.inscriptionId, owner.inscriptionId), inArray(timelineEntries.periodKey, periods.map((p) => p.key))));
    for (const period of periods.filter((p) => !existing.some((e) => e.key === p.key))) {
      const [hasEntries] = await db
        .select({ id: inscriptionEntries.id })
        .from(inscriptionEntries)
        .where(
          and(
            eq(inscriptionEntries.inscriptionId, owner.inscriptionId),
            gte(inscriptionEntries.dateRecorded, period.start),
            lt(inscriptionEntries.dateRecorded, period.end),
          ),
        )
        .limit(1);
      if (!hasEntries) continue;
      await enqueue(db, {
        kind: TIMELINE_GENERATE_JOB,
        key: `${owner.inscriptionId}:${period.key}`,
        userId: owner.userId,
        inscriptionId: owner.inscriptionId,
        payload: { scale: period.scale, year: period.year, month: period.month, only: period.key },
        maxAttempts: 3,
      });
      queued += 1;
    }
  }
  return queued;
}
