import { asc, eq } from 'drizzle-orm';
import { QUESTION_RANGE } from '@inscriptions/contracts';
import { inscriptionQuestions, type InscriptionQuestionRow } from '../../db/schema';
import type { CreateInscriptionQuestionInput, UpdateInscriptionQuestionInput } from '../../generated/resolvers';
import type { Actor } from '../actor';
import { InputError } from '../errors';
import { checkStringLimits, defined, intInRange, optionalRequiredText, requireText } from '../input';
import { owned, requireOwned } from '../ownership';

function checkMinMax(min: number | null | undefined, max: number | null | undefined): void {
  intInRange('min', min, QUESTION_RANGE.min, QUESTION_RANGE.max);
  intInRange('max', max, QUESTION_RANGE.min, QUESTION_RANGE.max);
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    throw new InputError('"min" must not be greater than "max".');
  }
}

export const getQuestion = (actor: Actor, id: unknown): Promise<InscriptionQuestionRow | null> => owned(actor, 'question', id);

/** The questions of one of the actor's inscriptions, oldest first ([] for another user's). */
export async function listQuestions(actor: Actor, inscriptionId: unknown): Promise<InscriptionQuestionRow[]> {
  const inscription = await owned(actor, 'inscription', inscriptionId);
  if (!inscription) return [];
  return actor.db
    .select()
    .from(inscriptionQuestions)
    .where(eq(inscriptionQuestions.inscriptionId, inscription.id))
    .orderBy(asc(inscriptionQuestions.dateCreated), asc(inscriptionQuestions.id));
}

export async function createQuestion(actor: Actor, input: CreateInscriptionQuestionInput): Promise<InscriptionQuestionRow> {
  checkStringLimits(input);
  const questionType = requireText('questionType', input.questionType);
  const question = requireText('question', input.question);
  checkMinMax(input.min, input.max);
  const inscription = await requireOwned(actor, 'inscription', input.inscriptionId);
  const [row] = await actor.db
    .insert(inscriptionQuestions)
    .values({ inscriptionId: inscription.id, questionType, question, min: input.min ?? null, max: input.max ?? null })
    .returning();
  return row!;
}

export async function updateQuestion(actor: Actor, input: UpdateInscriptionQuestionInput): Promise<InscriptionQuestionRow> {
  checkStringLimits(input);
  const existing = await requireOwned(actor, 'question', input.id);
  const min = input.min === undefined ? existing.min : input.min;
  const max = input.max === undefined ? existing.max : input.max;
  checkMinMax(min, max);
  const [row] = await actor.db
    .update(inscriptionQuestions)
    .set({
      ...defined({
        questionType: optionalRequiredText('questionType', input.questionType),
        question: optionalRequiredText('question', input.question),
        min: input.min,
        max: input.max,
      }),
      dateUpdated: new Date(),
    })
    .where(eq(inscriptionQuestions.id, existing.id))
    .returning();
  return row!;
}

/** Deletes the question (its answers cascade). */
export async function deleteQuestion(actor: Actor, id: string): Promise<InscriptionQuestionRow> {
  checkStringLimits({ id });
  const existing = await requireOwned(actor, 'question', id);
  await actor.db.delete(inscriptionQuestions).where(eq(inscriptionQuestions.id, existing.id));
  return existing;
}
