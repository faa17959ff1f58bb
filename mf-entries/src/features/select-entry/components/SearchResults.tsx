import { gqlRequest, queryKeys, useQuery } from '@inscriptions/shared/api';
import { ENTRIES_PAGE_SIZE } from '@inscriptions/shared/constants';
import { Button, Muted, SearchHeadline } from '@inscriptions/shared/ui';
import { FAILED_TO_GET_ENTRIES } from '../../common/api/entries';
import { searchInscriptionEntriesDocument } from '../api/operations';
import { EntryRow } from './EntryRow';
import { ErrorBox } from '../../common/components/ErrorBox';
import { List, ListSkeleton } from './EntryListParts';

function Highlighted({ headline }: { headline: string }) {
  // React escapes every part: the headline is never interpreted as HTML.
  return (
    <>
      <SearchHeadline headline={headline} />
    </>
  );
}

/** The entries that match a search, best first, each with its highlighted passage. */
export function SearchResults({
  inscriptionId,
  query,
  previewChars,
}: {
  inscriptionId: string;
  query: string;
  previewChars: number;
}) {
  const search = useQuery({
    queryKey: queryKeys.entries.search(inscriptionId, query),
    queryFn: async ({ signal }) =>
      (
        await gqlRequest(
          searchInscriptionEntriesDocument,
          { inscriptionId, query, first: ENTRIES_PAGE_SIZE },
          { signal },
        )
      ).searchInscriptionEntries,
    staleTime: 0,
  });
  if (search.isPending) return <ListSkeleton />;
  if (search.isError)
    return (
      <ErrorBox role="alert">
        {FAILED_TO_GET_ENTRIES}
        <Button type="button" $variant="secondary" onClick={() => void search.refetch()}>
          Try again
        </Button>
      </ErrorBox>
    );
  if (search.data.length === 0) return <Muted data-testid="search-empty">No entries match “{query}”.</Muted>;
  return (
    <List aria-label="Search results" data-testid="search-results">
      {search.data.map((hit) => (
        <EntryRow
          key={hit.entry.id}
          entry={hit.entry}
          inscriptionId={inscriptionId}
          previewChars={previewChars}
          preview={<Highlighted headline={hit.headline} />}
        />
      ))}
    </List>
  );
}
