import { graphql } from '../../../generated';

export const createInscriptionEntryDocument = graphql(`
  mutation CreateInscriptionEntry($input: CreateInscriptionEntryInput!) {
    createInscriptionEntry(input: $input) {
      code
      success
      message
      inscriptionEntry {
        ...InscriptionEntryFields
        audioUploadUrl
      }
    }
  }
`);

/** A short-lived token for the live transcription stream (Deepgram's protocol, whichever engine serves it). */
export const speechTokenDocument = graphql(`
  query SpeechToken($service: ExternalService!) {
    serviceToken(service: $service)
  }
`);
