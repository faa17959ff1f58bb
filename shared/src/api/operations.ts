import { graphql } from './generated';

export const currentUserDocument = graphql(`
  query CurrentUser {
    user {
      id
      fullName
      email
      bio
      quote
      timezone
      profileImageUrl
      dateCreated
      dateUpdated
    }
  }
`);

export const inscriptionsDocument = graphql(`
  query Inscriptions {
    inscriptions {
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
