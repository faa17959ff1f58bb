import { gqlRequest, isMutationSuccess, uploadFile } from '@inscriptions/shared/api';
import type { CreateInscriptionInput } from '../../../generated/graphql';
import { createInscriptionDocument } from './operations';

export const FAILED_TO_CREATE_INSCRIPTION = 'Failed to create Inscription, please try again.';
export const FAILED_TO_UPLOAD_LOGO = 'Failed to upload logo, please try again.';

export async function createFirstInscription(input: CreateInscriptionInput) {
  try {
    const res = (await gqlRequest(createInscriptionDocument, { input })).createInscription;
    if (isMutationSuccess(res, res.inscription) && res.inscription) return res.inscription;
    console.error('createInscription failed:', res.message);
  } catch (error) {
    console.error('createInscription failed:', error);
  }
  return null;
}

/** PUTs the logo; returns a local preview URL, or null when it failed. */
export async function uploadInscriptionLogo(uploadUrl: string | null | undefined, file: File) {
  if (!uploadUrl) return null;
  try {
    await uploadFile(uploadUrl, file);
    return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : uploadUrl;
  } catch (error) {
    console.error('upload logo failed:', error);
    return null;
  }
}
