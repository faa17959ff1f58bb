import { useCallback } from 'react';
import { failedTo } from '@inscriptions/contracts';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import { graphql, runMutation, useInscriptionListCache } from '@inscriptions/shared/api';
import type { CreateInscriptionInput, InscriptionSummary } from '@inscriptions/shared/api';
import { uploadFile } from './upload';

/** Creating an inscription (NewInscription and onboarding): its fields and the logo's upload URL. */
export const createInscriptionDocument = graphql(`
  mutation CreateInscription($input: CreateInscriptionInput!) {
    createInscription(input: $input) {
      code
      success
      message
      inscription {
        ...InscriptionFields
        logoImageUploadUrl
      }
    }
  }
`);

export const FAILED_TO_CREATE_INSCRIPTION = failedTo('create', 'Inscription');
export const FAILED_TO_UPLOAD_LOGO = failedTo('upload', 'logo');

/**
 * PUTs a logo to the signed URL a mutation returned; a local preview URL to show as the logo,
 * or null when the upload failed (or no URL came back).
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

/**
 * Creating an inscription (spec section 4), for NewInscription and the onboarding: create it, PUT
 * the logo to the returned URL, refresh the list (new ones at the front) and show the logo's local
 * preview. Failures go to the error banner; the created inscription, or null when creating failed.
 */
export function useCreateInscription() {
  const cache = useInscriptionListCache();
  const dispatch = useAppDispatch();
  return useCallback(
    async (input: CreateInscriptionInput, logo: File | null): Promise<InscriptionSummary | null> => {
      let inscription;
      try {
        inscription = await runMutation(
          createInscriptionDocument,
          { input },
          { object: 'inscription', failure: FAILED_TO_CREATE_INSCRIPTION },
        );
      } catch {
        dispatch(showError(FAILED_TO_CREATE_INSCRIPTION));
        return null;
      }
      const preview = logo ? await uploadLogo(inscription.logoImageUploadUrl, logo) : null;
      if (logo && !preview) dispatch(showError(FAILED_TO_UPLOAD_LOGO));
      try {
        await cache.refresh();
      } catch (error) {
        console.error('refresh inscriptions failed:', error);
      }
      if (preview) cache.setLogoPreview(inscription.id, preview);
      return inscription;
    },
    [cache, dispatch],
  );
}
