import { graphql } from '../../../generated';

/** The entry fields every screen of this area reads (list rows, created, edited and searched entries). */
export const inscriptionEntryFieldsFragment = graphql(`
  fragment InscriptionEntryFields on InscriptionEntry {
    id
    inscriptionId
    name
    transcript
    preview
    isPrivate
    isImportant
    isMuted
    dateRecorded
    dateCreated
    dateUpdated
  }
`);

export const inscriptionEntriesPagedDocument = graphql(`
  query InscriptionEntriesPaged($inscriptionId: ID!, $first: Int, $after: Boolean, $pivot: ID) {
    inscriptionEntriesPaged(inscriptionId: $inscriptionId, first: $first, after: $after, pivot: $pivot) {
      edges {
        cursor
        node {
          ...InscriptionEntryFields
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

export const inscriptionQuestionsDocument = graphql(`
  query InscriptionQuestions($inscriptionId: ID!, $includeDeleted: Boolean) {
    inscriptionQuestions(inscriptionId: $inscriptionId, includeDeleted: $includeDeleted) {
      id
      inscriptionId
      questionType
      question
      min
      max
      dateDeleted
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

/** Asks for a new upload URL (replace the recording, or send one kept on the device) or removes the recording. */
export const entryAudioDocument = graphql(`
  mutation UpdateEntryAudio($input: UpdateInscriptionEntryInput!) {
    updateInscriptionEntry(input: $input) {
      code
      success
      message
      inscriptionEntry {
        id
        audioUrl
        audioUploadUrl
      }
    }
  }
`);
