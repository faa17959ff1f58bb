import { and, asc, eq, sql } from 'drizzle-orm';
import { INSIGHT_FIELDS, INSIGHT_REFRESH_JOB, type InsightField } from '@inscriptions/contracts';
import type { Db } from '../../db';
import {
  inscriptionEntries,
  inscriptionInsights,
  insightRefreshes,
  jobs,
  users,
  type InscriptionInsightRow,
  type InsightFieldsValue,
  type JobRow,
} from '../../db/schema';
import type { Actor } from '../actor';
import { mayReadPrivate } from '../ai';
import { InputError } from '../errors';
import { enqueue } from '../jobs';
import { owned, requireOwned } from '../ownership';
import { offlineInsightEngine, type InsightEngine } from './engine';
import { localDay, readDatedSentences, type EntryText } from './nlp';
import { asText, emptyFields } from './rules';

/*
 * An inscription's insights: refreshed by a job some time after its entries change (debounced), stored
 * as the current insight plus one kept refresh per month, read back with their history and the
 * inscription's writing over time.
 */

/** How long after the last entry change the refresh runs: a burst of edits gives one refresh. */
export const INSIGHT_REFRESH_DEBOUNCE_MS = 30_000;

/** The user's timezone (their profile's), used for days and months; UTC without one. */
export async function timeZoneOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId)).limit(1);
  return validZone(row?.timezone);
}

/** The zone if the runtime knows it, else UTC. */
export function validZone(zone: string | null | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** The inscription's entries, as text the engines read; `withPrivate: false` leaves out private entries. */
export async function entryTexts(db: Db, inscriptionId: string, options: { withPrivate?: boolean } = {}): Promise<EntryText[]> {
  const rows = await db
    .select({
      id: inscriptionEntries.id,
      name: inscriptionEntries.name,
      transcript: inscriptionEntries.transcript,
      dateRecorded: inscriptionEntries.dateRecorded,
      isPrivate: inscriptionEntries.isPrivate,
    })
    .from(inscriptionEntries)
    .where(eq(inscriptionEntries.inscriptionId, inscriptionId))
    .orderBy(asc(inscriptionEntries.dateRecorded), asc(inscriptionEntries.id));
  return rows.filter((row) => options.withPrivate !== false || !row.isPrivate).map(({ isPrivate: _isPrivate, ...entry }) => entry);
}

/** Queues (or pushes back) the inscription's refresh: the debounce of entry changes. */
export function scheduleInsightRefresh(
  db: Db,
  target: { userId: string; inscriptionId: string },
  delayMs = INSIGHT_REFRESH_DEBOUNCE_MS,
): Promise<JobRow> {
  return enqueue(db, {
    kind: INSIGHT_REFRESH_JOB,
    key: target.inscriptionId,
    userId: target.userId,
    inscriptionId: target.inscriptionId,
    payload: { inscriptionId: target.inscriptionId },
    runAt: new Date(Date.now() + delayMs),
    maxAttempts: 3,
  });
}

/** 'Refresh now': the queued refresh runs at once (or a new one is queued for now). */
export async function refreshInsightsNow(actor: Actor, inscriptionId: unknown): Promise<JobRow> {
  const inscription = await requireOwned(actor, 'inscription', inscriptionId);
  const [moved] = await actor.db
    .update(jobs)
    .set({ runAt: sql`now()`, dateUpdated: sql`now()` })
    .where(and(eq(jobs.kind, INSIGHT_REFRESH_JOB), eq(jobs.key, inscription.id), eq(jobs.status, 'queued')))
    .returning();
  return moved ?? scheduleInsightRefresh(actor.db, { userId: actor.userId, inscriptionId: inscription.id }, 0);
}

export interface RefreshOptions {
  engine?: InsightEngine;
  /** The refresh's time (its month is the kept history's period). */
  now?: Date;
  report?: (progress: number, message: string) => Promise<void>;
  signal?: AbortSignal;
}

/**
 * Reads the entries, asks the engine, then writes the current insight and this month's kept refresh
 * in one transaction: an engine that fails leaves both as they were.
 */
export async function refreshInsights(actor: Actor, inscriptionId: unknown, options: RefreshOptions = {}): Promise<InscriptionInsightRow> {
  const inscription = await requireOwned(actor, 'inscription', inscriptionId);
  // A private inscription's entries reach an external model only where the owner allowed it: else the embedded rules read them.
  const chosen = options.engine ?? offlineInsightEngine;
  const engine = inscription.isPrivate && !mayReadPrivate(chosen, inscription) ? offlineInsightEngine : chosen;
  const report = options.report ?? (async () => undefined);
  const timeZone = await timeZoneOf(actor.db, actor.userId);
  const entries = await entryTexts(actor.db, inscription.id, { withPrivate: mayReadPrivate(engine, inscription) });
  await report(10, `Reading ${entries.length} entries`);
  const sentences = await readDatedSentences(entries, timeZone);
  await report(40, 'Finding patterns');
  const found = await engine.insights({ entries, sentences, timeZone, signal: options.signal });
  const fields: InsightFieldsValue = { ...emptyFields(), ...found };
  await report(80, 'Saving');
  const now = options.now ?? new Date();
  const columns = {
    potentialImprovements: fields.potentialImprovements,
    habitsPositivePatterns: fields.habitsPositivePatterns,
    habitsImprovablePatterns: fields.habitsImprovablePatterns,
    repetitionRecommendations: fields.repetitionRecommendations,
    reoccurringTrends: fields.reoccurringTrends,
    concernsSelfDoubt: asText(fields.concernsSelfDoubt),
    risksStrategies: asText(fields.risksStrategies),
    risksImprovableTolerance: asText(fields.risksImprovableTolerance),
    risksPositiveTolerance: asText(fields.risksPositiveTolerance),
    fields,
    engine: engine.name,
    entryCount: entries.length,
    dateUpdated: now,
  };
  return actor.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inscriptionInsights)
      .values({ inscriptionId: inscription.id, ...columns })
      .onConflictDoUpdate({ target: inscriptionInsights.inscriptionId, set: columns })
      .returning();
    const period = localDay(now, timeZone).month;
    const kept = { engine: engine.name, entryCount: entries.length, fields, dateUpdated: now };
    await tx
      .insert(insightRefreshes)
      .values({ inscriptionId: inscription.id, period, ...kept, dateCreated: now })
      .onConflictDoUpdate({ target: [insightRefreshes.inscriptionId, insightRefreshes.period], set: kept });
    return row!;
  });
}

/** The current insight of one of the actor's inscriptions, or null (none yet, or not theirs). */
export async function getInsight(actor: Actor, inscriptionId: unknown): Promise<InscriptionInsightRow | null> {
  const inscription = await owned(actor, 'inscription', inscriptionId);
  if (!inscription) return null;
  const [row] = await actor.db.select().from(inscriptionInsights).where(eq(inscriptionInsights.inscriptionId, inscription.id)).limit(1);
  return row ?? null;
}

export interface InsightHistoryPoint {
  period: string;
  entryCount: number;
  dateUpdated: Date;
  items: { field: InsightField; name: string; topic: string; score: number }[];
}

/** The kept refreshes, oldest month first: how each item's strength changed month to month. */
export async function insightHistory(actor: Actor, inscriptionId: unknown): Promise<InsightHistoryPoint[]> {
  const inscription = await owned(actor, 'inscription', inscriptionId);
  if (!inscription) return [];
  const rows = await actor.db
    .select()
    .from(insightRefreshes)
    .where(eq(insightRefreshes.inscriptionId, inscription.id))
    .orderBy(asc(insightRefreshes.period));
  return rows.map((r) => ({
    period: r.period,
    entryCount: r.entryCount,
    dateUpdated: r.dateUpdated,
    items: INSIGHT_FIELDS.flatMap((field) =>
      (r.fields[field] ?? []).map((i) => ({ field, name: i.name, topic: i.topic ?? i.name, score: i.score ?? i.sources?.length ?? 0 })),
    ),
  }));
}

/** Entries and words per month (the user's months), oldest first. */
export async function writingActivity(actor: Actor, inscriptionId: unknown): Promise<{ period: string; entries: number; words: number }[]> {
  const inscription = await owned(actor, 'inscription', inscriptionId);
  if (!inscription) return [];
  const zone = await timeZoneOf(actor.db, actor.userId);
  const month = sql<string>`to_char(${inscriptionEntries.dateRecorded} at time zone ${zone}, 'YYYY-MM')`;
  const rows = await actor.db
    .select({
      period: month,
      entries: sql<number>`count(*)::int`,
      words: sql<number>`coalesce(sum(array_length(regexp_split_to_array(nullif(trim(${inscriptionEntries.transcript}), ''), '\\s+'), 1)), 0)::int`,
    })
    .from(inscriptionEntries)
    .where(eq(inscriptionEntries.inscriptionId, inscription.id))
    // By position: the zone is a parameter, so the grouped expression is not textually the selected one.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows;
}

/** 'count' (1–10) questions per field that open a chat about it; [] for another user's inscription. */
export async function diveDeeperQuestions(
  actor: Actor,
  inscriptionId: unknown,
  fields: string[],
  count: number,
  engine: InsightEngine = offlineInsightEngine,
): Promise<string[]> {
  if (!Number.isInteger(count) || count < 1 || count > 10) throw new InputError('"count" must be between 1 and 10.');
  const unknownField = fields.find((f) => !(INSIGHT_FIELDS as readonly string[]).includes(f));
  if (unknownField !== undefined) throw new InputError(`"fields" has an unknown insight field: ${unknownField}.`);
  const inscription = await owned(actor, 'inscription', inscriptionId);
  if (!inscription) return [];
  const insight = await getInsight(actor, inscription.id);
  // Another engine's items (the embedded rules read every entry) may quote entries this one may not read.
  const asker = insight && insight.engine !== engine.name && !mayReadPrivate(engine, inscription) ? offlineInsightEngine : engine;
  const questions: string[] = [];
  for (const field of fields as InsightField[]) {
    questions.push(...(await asker.diveDeeper({ field, items: insight?.fields[field] ?? [], count })));
  }
  return questions;
}
