import { useEffect, useRef } from 'react';
import { reportError } from '@inscriptions/shared/store';
import { Button, Muted, styled } from '@inscriptions/shared/ui';
import { FAILED_TO_GET_ENTRIES, flattenEntries, useEntryList } from '../../common/api/entries';
import { useScrollIndicator } from '../hooks/useScrollIndicator';
import { useTwoWayScroll } from '../hooks/useTwoWayScroll';
import { EntryRow } from './EntryRow';
import { ErrorBox } from '../../common/components/ErrorBox';
import { List, ListSkeleton } from './EntryListParts';

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

/** The inscription's entries, newest first, paged both ways around the opened entry (pivot). */
export function EntryList({
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
