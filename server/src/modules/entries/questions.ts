import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { QUESTION_TYPES, isQuestionType, questionRangeError, type QuestionType } from '@inscriptions/contracts';
import { entryQuestionAnswers, inscriptionQuestions, type InscriptionQuestionRow } from '../../db/schema';
import type {
  CreateInscriptionQuestionInput,
  ReorderInscriptionQuestionsInput,
  UpdateInscriptionQuestionInput,
} from '../../generated/resolvers';
import type { Actor } from '../actor';
import { InputError, notFound } from '../errors';
import { checkStringLimits, optionalRequiredText, requireText } from '../input';
import { owned, requireOwned } from '../ownership';

const QUESTION_LABEL = 'Inscription question';

function requireQuestionType(value: unknown): QuestionType {
  if (!isQuestionType(value)) throw new InputError(`"questionType" must be one of ${QUESTION_TYPES.join(', ')}.`);
  return value;
}

/** A TEXT question has no bounds; a NUMBER question's bounds must make a range. */
function boundsOf(questionType: QuestionType, min: number | null | undefined, max: number | null | undefined) {
  if (questionType === 'TEXT') return { min: null, max: null };
  const error = questionRangeError(min, max);
  if (error) throw new InputError(error);
  return { min: min ?? null, max: max ?? null };
}

const asked = (inscriptionId: string) =>
  and(eq(inscriptionQuestions.inscriptionId, inscriptionId), isNull(inscriptionQuestions.dateDeleted));

/** A question still asked (not deleted with its answers kept); another user's is not found. */
async function requireAsked(actor: Actor, id: unknown): Promise<InscriptionQuestionRow> {
  const question = await requireOwned(actor, 'question', id);
  if (question.dateDeleted) throw notFound(QUESTION_LABEL);
  return question;
}

export const getQuestion = (actor: Actor, id: unknown): Promise<InscriptionQuestionRow | null> => owned(actor, 'question', id);

/**
 * The questions of one of the actor's inscriptions in the order they are asked ([] for another user's);
 * with includeDeleted, also those deleted with their answers kept.
 */
export async function listQuestions(
  actor: Actor,
  inscriptionId: unknown,
  { includeDeleted = false }: { includeDeleted?: boolean | null } = {},
): Promise<InscriptionQuestionRow[]> {
  const inscription = await owned(actor, 'inscription', inscriptionId);
  if (!inscription) return [];
  return actor.db
    .select()
    .from(inscriptionQuestions)
    .where(includeDeleted ? eq(inscriptionQuestions.inscriptionId, inscription.id) : asked(inscription.id))
    .orderBy(asc(inscriptionQuestions.position), asc(inscriptionQuestions.dateCreated), asc(inscriptionQuestions.id));
}

/** Adds a question after the inscription's last one. */
export async function createQuestion(actor: Actor, input: CreateInscriptionQuestionInput): Promise<InscriptionQuestionRow> {
  checkStringLimits(input);
  const questionType = requireQuestionType(input.questionType);
  const question = requireText('question', input.question);
  const bounds = boundsOf(questionType, input.min, input.max);
  const inscription = await requireOwned(actor, 'inscription', input.inscriptionId);
  const next = sql<number>`(select coalesce(max(${inscriptionQuestions.position}) + 1, 0) from ${inscriptionQuestions} where ${inscriptionQuestions.inscriptionId} = ${inscription.id})`;
  const [row] = await actor.db
    .insert(inscriptionQuestions)
    .values({ inscriptionId: inscription.id, questionType, question, ...bounds, position: next })
    .returning();
  return row!;
}

/** Changes the text, type or bounds (omitted fields stay); turning it into a TEXT question clears the bounds. */
export async function updateQuestion(actor: Actor, input: UpdateInscriptionQuestionInput): Promise<InscriptionQuestionRow> {
  checkStringLimits(input);
  if (input.questionType === null) throw new InputError('"questionType" must be one of TEXT, NUMBER.');
  const questionType = input.questionType === undefined ? undefined : requireQuestionType(input.questionType);
  const question = optionalRequiredText('question', input.question);
  const existing = await requireAsked(actor, input.id);
  const bounds = boundsOf(
    questionType ?? requireQuestionType(existing.questionType),
    input.min === undefined ? existing.min : input.min,
    input.max === undefined ? existing.max : input.max,
  );
  const [row] = await actor.db
    .update(inscriptionQuestions)
    .set({ ...(questionType ? { questionType } : {}), ...(question ? { question } : {}), ...bounds, dateUpdated: new Date() })
    .where(eq(inscriptionQuestions.id, existing.id))
    .returning();
  return row!;
}

/**
 * Puts the inscription's questions in the given order, in one transaction. The ids must be exactly the
 * questions it asks, each once, so that a list read before another change is refused rather than half applied.
 */
export async function reorderQuestions(actor: Actor, input: ReorderInscriptionQuestionsInput): Promise<InscriptionQuestionRow[]> {
  checkStringLimits({ inscriptionId: input.inscriptionId });
  const inscription = await requireOwned(actor, 'inscription', input.inscriptionId);
  return actor.db.transaction(async (tx) => {
    const current = await tx
      .select({ id: inscriptionQuestions.id })
      .from(inscriptionQuestions)
      .where(asked(inscription.id))
      .for('update');
    const ids = input.questionIds;
    const known = new Set(current.map((q) => q.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      throw new InputError('"questionIds" must list every question of the inscription once; reload the questions and try again.');
    }
    const now = new Date();
    for (const [position, id] of ids.entries()) {
      await tx.update(inscriptionQuestions).set({ position, dateUpdated: now }).where(eq(inscriptionQuestions.id, id));
    }
    return tx.select().from(inscriptionQuestions).where(asked(inscription.id)).orderBy(asc(inscriptionQuestions.position));
  });
}

/**
 * Deletes the question. With keepAnswers its entries' answers stay: the question is only no longer asked
 * (kept, marked deleted, for those answers); without, or when nothing answered it, it goes with its answers.
 */
export async function deleteQuestion(
  actor: Actor,
  { id, keepAnswers }: { id: string; keepAnswers?: boolean | null },
): Promise<InscriptionQuestionRow> {
  checkStringLimits({ id });
  const existing = await requireOwned(actor, 'question', id);
  if (keepAnswers) {
    const [answered] = await actor.db
      .select({ id: entryQuestionAnswers.id })
      .from(entryQuestionAnswers)
      .where(eq(entryQuestionAnswers.inscriptionQuestionId, existing.id))
      .limit(1);
    if (answered) {
      if (existing.dateDeleted) return existing;
      const [row] = await actor.db
        .update(inscriptionQuestions)
        .set({ dateDeleted: new Date(), dateUpdated: new Date() })
        .where(eq(inscriptionQuestions.id, existing.id))
        .returning();
      return row!;
    }
  }
  await actor.db.delete(inscriptionQuestions).where(eq(inscriptionQuestions.id, existing.id));
  return existing;
}
