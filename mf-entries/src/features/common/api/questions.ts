import { failedTo } from '@inscriptions/contracts';
import { gqlRequest, queryKeys, runMutation, useQuery } from '@inscriptions/shared/api';
import type { InscriptionQuestionsQuery } from '../../../generated/graphql';
import { createAnswerDocument, inscriptionQuestionsDocument } from './operations';

/** An inscription's questions, answered per entry (NewEntry's QUESTIONS step and EntrySettings). */
export type Question = InscriptionQuestionsQuery['inscriptionQuestions'][number];

export const FAILED_TO_GET_QUESTIONS = failedTo('get', 'inscription questions');
export const FAILED_TO_CREATE_ANSWER = failedTo('create', 'inscription entry question answer');

export function useQuestions(inscriptionId: string) {
  return useQuery({
    queryKey: queryKeys.entries.questions(inscriptionId),
    queryFn: async ({ signal }) =>
      (await gqlRequest(inscriptionQuestionsDocument, { inscriptionId }, { signal })).inscriptionQuestions,
    enabled: inscriptionId !== '',
  });
}

/** Numeric question types get a number input bounded by the question's min and max. */
export function isNumericQuestion(q: Pick<Question, 'questionType'>): boolean {
  return /num|int|scale|rating|range|score|decimal|float/i.test(q.questionType);
}

export function answerError(q: Question, value: string): string | null {
  if (!isNumericQuestion(q) || value.trim() === '') return null;
  const n = Number(value);
  if (!Number.isFinite(n)) return 'Enter a number.';
  if (q.min !== null && n < q.min) return `Enter a number from ${q.min}${q.max !== null ? ` to ${q.max}` : ''}.`;
  if (q.max !== null && n > q.max) return `Enter a number${q.min !== null ? ` from ${q.min}` : ''} up to ${q.max}.`;
  return null;
}

export const createAnswer = (entryId: string, questionId: string, answer: string) =>
  runMutation(
    createAnswerDocument,
    { input: { answer, inscriptionEntryId: entryId, inscriptionQuestionId: questionId } },
    { object: 'inscriptionEntryQuestionAnswer', failure: FAILED_TO_CREATE_ANSWER },
  );
