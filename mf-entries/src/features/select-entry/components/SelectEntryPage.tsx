import { useId, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from '@inscriptions/shared/router';
import styled from 'styled-components';
import { FAILED_TO_GET_INSCRIPTION, useOwnInscription } from '@inscriptions/shared/api';
import { PREVIEW_CHARS_DESKTOP, PREVIEW_CHARS_MOBILE } from '@inscriptions/shared/constants';
import { hrefs } from '@inscriptions/shared/federation';
import { Button, INSCRIPTION_NOT_FOUND, Muted, NotFoundCard, PageContainer, PageHeading, TextInput } from '@inscriptions/shared/ui';
import type { InscriptionSummary } from '@inscriptions/shared/api';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { PREVIEW_MOBILE_QUERY, useMediaQuery } from '../hooks/useMediaQuery';
import { EntryList } from './EntryList';
import { ErrorBox } from '../../common/components/ErrorBox';
import { ListSkeleton } from './EntryListParts';
import { SearchResults } from './SearchResults';

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
