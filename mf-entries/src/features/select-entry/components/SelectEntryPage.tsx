import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from '@inscriptions/shared/router';
import { PREVIEW_CHARS_DESKTOP, PREVIEW_CHARS_MOBILE } from '@inscriptions/shared/constants';
import { isUuid } from '@inscriptions/contracts';
import { hrefs, type PagePrefetchContext } from '@inscriptions/shared/federation';
import {
  Button,
  Muted,
  OwnInscriptionGate,
  PageContainer,
  PageHeader,
  TextInput,
  useDebouncedValue,
  useMediaQuery,
  styled,
} from '@inscriptions/shared/ui';
import type { InscriptionSummary } from '@inscriptions/shared/api';
import { entryListQuery } from '../../common/api/entries';
import { EntryList } from './EntryList';
import { ListSkeleton } from './EntryListParts';
import { SearchResults } from './SearchResults';

export const SEARCH_DEBOUNCE_MS = 300;
/** The spec's mobile preview width: 600 px and below. */
const PREVIEW_MOBILE_QUERY = '(max-width: 600px)';

// Loaded after the list: it shows nothing unless a recording is kept on this device, and its IndexedDB and
// upload code would otherwise be on the entry list's first route.
const PendingUploads = lazy(() =>
  import('../../common/components/PendingUploads').then((module) => ({ default: module.PendingUploads })),
);

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

/** The page of an inscription the user has: recordings still to upload, hint, search and the entry list. */
function Entries({ inscription, pivot }: { inscription: InscriptionSummary; pivot: string | null }) {
  const isMobile = useMediaQuery(PREVIEW_MOBILE_QUERY) === true;
  const previewChars = isMobile ? PREVIEW_CHARS_MOBILE : PREVIEW_CHARS_DESKTOP;
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const hintId = useId();

  return (
    <>
      <Suspense fallback={null}>
        <PendingUploads inscriptionId={inscription.id} />
      </Suspense>
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

/** The page around its content: the inscription's name and its actions once it is known, else 'Entries'. */
function SelectEntryFrame({ inscription, children }: { inscription?: InscriptionSummary; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <PageContainer data-testid="page-SelectEntry" aria-labelledby="heading-SelectEntry">
      <PageHeader
        headingId="heading-SelectEntry"
        title={inscription ? inscription.name : 'Entries'}
        actions={
          inscription ? (
            <Actions>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => void navigate(hrefs.inscriptionDetails(inscription.id))}
              >
                Edit Inscription
              </Button>
              <Button type="button" onClick={() => void navigate(hrefs.newEntry(inscription.id))}>
                New Entry
              </Button>
            </Actions>
          ) : null
        }
      />
      {children}
    </PageContainer>
  );
}

export function SelectEntryPage() {
  const { inscriptionId = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <OwnInscriptionGate
      inscriptionId={inscriptionId}
      backTo={{ href: hrefs.selectInscription(), label: 'Back to my Inscriptions' }}
      loading={<ListSkeleton />}
      frame={(state) => <SelectEntryFrame>{state}</SelectEntryFrame>}
    >
      {(inscription) => (
        <SelectEntryFrame inscription={inscription}>
          <Entries inscription={inscription} pivot={params.get('pivot')} />
        </SelectEntryFrame>
      )}
    </OwnInscriptionGate>
  );
}

/** The list's first page is asked for with the page (the server's render, a navigation), not after its first render. */
SelectEntryPage.prefetch = async ({ queryClient, params, searchParams }: PagePrefetchContext) => {
  const inscriptionId = params.inscriptionId ?? '';
  if (!isUuid(inscriptionId)) return;
  await queryClient.prefetchInfiniteQuery(entryListQuery(inscriptionId, { pivot: searchParams.get('pivot') }));
};
