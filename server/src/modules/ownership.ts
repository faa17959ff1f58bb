import { and, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isUuid } from '@inscriptions/contracts';
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
import type { Actor } from './actor';
import { notFound } from './errors';

/** Every owned kind of object and its row. */
export interface OwnedRows {
  inscription: InscriptionRow;
  entry: InscriptionEntryRow;
  question: InscriptionQuestionRow;
  answer: EntryQuestionAnswerRow;
  timelineEntry: TimelineEntryRow;
  chatCategory: ChatCategoryRow;
  chatSession: ChatSessionRow;
  chatMessage: ChatMessageRow;
  reminder: UserReminderRow;
  social: UserSocialRow;
}
export type OwnedKind = keyof OwnedRows;

type OwnedTable = PgTable & { id: PgColumn };
/** How a kind reaches its owner: a user_id column of its own, or a reference to its parent kind. */
type OwnerRule = { table: OwnedTable; label: string } & ({ userId: PgColumn } | { parent: OwnedKind; via: PgColumn });

/** The ownership map: each table → its owner, directly (user_id) or through its parent's row. */
const OWNERS: Record<OwnedKind, OwnerRule> = {
  inscription: { table: inscriptions, label: 'Inscription', userId: inscriptions.userId },
  reminder: { table: userReminders, label: 'Reminder', userId: userReminders.userId },
  social: { table: userSocials, label: 'Social link', userId: userSocials.userId },
  entry: { table: inscriptionEntries, label: 'Inscription entry', parent: 'inscription', via: inscriptionEntries.inscriptionId },
  question: { table: inscriptionQuestions, label: 'Inscription question', parent: 'inscription', via: inscriptionQuestions.inscriptionId },
  answer: { table: entryQuestionAnswers, label: 'Answer', parent: 'entry', via: entryQuestionAnswers.inscriptionEntryId },
  timelineEntry: { table: timelineEntries, label: 'Timeline entry', parent: 'inscription', via: timelineEntries.inscriptionId },
  chatCategory: { table: chatCategories, label: 'Chat category', parent: 'inscription', via: chatCategories.inscriptionId },
  chatSession: { table: chatSessions, label: 'Chat session', parent: 'inscription', via: chatSessions.inscriptionId },
  chatMessage: { table: chatMessages, label: 'Chat message', parent: 'chatSession', via: chatMessages.sessionId },
};

/**
 * The actor's object of that kind, or null: another user's object (or a malformed id) answers
 * exactly like a missing one, so its existence is never revealed. One query, joined up to the owner.
 */
export async function owned<K extends OwnedKind>(
  actor: Pick<Actor, 'db' | 'userId'>,
  kind: K,
  id: unknown,
): Promise<OwnedRows[K] | null> {
  if (!isUuid(id)) return null;
  const rule = OWNERS[kind];
  let query = actor.db.select(getTableColumns(rule.table)).from(rule.table).$dynamic();
  let step = rule;
  while ('parent' in step) {
    const parent = OWNERS[step.parent];
    query = query.innerJoin(parent.table, eq(parent.table.id, step.via));
    step = parent;
  }
  const [row] = await query.where(and(eq(rule.table.id, id), eq(step.userId, actor.userId))).limit(1);
  return (row as OwnedRows[K] | undefined) ?? null;
}

/** Like owned(), but a missing (or another user's) object is a NotFoundError ('<Thing> not found'). */
export async function requireOwned<K extends OwnedKind>(
  actor: Pick<Actor, 'db' | 'userId'>,
  kind: K,
  id: unknown,
): Promise<OwnedRows[K]> {
  const row = await owned(actor, kind, id);
  if (!row) throw notFound(OWNERS[kind].label);
  return row;
}
