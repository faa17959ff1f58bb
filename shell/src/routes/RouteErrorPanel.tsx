import { isRouteErrorResponse, useRouteError } from '@inscriptions/shared/router';
import { Button, Card, Muted, PageHeading } from '@inscriptions/shared/ui';

/** Error boundary of a page: a crash in one area stays inside the layout. */
export function RouteErrorPanel() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <Card role="alert" data-testid="route-error" style={{ maxWidth: 560 }}>
      <PageHeading as="h2">Something went wrong</PageHeading>
      <Muted>{message}</Muted>
      <p>
        <Button type="button" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </p>
    </Card>
  );
}
