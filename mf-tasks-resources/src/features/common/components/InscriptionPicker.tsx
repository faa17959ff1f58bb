import { Link } from '@inscriptions/shared/router';
import { FAILED_TO_GET_INSCRIPTIONS, useInscriptions } from '@inscriptions/shared/api';
import { hrefs } from '@inscriptions/shared/federation';
import { Button, Card, LockIcon, Muted, PageContainer, PageHeading, styled } from '@inscriptions/shared/ui';
import { ErrorMessage, ListSkeleton } from './Feedback';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
`;
const Item = styled(Card).attrs({ as: 'li' })`
  padding: 0;
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    min-height: 64px;
    padding: 16px 20px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;
const Count = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

/**
 * The select page of an area (spec section 2): the user's inscriptions, each leading to the area's
 * page for it (`hrefOf`).
 */
export function InscriptionPicker({
  routeName,
  title,
  help,
  hrefOf,
}: {
  routeName: string;
  title: string;
  help: string;
  hrefOf: (inscriptionId: string) => string;
}) {
  const list = useInscriptions();
  return (
    <PageContainer data-testid={`page-${routeName}`} aria-labelledby={`heading-${routeName}`}>
      <PageHeading id={`heading-${routeName}`}>{title}</PageHeading>
      <Muted>{help}</Muted>
      {list.isPending ? (
        <ListSkeleton label="Loading your Inscriptions…" />
      ) : list.isError ? (
        <ErrorMessage onRetry={() => void list.refetch()}>{FAILED_TO_GET_INSCRIPTIONS}</ErrorMessage>
      ) : list.data.length === 0 ? (
        <Card>
          <p style={{ marginTop: 0 }}>You have no Inscriptions yet.</p>
          <Button as={Link} to={hrefs.newInscription()}>
            New Inscription
          </Button>
        </Card>
      ) : (
        <List aria-label="Your Inscriptions">
          {list.data.map((inscription) => (
            <Item key={inscription.id} data-testid="inscription-choice">
              <Link to={hrefOf(inscription.id)}>
                <span>
                  {inscription.name} {inscription.isPrivate ? <LockIcon label="Private" size={14} /> : null}
                </span>
                <Count>
                  {inscription.entryCount} {inscription.entryCount === 1 ? 'entry' : 'entries'}
                </Count>
              </Link>
            </Item>
          ))}
        </List>
      )}
    </PageContainer>
  );
}
