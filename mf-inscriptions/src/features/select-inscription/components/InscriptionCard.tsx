import { useId } from 'react';
import { Link } from '@inscriptions/shared/router';
import type { InscriptionSummary } from '@inscriptions/shared/api';
import { entryCountLabel, truncateTitle } from '@inscriptions/shared/constants';
import { hrefs } from '@inscriptions/shared/federation';
import { Button, Card, LockIcon, styled } from '@inscriptions/shared/ui';

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

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w.charAt(0).toUpperCase())
      .join('') || '?'
  );
}

/** One inscription of the list: its logo or initials, name, entry count, and About, Timeline and New entry. */
export function InscriptionCard({
  inscription,
  aboutOpen,
  onToggleAbout,
  onOpen,
}: {
  inscription: InscriptionSummary;
  aboutOpen: boolean;
  onToggleAbout: () => void;
  /** The card's link is followed (the page keeps it as the active inscription). */
  onOpen: () => void;
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
            onClick={onOpen}
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
