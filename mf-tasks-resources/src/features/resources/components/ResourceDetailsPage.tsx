import { Link, useParams } from '@inscriptions/shared/router';
import { isHttpUrl } from '@inscriptions/contracts';
import { hrefs } from '@inscriptions/shared/federation';
import {
  Button,
  Card,
  Muted,
  OwnInscriptionGate,
  PageContainer,
  PageHeader,
  formatEntryDate,
  styled,
} from '@inscriptions/shared/ui';
import { ErrorMessage, InscriptionSkeleton, ListSkeleton } from '../../common/components/Feedback';
import { FAILED_TO_GET_RESOURCES, useInscriptionResources } from '../api/resources';
import type { InscriptionResource } from '../api/resources';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;
const Item = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: 8px;
  min-width: 0;
`;
const External = styled.a`
  font-weight: 600;
  overflow-wrap: anywhere;
  min-height: 24px;
`;
const Usages = styled.ul`
  margin: 0;
  padding-left: 20px;
  color: ${({ theme }) => theme.colors.textMuted};
  li {
    padding: 2px 0;
  }
  a {
    display: inline-block;
    min-height: 24px;
  }
`;

function ResourceItem({ inscriptionId, resource }: { inscriptionId: string; resource: InscriptionResource }) {
  return (
    <Item data-testid="resource">
      {isHttpUrl(resource.url) ? (
        <External href={resource.url} target="_blank" rel="noopener noreferrer">
          {resource.url}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </External>
      ) : null}
      <Usages aria-label={`Where ${resource.host} was used`}>
        {resource.usages.map((usage) => (
          <li key={`${usage.kind}-${usage.id}`}>
            {usage.kind === 'ENTRY' ? 'Entry ' : 'Cited in the answer to '}
            <Link
              to={
                usage.kind === 'ENTRY'
                  ? hrefs.entrySettings({ inscriptionId, entryId: usage.id })
                  : hrefs.questionResults({ inscriptionId, chatId: usage.id })
              }
            >
              {usage.title}
            </Link>{' '}
            · {formatEntryDate(usage.date)}
          </li>
        ))}
      </Usages>
    </Item>
  );
}

function Resources({ inscriptionId }: { inscriptionId: string }) {
  const resources = useInscriptionResources(inscriptionId);
  if (resources.isPending) return <ListSkeleton label="Loading resources…" />;
  if (resources.isError) {
    return <ErrorMessage onRetry={() => void resources.refetch()}>{FAILED_TO_GET_RESOURCES}</ErrorMessage>;
  }
  if (resources.data.length === 0) {
    return (
      <Muted data-testid="no-resources">
        No resources yet: links you write in entries and sources cited in answers to your questions appear here.
      </Muted>
    );
  }
  return (
    <List aria-label="Resources">
      {resources.data.map((resource) => (
        <ResourceItem key={resource.url} inscriptionId={inscriptionId} resource={resource} />
      ))}
    </List>
  );
}

export function ResourceDetailsPage() {
  const { inscriptionId = '' } = useParams();
  return (
    <PageContainer data-testid="page-ResourceDetails" aria-labelledby="heading-ResourceDetails">
      <PageHeader
        headingId="heading-ResourceDetails"
        title="Resources"
        actions={
          <Button as={Link} to={hrefs.allEntries(inscriptionId)} $variant="secondary">
            Search all entries
          </Button>
        }
      />
      <OwnInscriptionGate
        inscriptionId={inscriptionId}
        backTo={{ href: hrefs.selectResource(), label: 'Back to Resources' }}
        loading={<InscriptionSkeleton />}
      >
        {(inscription) => (
          <>
            <Muted>
              The links written in {inscription.name}’s entries and the sources cited in answers to its questions.
            </Muted>
            <Resources inscriptionId={inscription.id} />
          </>
        )}
      </OwnInscriptionGate>
    </PageContainer>
  );
}
