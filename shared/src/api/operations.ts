import { graphql } from './generated';

export const currentUserDocument = graphql(`
  query CurrentUser {
    user {
      ...UserFields
    }
  }
`);

export const inscriptionsDocument = graphql(`
  query Inscriptions {
    inscriptions {
      ...InscriptionFields
    }
  }
`);

/** Creating an inscription (NewInscription and onboarding): its fields and the logo's upload URL. */
export const createInscriptionDocument = graphql(`
  mutation CreateInscription($input: CreateInscriptionInput!) {
    createInscription(input: $input) {
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
