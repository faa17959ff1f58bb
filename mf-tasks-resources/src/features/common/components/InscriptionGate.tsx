import type { ReactNode } from 'react';
import { FAILED_TO_GET_INSCRIPTION, useOwnInscription, type InscriptionSummary } from '@inscriptions/shared/api';
import { INSCRIPTION_NOT_FOUND, NotFoundCard } from '@inscriptions/shared/ui';
import { ErrorMessage, ListSkeleton } from './Feedback';

/**
 * Renders `children` with the URL's inscription once it is known to be the user's; otherwise a
 * skeleton, the not-found card (another user's inscription looks exactly like a missing one) or a retry.
 */
export function InscriptionGate({
  inscriptionId,
  backTo,
  children,
}: {
  inscriptionId: string;
  /** The area's select page, the way out of a missing inscription. */
  backTo: { href: string; label: string };
  children: (inscription: InscriptionSummary) => ReactNode;
}) {
  const own = useOwnInscription(inscriptionId);
  if (own.status === 'found') return <>{children(own.inscription)}</>;
  if (own.status === 'missing') {
    return (
      <NotFoundCard
        data-testid="inscription-not-found"
        message={INSCRIPTION_NOT_FOUND}
        to={backTo.href}
        linkLabel={backTo.label}
      />
    );
  }
  if (own.status === 'failed') {
    return (
      <ErrorMessage onRetry={own.retry} testId="inscription-error">
        {FAILED_TO_GET_INSCRIPTION}
      </ErrorMessage>
    );
  }
  return <ListSkeleton label="Loading the Inscription…" rows={2} />;
}
