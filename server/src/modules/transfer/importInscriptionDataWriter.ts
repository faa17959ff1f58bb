import { sql } from 'drizzle-orm';
import { INSIGHT_ITEM_FIELDS, INSIGHT_TEXT_FIELDS } from '@inscriptions/contracts';
import type { Db } from '../../db';
import {
  chatCategories,
  chatMessages,
  chatSessions,
  inscriptionInsights,
  insightRefreshes,
  inscriptions,
  timelineEntries,
  type InsightFieldsValue,
} from '../../db/schema';
import type { Actor } from '../actor';
import type { ArchiveData } from './archive';
import { chunks } from './importIds';
import { relinked, type DataPlan } from './importDataPlan';
import { count, excluded, fromExcluded, toMillis, updateIfChanged, wasInserted, type Tally } from './upsert';

/*
 * The archive's kinds that belong to an inscription and are not in its CSV: chat categories, chats and
 * their messages, insights and their history, timeline summaries. An entry they cite is relinked to the
 * imported entry.
 */

type Fields = ArchiveData['insights'][number]['fields'];

/** An insight's items with their evidence linked to the imported entries. */
function relinkFields(plan: DataPlan, fields: Fields): Partial<InsightFieldsValue> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, items]) => [
      field,
      items!.map((i) =>
        i.sources ? { ...i, sources: i.sources.map((s) => ({ ...s, entryId: relinked(plan, s.entryId) })) } : i,
      ),
    ]),
  );
}

/** Upserts the inscriptions' chats, insights and timeline summaries inside the caller's transaction. */
export async function writeInscriptionData(
  tx: Db,
  actor: Actor,
  plan: DataPlan,
  tally: Tally,
  now: Date,
): Promise<void> {
  const { data, keys } = plan;
  const mine = sql`(select id from ${inscriptions} where ${inscriptions.userId} = ${actor.userId})`;
  for (const part of chunks(data.chatCategories)) {
    const values = part.map((c) => ({
      id: keys.chatCategory.resolve(c.id)!,
      inscriptionId: plan.inscriptionId(c.inscriptionId)!,
      categoryName: c.categoryName,
      dateCreated: c.dateCreated,
      dateUpdated: now,
    }));
    const rows = await tx
      .insert(chatCategories)
      .values(values)
      .onConflictDoUpdate({
        target: chatCategories.id,
        ...updateIfChanged(
          fromExcluded({ categoryName: chatCategories.categoryName }),
          sql`${chatCategories.inscriptionId} in ${mine}`,
          { dateUpdated: now },
        ),
      })
      .returning({ inserted: wasInserted });
    count(tally, 'chatCategories', rows, values.length);
  }

  for (const part of chunks(data.chats)) {
    const values = part.map((c) => ({
      id: keys.chat.resolve(c.id)!,
      inscriptionId: plan.inscriptionId(c.inscriptionId)!,
      categoryId: c.categoryId === null ? null : keys.chatCategory.resolve(c.categoryId)!,
      chatShortSummary: c.chatShortSummary,
      chatLongSummary: c.chatLongSummary,
      queryFrom: c.queryFrom,
      fetchUsing: c.fetchUsing,
      dateCreated: c.dateCreated,
      dateUpdated: now,
    }));
    const rows = await tx
      .insert(chatSessions)
      .values(values)
      .onConflictDoUpdate({
        target: chatSessions.id,
        ...updateIfChanged(
          fromExcluded({
            categoryId: chatSessions.categoryId,
            chatShortSummary: chatSessions.chatShortSummary,
            chatLongSummary: chatSessions.chatLongSummary,
            queryFrom: chatSessions.queryFrom,
            fetchUsing: chatSessions.fetchUsing,
          }),
          sql`${chatSessions.inscriptionId} in ${mine} and ${excluded(chatSessions.inscriptionId)} in ${mine}`,
          { dateUpdated: now },
        ),
      })
      .returning({ inserted: wasInserted });
    count(tally, 'chats', rows, values.length);
  }
  const mySessions = sql`(select ${chatSessions.id} from ${chatSessions} where ${chatSessions.inscriptionId} in ${mine})`;
  const messages = data.chats.flatMap((c) => c.messages.map((m) => ({ sessionKey: c.id, m })));
  for (const part of chunks(messages)) {
    const values = part.map(({ sessionKey, m }) => ({
      id: keys.chatMessage.resolve(m.id)!,
      sessionId: keys.chat.resolve(sessionKey)!,
      chatRole: m.chatRole,
      chatContent: m.chatContent,
      chatHelpful: m.chatHelpful,
      externalSources: m.externalSources,
      inscriptionEntrySources: m.inscriptionEntrySources.map((s) => ({ ...s, id: relinked(plan, s.id) })),
      dateCreated: m.dateCreated,
      dateUpdated: now,
    }));
    const rows = await tx
      .insert(chatMessages)
      .values(values)
      .onConflictDoUpdate({
        target: chatMessages.id,
        ...updateIfChanged(
          fromExcluded({
            chatRole: chatMessages.chatRole,
            chatContent: chatMessages.chatContent,
            chatHelpful: chatMessages.chatHelpful,
            externalSources: chatMessages.externalSources,
            inscriptionEntrySources: chatMessages.inscriptionEntrySources,
          }),
          sql`${chatMessages.sessionId} in ${mySessions} and ${excluded(chatMessages.sessionId)} in ${mySessions}`,
          { dateUpdated: now },
        ),
      })
      .returning({ inserted: wasInserted });
    count(tally, 'chatMessages', rows, values.length);
  }

  const insightColumns = {
    ...Object.fromEntries([...INSIGHT_ITEM_FIELDS, ...INSIGHT_TEXT_FIELDS].map((f) => [f, inscriptionInsights[f]])),
    fields: inscriptionInsights.fields,
    engine: inscriptionInsights.engine,
    entryCount: inscriptionInsights.entryCount,
  };
  for (const part of chunks(data.insights)) {
    const values = part.map(({ history: _history, inscriptionId, ...i }) => ({
      ...i,
      ...Object.fromEntries(INSIGHT_ITEM_FIELDS.map((f) => [f, relinkFields(plan, { [f]: i[f] })[f]])),
      fields: relinkFields(plan, i.fields),
      inscriptionId: plan.inscriptionId(inscriptionId)!,
    }));
    const rows = await tx
      .insert(inscriptionInsights)
      .values(values)
      .onConflictDoUpdate({
        target: inscriptionInsights.inscriptionId,
        ...updateIfChanged(
          {
            ...fromExcluded(insightColumns),
            dateUpdated: [toMillis(inscriptionInsights.dateUpdated), excluded(inscriptionInsights.dateUpdated)],
          },
          sql`${inscriptionInsights.inscriptionId} in ${mine}`,
        ),
      })
      .returning({ inserted: wasInserted });
    count(tally, 'insights', rows, values.length);
  }
  const history = data.insights.flatMap((i) =>
    i.history.map((h) => ({
      ...h,
      fields: relinkFields(plan, h.fields),
      inscriptionId: plan.inscriptionId(i.inscriptionId)!,
    })),
  );
  for (const values of chunks(history)) {
    const rows = await tx
      .insert(insightRefreshes)
      .values(values)
      .onConflictDoUpdate({
        target: [insightRefreshes.inscriptionId, insightRefreshes.period],
        ...updateIfChanged(
          {
            ...fromExcluded({
              engine: insightRefreshes.engine,
              entryCount: insightRefreshes.entryCount,
              fields: insightRefreshes.fields,
            }),
            dateUpdated: [toMillis(insightRefreshes.dateUpdated), excluded(insightRefreshes.dateUpdated)],
          },
          sql`${insightRefreshes.inscriptionId} in ${mine}`,
        ),
      })
      .returning({ inserted: wasInserted });
    count(tally, 'insightHistory', rows, values.length);
  }

  for (const part of chunks(data.timeline)) {
    const values = part.map(({ id, inscriptionId, sentences, ...t }) => ({
      ...t,
      id: plan.timelineIds.get(id)!,
      inscriptionId: plan.inscriptionId(inscriptionId)!,
      sentences: sentences.map((s) => ({
        ...s,
        entries: s.entries.map((e) => ({ ...e, entryId: relinked(plan, e.entryId) })),
      })),
      dateUpdated: now,
    }));
    const rows = await tx
      .insert(timelineEntries)
      .values(values)
      .onConflictDoUpdate({
        target: timelineEntries.id,
        ...updateIfChanged(
          fromExcluded({
            title: timelineEntries.title,
            summary: timelineEntries.summary,
            scale: timelineEntries.scale,
            year: timelineEntries.year,
            month: timelineEntries.month,
            week: timelineEntries.week,
            sentences: timelineEntries.sentences,
            periodKey: timelineEntries.periodKey,
          }),
          sql`${timelineEntries.inscriptionId} in ${mine} and ${excluded(timelineEntries.inscriptionId)} in ${mine}`,
          { dateUpdated: now },
        ),
      })
      .returning({ inserted: wasInserted });
    count(tally, 'timeline', rows, values.length);
  }
}
