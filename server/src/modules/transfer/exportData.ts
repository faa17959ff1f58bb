import { and, asc, eq, gt, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  chatCategories,
  chatMessages,
  chatSessions,
  inscriptionEntries,
  inscriptionInsights,
  inscriptionQuestions,
  insightRefreshes,
  inscriptions,
  timelineEntries,
  userReminders,
  userSocials,
  users,
} from '../../db/schema';
import type { Actor } from '../actor';
import type { ArchiveJson, DataFile } from './archive';

/*
 * The zip's JSON data files, each written as a stream of array items read page by page (keyset on id),
 * so an export's memory stays flat whatever the account's size.
 */

const PAGE = 500;
const iso = (d: Date) => d.toISOString();
type Item<K extends DataFile> = ArchiveJson[K] extends (infer T)[] ? T : never;

/** Rows of a query, PAGE at a time, in id order; `page(after)` reads the rows with an id after `after`. */
async function* paged<T>(
  page: (after: SQL | undefined) => Promise<T[]>,
  id: PgColumn,
  idOf: (row: T) => string,
): AsyncGenerator<T[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await page(after === null ? undefined : gt(id, after));
    if (rows.length) yield rows;
    if (rows.length < PAGE) return;
    after = idOf(rows[rows.length - 1]!);
  }
}

/** A JSON array, one item per line, from pages of items. */
export async function* jsonArray(pages: AsyncIterable<unknown[]>): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const items of pages) {
    for (const item of items) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(item)}`;
      first = false;
    }
  }
  yield '\n]\n';
}

const mine = (actor: Actor) => eq(inscriptions.userId, actor.userId);

export async function profileJson(actor: Actor, photo: string | null): Promise<ArchiveJson['profile']> {
  const [p] = await actor.db.select().from(users).where(eq(users.id, actor.userId));
  return p ? { fullName: p.fullName, bio: p.bio, quote: p.quote, timezone: p.timezone, photo } : null;
}

async function* socials(actor: Actor): AsyncGenerator<Item<'socials'>[]> {
  for await (const rows of paged(
    (after) =>
      actor.db
        .select()
        .from(userSocials)
        .where(and(eq(userSocials.userId, actor.userId), after))
        .orderBy(asc(userSocials.id))
        .limit(PAGE),
    userSocials.id,
    (r) => r.id,
  )) {
    yield rows.map((r) => ({
      id: r.id,
      platform: r.platform,
      platformUserUrl: r.platformUserUrl,
      dateCreated: iso(r.dateCreated),
    }));
  }
}

async function* reminders(actor: Actor): AsyncGenerator<Item<'reminders'>[]> {
  for await (const rows of paged(
    (after) =>
      actor.db
        .select()
        .from(userReminders)
        .where(and(eq(userReminders.userId, actor.userId), after))
        .orderBy(asc(userReminders.id))
        .limit(PAGE),
    userReminders.id,
    (r) => r.id,
  )) {
    yield rows.map((r) => ({
      id: r.id,
      reminderType: r.reminderType,
      reminderTime: r.reminderTime,
      reminderFrequencyType: r.reminderFrequencyType,
      reminderFrequency: r.reminderFrequency,
      reminderWeekDays: r.reminderWeekDays,
      isActive: r.isActive,
      dateCreated: iso(r.dateCreated),
    }));
  }
}

async function* inscriptionSettings(actor: Actor): AsyncGenerator<Item<'inscriptions'>[]> {
  for await (const rows of paged(
    (after) =>
      actor.db
        .select({ id: inscriptions.id, allowExternalAi: inscriptions.allowExternalAi })
        .from(inscriptions)
        .where(and(mine(actor), after))
        .orderBy(asc(inscriptions.id))
        .limit(PAGE),
    inscriptions.id,
    (r) => r.id,
  )) {
    yield rows;
  }
}

async function* questions(actor: Actor): AsyncGenerator<Item<'questions'>[]> {
  for await (const rows of paged(
    (after) =>
      actor.db
        .select({
          id: inscriptionQuestions.id,
          position: inscriptionQuestions.position,
          dateDeleted: inscriptionQuestions.dateDeleted,
        })
        .from(inscriptionQuestions)
        .innerJoin(inscriptions, eq(inscriptions.id, inscriptionQuestions.inscriptionId))
        .where(and(mine(actor), after))
        .orderBy(asc(inscriptionQuestions.id))
        .limit(PAGE),
    inscriptionQuestions.id,
    (r) => r.id,
  )) {
    yield rows.map((r) => ({ id: r.id, position: r.position, dateDeleted: r.dateDeleted && iso(r.dateDeleted) }));
  }
}

async function* wordTimings(actor: Actor): AsyncGenerator<Item<'wordTimings'>[]> {
  for await (const rows of paged(
    (after) =>
      actor.db
        .select({ id: inscriptionEntries.id, words: inscriptionEntries.wordTimings })
        .from(inscriptionEntries)
        .innerJoin(inscriptions, eq(inscriptions.id, inscriptionEntries.inscriptionId))
        .where(and(mine(actor), isNotNull(inscriptionEntries.wordTimings), after))
        .orderBy(asc(inscriptionEntries.id))
        .limit(PAGE),
    inscriptionEntries.id,
    (r) => r.id,
  )) {
    yield rows.map((r) => ({ entryId: r.id, words: r.words ?? [] }));
  }
}

async function* categories(actor: Actor): AsyncGenerator<Item<'chatCategories'>[]> {
  for await (const rows of paged(
    (after) =>
      actor.db
        .select({
          id: chatCategories.id,
          inscriptionId: chatCategories.inscriptionId,
          categoryName: chatCategories.categoryName,
          dateCreated: chatCategories.dateCreated,
        })
        .from(chatCategories)
        .innerJoin(inscriptions, eq(inscriptions.id, chatCategories.inscriptionId))
        .where(and(mine(actor), after))
        .orderBy(asc(chatCategories.id))
        .limit(PAGE),
    chatCategories.id,
    (r) => r.id,
  )) {
    yield rows.map((r) => ({ ...r, dateCreated: iso(r.dateCreated) }));
  }
}

async function* chats(actor: Actor): AsyncGenerator<Item<'chats'>[]> {
  for await (const sessions of paged(
    (after) =>
      actor.db
        .select({ session: chatSessions })
        .from(chatSessions)
        .innerJoin(inscriptions, eq(inscriptions.id, chatSessions.inscriptionId))
        .where(and(mine(actor), after))
        .orderBy(asc(chatSessions.id))
        .limit(PAGE),
    chatSessions.id,
    (r) => r.session.id,
  )) {
    const messages = await actor.db
      .select()
      .from(chatMessages)
      .where(
        inArray(
          chatMessages.sessionId,
          sessions.map((s) => s.session.id),
        ),
      )
      .orderBy(asc(chatMessages.dateCreated), asc(chatMessages.id));
    yield sessions.map(({ session: s }) => ({
      id: s.id,
      inscriptionId: s.inscriptionId,
      categoryId: s.categoryId,
      chatShortSummary: s.chatShortSummary,
      chatLongSummary: s.chatLongSummary,
      queryFrom: s.queryFrom,
      fetchUsing: s.fetchUsing,
      dateCreated: iso(s.dateCreated),
      messages: messages
        .filter((m) => m.sessionId === s.id)
        .map((m) => ({
          id: m.id,
          chatRole: m.chatRole,
          chatContent: m.chatContent,
          chatHelpful: m.chatHelpful,
          externalSources: m.externalSources,
          inscriptionEntrySources: m.inscriptionEntrySources,
          dateCreated: iso(m.dateCreated),
        })),
    }));
  }
}

async function* insights(actor: Actor): AsyncGenerator<Item<'insights'>[]> {
  for await (const rows of paged(
    (after) =>
      actor.db
        .select({ insight: inscriptionInsights })
        .from(inscriptionInsights)
        .innerJoin(inscriptions, eq(inscriptions.id, inscriptionInsights.inscriptionId))
        .where(and(mine(actor), after))
        .orderBy(asc(inscriptionInsights.inscriptionId))
        .limit(PAGE),
    inscriptionInsights.inscriptionId,
    (r) => r.insight.inscriptionId,
  )) {
    const history = await actor.db
      .select()
      .from(insightRefreshes)
      .where(
        inArray(
          insightRefreshes.inscriptionId,
          rows.map((r) => r.insight.inscriptionId),
        ),
      )
      .orderBy(asc(insightRefreshes.period));
    yield rows.map(({ insight: { dateUpdated, ...rest } }) => ({
      ...rest,
      dateUpdated: iso(dateUpdated),
      history: history
        .filter((h) => h.inscriptionId === rest.inscriptionId)
        .map((h) => ({
          period: h.period,
          engine: h.engine,
          entryCount: h.entryCount,
          fields: h.fields,
          dateCreated: iso(h.dateCreated),
          dateUpdated: iso(h.dateUpdated),
        })),
    }));
  }
}

async function* timeline(actor: Actor): AsyncGenerator<Item<'timeline'>[]> {
  for await (const rows of paged(
    (after) =>
      actor.db
        .select({ t: timelineEntries })
        .from(timelineEntries)
        .innerJoin(inscriptions, eq(inscriptions.id, timelineEntries.inscriptionId))
        .where(and(mine(actor), after))
        .orderBy(asc(timelineEntries.id))
        .limit(PAGE),
    timelineEntries.id,
    (r) => r.t.id,
  )) {
    yield rows.map(({ t }) => ({
      id: t.id,
      inscriptionId: t.inscriptionId,
      title: t.title,
      summary: t.summary,
      scale: t.scale,
      year: t.year,
      month: t.month,
      week: t.week,
      sentences: t.sentences,
      periodKey: t.periodKey,
      dateCreated: iso(t.dateCreated),
    }));
  }
}

/** The array data files' item pages, by data file (the profile is one object, written on its own). */
export const dataPages: Record<Exclude<DataFile, 'profile'>, (actor: Actor) => AsyncIterable<unknown[]>> = {
  inscriptions: inscriptionSettings,
  socials,
  reminders,
  questions,
  wordTimings,
  chatCategories: categories,
  chats,
  insights,
  timeline,
};
