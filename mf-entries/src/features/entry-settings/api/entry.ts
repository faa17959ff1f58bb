import { useQuery } from '@tanstack/react-query';
import { failedTo } from '@inscriptions/contracts';
import { gqlRequest, queryKeys, runMutation } from '@inscriptions/shared/api';
import type { InscriptionEntryQuery, InscriptionQuestionsQuery } from '../../../generated/graphql';
import {
  createAnswerDocument,
  deleteInscriptionEntryDocument,
  inscriptionEntryDocument,
  inscriptionQuestionsDocument,
  updateAnswerDocument,
  updateInscriptionEntryDocument,
} from './operations';

export type EntryDetail = NonNullable<InscriptionEntryQuery['inscriptionEntry']>;
export type Question = InscriptionQuestionsQuery['inscriptionQuestions'][number];

export const FAILED_TO_GET_ENTRY = failedTo('get', 'inscription entry');
export const FAILED_TO_UPDATE_ENTRY = failedTo('update', 'inscription entry');
export const FAILED_TO_DELETE_ENTRY = failedTo('delete', 'inscription entry');
export const FAILED_TO_GET_QUESTIONS = failedTo('get', 'inscription questions');
export const FAILED_TO_UPDATE_ANSWER = failedTo('update', 'inscription entry question answer');
export const FAILED_TO_CREATE_ANSWER = failedTo('create', 'inscription entry question answer');

export function useEntryDetail(entryId: string) {
  return useQuery({
    queryKey: queryKeys.entries.detail(entryId),
    // null: no such entry, or another user's (the server answers both alike); a failed read throws.
    queryFn: async (): Promise<EntryDetail | null> =>
      (await gqlRequest(inscriptionEntryDocument, { inscriptionEntryId: entryId })).inscriptionEntry ?? null,
    enabled: entryId !== '',
    staleTime: 0,
  });
}

export function useQuestions(inscriptionId: string) {
  return useQuery({
    queryKey: queryKeys.entries.questions(inscriptionId),
    queryFn: async () => (await gqlRequest(inscriptionQuestionsDocument, { inscriptionId })).inscriptionQuestions,
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

export interface AnswerChange {
  questionId: string;
  /** Present when the entry already has an answer to this question. */
  answerId: string | null;
  answer: string;
}

/** Answers are saved one by one (update when one exists, else create); stops at the first failure. */
export async function saveAnswers(entryId: string, changes: AnswerChange[]): Promise<void> {
  for (const change of changes) {
    const answer = { answer: change.answer, inscriptionEntryId: entryId, inscriptionQuestionId: change.questionId };
    if (change.answerId) {
      await runMutation(
        updateAnswerDocument,
        { input: { id: change.answerId, ...answer } },
        { object: 'inscriptionEntryQuestionAnswer', failure: FAILED_TO_UPDATE_ANSWER },
      );
    } else {
      await runMutation(
        createAnswerDocument,
        { input: answer },
        { object: 'inscriptionEntryQuestionAnswer', failure: FAILED_TO_CREATE_ANSWER },
      );
    }
  }
}

export interface EntryUpdate {
  id: string;
  name: string;
  transcript: string;
  isImportant: boolean;
  isPrivate: boolean;
  isMuted: boolean;
  dateRecorded: string;
}

export const updateEntry = (input: EntryUpdate) =>
  runMutation(
    updateInscriptionEntryDocument,
    { input },
    { object: 'inscriptionEntry', failure: FAILED_TO_UPDATE_ENTRY },
  );

export async function deleteEntry(id: string): Promise<void> {
  await runMutation(deleteInscriptionEntryDocument, { input: { id } }, { failure: FAILED_TO_DELETE_ENTRY });
}
