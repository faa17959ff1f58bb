import { useCallback } from 'react';
import { failedTo } from '@inscriptions/contracts';
import { showError, useAppDispatch } from '@inscriptions/shared/store';
import type { CreateInscriptionInput } from './generated/graphql';
import { runMutation } from './mutation';
import { createInscriptionDocument } from './operations';
import { useInscriptionListCache } from './queries';
import type { InscriptionSummary } from './queries';
import { uploadFile } from './upload';

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
