import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { entryQuestionAnswers, type EntryQuestionAnswerRow } from '../../db/schema';
import type {
  CreateInscriptionEntryQuestionAnswerInput,
  UpdateInscriptionEntryQuestionAnswerInput,
} from '../../generated/resolvers';
import type { Actor } from '../actor';
import { numberAnswerError } from '@inscriptions/contracts';
import type { InscriptionQuestionRow } from '../../db/schema';
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
  if (error) throw new InputError(`"answer": ${error}`);
}

/** One answer per entry and question still asked: a second one is a ConflictError. */
export async function createAnswer(actor: Actor, input: CreateInscriptionEntryQuestionAnswerInput): Promise<EntryQuestionAnswerRow> {
  checkStringLimits(input);
  if (typeof input.answer !== 'string') throw new InputError('"answer" is required.');
  const entry = await requireOwned(actor, 'entry', input.inscriptionEntryId);
  const question = await requireOwned(actor, 'question', input.inscriptionQuestionId);
  if (question.inscriptionId !== entry.inscriptionId) {
    throw new InputError('"inscriptionQuestionId" must be a question of the entry\'s inscription.');
  }
  if (question.dateDeleted) throw new InputError('"inscriptionQuestionId": this question was deleted.');
  checkAnswer(question, input.answer);
  const [dup] = await actor.db
    .select({ id: entryQuestionAnswers.id })
    .from(entryQuestionAnswers)
    .where(and(eq(entryQuestionAnswers.inscriptionEntryId, entry.id), eq(entryQuestionAnswers.inscriptionQuestionId, question.id)))
    .limit(1);
  if (dup) throw new ConflictError('An answer to this question already exists for this entry (duplicate).');
  const [row] = await actor.db
    .insert(entryQuestionAnswers)
    .values({ inscriptionEntryId: entry.id, inscriptionQuestionId: question.id, answer: input.answer })
    .returning();
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
