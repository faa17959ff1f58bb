import { useEffect, useState } from 'react';
import { Link } from '@inscriptions/shared/router';
import { FAILED_TO_GET_INSCRIPTIONS, useInscriptions } from '@inscriptions/shared/api';
import { STORAGE_KEYS } from '@inscriptions/shared/constants';
import { hrefs } from '@inscriptions/shared/federation';
import {
  Button,
  Card,
  Muted,
  PageContainer,
  PageHeader,
  Skeleton,
  styled,
  useMediaQuery,
} from '@inscriptions/shared/ui';
import { InscriptionCard } from './InscriptionCard';

const MOBILE = '@media (max-width: 600px)';
const DESKTOP_QUERY = '(min-width: 601px)';
const DESKTOP = `@media ${DESKTOP_QUERY}`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  ${MOBILE} {
    grid-template-columns: 1fr;
  }
`;

const MobileOnly = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  flex-wrap: wrap;
  ${DESKTOP} {
    display: none;
  }
`;

function store(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode); the flags are a convenience only.
  }
}

export function SelectInscriptionPage() {
  const { data, isPending, isError, refetch } = useInscriptions();
  const onboarding = data?.length === 1 && data[0]?.entryCount === 0;
  const [aboutOpenId, setAboutOpenId] = useState<string | null>(null);
  // The phone's actions are rendered only where they show (CSS hides them where the width is unknown).
  const phoneActions = useMediaQuery(DESKTOP_QUERY) !== true;

  // Arriving on a list page clears the stored active inscription and about-open flag (spec section 2).
  useEffect(() => {
    store(STORAGE_KEYS.activeInscription, null);
    store(STORAGE_KEYS.aboutOpen, null);
  }, []);

  const toggleAbout = (id: string) => {
    const next = aboutOpenId === id ? null : id;
    setAboutOpenId(next);
    store(STORAGE_KEYS.activeInscription, next ?? id);
    store(STORAGE_KEYS.aboutOpen, next ? 'true' : null);
  };

  return (
    <PageContainer data-testid="page-SelectInscription" aria-labelledby="heading-SelectInscription">
      <PageHeader
        headingId="heading-SelectInscription"
        title="My Inscriptions"
        actions={
          phoneActions ? (
            <MobileOnly data-testid="mobile-actions">
              <Link to={hrefs.profile()}>Profile</Link>
              <Button as={Link} to={hrefs.newInscription()}>
                New Inscription
              </Button>
            </MobileOnly>
          ) : null
        }
      />
      {isPending ? (
        <div
          role="status"
          aria-live="polite"
          aria-busy="true"
          data-testid="inscriptions-loading"
          style={{ display: 'grid', gap: 12 }}
        >
          <span className="visually-hidden">Loading your Inscriptions</span>
          <Skeleton $height="112px" />
          <Skeleton $height="112px" />
        </div>
      ) : isError ? (
        <Card role="alert" data-testid="inscriptions-error">
          <p style={{ marginTop: 0 }}>{FAILED_TO_GET_INSCRIPTIONS}</p>
          <Button type="button" $variant="secondary" onClick={() => void refetch()}>
            Reload Inscriptions
          </Button>
        </Card>
      ) : data.length === 0 ? (
        <Card data-testid="inscriptions-empty">
          <p style={{ marginTop: 0 }}>You have no Inscriptions yet.</p>
          <Button as={Link} to={hrefs.newInscription()}>
            Create your first Inscription
          </Button>
        </Card>
      ) : (
        <>
          <Muted data-testid="inscriptions-help">
            {onboarding
              ? 'Congratulations on completing your profile, your reminder and your first Inscription! Select it to submit your first entry.'
              : 'Select an Inscription to submit a new entry, view its entries or edit it.'}
          </Muted>
          <List aria-label="Inscriptions" data-testid="inscriptions-list">
            {data.map((inscription) => (
              <InscriptionCard
                key={inscription.id}
                inscription={inscription}
                aboutOpen={aboutOpenId === inscription.id}
                onToggleAbout={() => toggleAbout(inscription.id)}
                onOpen={() => store(STORAGE_KEYS.activeInscription, inscription.id)}
              />
            ))}
          </List>
        </>
      )}
    </PageContainer>
  );
}
