import { graphql } from '../../../generated';

export const inscriptionEntriesPagedDocument = graphql(`
  query InscriptionEntriesPaged($inscriptionId: ID!, $first: Int, $after: Boolean, $pivot: ID) {
    inscriptionEntriesPaged(inscriptionId: $inscriptionId, first: $first, after: $after, pivot: $pivot) {
      edges {
        cursor
        node {
          id
          inscriptionId
          name
          transcript
          isPrivate
          isImportant
          isMuted
          dateRecorded
          dateCreated
          dateUpdated
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

export const searchInscriptionEntriesDocument = graphql(`
  query SearchInscriptionEntries($inscriptionId: ID!, $query: String!, $first: Int) {
    searchInscriptionEntries(inscriptionId: $inscriptionId, query: $query, first: $first) {
      rank
      headline
      entry {
        id
        inscriptionId
        name
        transcript
        isPrivate
        isImportant
        isMuted
        dateRecorded
        dateCreated
        dateUpdated
      }
    }
  }
`);
