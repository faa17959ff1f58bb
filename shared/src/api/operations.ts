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
