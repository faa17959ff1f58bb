import { failedTo, numberAnswerError } from '@inscriptions/contracts';
import { gqlRequest, queryKeys, runMutation, useQuery } from '@inscriptions/shared/api';
import type { InscriptionQuestionsQuery } from '../../../generated/graphql';
import { createAnswerDocument, inscriptionQuestionsDocument } from './operations';

/** An inscription's questions, answered per entry (NewEntry's QUESTIONS step and EntrySettings). */
export type Question = InscriptionQuestionsQuery['inscriptionQuestions'][number];

export const FAILED_TO_GET_QUESTIONS = failedTo('get', 'inscription questions');
export const FAILED_TO_CREATE_ANSWER = failedTo('create', 'inscription entry question answer');

/**
 * The questions an inscription asks, in order; with includeDeleted also those deleted with their answers
 * kept (EntrySettings shows such answers). Both lie under queryKeys.entries.questions, which the
 * questions editor invalidates.
 */
export function useQuestions(inscriptionId: string, { includeDeleted = false }: { includeDeleted?: boolean } = {}) {
  return useQuery({
    queryKey: includeDeleted
      ? [...queryKeys.entries.questions(inscriptionId), 'includeDeleted']
      : queryKeys.entries.questions(inscriptionId),
    queryFn: async ({ signal }) =>
      (await gqlRequest(inscriptionQuestionsDocument, { inscriptionId, includeDeleted }, { signal }))
        .inscriptionQuestions,
    enabled: inscriptionId !== '',
  });
}

/** NUMBER questions get a number input bounded by the question's min and max. */
export const isNumericQuestion = (q: Pick<Question, 'questionType'>): boolean => q.questionType === 'NUMBER';

export function answerError(q: Question, value: string): string | null {
  return isNumericQuestion(q) ? numberAnswerError(value, q.min ?? null, q.max ?? null) : null;
}

export const createAnswer = (entryId: string, questionId: string, answer: string) =>
  runMutation(
    createAnswerDocument,
    { input: { answer, inscriptionEntryId: entryId, inscriptionQuestionId: questionId } },
    { object: 'inscriptionEntryQuestionAnswer', failure: FAILED_TO_CREATE_ANSWER },
  );
