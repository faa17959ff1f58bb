/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment SocialFields on UserSocial {\n    id\n    userId\n    platform\n    platformUserUrl\n    dateCreated\n    dateUpdated\n  }\n": typeof types.SocialFieldsFragmentDoc,
    "\n  query UserSocials {\n    userSocials {\n      ...SocialFields\n    }\n  }\n": typeof types.UserSocialsDocument,
    "\n  mutation CreateUserSocial($input: CreateUserSocialInput!) {\n    createUserSocial(input: $input) {\n      code\n      success\n      message\n      userSocial {\n        ...SocialFields\n      }\n    }\n  }\n": typeof types.CreateUserSocialDocument,
    "\n  mutation DeleteUserSocial($input: DeleteUserSocialInput!) {\n    deleteUserSocial(input: $input) {\n      code\n      success\n      message\n    }\n  }\n": typeof types.DeleteUserSocialDocument,
    "\n  mutation UpdateProfile($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      code\n      success\n      message\n      user {\n        ...UserFields\n        profileImageUploadUrl\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  fragment UserFields on User {\n    id\n    fullName\n    email\n    bio\n    quote\n    timezone\n    profileImageUrl\n    dateCreated\n    dateUpdated\n  }\n": typeof types.UserFieldsFragmentDoc,
    "\n  fragment InscriptionFields on Inscription {\n    id\n    name\n    about\n    category\n    isPrivate\n    allowExternalAi\n    logoImageUrl\n    entryCount\n    dateCreated\n    dateUpdated\n  }\n": typeof types.InscriptionFieldsFragmentDoc,
    "\n  fragment ReminderFields on UserReminder {\n    id\n    userId\n    reminderType\n    reminderTime\n    reminderFrequencyType\n    reminderFrequency\n    reminderWeekDays\n    isActive\n    dateCreated\n    dateUpdated\n  }\n": typeof types.ReminderFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  fragment SocialFields on UserSocial {\n    id\n    userId\n    platform\n    platformUserUrl\n    dateCreated\n    dateUpdated\n  }\n": types.SocialFieldsFragmentDoc,
    "\n  query UserSocials {\n    userSocials {\n      ...SocialFields\n    }\n  }\n": types.UserSocialsDocument,
    "\n  mutation CreateUserSocial($input: CreateUserSocialInput!) {\n    createUserSocial(input: $input) {\n      code\n      success\n      message\n      userSocial {\n        ...SocialFields\n      }\n    }\n  }\n": types.CreateUserSocialDocument,
    "\n  mutation DeleteUserSocial($input: DeleteUserSocialInput!) {\n    deleteUserSocial(input: $input) {\n      code\n      success\n      message\n    }\n  }\n": types.DeleteUserSocialDocument,
    "\n  mutation UpdateProfile($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      code\n      success\n      message\n      user {\n        ...UserFields\n        profileImageUploadUrl\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  fragment UserFields on User {\n    id\n    fullName\n    email\n    bio\n    quote\n    timezone\n    profileImageUrl\n    dateCreated\n    dateUpdated\n  }\n": types.UserFieldsFragmentDoc,
    "\n  fragment InscriptionFields on Inscription {\n    id\n    name\n    about\n    category\n    isPrivate\n    allowExternalAi\n    logoImageUrl\n    entryCount\n    dateCreated\n    dateUpdated\n  }\n": types.InscriptionFieldsFragmentDoc,
    "\n  fragment ReminderFields on UserReminder {\n    id\n    userId\n    reminderType\n    reminderTime\n    reminderFrequencyType\n    reminderFrequency\n    reminderWeekDays\n    isActive\n    dateCreated\n    dateUpdated\n  }\n": types.ReminderFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SocialFields on UserSocial {\n    id\n    userId\n    platform\n    platformUserUrl\n    dateCreated\n    dateUpdated\n  }\n"): typeof import('./graphql').SocialFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserSocials {\n    userSocials {\n      ...SocialFields\n    }\n  }\n"): typeof import('./graphql').UserSocialsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUserSocial($input: CreateUserSocialInput!) {\n    createUserSocial(input: $input) {\n      code\n      success\n      message\n      userSocial {\n        ...SocialFields\n      }\n    }\n  }\n"): typeof import('./graphql').CreateUserSocialDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUserSocial($input: DeleteUserSocialInput!) {\n    deleteUserSocial(input: $input) {\n      code\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').DeleteUserSocialDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      code\n      success\n      message\n      user {\n        ...UserFields\n        profileImageUploadUrl\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserFields on User {\n    id\n    fullName\n    email\n    bio\n    quote\n    timezone\n    profileImageUrl\n    dateCreated\n    dateUpdated\n  }\n"): typeof import('./graphql').UserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InscriptionFields on Inscription {\n    id\n    name\n    about\n    category\n    isPrivate\n    allowExternalAi\n    logoImageUrl\n    entryCount\n    dateCreated\n    dateUpdated\n  }\n"): typeof import('./graphql').InscriptionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReminderFields on UserReminder {\n    id\n    userId\n    reminderType\n    reminderTime\n    reminderFrequencyType\n    reminderFrequency\n    reminderWeekDays\n    isActive\n    dateCreated\n    dateUpdated\n  }\n"): typeof import('./graphql').ReminderFieldsFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
