import { gqlRequest, isMutationSuccess, uploadFile } from '@inscriptions/shared/api';
import { createUserDocument, onboardingUserDocument, updateUserDocument } from './operations';

export const PROFILE_CREATE_ERROR = 'An error occurred while creating your profile. Please try again.';
export const IMAGE_UPLOAD_ERROR = 'Failed to upload image, please try again.';

export interface ProfileInput {
  fullName: string;
  email?: string;
  bio: string;
  quote: string;
  timezone: string;
}

export function deviceTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * Creates the profile. When the server answers that the user already exists ("duplicate" in the
 * message), the current user is fetched and updated with the same data (spec section 7).
 * Returns the saved user, or null on failure (the server message is only logged).
 */
export async function saveProfile(input: ProfileInput) {
  const res = (await gqlRequest(createUserDocument, { input })).createUser;
  if (isMutationSuccess(res, res.user) && res.user) return res.user;
  if (!res.message.toLowerCase().includes('duplicate')) {
    console.error('createUser failed:', res.message);
    return null;
  }
  const existing = (await gqlRequest(onboardingUserDocument)).user;
  const updated = (
    await gqlRequest(updateUserDocument, { input: { ...input, ...(existing ? { id: existing.id } : {}) } })
  ).updateUser;
  if (isMutationSuccess(updated, updated.user) && updated.user) return updated.user;
  console.error('updateUser failed:', updated.message);
  return null;
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
