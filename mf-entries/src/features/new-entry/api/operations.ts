import { graphql } from '../../../generated';

export const createInscriptionEntryDocument = graphql(`
  mutation CreateInscriptionEntry($input: CreateInscriptionEntryInput!) {
    createInscriptionEntry(input: $input) {
      code
      success
      message
      inscriptionEntry {
        ...InscriptionEntryFields
      }
    }
  }
`);
