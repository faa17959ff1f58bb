import { and, eq, getTableColumns, sql } from 'drizzle-orm';
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
import type { Db } from '../db';
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

/** The one-query ownership check of a kind: built once per database, then only executed (it runs on every request). */
function ownershipQuery(db: Db, kind: OwnedKind) {
  const rule = OWNERS[kind];
  let query = db.select(getTableColumns(rule.table)).from(rule.table).$dynamic();
  let step = rule;
  while ('parent' in step) {
    const parent = OWNERS[step.parent];
    query = query.innerJoin(parent.table, eq(parent.table.id, step.via));
    step = parent;
  }
  return query
    .where(and(eq(rule.table.id, sql.placeholder('id')), eq(step.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare(`owned_${kind}`);
}
type OwnershipQuery = ReturnType<typeof ownershipQuery>;
const preparedByDb = new WeakMap<Db, Map<OwnedKind, OwnershipQuery>>();

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
  let prepared = preparedByDb.get(actor.db);
  if (!prepared) preparedByDb.set(actor.db, (prepared = new Map()));
  let query = prepared.get(kind);
  if (!query) prepared.set(kind, (query = ownershipQuery(actor.db, kind)));
  const [row] = await query.execute({ id, userId: actor.userId });
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
