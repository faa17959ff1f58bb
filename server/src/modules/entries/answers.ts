import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import {
  entryQuestionAnswers,
  type EntryQuestionAnswerRow,
  type InscriptionEntryRow,
  type InscriptionQuestionRow,
} from '../../db/schema';
import type {
  CreateInscriptionEntryQuestionAnswerInput,
  UpdateInscriptionEntryQuestionAnswerInput,
} from '../../generated/resolvers';
import type { Actor } from '../actor';
import { numberAnswerError } from '@inscriptions/contracts';
import { ConflictError, InputError } from '../errors';
import { checkStringLimits } from '../input';
import { owned, requireOwned } from '../ownership';

/** Loads the answers of one entry; GraphQL passes its per-request DataLoader (see answersOfEntries). */
export interface AnswerLoader {
  load(entryId: string): Promise<EntryQuestionAnswerRow[]>;
}

/** The answers of several entries in one query, oldest first, in the order of the ids (the DataLoader's batch). */
export async function answersOfEntries(db: Db, entryIds: readonly string[]): Promise<EntryQuestionAnswerRow[][]> {
  const rows = await db
    .select()
    .from(entryQuestionAnswers)
    .where(inArray(entryQuestionAnswers.inscriptionEntryId, [...entryIds]))
    .orderBy(asc(entryQuestionAnswers.dateCreated), asc(entryQuestionAnswers.id));
  const byEntry = new Map<string, EntryQuestionAnswerRow[]>();
  for (const r of rows) {
    const list = byEntry.get(r.inscriptionEntryId) ?? [];
    list.push(r);
    byEntry.set(r.inscriptionEntryId, list);
  }
  return entryIds.map((id) => byEntry.get(id) ?? []);
}

export const getAnswer = (actor: Actor, id: unknown): Promise<EntryQuestionAnswerRow | null> => owned(actor, 'answer', id);

/** The answers given in one of the actor's entries ([] for another user's). */
export async function listAnswers(actor: Actor, entryId: unknown, loader?: AnswerLoader): Promise<EntryQuestionAnswerRow[]> {
  const entry = await owned(actor, 'entry', entryId);
  if (!entry) return [];
  if (loader) return loader.load(entry.id);
  const [answers] = await answersOfEntries(actor.db, [entry.id]);
  return answers ?? [];
}

/** A NUMBER question's answer must be a number within its bounds. */
function checkAnswer(question: InscriptionQuestionRow, answer: string): void {
  const error = question.questionType === 'NUMBER' ? numberAnswerError(answer, question.min, question.max) : null;
  if (error) throw new InputError(`"answer" to "${question.question}": ${error}`);
}

/** An answer to write: the question it answers and the text. */
export interface GivenAnswer {
  inscriptionQuestionId: string;
  answer: string;
}

/**
 * Writes answers of one of the actor's entries, each to a question its inscription still asks (a NUMBER
 * one within its bounds), one per entry and question: a second is a ConflictError. Every answer is
 * checked before any is written; with a transaction as actor.db, a refused answer rolls back what the
 * caller wrote in it (a new entry).
 */
export async function writeAnswers(
  actor: Actor,
  entry: Pick<InscriptionEntryRow, 'id' | 'inscriptionId'>,
  given: readonly GivenAnswer[],
): Promise<EntryQuestionAnswerRow[]> {
  if (given.length === 0) return [];
  const answered = new Map<string, string>();
  for (const { inscriptionQuestionId, answer } of given) {
    if (typeof answer !== 'string') throw new InputError('"answer" is required.');
    const question = await requireOwned(actor, 'question', inscriptionQuestionId);
    if (question.inscriptionId !== entry.inscriptionId) {
      throw new InputError('"inscriptionQuestionId" must be a question of the entry\'s inscription.');
    }
    if (question.dateDeleted) throw new InputError(`"inscriptionQuestionId": the question "${question.question}" was deleted.`);
    checkAnswer(question, answer);
    if (answered.has(question.id)) throw new InputError(`"questionAnswers": "${question.question}" is answered twice.`);
    answered.set(question.id, answer);
  }
  const [dup] = await actor.db
    .select({ id: entryQuestionAnswers.id })
    .from(entryQuestionAnswers)
    .where(and(eq(entryQuestionAnswers.inscriptionEntryId, entry.id), inArray(entryQuestionAnswers.inscriptionQuestionId, [...answered.keys()])))
    .limit(1);
  if (dup) throw new ConflictError('An answer to this question already exists for this entry (duplicate).');
  return actor.db
    .insert(entryQuestionAnswers)
    .values([...answered].map(([inscriptionQuestionId, answer]) => ({ inscriptionEntryId: entry.id, inscriptionQuestionId, answer })))
    .returning();
}

/** One answer per entry and question still asked: a second one is a ConflictError. */
export async function createAnswer(actor: Actor, input: CreateInscriptionEntryQuestionAnswerInput): Promise<EntryQuestionAnswerRow> {
  checkStringLimits(input);
  const entry = await requireOwned(actor, 'entry', input.inscriptionEntryId);
  const [row] = await writeAnswers(actor, entry, [input]);
  return row!;
}

export async function updateAnswer(actor: Actor, input: UpdateInscriptionEntryQuestionAnswerInput): Promise<EntryQuestionAnswerRow> {
  checkStringLimits(input);
  if (typeof input.answer !== 'string') throw new InputError('"answer" is required.');
  const existing = await requireOwned(actor, 'answer', input.id);
  if (input.inscriptionEntryId && input.inscriptionEntryId !== existing.inscriptionEntryId) {
    throw new InputError('"inscriptionEntryId" does not match the answer.');
  }
  if (input.inscriptionQuestionId && input.inscriptionQuestionId !== existing.inscriptionQuestionId) {
    throw new InputError('"inscriptionQuestionId" does not match the answer.');
  }
  checkAnswer(await requireOwned(actor, 'question', existing.inscriptionQuestionId), input.answer);
  const [row] = await actor.db
    .update(entryQuestionAnswers)
    .set({ answer: input.answer, dateUpdated: new Date() })
    .where(eq(entryQuestionAnswers.id, existing.id))
    .returning();
  return row!;
}

export async function deleteAnswer(actor: Actor, id: string): Promise<EntryQuestionAnswerRow> {
  checkStringLimits({ id });
  const existing = await requireOwned(actor, 'answer', id);
  await actor.db.delete(entryQuestionAnswers).where(eq(entryQuestionAnswers.id, existing.id));
  return existing;
}
