import { failedTo, type QuestionType } from '@inscriptions/contracts';
import { gqlRequest, queryKeys, runMutation, useQuery, useQueryClient } from '@inscriptions/shared/api';
import { graphql } from '../../../generated';
import type { EditorQuestionsQuery } from '../../../generated/graphql';

export const editorQuestionsDocument = graphql(`
  query EditorQuestions($inscriptionId: ID!) {
    inscriptionQuestions(inscriptionId: $inscriptionId) {
      id
      questionType
      question
      min
      max
      position
    }
  }
`);

export const createQuestionDocument = graphql(`
  mutation CreateEditorQuestion($input: CreateInscriptionQuestionInput!) {
    createInscriptionQuestion(input: $input) {
      code
      success
      message
      inscriptionQuestion {
        id
      }
    }
  }
`);

export const updateQuestionDocument = graphql(`
  mutation UpdateEditorQuestion($input: UpdateInscriptionQuestionInput!) {
    updateInscriptionQuestion(input: $input) {
      code
      success
      message
      inscriptionQuestion {
        id
      }
    }
  }
`);

export const deleteQuestionDocument = graphql(`
  mutation DeleteEditorQuestion($input: DeleteInscriptionQuestionInput!) {
    deleteInscriptionQuestion(input: $input) {
      code
      success
      message
      inscriptionQuestion {
        id
      }
    }
  }
`);

export const reorderQuestionsDocument = graphql(`
  mutation ReorderEditorQuestions($input: ReorderInscriptionQuestionsInput!) {
    reorderInscriptionQuestions(input: $input) {
      code
      success
      message
      inscriptionQuestions {
        id
        questionType
        question
        min
        max
        position
      }
    }
  }
`);

export const FAILED_TO_GET_QUESTIONS = failedTo('get', 'inscription questions');
export const FAILED_TO_CREATE_QUESTION = failedTo('create', 'inscription question');
export const FAILED_TO_UPDATE_QUESTION = failedTo('update', 'inscription question');
export const FAILED_TO_DELETE_QUESTION = failedTo('delete', 'inscription question');
export const FAILED_TO_REORDER_QUESTIONS = failedTo('update', 'inscription questions');

export type EditorQuestion = EditorQuestionsQuery['inscriptionQuestions'][number];

/** What the editor's form writes: the question, its type, and a NUMBER question's optional bounds. */
export interface QuestionDraft {
  question: string;
  questionType: QuestionType;
  min: number | null;
  max: number | null;
}

/**
 * The editor's list sits under queryKeys.entries.questions, the key the recording flow and EntrySettings
 * read the same questions under: invalidating that prefix after a change refreshes them all.
 */
const editorKey = (inscriptionId: string) => [...queryKeys.entries.questions(inscriptionId), 'editor'] as const;

export const useEditorQuestions = (inscriptionId: string) =>
  useQuery({
    queryKey: editorKey(inscriptionId),
    queryFn: async ({ signal }) =>
      (await gqlRequest(editorQuestionsDocument, { inscriptionId }, { signal })).inscriptionQuestions,
  });

/** The writes of the editor; each refreshes every cached list of this inscription's questions. */
export function useQuestionWrites(inscriptionId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.entries.questions(inscriptionId) });
  const bounds = (draft: QuestionDraft) =>
    draft.questionType === 'NUMBER' ? { min: draft.min, max: draft.max } : { min: null, max: null };
  return {
    create: async (draft: QuestionDraft) => {
      await runMutation(
        createQuestionDocument,
        { input: { inscriptionId, question: draft.question, questionType: draft.questionType, ...bounds(draft) } },
        { object: 'inscriptionQuestion', failure: FAILED_TO_CREATE_QUESTION },
      );
      await refresh();
    },
    update: async (id: string, draft: QuestionDraft) => {
      await runMutation(
        updateQuestionDocument,
        { input: { id, question: draft.question, questionType: draft.questionType, ...bounds(draft) } },
        { object: 'inscriptionQuestion', failure: FAILED_TO_UPDATE_QUESTION },
      );
      await refresh();
    },
    remove: async (id: string, keepAnswers: boolean) => {
      await runMutation(
        deleteQuestionDocument,
        { input: { id, keepAnswers } },
        { object: 'inscriptionQuestion', failure: FAILED_TO_DELETE_QUESTION },
      );
      await refresh();
    },
    /** Shows the new order at once (the server's answer), then refreshes the other lists. */
    reorder: async (questionIds: string[]) => {
      const ordered = await runMutation(
        reorderQuestionsDocument,
        { input: { inscriptionId, questionIds } },
        { object: 'inscriptionQuestions', failure: FAILED_TO_REORDER_QUESTIONS },
      );
      client.setQueryData(editorKey(inscriptionId), ordered);
      await refresh();
    },
  };
}
