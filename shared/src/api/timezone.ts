import { failedTo } from '@inscriptions/contracts';
import { graphql } from './generated';
import { runMutation } from './mutation';

export const updateUserTimezoneDocument = graphql(`
  mutation UpdateUserTimezone($input: UpdateUserInput!) {
    updateUser(input: $input) {
      code
      success
      message
      user {
        ...UserFields
      }
    }
  }
`);

export const FAILED_TO_UPDATE_USER = failedTo('update', 'user');

/** Sets the profile's timezone; returns the saved user or throws a MutationError. */
export function updateUserTimezone(timezone: string) {
  return runMutation(
    updateUserTimezoneDocument,
    { input: { timezone } },
    { object: 'user', failure: FAILED_TO_UPDATE_USER },
  );
}
