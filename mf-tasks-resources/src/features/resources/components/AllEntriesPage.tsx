import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link, useNavigate, useParams } from '@inscriptions/shared/router';
import { SEARCH_MAX_QUERY } from '@inscriptions/contracts';
import { hrefs } from '@inscriptions/shared/federation';
import {
  Button,
  Card,
  LockIcon,
  Muted,
  OwnInscriptionGate,
  PageContainer,
  PageHeading,
  SelectInput,
  TextInput,
  SearchHeadline,
  formatEntryDate,
  useDebouncedValue,
  styled,
} from '@inscriptions/shared/ui';
import { ErrorMessage, InscriptionSkeleton } from '../../common/components/Feedback';
import { FAILED_TO_SEARCH_ENTRIES, NO_FILTERS, useEntrySearch } from '../api/resources';
import type { EntryFilters, SearchHit } from '../api/resources';

export const SEARCH_DEBOUNCE_MS = 250;

const Filters = styled(Card).attrs({ as: 'fieldset' })`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 12px;
  margin: 0;
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
`;
const Results = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;
const Result = styled(Card).attrs({ as: 'li' })`
  padding: 0;
  a {
    display: grid;
    gap: 4px;
    padding: 12px 16px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  mark {
    background: #ffe08a;
    color: inherit;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The server's [[ ]] marks as <mark>; the text is never parsed as HTML. */
function Headline({ headline }: { headline: string }) {
  return (
    <span>
      <SearchHeadline headline={headline} />
    </span>
  );
}

function ResultRow({ inscriptionId, hit }: { inscriptionId: string; hit: SearchHit }) {
  return (
    <Result data-testid="search-result">
      <Link to={hrefs.entrySettings({ inscriptionId, entryId: hit.entry.id })} data-result-link="">
        <strong>
          {hit.entry.name} {hit.entry.isPrivate ? <LockIcon label="Private" size={14} /> : null}
        </strong>
        <small>
          {formatEntryDate(hit.entry.dateRecorded)}
          {hit.entry.isImportant ? ' · Important' : ''}
        </small>
        <Headline headline={hit.headline} />
      </Link>
    </Result>
  );
}

/** Arrow keys move between the result links (from the search box too); Enter follows the focused link. */
function moveFocus(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...(list?.querySelectorAll<HTMLAnchorElement>('a[data-result-link]') ?? [])];
  if (links.length === 0) return;
  event.preventDefault();
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
  if (next >= 0) links[next]!.focus();
  else (event.currentTarget.querySelector('input[type="search"]') as HTMLInputElement | null)?.focus();
}

function resultCountText(count: number) {
  if (count === 0) return 'No entries found.';
  return `${count} ${count === 1 ? 'entry' : 'entries'} found.`;
}

function Search({ inscriptionId, name }: { inscriptionId: string; name: string }) {
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<EntryFilters>(NO_FILTERS);
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const search = useEntrySearch(inscriptionId, debounced, filters);
  const container = useRef<HTMLDivElement>(null);
  const resultList = useRef<HTMLOListElement>(null);
  const setFilter = (changes: Partial<EntryFilters>) => setFilters((f) => ({ ...f, ...changes }));

  // '/' focuses the search box, unless the user is typing somewhere.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target?.closest('input, textarea, select, [contenteditable="true"]');
      if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        container.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const hits = debounced ? search.data : undefined;
  const status = !debounced
    ? ''
    : search.isFetching
      ? 'Searching…'
      : search.isError
        ? ''
        : resultCountText(hits?.length ?? 0);

  return (
    <div ref={container} onKeyDown={(e) => moveFocus(e, resultList.current)} style={{ display: 'grid', gap: 16 }}>
      <TextInput
        label={`Search all entries of ${name}`}
        type="search"
        value={query}
        maxLength={SEARCH_MAX_QUERY}
        placeholder="Words from a title or transcript (press / to search)"
        onChange={(e) => setQuery(e.target.value)}
      />
      <Filters>
        <legend>Filters</legend>
        <TextInput
          label="From"
          type="date"
          value={filters.from}
          onChange={(e) => setFilter({ from: e.target.value })}
        />
        <TextInput label="To" type="date" value={filters.to} onChange={(e) => setFilter({ to: e.target.value })} />
        <SelectInput
          label="Importance"
          value={filters.important}
          onChange={(e) => setFilter({ important: e.target.value as EntryFilters['important'] })}
        >
          <option value="">Any</option>
          <option value="yes">Important</option>
          <option value="no">Not important</option>
        </SelectInput>
        <SelectInput
          label="Privacy"
          value={filters.private}
          onChange={(e) => setFilter({ private: e.target.value as EntryFilters['private'] })}
        >
          <option value="">Any</option>
          <option value="yes">Private</option>
          <option value="no">Not private</option>
        </SelectInput>
      </Filters>
      <p role="status" aria-live="polite" data-testid="search-status" style={{ margin: 0 }}>
        {status}
      </p>
      {search.isError && debounced ? (
        <ErrorMessage onRetry={() => void search.refetch()}>{FAILED_TO_SEARCH_ENTRIES}</ErrorMessage>
      ) : !debounced ? (
        <Muted>
          Type a word to search every entry; use the arrow keys to move through the results and Enter to open one.
        </Muted>
      ) : (
        <Results ref={resultList} aria-label="Search results">
          {(hits ?? []).map((hit) => (
            <ResultRow key={hit.entry.id} inscriptionId={inscriptionId} hit={hit} />
          ))}
        </Results>
      )}
    </div>
  );
}

export function AllEntriesPage() {
  const { inscriptionId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <PageContainer data-testid="page-AllEntries" aria-labelledby="heading-AllEntries">
      <PageHeading id="heading-AllEntries">All entries</PageHeading>
      <OwnInscriptionGate
        inscriptionId={inscriptionId}
        backTo={{ href: hrefs.selectResource(), label: 'Back to Resources' }}
        loading={<InscriptionSkeleton />}
      >
        {(inscription) => <Search inscriptionId={inscription.id} name={inscription.name} />}
      </OwnInscriptionGate>
      <div>
        <Button type="button" $variant="ghost" onClick={() => void navigate(hrefs.resourceDetails(inscriptionId))}>
          Back to resources
        </Button>
      </div>
    </PageContainer>
  );
}
