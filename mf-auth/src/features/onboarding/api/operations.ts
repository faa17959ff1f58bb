import { graphql } from '../../../generated';

export const onboardingUserDocument = graphql(`
  query OnboardingUser {
    user {
      ...UserFields
    }
  }
`);

export const createUserDocument = graphql(`
  mutation OnboardingCreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      code
      success
      message
      user {
        ...UserFields
        profileImageUploadUrl
      }
    }
  }
`);

export const updateUserDocument = graphql(`
  mutation OnboardingUpdateUser($input: UpdateUserInput!) {
    updateUser(input: $input) {
      code
      success
      message
      user {
        ...UserFields
        profileImageUploadUrl
      }
    }
  }
`);
