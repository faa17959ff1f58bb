import { and, eq, getTableColumns } from 'drizzle-orm';
import {
  chatCategories,
  chatMessages,
  chatSessions,
  entryQuestionAnswers,
  inscriptionEntries,
  inscriptionQuestions,
  inscriptions,
  timelineEntries,
  userReminders,
  userSocials,
  type ChatCategoryRow,
  type ChatMessageRow,
  type ChatSessionRow,
  type EntryQuestionAnswerRow,
  type InscriptionEntryRow,
  type InscriptionQuestionRow,
  type InscriptionRow,
  type TimelineEntryRow,
  type UserReminderRow,
  type UserSocialRow,
} from '../db/schema';
import type { GraphQLContext } from './context';
import { isUuid } from './util';

/*
 * Every lookup is scoped to the signed-in user: another user's object (or a malformed id) is null,
 * exactly like a missing one, so its existence is never revealed.
 */

export async function ownedInscription(ctx: GraphQLContext, id: unknown): Promise<InscriptionRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await ctx.db
    .select()
    .from(inscriptions)
    .where(and(eq(inscriptions.id, id), eq(inscriptions.userId, ctx.userId)))
    .limit(1);
  return row ?? null;
}

export async function ownedEntry(ctx: GraphQLContext, id: unknown): Promise<InscriptionEntryRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await ctx.db
    .select(getTableColumns(inscriptionEntries))
    .from(inscriptionEntries)
    .innerJoin(inscriptions, eq(inscriptions.id, inscriptionEntries.inscriptionId))
    .where(and(eq(inscriptionEntries.id, id), eq(inscriptions.userId, ctx.userId)))
    .limit(1);
  return row ?? null;
}

export async function ownedQuestion(ctx: GraphQLContext, id: unknown): Promise<InscriptionQuestionRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await ctx.db
    .select(getTableColumns(inscriptionQuestions))
    .from(inscriptionQuestions)
    .innerJoin(inscriptions, eq(inscriptions.id, inscriptionQuestions.inscriptionId))
    .where(and(eq(inscriptionQuestions.id, id), eq(inscriptions.userId, ctx.userId)))
    .limit(1);
  return row ?? null;
}

export async function ownedAnswer(ctx: GraphQLContext, id: unknown): Promise<EntryQuestionAnswerRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await ctx.db
    .select(getTableColumns(entryQuestionAnswers))
    .from(entryQuestionAnswers)
    .innerJoin(inscriptionEntries, eq(inscriptionEntries.id, entryQuestionAnswers.inscriptionEntryId))
    .innerJoin(inscriptions, eq(inscriptions.id, inscriptionEntries.inscriptionId))
    .where(and(eq(entryQuestionAnswers.id, id), eq(inscriptions.userId, ctx.userId)))
    .limit(1);
  return row ?? null;
}

export async function ownedTimelineEntry(ctx: GraphQLContext, id: unknown): Promise<TimelineEntryRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await ctx.db
    .select(getTableColumns(timelineEntries))
    .from(timelineEntries)
    .innerJoin(inscriptions, eq(inscriptions.id, timelineEntries.inscriptionId))
    .where(and(eq(timelineEntries.id, id), eq(inscriptions.userId, ctx.userId)))
    .limit(1);
  return row ?? null;
}

export async function ownedChatCategory(ctx: GraphQLContext, id: unknown): Promise<ChatCategoryRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await ctx.db
    .select(getTableColumns(chatCategories))
    .from(chatCategories)
    .innerJoin(inscriptions, eq(inscriptions.id, chatCategories.inscriptionId))
    .where(and(eq(chatCategories.id, id), eq(inscriptions.userId, ctx.userId)))
    .limit(1);
  return row ?? null;
}

export async function ownedChatSession(ctx: GraphQLContext, id: unknown): Promise<ChatSessionRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await ctx.db
    .select(getTableColumns(chatSessions))
    .from(chatSessions)
    .innerJoin(inscriptions, eq(inscriptions.id, chatSessions.inscriptionId))
    .where(and(eq(chatSessions.id, id), eq(inscriptions.userId, ctx.userId)))
    .limit(1);
  return row ?? null;
}

export async function ownedChatMessage(ctx: GraphQLContext, id: unknown): Promise<ChatMessageRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await ctx.db
    .select(getTableColumns(chatMessages))
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .innerJoin(inscriptions, eq(inscriptions.id, chatSessions.inscriptionId))
    .where(and(eq(chatMessages.id, id), eq(inscriptions.userId, ctx.userId)))
    .limit(1);
  return row ?? null;
}

export async function ownedReminder(ctx: GraphQLContext, id: unknown): Promise<UserReminderRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await ctx.db
    .select()
    .from(userReminders)
    .where(and(eq(userReminders.id, id), eq(userReminders.userId, ctx.userId)))
    .limit(1);
  return row ?? null;
}

export async function ownedSocial(ctx: GraphQLContext, id: unknown): Promise<UserSocialRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await ctx.db
    .select()
    .from(userSocials)
    .where(and(eq(userSocials.id, id), eq(userSocials.userId, ctx.userId)))
    .limit(1);
  return row ?? null;
}
