import { and, asc, eq } from 'drizzle-orm';
import { isUuid } from '@inscriptions/contracts';
import {
  chatCategories,
  chatMessages,
  chatSessions,
  type ChatCategoryRow,
  type ChatMessageRow,
  type ChatSessionRow,
} from '../../db/schema';
import type {
  CreateInscriptionChatSessionCategoryInput,
  CreateInscriptionChatSessionInput,
  CreateInscriptionChatSessionMessageInput,
  UpdateInscriptionChatSessionCategoryInput,
  UpdateInscriptionChatSessionInput,
  UpdateInscriptionChatSessionMessageInput,
} from '../../generated/resolvers';
import type { Actor } from '../actor';
import { InputError, notFound } from '../errors';
import { checkStringLimits, defined, optionalText, requireBool, requireText } from '../input';
import { owned, requireOwned } from '../ownership';
import { emptyConnection, keysetPage, type Connection, type PageArgs } from '../paging';

/*
 * Chat of an inscription: sessions, their categories and messages (insights live in modules/insights).
 */

/** A category given for a session must be the actor's and belong to the same inscription. */
async function categoryFor(actor: Actor, inscriptionId: string, categoryId: string | null | undefined) {
  if (categoryId === undefined) return undefined;
  if (categoryId === null) return null;
  const category = await owned(actor, 'chatCategory', categoryId);
  if (!category || category.inscriptionId !== inscriptionId) throw notFound('Chat category');
  return category.id;
}

/* ---------- sessions ---------- */

export const getChatSession = (actor: Actor, id: unknown): Promise<ChatSessionRow | null> => owned(actor, 'chatSession', id);

/** One page of an inscription's sessions, newest first, optionally of one category only. */
export async function pageChatSessions(
  actor: Actor,
  inscriptionId: unknown,
  categoryId: string | null | undefined,
  args: PageArgs,
): Promise<Connection<ChatSessionRow>> {
  const inscription = await owned(actor, 'inscription', inscriptionId);
  if (!inscription) return emptyConnection<ChatSessionRow>();
  if (categoryId !== undefined && categoryId !== null && !isUuid(categoryId)) return emptyConnection<ChatSessionRow>();
  const where =
    categoryId === undefined || categoryId === null
      ? eq(chatSessions.inscriptionId, inscription.id)
      : and(eq(chatSessions.inscriptionId, inscription.id), eq(chatSessions.categoryId, categoryId));
  return keysetPage<ChatSessionRow>(actor.db, { table: chatSessions, key: chatSessions.dateCreated, id: chatSessions.id, where }, args);
}

export async function createChatSession(actor: Actor, input: CreateInscriptionChatSessionInput): Promise<ChatSessionRow> {
  checkStringLimits(input);
  const inscription = await requireOwned(actor, 'inscription', input.inscriptionId);
  const categoryId = await categoryFor(actor, inscription.id, input.inscriptionChatSessionCategoryId);
  const [row] = await actor.db
    .insert(chatSessions)
    .values({
      inscriptionId: inscription.id,
      categoryId: categoryId ?? null,
      chatShortSummary: input.chatShortSummary ?? null,
      chatLongSummary: input.chatLongSummary ?? null,
      queryFrom: input.queryFrom ?? null,
      fetchUsing: input.fetchUsing ?? null,
    })
    .returning();
  return row!;
}

export async function updateChatSession(actor: Actor, input: UpdateInscriptionChatSessionInput): Promise<ChatSessionRow> {
  checkStringLimits(input);
  const existing = await requireOwned(actor, 'chatSession', input.id);
  if (input.inscriptionId && input.inscriptionId !== existing.inscriptionId) {
    throw new InputError('"inscriptionId" does not match the chat session.');
  }
  const categoryId = await categoryFor(actor, existing.inscriptionId, input.inscriptionChatSessionCategoryId);
  const [row] = await actor.db
    .update(chatSessions)
    .set({
      ...defined({
        categoryId,
        chatShortSummary: optionalText(input.chatShortSummary),
        chatLongSummary: optionalText(input.chatLongSummary),
        queryFrom: optionalText(input.queryFrom),
        fetchUsing: optionalText(input.fetchUsing),
      }),
      dateUpdated: new Date(),
    })
    .where(eq(chatSessions.id, existing.id))
    .returning();
  return row!;
}

/** Deletes the session (its messages cascade). */
export async function deleteChatSession(actor: Actor, id: string): Promise<ChatSessionRow> {
  checkStringLimits({ id });
  const existing = await requireOwned(actor, 'chatSession', id);
  await actor.db.delete(chatSessions).where(eq(chatSessions.id, existing.id));
  return existing;
}

/* ---------- categories ---------- */

/** The chat categories of one of the actor's inscriptions, oldest first ([] for another user's). */
export async function listChatCategories(actor: Actor, inscriptionId: unknown): Promise<ChatCategoryRow[]> {
  const inscription = await owned(actor, 'inscription', inscriptionId);
  if (!inscription) return [];
  return actor.db
    .select()
    .from(chatCategories)
    .where(eq(chatCategories.inscriptionId, inscription.id))
    .orderBy(asc(chatCategories.dateCreated), asc(chatCategories.id));
}

export async function createChatCategory(actor: Actor, input: CreateInscriptionChatSessionCategoryInput): Promise<ChatCategoryRow> {
  checkStringLimits(input);
  const categoryName = requireText('categoryName', input.categoryName);
  const inscription = await requireOwned(actor, 'inscription', input.inscriptionId);
  const [row] = await actor.db.insert(chatCategories).values({ inscriptionId: inscription.id, categoryName }).returning();
  return row!;
}

export async function updateChatCategory(actor: Actor, input: UpdateInscriptionChatSessionCategoryInput): Promise<ChatCategoryRow> {
  checkStringLimits(input);
  const categoryName = requireText('categoryName', input.categoryName);
  const existing = await requireOwned(actor, 'chatCategory', input.id);
  const [row] = await actor.db
    .update(chatCategories)
    .set({ categoryName, dateUpdated: new Date() })
    .where(eq(chatCategories.id, existing.id))
    .returning();
  return row!;
}

/** Deletes the category (its sessions cascade). */
export async function deleteChatCategory(actor: Actor, id: string): Promise<ChatCategoryRow> {
  checkStringLimits({ id });
  const existing = await requireOwned(actor, 'chatCategory', id);
  await actor.db.delete(chatCategories).where(eq(chatCategories.id, existing.id));
  return existing;
}

/* ---------- messages ---------- */

/** The messages of one of the actor's sessions, oldest first (conversation order; [] for another user's). */
export async function listChatMessages(actor: Actor, sessionId: unknown): Promise<ChatMessageRow[]> {
  const session = await owned(actor, 'chatSession', sessionId);
  if (!session) return [];
  return actor.db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, session.id))
    .orderBy(asc(chatMessages.dateCreated), asc(chatMessages.id));
}

/** Stores a message as given; answers are generated and saved by askInscriptionQuestion (answer.ts). */
export async function createChatMessage(actor: Actor, input: CreateInscriptionChatSessionMessageInput): Promise<ChatMessageRow> {
  checkStringLimits(input);
  const chatContent = requireText('chatContent', input.chatContent);
  const session = await requireOwned(actor, 'chatSession', input.inscriptionChatSessionId);
  const [row] = await actor.db
    .insert(chatMessages)
    .values({
      sessionId: session.id,
      chatRole: input.chatRole ?? 'user',
      chatContent,
      chatHelpful: input.chatHelpful ?? null,
      externalSources: input.externalSources ?? [],
      inscriptionEntrySources: (input.inscriptionEntrySources ?? []).map((s) => ({ id: s.id, name: s.name })),
    })
    .returning();
  return row!;
}

export async function updateChatMessage(actor: Actor, input: UpdateInscriptionChatSessionMessageInput): Promise<ChatMessageRow> {
  checkStringLimits(input);
  const existing = await requireOwned(actor, 'chatMessage', input.id);
  const [row] = await actor.db
    .update(chatMessages)
    .set({
      ...defined({
        chatContent: input.chatContent === undefined ? undefined : requireText('chatContent', input.chatContent),
        chatHelpful: input.chatHelpful === null ? null : requireBool('chatHelpful', input.chatHelpful),
      }),
      dateUpdated: new Date(),
    })
    .where(eq(chatMessages.id, existing.id))
    .returning();
  return row!;
}

export async function deleteChatMessage(actor: Actor, id: string): Promise<ChatMessageRow> {
  checkStringLimits({ id });
  const existing = await requireOwned(actor, 'chatMessage', id);
  await actor.db.delete(chatMessages).where(eq(chatMessages.id, existing.id));
  return existing;
}
