import { graphql } from '../../../generated';

export const inscriptionResourcesDocument = graphql(`
  query InscriptionResources($inscriptionId: ID!) {
    inscriptionResources(inscriptionId: $inscriptionId) {
      url
      host
      usages {
        kind
        id
        title
        date
      }
    }
  }
`);

export const searchAllEntriesDocument = graphql(`
  query SearchAllEntries($inscriptionId: ID!, $query: String!, $first: Int, $filter: InscriptionEntrySearchFilter) {
    searchInscriptionEntries(inscriptionId: $inscriptionId, query: $query, first: $first, filter: $filter) {
      headline
      entry {
        id
        name
        isPrivate
        isImportant
        dateRecorded
      }
    }
  }
`);
