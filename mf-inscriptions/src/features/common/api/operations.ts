import { graphql } from '../../../generated';

export const inscriptionDocument = graphql(`
  query InscriptionDetail($inscriptionId: ID!) {
    inscription(inscriptionId: $inscriptionId) {
      id
      name
      about
      category
      isPrivate
      logoImageUrl
      entryCount
      dateCreated
      dateUpdated
    }
  }
`);

export const createInscriptionDocument = graphql(`
  mutation CreateInscription($input: CreateInscriptionInput!) {
    createInscription(input: $input) {
      code
      success
      message
      inscription {
        id
        name
        about
        category
        isPrivate
        logoImageUrl
        logoImageUploadUrl
        entryCount
        dateCreated
        dateUpdated
      }
    }
  }
`);

export const updateInscriptionDocument = graphql(`
  mutation UpdateInscription($input: UpdateInscriptionInput!) {
    updateInscription(input: $input) {
      code
      success
      message
      inscription {
        id
        name
        about
        category
        isPrivate
        logoImageUrl
        logoImageUploadUrl
        entryCount
        dateCreated
        dateUpdated
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
