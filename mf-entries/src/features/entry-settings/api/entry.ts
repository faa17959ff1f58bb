import { useQuery } from '@tanstack/react-query';
import { gqlRequest, isMutationSuccess, queryKeys } from '@inscriptions/shared/api';
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

export const FAILED_TO_GET_ENTRY = 'Failed to get inscription entry, please try again.';
export const FAILED_TO_UPDATE_ENTRY = 'Failed to update inscription entry, please try again.';
export const FAILED_TO_DELETE_ENTRY = 'Failed to delete inscription entry, please try again.';
export const FAILED_TO_GET_QUESTIONS = 'Failed to get inscription questions, please try again.';
export const FAILED_TO_UPDATE_ANSWER = 'Failed to update inscription entry question answer, please try again.';
export const FAILED_TO_CREATE_ANSWER = 'Failed to create inscription entry question answer, please try again.';

export const entryDetailKey = (entryId: string) => [...queryKeys.entries.all, 'detail', entryId] as const;
export const questionsKey = (inscriptionId: string) => [...queryKeys.entries.all, 'questions', inscriptionId] as const;

export function useEntryDetail(entryId: string) {
  return useQuery({
    queryKey: entryDetailKey(entryId),
    // null: no such entry, or another user's (the server answers both alike); a failed read throws.
    queryFn: async (): Promise<EntryDetail | null> =>
      (await gqlRequest(inscriptionEntryDocument, { inscriptionEntryId: entryId })).inscriptionEntry ?? null,
    enabled: entryId !== '',
    staleTime: 0,
  });
}

export function useQuestions(inscriptionId: string) {
  return useQuery({
    queryKey: questionsKey(inscriptionId),
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
    if (change.answerId) {
      const res = (
        await gqlRequest(updateAnswerDocument, {
          input: {
            id: change.answerId,
            answer: change.answer,
            inscriptionEntryId: entryId,
            inscriptionQuestionId: change.questionId,
          },
        })
      ).updateInscriptionEntryQuestionAnswer;
      if (!isMutationSuccess(res, res.inscriptionEntryQuestionAnswer)) {
        console.error('updateInscriptionEntryQuestionAnswer failed', res.code, res.message);
        throw new Error(FAILED_TO_UPDATE_ANSWER);
      }
    } else {
      const res = (
        await gqlRequest(createAnswerDocument, {
          input: { answer: change.answer, inscriptionEntryId: entryId, inscriptionQuestionId: change.questionId },
        })
      ).createInscriptionEntryQuestionAnswer;
      if (!isMutationSuccess(res, res.inscriptionEntryQuestionAnswer)) {
        console.error('createInscriptionEntryQuestionAnswer failed', res.code, res.message);
        throw new Error(FAILED_TO_CREATE_ANSWER);
      }
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

export async function updateEntry(input: EntryUpdate) {
  const res = (await gqlRequest(updateInscriptionEntryDocument, { input })).updateInscriptionEntry;
  if (!isMutationSuccess(res, res.inscriptionEntry) || !res.inscriptionEntry) {
    console.error('updateInscriptionEntry failed', res.code, res.message);
    throw new Error(FAILED_TO_UPDATE_ENTRY);
  }
  return res.inscriptionEntry;
}

export async function deleteEntry(id: string): Promise<void> {
  const res = (await gqlRequest(deleteInscriptionEntryDocument, { input: { id } })).deleteInscriptionEntry;
  if (!isMutationSuccess(res)) {
    console.error('deleteInscriptionEntry failed', res.code, res.message);
    throw new Error(FAILED_TO_DELETE_ENTRY);
  }
}
