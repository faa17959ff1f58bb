import { gqlRequest, isMutationSuccess, uploadFile } from '@inscriptions/shared/api';
import type { CreateInscriptionInput, UpdateInscriptionInput } from '../../../generated/graphql';
import { createInscriptionDocument, deleteInscriptionDocument, updateInscriptionDocument } from './operations';

export const FAILED_TO_CREATE_INSCRIPTION = 'Failed to create Inscription, please try again.';
export const FAILED_TO_UPDATE_INSCRIPTION = 'Failed to update inscription, please try again.';
export const FAILED_TO_DELETE_INSCRIPTION = 'Failed to delete inscription, please try again.';
export const FAILED_TO_UPLOAD_LOGO = 'Failed to upload logo, please try again.';

/** Creates an inscription; null when the server did not confirm (its message is only logged). */
export async function createInscription(input: CreateInscriptionInput) {
  try {
    const res = (await gqlRequest(createInscriptionDocument, { input })).createInscription;
    if (isMutationSuccess(res, res.inscription) && res.inscription) return res.inscription;
    console.error('createInscription failed:', res.message);
  } catch (error) {
    console.error('createInscription failed:', error);
  }
  return null;
}

export async function updateInscription(input: UpdateInscriptionInput) {
  try {
    const res = (await gqlRequest(updateInscriptionDocument, { input })).updateInscription;
    if (isMutationSuccess(res, res.inscription) && res.inscription) return res.inscription;
    console.error('updateInscription failed:', res.message);
  } catch (error) {
    console.error('updateInscription failed:', error);
  }
  return null;
}

/** True only when the server confirmed the delete. */
export async function deleteInscription(id: string): Promise<boolean> {
  try {
    const res = (await gqlRequest(deleteInscriptionDocument, { input: { id } })).deleteInscription;
    if (isMutationSuccess(res)) return true;
    console.error('deleteInscription failed:', res.message);
  } catch (error) {
    console.error('deleteInscription failed:', error);
  }
  return false;
}

/**
 * PUTs the logo to the signed URL; returns a local preview URL to show as the logo, or null when
 * the upload failed (or no URL was returned).
 */
export async function uploadLogo(uploadUrl: string | null | undefined, file: File): Promise<string | null> {
  if (!uploadUrl) {
    console.error('uploadLogo: no upload URL returned');
    return null;
  }
  try {
    await uploadFile(uploadUrl, file);
    return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : uploadUrl;
  } catch (error) {
    console.error('uploadLogo failed:', error);
    return null;
  }
}
