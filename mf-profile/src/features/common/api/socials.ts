import { INVALID_LINK, failedTo, guessPlatform, isHttpUrl } from '@inscriptions/contracts';
import { MutationError, gqlRequest, queryKeys, runMutation, useQuery } from '@inscriptions/shared/api';
import { useAccessToken } from '@inscriptions/shared/auth';
import type { UserSocialsQuery } from '../../../generated/graphql';
import { createUserSocialDocument, deleteUserSocialDocument, userSocialsDocument } from './operations';

export type Social = UserSocialsQuery['userSocials'][number];

export const FAILED_TO_GET_SOCIALS = failedTo('get', 'user socials');
export const FAILED_TO_CREATE_SOCIAL = failedTo('create', 'user social');
export const FAILED_TO_DELETE_SOCIAL = failedTo('delete', 'user social');

export function useSocials() {
  const token = useAccessToken();
  return useQuery({
    queryKey: queryKeys.user.socials(),
    queryFn: async ({ signal }): Promise<Social[]> =>
      (await gqlRequest(userSocialsDocument, {}, { signal })).userSocials,
    enabled: token !== null,
  });
}

/** The link to render, or null: a stored link that is not http(s) is never rendered as a link. */
export function safeHref(url: string): string | null {
  return isHttpUrl(url.trim()) ? url.trim() : null;
}

/**
 * Adds a social link; the platform is guessed from the URL (contracts guessPlatform, else WEBSITE).
 * A non-http(s) URL is refused before any request; the server refuses it too (400), and that
 * refusal reads the same ('Invalid link').
 */
export async function addSocial(url: string): Promise<Social> {
  const link = url.trim();
  if (!isHttpUrl(link)) throw new MutationError('400', INVALID_LINK);
  try {
    return await runMutation(
      createUserSocialDocument,
      { input: { platformUserUrl: link, platform: guessPlatform(link) } },
      { object: 'userSocial', failure: FAILED_TO_CREATE_SOCIAL },
    );
  } catch (error) {
    if (error instanceof MutationError && error.code === '400') {
      throw new MutationError(error.code, INVALID_LINK, error.serverMessage);
    }
    throw error;
  }
}

export async function removeSocial(id: string): Promise<void> {
  await runMutation(deleteUserSocialDocument, { input: { id } }, { failure: FAILED_TO_DELETE_SOCIAL });
}
