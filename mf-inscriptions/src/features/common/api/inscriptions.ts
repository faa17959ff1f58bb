import { failedTo } from '@inscriptions/contracts';
import { runMutation } from '@inscriptions/shared/api';
import type { UpdateInscriptionInput } from '../../../generated/graphql';
import { deleteInscriptionDocument, updateInscriptionDocument } from './operations';

export const FAILED_TO_UPDATE_INSCRIPTION = failedTo('update', 'inscription');
export const FAILED_TO_DELETE_INSCRIPTION = failedTo('delete', 'inscription');

/** The updated inscription (with the logo's upload URL); throws a MutationError when not confirmed. */
export const updateInscription = (input: UpdateInscriptionInput) =>
  runMutation(updateInscriptionDocument, { input }, { object: 'inscription', failure: FAILED_TO_UPDATE_INSCRIPTION });

/** Resolves only once the server confirmed the delete; throws a MutationError otherwise. */
export const deleteInscription = (id: string) =>
  runMutation(deleteInscriptionDocument, { input: { id } }, { failure: FAILED_TO_DELETE_INSCRIPTION });
