import { graphql } from '../../../generated';

/** The entry fields every screen of this area reads (list rows, created, edited and searched entries). */
export const searchInscriptionEntriesDocument = graphql(`
  query SearchInscriptionEntries($inscriptionId: ID!, $query: String!, $first: Int) {
    searchInscriptionEntries(inscriptionId: $inscriptionId, query: $query, first: $first) {
      rank
      headline
      entry {
        ...InscriptionEntryFields
      }
    }
  }
`);
