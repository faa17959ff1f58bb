import { useEffect, type ReactNode } from 'react';
import { FAILED_TO_GET_INSCRIPTION, useOwnInscription, type InscriptionSummary } from '@inscriptions/shared/api';
import { reportError } from '@inscriptions/shared/store';
import { Button } from './Button';
import { INSCRIPTION_NOT_FOUND, NotFoundCard } from './NotFound';
import { Card } from './Page';
import { PageSkeleton } from './Skeleton';

export interface OwnInscriptionGateProps {
  /** The inscription the URL names. */
  inscriptionId: string;
  /** The way out of a missing inscription: the area's list of inscriptions, and what its link says. */
  backTo: { href: string; label: string };
  /** What shows while the user's inscriptions load; a page skeleton unless the page has a closer one. */
  loading?: ReactNode;
  /** What the retry of a failed read says. */
  retryLabel?: string;
  /** Also shows a failed read in the app's error banner, as pages that report every failed read there do. */
  reportFailure?: boolean;
  /**
   * What goes around the loading, not-found and failed states, for a page whose found state brings
   * its own (a heading naming the inscription, say); by default they stand alone.
   */
  frame?: (state: ReactNode) => ReactNode;
  /** The page, once the inscription is known to be the user's. */
  children: (inscription: InscriptionSummary) => ReactNode;
}

const standAlone = (state: ReactNode) => state;

/**
 * Renders `children` with the URL's inscription once it is known to be the signed-in user's;
 * until then the loading state, then the not-found card (another user's inscription reads exactly
 * like a missing one) or, when the list could not be read, the failure with a retry.
 */
export function OwnInscriptionGate({
  inscriptionId,
  backTo,
  loading = <PageSkeleton label="Loading the Inscription" />,
  retryLabel = 'Try again',
  reportFailure = false,
  frame = standAlone,
  children,
}: OwnInscriptionGateProps) {
  const own = useOwnInscription(inscriptionId);
  const failed = own.status === 'failed';
  useEffect(() => {
    if (failed && reportFailure) reportError(FAILED_TO_GET_INSCRIPTION);
  }, [failed, reportFailure]);
  switch (own.status) {
    case 'found':
      return children(own.inscription);
    case 'missing':
      return frame(
        <NotFoundCard
          data-testid="inscription-not-found"
          message={INSCRIPTION_NOT_FOUND}
          to={backTo.href}
          linkLabel={backTo.label}
        />,
      );
    case 'failed':
      return frame(
        <Card role="alert" data-testid="inscription-error">
          <p style={{ marginTop: 0 }}>{FAILED_TO_GET_INSCRIPTION}</p>
          <Button type="button" $variant="secondary" onClick={own.retry}>
            {retryLabel}
          </Button>
        </Card>,
      );
    case 'loading':
      return frame(loading);
  }
}
