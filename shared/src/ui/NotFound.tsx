import { Link } from '@inscriptions/shared/router';
import { Button } from './Button';
import { Card } from './Page';

export const INSCRIPTION_NOT_FOUND = 'This Inscription does not exist or was deleted.';
export const ENTRY_NOT_FOUND = 'This entry does not exist or was deleted.';

export interface NotFoundCardProps {
  message: string;
  /** Where the way out leads, and what it says. */
  to: string;
  linkLabel: string;
  'data-testid'?: string;
}

/**
 * What a page shows for an id it cannot find. The server answers another user's object exactly as
 * a missing one, so this one message covers both; a failed read shows an error with a retry instead.
 */
export function NotFoundCard({ message, to, linkLabel, 'data-testid': testId }: NotFoundCardProps) {
  return (
    <Card data-testid={testId}>
      <p style={{ marginTop: 0 }}>{message}</p>
      <Button as={Link} to={to}>
        {linkLabel}
      </Button>
    </Card>
  );
}
