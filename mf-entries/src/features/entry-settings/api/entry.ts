import { failedTo } from '@inscriptions/contracts';
import { gqlRequest, queryKeys, runMutation, useQuery } from '@inscriptions/shared/api';
import type { InscriptionEntryQuery } from '../../../generated/graphql';
import {
  createAnswer,
  FAILED_TO_CREATE_ANSWER,
  FAILED_TO_GET_QUESTIONS,
  answerError,
  isNumericQuestion,
  useQuestions,
  type Question,
} from '../../common/api/questions';

import {
  deleteInscriptionEntryDocument,
  inscriptionEntryDocument,
  updateAnswerDocument,
  updateInscriptionEntryDocument,
} from './operations';

export {
  FAILED_TO_CREATE_ANSWER,
  FAILED_TO_GET_QUESTIONS,
  answerError,
  isNumericQuestion,
  useQuestions,
  type Question,
};

export type EntryDetail = NonNullable<InscriptionEntryQuery['inscriptionEntry']>;

export const FAILED_TO_GET_ENTRY = failedTo('get', 'inscription entry');
export const FAILED_TO_UPDATE_ENTRY = failedTo('update', 'inscription entry');
export const FAILED_TO_DELETE_ENTRY = failedTo('delete', 'inscription entry');
export const FAILED_TO_UPDATE_ANSWER = failedTo('update', 'inscription entry question answer');

export function useEntryDetail(entryId: string) {
  return useQuery({
    queryKey: queryKeys.entries.detail(entryId),
    // null: no such entry, or another user's (the server answers both alike); a failed read throws.
    queryFn: async ({ signal }): Promise<EntryDetail | null> =>
      (await gqlRequest(inscriptionEntryDocument, { inscriptionEntryId: entryId }, { signal })).inscriptionEntry ??
      null,
    enabled: entryId !== '',
    staleTime: 0,
  });
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
      await runMutation(
        updateAnswerDocument,
        {
          input: {
            id: change.answerId,
            answer: change.answer,
            inscriptionEntryId: entryId,
            inscriptionQuestionId: change.questionId,
          },
        },
        { object: 'inscriptionEntryQuestionAnswer', failure: FAILED_TO_UPDATE_ANSWER },
      );
    } else {
      await createAnswer(entryId, change.questionId, change.answer);
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
