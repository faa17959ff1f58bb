import { SEARCH_MAX_RESULTS, failedTo } from '@inscriptions/contracts';
import { gqlRequest, queryKeys, keepPreviousData, useQuery } from '@inscriptions/shared/api';
import type { InscriptionResourcesQuery, SearchAllEntriesQuery } from '../../../generated/graphql';
import { inscriptionResourcesDocument, searchAllEntriesDocument } from './operations';

export const FAILED_TO_GET_RESOURCES = failedTo('get', 'resources');
export const FAILED_TO_SEARCH_ENTRIES = failedTo('get', 'inscription entries');

export type InscriptionResource = InscriptionResourcesQuery['inscriptionResources'][number];
export type SearchHit = SearchAllEntriesQuery['searchInscriptionEntries'][number];

export function useInscriptionResources(inscriptionId: string) {
  return useQuery({
    queryKey: queryKeys.resources.list(inscriptionId),
    queryFn: async ({ signal }) =>
      (await gqlRequest(inscriptionResourcesDocument, { inscriptionId }, { signal })).inscriptionResources,
  });
}

/** AllEntries' filters: a day range (YYYY-MM-DD, local days, inclusive) and the two flags ('' = any). */
export interface EntryFilters {
  from: string;
  to: string;
  important: '' | 'yes' | 'no';
  private: '' | 'yes' | 'no';
}
export const NO_FILTERS: EntryFilters = { from: '', to: '', important: '', private: '' };

const flag = (value: EntryFilters['important']) => (value === '' ? null : value === 'yes');
/** The local day's first or last instant, as the server compares recorded-at instants. */
const localDayEdge = (day: string, end: boolean) =>
  day ? new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString() : null;

export function toSearchFilter(filters: EntryFilters) {
  return {
    recordedFrom: localDayEdge(filters.from, false),
    recordedTo: localDayEdge(filters.to, true),
    isImportant: flag(filters.important),
    isPrivate: flag(filters.private),
  };
}

/** The search of AllEntries; the previous results stay on screen while the next ones load. */
export function useEntrySearch(inscriptionId: string, query: string, filters: EntryFilters) {
  const filter = toSearchFilter(filters);
  return useQuery({
    queryKey: queryKeys.entries.searchFiltered(inscriptionId, query, filter),
    queryFn: async ({ signal }) =>
      (
        await gqlRequest(
          searchAllEntriesDocument,
          { inscriptionId, query, first: SEARCH_MAX_RESULTS, filter },
          { signal },
        )
      ).searchInscriptionEntries,
    enabled: query.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
