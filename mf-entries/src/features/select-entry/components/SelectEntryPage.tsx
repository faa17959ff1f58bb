import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from '@inscriptions/shared/router';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { FAILED_TO_GET_INSCRIPTION, gqlRequest, queryKeys, useOwnInscription } from '@inscriptions/shared/api';
import { ENTRIES_PAGE_SIZE, PREVIEW_CHARS_DESKTOP, PREVIEW_CHARS_MOBILE } from '@inscriptions/shared/constants';
import { hrefs } from '@inscriptions/shared/federation';
import { reportError } from '@inscriptions/shared/store';
import {
  Button,
  INSCRIPTION_NOT_FOUND,
  Muted,
  NotFoundCard,
  PageContainer,
  PageHeading,
  Skeleton,
  TextInput,
  SearchHeadline,
} from '@inscriptions/shared/ui';
import type { InscriptionSummary } from '@inscriptions/shared/api';
import { FAILED_TO_GET_ENTRIES, flattenEntries, useEntryList } from '../../common/api/entries';
import { searchInscriptionEntriesDocument } from '../api/operations';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { PREVIEW_MOBILE_QUERY, useMediaQuery } from '../hooks/useMediaQuery';
import { useScrollIndicator } from '../hooks/useScrollIndicator';
import { useTwoWayScroll } from '../hooks/useTwoWayScroll';
import { EntryRow } from './EntryRow';

export const SEARCH_DEBOUNCE_MS = 300;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;
const Actions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  ${({ theme }) => theme.media.mobile} {
    width: 100%;
    & > * {
      flex: 1 1 0;
      padding: 0 10px;
      white-space: nowrap;
    }
  }
`;
const ListBox = styled.div`
  position: relative;
  overflow-y: auto;
  overflow-anchor: none;
  max-height: max(320px, calc(100dvh - 300px));
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
const List = styled.ol`
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;
const Indicator = styled.div`
  position: sticky;
  bottom: 8px;
  margin: 8px auto 0;
  width: max-content;
  padding: 6px 14px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.85rem;
  pointer-events: none;
`;
const EdgeButton = styled(Button)`
  margin: 8px auto;
  display: flex;
`;
const ErrorBox = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerBackground};
  color: ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
`;

function ListSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-live="polite"
      data-testid="entries-loading"
      style={{ display: 'grid', gap: 12 }}
    >
      <span className="visually-hidden">Loading entries</span>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} $height="104px" $radius="10px" />
      ))}
    </div>
  );
}

function Highlighted({ headline }: { headline: string }) {
  // React escapes every part: the headline is never interpreted as HTML.
  return (
    <>
      <SearchHeadline headline={headline} />
    </>
  );
}

function SearchResults({
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
    queryFn: async () =>
      (await gqlRequest(searchInscriptionEntriesDocument, { inscriptionId, query, first: ENTRIES_PAGE_SIZE }))
        .searchInscriptionEntries,
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

function EntryList({
  inscriptionId,
  pivot,
  previewChars,
}: {
  inscriptionId: string;
  pivot: string | null;
  previewChars: number;
}) {
  const list = useEntryList(inscriptionId, { pivot });
  const entries = flattenEntries(list.data);
  const boxRef = useRef<HTMLDivElement>(null);
  const itemsKey = `${entries[0]?.id ?? ''}:${entries[entries.length - 1]?.id ?? ''}:${entries.length}`;
  const paging = useTwoWayScroll(boxRef, {
    hasNextPage: list.hasNextPage,
    hasPreviousPage: list.hasPreviousPage,
    isFetching: list.isFetching,
    fetchNextPage: list.fetchNextPage,
    fetchPreviousPage: list.fetchPreviousPage,
    itemsKey,
  });
  const indicator = useScrollIndicator(entries.length > 0);
  const failed = list.isError;
  const pivotShown = pivot !== null && entries.some((e) => e.id === pivot);
  const scrolledTo = useRef<string | null>(null);

  // Bring the opened entry into view once (not again while the user pages around it). 'nearest' moves
  // the page only as much as needed; inside the list the row is kept in place by useTwoWayScroll.
  useEffect(() => {
    if (!pivotShown || scrolledTo.current === pivot) return;
    scrolledTo.current = pivot;
    boxRef.current
      ?.querySelector(`[data-entry-id="${CSS.escape(pivot)}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [pivot, pivotShown]);

  useEffect(() => {
    if (failed) reportError(FAILED_TO_GET_ENTRIES);
  }, [failed]);

  if (list.isPending) return <ListSkeleton />;
  if (list.isError && entries.length === 0)
    return (
      <ErrorBox role="alert" data-testid="entries-error">
        {FAILED_TO_GET_ENTRIES}
        <Button type="button" $variant="secondary" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </ErrorBox>
    );
  if (entries.length === 0)
    return <Muted data-testid="entries-empty">No entries yet. Select New Entry to write your first one.</Muted>;

  return (
    <ListBox
      ref={boxRef}
      data-testid="entry-list"
      tabIndex={0}
      aria-label="Entries, newest first"
      aria-busy={list.isFetching}
      onScroll={(e) => {
        paging.onScroll();
        indicator.onScroll(e.currentTarget);
      }}
    >
      {list.hasPreviousPage ? (
        <EdgeButton
          type="button"
          $variant="ghost"
          disabled={list.isFetchingPreviousPage}
          onClick={() => {
            paging.rememberAnchor();
            void list.fetchPreviousPage();
          }}
        >
          {list.isFetchingPreviousPage ? 'Loading newer entries…' : 'Load newer entries'}
        </EdgeButton>
      ) : null}
      <List>
        {entries.map((entry) => (
          <EntryRow
            key={entry.id}
            entry={entry}
            inscriptionId={inscriptionId}
            previewChars={previewChars}
            current={entry.id === pivot}
          />
        ))}
      </List>
      {list.hasNextPage ? (
        <EdgeButton
          type="button"
          $variant="ghost"
          disabled={list.isFetchingNextPage}
          onClick={() => {
            paging.rememberAnchor();
            void list.fetchNextPage();
          }}
        >
          {list.isFetchingNextPage ? 'Loading older entries…' : 'Load older entries'}
        </EdgeButton>
      ) : null}
      {indicator.visible && list.hasNextPage ? (
        <Indicator aria-hidden="true" data-testid="scroll-indicator">
          Scroll for more ↓
        </Indicator>
      ) : null}
    </ListBox>
  );
}

/** The page of an inscription the user has: hint, search and the entry list. */
function Entries({ inscription, pivot }: { inscription: InscriptionSummary; pivot: string | null }) {
  const isMobile = useMediaQuery(PREVIEW_MOBILE_QUERY);
  const previewChars = isMobile ? PREVIEW_CHARS_MOBILE : PREVIEW_CHARS_DESKTOP;
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const hintId = useId();

  return (
    <>
      {inscription.entryCount === 0 ? (
        <Muted id={hintId} data-testid="entries-onboarding">
          Your Inscription is ready. Select New Entry to write or dictate your first entry: give it a title, say what is
          on your mind, and submit it.
        </Muted>
      ) : (
        <Muted id={hintId} data-testid="entries-welcome">
          Welcome back. Select an entry to edit it, or add a New Entry to keep your Inscription growing.
        </Muted>
      )}
      <TextInput
        label="Search entries"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Words from a title or transcript"
      />
      {query !== '' ? (
        <SearchResults inscriptionId={inscription.id} query={query} previewChars={previewChars} />
      ) : (
        <EntryList inscriptionId={inscription.id} pivot={pivot} previewChars={previewChars} />
      )}
    </>
  );
}

export function SelectEntryPage() {
  const { inscriptionId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const own = useOwnInscription(inscriptionId);

  return (
    <PageContainer data-testid="page-SelectEntry" aria-labelledby="heading-SelectEntry">
      <Header>
        <PageHeading id="heading-SelectEntry">{own.status === 'found' ? own.inscription.name : 'Entries'}</PageHeading>
        {own.status === 'found' ? (
          <Actions>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => void navigate(hrefs.inscriptionDetails(inscriptionId))}
            >
              Edit Inscription
            </Button>
            <Button type="button" onClick={() => void navigate(hrefs.newEntry(inscriptionId))}>
              New Entry
            </Button>
          </Actions>
        ) : null}
      </Header>
      {own.status === 'found' ? (
        <Entries inscription={own.inscription} pivot={params.get('pivot')} />
      ) : own.status === 'missing' ? (
        <NotFoundCard
          data-testid="inscription-not-found"
          message={INSCRIPTION_NOT_FOUND}
          to={hrefs.selectInscription()}
          linkLabel="Back to my Inscriptions"
        />
      ) : own.status === 'failed' ? (
        <ErrorBox role="alert" data-testid="inscription-error">
          {FAILED_TO_GET_INSCRIPTION}
          <Button type="button" $variant="secondary" onClick={own.retry}>
            Try again
          </Button>
        </ErrorBox>
      ) : (
        <ListSkeleton />
      )}
    </PageContainer>
  );
}
