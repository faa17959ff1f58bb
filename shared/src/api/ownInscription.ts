import { failedTo } from '@inscriptions/contracts';
import { useInscriptions, type InscriptionSummary } from './queries';

export const FAILED_TO_GET_INSCRIPTION = failedTo('get', 'inscription');

/** Whether the signed-in user has the inscription of the URL. */
export type OwnInscription =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'missing' }
  | { status: 'found'; inscription: InscriptionSummary };

/**
 * The user's inscription with this id, looked up in their (always refetched) list, as the settings
 * page does: another user's id is absent from it exactly like an unknown one. A list that could not
 * be read is a failure, not an absence.
 */
export function useOwnInscription(inscriptionId: string): OwnInscription {
  const list = useInscriptions();
  const inscription = list.data?.find((i) => i.id === inscriptionId);
  if (inscription) return { status: 'found', inscription };
  // Absent from a cached list that is being refreshed: it may have been created a moment ago.
  if (list.isPending || list.isFetching) return { status: 'loading' };
  if (list.isError) return { status: 'failed', retry: () => void list.refetch() };
  return { status: 'missing' };
}
