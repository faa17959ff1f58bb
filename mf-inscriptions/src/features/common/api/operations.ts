import { graphql } from '../../../generated';

export const updateInscriptionDocument = graphql(`
  mutation UpdateInscription($input: UpdateInscriptionInput!) {
    updateInscription(input: $input) {
      code
      success
      message
      inscription {
        ...InscriptionFields
        logoImageUploadUrl
      }
    }
  }
`);

export const deleteInscriptionDocument = graphql(`
  mutation DeleteInscription($input: DeleteInscriptionInput!) {
    deleteInscription(input: $input) {
      code
      success
      message
    }
  }
`);
