import { Link } from '@inscriptions/shared/router';
import { Muted, PageContainer, PageHeading } from '@inscriptions/shared/ui';
import { hrefs } from '@inscriptions/shared/federation';

export function NotFoundPage() {
  return (
    <PageContainer data-testid="page-NotFound" aria-labelledby="heading-NotFound">
      <PageHeading id="heading-NotFound">Page not found</PageHeading>
      <Muted>The page you asked for does not exist.</Muted>
      <p>
        <Link to={hrefs.selectInscription()}>Go to My Inscriptions</Link>
      </p>
    </PageContainer>
  );
}
