import { graphql } from '../../../generated';

export const inscriptionEntryDocument = graphql(`
  query InscriptionEntry($inscriptionEntryId: ID!) {
    inscriptionEntry(inscriptionEntryId: $inscriptionEntryId) {
      ...InscriptionEntryFields
      audioUrl
      questionAnswers {
        id
        inscriptionQuestionId
        inscriptionEntryId
        answer
      }
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
        audioUrl
        audioUploadUrl
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

/** Polled while the server aligns the transcript to the recording (a job after the text or audio changed). */
export const entryWordTimingsDocument = graphql(`
  query EntryWordTimings($inscriptionEntryId: ID!) {
    inscriptionEntry(inscriptionEntryId: $inscriptionEntryId) {
      id
      wordTimings {
        word
        start
        end
      }
    }
  }
`);

export const transcriptionAvailableDocument = graphql(`
  query TranscriptionAvailable {
    transcriptionAvailable
  }
`);

export const transcribeInscriptionEntryDocument = graphql(`
  mutation TranscribeInscriptionEntry($id: ID!) {
    transcribeInscriptionEntry(id: $id) {
      code
      success
      message
      job {
        id
        status
        progress
      }
    }
  }
`);

export const transcriptionJobDocument = graphql(`
  query TranscriptionJob($id: ID!) {
    job(id: $id) {
      id
      status
      progress
      progressMessage
    }
  }
`);

export const entryTranscriptDocument = graphql(`
  query EntryTranscript($inscriptionEntryId: ID!) {
    inscriptionEntry(inscriptionEntryId: $inscriptionEntryId) {
      id
      transcript
    }
  }
`);
