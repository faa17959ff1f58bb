import { graphql } from '../../../generated';

export const socialFieldsFragment = graphql(`
  fragment SocialFields on UserSocial {
    id
    userId
    platform
    platformUserUrl
    dateCreated
    dateUpdated
  }
`);

export const userSocialsDocument = graphql(`
  query UserSocials {
    userSocials {
      ...SocialFields
    }
  }
`);

export const createUserSocialDocument = graphql(`
  mutation CreateUserSocial($input: CreateUserSocialInput!) {
    createUserSocial(input: $input) {
      code
      success
      message
      userSocial {
        ...SocialFields
      }
    }
  }
`);

export const deleteUserSocialDocument = graphql(`
  mutation DeleteUserSocial($input: DeleteUserSocialInput!) {
    deleteUserSocial(input: $input) {
      code
      success
      message
    }
  }
`);

export const updateProfileDocument = graphql(`
  mutation UpdateProfile($input: UpdateUserInput!) {
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
