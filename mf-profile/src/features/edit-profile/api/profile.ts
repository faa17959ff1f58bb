import { failedTo } from '@inscriptions/contracts';
import { runMutation } from '@inscriptions/shared/api';
import { uploadFile } from '@inscriptions/shared/forms';
import { updateProfileDocument } from '../../common/api/operations';

export const FAILED_TO_UPDATE_USER = failedTo('update', 'user');
export const FAILED_TO_UPLOAD_IMAGE = failedTo('upload', 'image');

export interface ProfileFields {
  fullName: string;
  quote: string;
  bio: string;
}

/** Saves the profile; throws a MutationError when the server did not confirm. */
export async function saveProfile(fields: ProfileFields) {
  const { profileImageUploadUrl, ...user } = await runMutation(
    updateProfileDocument,
    { input: { fullName: fields.fullName.trim(), quote: fields.quote.trim(), bio: fields.bio.trim() } },
    { object: 'user', failure: FAILED_TO_UPDATE_USER },
  );
  return { user, uploadUrl: profileImageUploadUrl };
}

/** PUTs the photo to the signed URL the update returned; false when that failed. */
export async function uploadPhoto(uploadUrl: string | null, file: File): Promise<boolean> {
  if (!uploadUrl) return false;
  try {
    await uploadFile(uploadUrl, file);
    return true;
  } catch (error) {
    console.error('profile photo upload failed:', error);
    return false;
  }
}
