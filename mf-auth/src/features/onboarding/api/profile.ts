import { failedTo } from '@inscriptions/contracts';
import { MutationError, gqlRequest, runMutation } from '@inscriptions/shared/api';
import { uploadFile } from '@inscriptions/shared/forms';
import { createUserDocument, onboardingUserDocument, updateUserDocument } from './operations';

export const PROFILE_CREATE_ERROR = 'An error occurred while creating your profile. Please try again.';
export const IMAGE_UPLOAD_ERROR = failedTo('upload', 'image');

export interface ProfileInput {
  fullName: string;
  email?: string;
  bio: string;
  quote: string;
  timezone: string;
}

const isDuplicate = (error: unknown) =>
  error instanceof MutationError && error.serverMessage.toLowerCase().includes('duplicate');

/**
 * Creates the profile. When the server answers that the user already exists ("duplicate" in the
 * message), the current user is fetched and updated with the same data (spec section 7).
 * Returns the saved user; throws (a MutationError when the server refused) otherwise.
 */
export async function saveProfile(input: ProfileInput) {
  try {
    return await runMutation(createUserDocument, { input }, { object: 'user', failure: PROFILE_CREATE_ERROR });
  } catch (error) {
    if (!isDuplicate(error)) throw error;
  }
  const existing = (await gqlRequest(onboardingUserDocument)).user;
  return runMutation(
    updateUserDocument,
    { input: { ...input, ...(existing ? { id: existing.id } : {}) } },
    { object: 'user', failure: PROFILE_CREATE_ERROR },
  );
}

/** PUTs the profile photo; false when it failed. */
export async function uploadProfilePhoto(uploadUrl: string | null | undefined, file: File): Promise<boolean> {
  if (!uploadUrl) {
    console.error('uploadProfilePhoto: no upload URL returned');
    return false;
  }
  try {
    await uploadFile(uploadUrl, file);
    return true;
  } catch (error) {
    console.error('uploadProfilePhoto failed:', error);
    return false;
  }
}
