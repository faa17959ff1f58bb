import { useEffect, useId, useState } from 'react';
import { Link } from '@inscriptions/shared/router';
import { FAILED_TO_GET_INSCRIPTIONS, useInscriptions } from '@inscriptions/shared/api';
import type { InscriptionSummary } from '@inscriptions/shared/api';
import { STORAGE_KEYS, entryCountLabel, truncateTitle } from '@inscriptions/shared/constants';
import { hrefs } from '@inscriptions/shared/federation';
import {
  Button,
  Card,
  LockIcon,
  Muted,
  PageContainer,
  PageHeader,
  Skeleton,
  styled,
  useMediaQuery,
} from '@inscriptions/shared/ui';

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
const CardBody = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  height: 100%;
`;
const CardHeader = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: 12px;
`;
/** The card's link; its ::after stretches over the whole header, so the logo is clickable too. */
const CardLink = styled(Link)`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: 12px;
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.md};
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover h2 {
    text-decoration: underline;
  }
`;
const Logo = styled.img`
  flex: none;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
`;
const Initials = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
`;
const Name = styled.h2`
  flex: 1;
  margin: 0;
  font-size: 1.1rem;
  overflow-wrap: anywhere;
`;
const Badge = styled.span`
  flex: none;
  min-width: 32px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-align: center;
`;
const CardActions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;
const SmallButton = styled(Button)`
  min-height: 40px;
  padding: 0 14px;
`;
const About = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: 12px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  p {
    margin: 0;
    white-space: pre-wrap;
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

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w.charAt(0).toUpperCase())
      .join('') || '?'
  );
}

function store(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode); the flags are a convenience only.
  }
}

function InscriptionCard({
  inscription,
  aboutOpen,
  onToggleAbout,
}: {
  inscription: InscriptionSummary;
  aboutOpen: boolean;
  onToggleAbout: () => void;
}) {
  const aboutId = useId();
  const count = entryCountLabel(inscription.entryCount);
  const title = truncateTitle(inscription.name);
  return (
    <li>
      <CardBody data-testid="inscription-card">
        <CardHeader>
          {/* Outside the link: the link's name must contain all of its visible text (initials are not). */}
          {inscription.logoImageUrl ? (
            <Logo src={inscription.logoImageUrl} alt="" />
          ) : (
            <Initials aria-hidden="true">{initialsOf(inscription.name)}</Initials>
          )}
          <CardLink
            to={hrefs.selectEntry(inscription.id)}
            // The shown (maybe truncated) name starts the accessible name; a cut name's whole is the tooltip.
            aria-label={`${title}, ${count}${inscription.isPrivate ? ', private' : ''}`}
            title={title === inscription.name ? undefined : inscription.name}
            onClick={() => store(STORAGE_KEYS.activeInscription, inscription.id)}
          >
            {/* The space keeps the visible text 'name 3' (not 'name3'), which the accessible name contains. */}
            <Name>{title}</Name>{' '}
            {inscription.isPrivate ? (
              <span data-testid="private-icon" style={{ display: 'inline-flex' }}>
                <LockIcon label="Private" />
              </span>
            ) : null}
            <Badge data-testid="entry-count">{inscription.entryCount}</Badge>
          </CardLink>
        </CardHeader>
        <CardActions>
          <SmallButton
            type="button"
            $variant="secondary"
            aria-expanded={aboutOpen}
            aria-controls={aboutId}
            onClick={onToggleAbout}
          >
            About
          </SmallButton>
          <SmallButton as={Link} to={hrefs.timeline(inscription.id)} $variant="secondary">
            Timeline
          </SmallButton>
          <SmallButton as={Link} to={hrefs.newEntry(inscription.id)} aria-label={`New entry in ${inscription.name}`}>
            <span aria-hidden="true">+</span>
          </SmallButton>
        </CardActions>
        {aboutOpen ? (
          <About id={aboutId} data-testid="inscription-about">
            <strong>{count}</strong>
            <p>{inscription.about || 'No description yet.'}</p>
            <SmallButton type="button" $variant="ghost" onClick={onToggleAbout} style={{ alignSelf: 'flex-start' }}>
              Close
            </SmallButton>
          </About>
        ) : null}
      </CardBody>
    </li>
  );
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
              />
            ))}
          </List>
        </>
      )}
    </PageContainer>
  );
}
