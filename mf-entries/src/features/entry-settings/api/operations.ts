import { graphql } from '../../../generated';

export const inscriptionEntryDocument = graphql(`
  query InscriptionEntry($inscriptionEntryId: ID!) {
    inscriptionEntry(inscriptionEntryId: $inscriptionEntryId) {
      ...InscriptionEntryFields
      questionAnswers {
        id
        inscriptionQuestionId
        inscriptionEntryId
        answer
      }
    }
  }
`);

export const inscriptionQuestionsDocument = graphql(`
  query InscriptionQuestions($inscriptionId: ID!) {
    inscriptionQuestions(inscriptionId: $inscriptionId) {
      id
      inscriptionId
      questionType
      question
      min
      max
    }
  }
`);

export const updateInscriptionEntryDocument = graphql(`
  mutation UpdateInscriptionEntry($input: UpdateInscriptionEntryInput!) {
    updateInscriptionEntry(input: $input) {
      code
      success
      message
      inscriptionEntry {
        ...InscriptionEntryFields
      }
    }
  }
`);

export const deleteInscriptionEntryDocument = graphql(`
  mutation DeleteInscriptionEntry($input: DeleteInscriptionEntryInput!) {
    deleteInscriptionEntry(input: $input) {
      code
      success
      message
      inscriptionEntry {
        id
      }
    }
  }
`);

export const createAnswerDocument = graphql(`
  mutation CreateInscriptionEntryQuestionAnswer($input: CreateInscriptionEntryQuestionAnswerInput!) {
    createInscriptionEntryQuestionAnswer(input: $input) {
      code
      success
      message
      inscriptionEntryQuestionAnswer {
        id
        inscriptionQuestionId
        inscriptionEntryId
        answer
      }
    }
  }
`);

export const updateAnswerDocument = graphql(`
  mutation UpdateInscriptionEntryQuestionAnswer($input: UpdateInscriptionEntryQuestionAnswerInput!) {
    updateInscriptionEntryQuestionAnswer(input: $input) {
      code
      success
      message
      inscriptionEntryQuestionAnswer {
        id
        inscriptionQuestionId
        inscriptionEntryId
        answer
      }
    }
  }
`);
