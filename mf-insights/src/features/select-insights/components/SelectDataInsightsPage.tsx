import { useEffect } from 'react';
import { Link } from '@inscriptions/shared/router';
import { FAILED_TO_GET_INSCRIPTIONS, useInscriptions } from '@inscriptions/shared/api';
import { hrefs } from '@inscriptions/shared/federation';
import { reportError } from '@inscriptions/shared/store';
import {
  Button,
  Card,
  LockIcon,
  Muted,
  PageContainer,
  PageHeading,
  PageSkeleton,
  styled,
} from '@inscriptions/shared/ui';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 12px;
`;
const Choice = styled(Link)`
  display: grid;
  gap: 4px;
  height: 100%;
  text-decoration: none;
  color: inherit;
  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-size: 1.05rem;
  }
`;

/** SelectDataInsights: the user's inscriptions, each leading to its insights. */
export function SelectDataInsightsPage() {
  const list = useInscriptions();
  useEffect(() => {
    if (list.isError) reportError(FAILED_TO_GET_INSCRIPTIONS);
  }, [list.isError]);
  return (
    <PageContainer data-testid="page-SelectDataInsights" aria-labelledby="heading-SelectDataInsights">
      <PageHeading id="heading-SelectDataInsights">Data &amp; Insights</PageHeading>
      <Muted>Select an Inscription to see the patterns, risks and trends found in its entries, with the entries they come from.</Muted>
      {list.isPending ? (
        <PageSkeleton label="Loading your Inscriptions" />
      ) : list.isError ? (
        <Card role="alert">
          <p style={{ marginTop: 0 }}>{FAILED_TO_GET_INSCRIPTIONS}</p>
          <Button type="button" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Card>
      ) : list.data.length === 0 ? (
        <Card>
          <p style={{ marginTop: 0 }}>You have no Inscriptions yet.</p>
          <Button as={Link} to={hrefs.newInscription()}>
            New Inscription
          </Button>
        </Card>
      ) : (
        <List>
          {list.data.map((inscription) => (
            <li key={inscription.id}>
              <Card as={Choice} to={hrefs.dataInsightsDetails(inscription.id)}>
                <strong>
                  {inscription.name} {inscription.isPrivate ? <LockIcon label="Private" /> : null}
                </strong>
                <Muted as="span">
                  {inscription.entryCount} {inscription.entryCount === 1 ? 'entry' : 'entries'}
                </Muted>
              </Card>
            </li>
          ))}
        </List>
      )}
    </PageContainer>
  );
}
