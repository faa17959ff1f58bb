import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  chatCategories,
  chatMessages,
  chatSessions,
  inscriptionInsights,
  insightRefreshes,
  inscriptions,
  timelineEntries,
} from '../../db/schema';
import type { Actor } from '../actor';
import { iso, mine, PAGE, paged, type Item } from './exportPaging';

/* The zip's data files of what the AI made: chat categories and chats, insights with their history, the timeline. */

export async function* categories(actor: Actor): AsyncGenerator<Item<'chatCategories'>[]> {
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

export async function* chats(actor: Actor): AsyncGenerator<Item<'chats'>[]> {
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

export async function* insights(actor: Actor): AsyncGenerator<Item<'insights'>[]> {
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

export async function* timeline(actor: Actor): AsyncGenerator<Item<'timeline'>[]> {
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
