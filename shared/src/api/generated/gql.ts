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
    "\n  query ChatAiSettings {\n    chatAiSettings {\n      engine\n      webSources\n    }\n  }\n": typeof types.ChatAiSettingsDocument,
    "\n  fragment UserFields on User {\n    id\n    fullName\n    email\n    bio\n    quote\n    timezone\n    profileImageUrl\n    dateCreated\n    dateUpdated\n  }\n": typeof types.UserFieldsFragmentDoc,
    "\n  fragment InscriptionFields on Inscription {\n    id\n    name\n    about\n    category\n    isPrivate\n    allowExternalAi\n    logoImageUrl\n    entryCount\n    dateCreated\n    dateUpdated\n  }\n": typeof types.InscriptionFieldsFragmentDoc,
    "\n  fragment ReminderFields on UserReminder {\n    id\n    userId\n    reminderType\n    reminderTime\n    reminderFrequencyType\n    reminderFrequency\n    reminderWeekDays\n    isActive\n    dateCreated\n    dateUpdated\n  }\n": typeof types.ReminderFieldsFragmentDoc,
    "\n  query CurrentUser {\n    user {\n      ...UserFields\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  query Inscriptions {\n    inscriptions {\n      ...InscriptionFields\n    }\n  }\n": typeof types.InscriptionsDocument,
    "\n  mutation UpdateUserTimezone($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      code\n      success\n      message\n      user {\n        ...UserFields\n      }\n    }\n  }\n": typeof types.UpdateUserTimezoneDocument,
    "\n  mutation CreateInscription($input: CreateInscriptionInput!) {\n    createInscription(input: $input) {\n      code\n      success\n      message\n      inscription {\n        ...InscriptionFields\n        logoImageUploadUrl\n      }\n    }\n  }\n": typeof types.CreateInscriptionDocument,
    "\n  query UserReminders {\n    userReminders {\n      ...ReminderFields\n    }\n  }\n": typeof types.UserRemindersDocument,
    "\n  mutation CreateUserReminder($input: CreateUserReminderInput!) {\n    createUserReminder(input: $input) {\n      code\n      success\n      message\n      userReminder {\n        ...ReminderFields\n      }\n    }\n  }\n": typeof types.CreateUserReminderDocument,
    "\n  mutation UpdateUserReminder($input: UpdateUserReminderInput!) {\n    updateUserReminder(input: $input) {\n      code\n      success\n      message\n      userReminder {\n        ...ReminderFields\n      }\n    }\n  }\n": typeof types.UpdateUserReminderDocument,
    "\n  mutation DeleteUserReminder($input: DeleteUserReminderInput!) {\n    deleteUserReminder(input: $input) {\n      code\n      success\n      message\n    }\n  }\n": typeof types.DeleteUserReminderDocument,
};
const documents: Documents = {
    "\n  query ChatAiSettings {\n    chatAiSettings {\n      engine\n      webSources\n    }\n  }\n": types.ChatAiSettingsDocument,
    "\n  fragment UserFields on User {\n    id\n    fullName\n    email\n    bio\n    quote\n    timezone\n    profileImageUrl\n    dateCreated\n    dateUpdated\n  }\n": types.UserFieldsFragmentDoc,
    "\n  fragment InscriptionFields on Inscription {\n    id\n    name\n    about\n    category\n    isPrivate\n    allowExternalAi\n    logoImageUrl\n    entryCount\n    dateCreated\n    dateUpdated\n  }\n": types.InscriptionFieldsFragmentDoc,
    "\n  fragment ReminderFields on UserReminder {\n    id\n    userId\n    reminderType\n    reminderTime\n    reminderFrequencyType\n    reminderFrequency\n    reminderWeekDays\n    isActive\n    dateCreated\n    dateUpdated\n  }\n": types.ReminderFieldsFragmentDoc,
    "\n  query CurrentUser {\n    user {\n      ...UserFields\n    }\n  }\n": types.CurrentUserDocument,
    "\n  query Inscriptions {\n    inscriptions {\n      ...InscriptionFields\n    }\n  }\n": types.InscriptionsDocument,
    "\n  mutation UpdateUserTimezone($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      code\n      success\n      message\n      user {\n        ...UserFields\n      }\n    }\n  }\n": types.UpdateUserTimezoneDocument,
    "\n  mutation CreateInscription($input: CreateInscriptionInput!) {\n    createInscription(input: $input) {\n      code\n      success\n      message\n      inscription {\n        ...InscriptionFields\n        logoImageUploadUrl\n      }\n    }\n  }\n": types.CreateInscriptionDocument,
    "\n  query UserReminders {\n    userReminders {\n      ...ReminderFields\n    }\n  }\n": types.UserRemindersDocument,
    "\n  mutation CreateUserReminder($input: CreateUserReminderInput!) {\n    createUserReminder(input: $input) {\n      code\n      success\n      message\n      userReminder {\n        ...ReminderFields\n      }\n    }\n  }\n": types.CreateUserReminderDocument,
    "\n  mutation UpdateUserReminder($input: UpdateUserReminderInput!) {\n    updateUserReminder(input: $input) {\n      code\n      success\n      message\n      userReminder {\n        ...ReminderFields\n      }\n    }\n  }\n": types.UpdateUserReminderDocument,
    "\n  mutation DeleteUserReminder($input: DeleteUserReminderInput!) {\n    deleteUserReminder(input: $input) {\n      code\n      success\n      message\n    }\n  }\n": types.DeleteUserReminderDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatAiSettings {\n    chatAiSettings {\n      engine\n      webSources\n    }\n  }\n"): typeof import('./graphql').ChatAiSettingsDocument;
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    user {\n      ...UserFields\n    }\n  }\n"): typeof import('./graphql').CurrentUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Inscriptions {\n    inscriptions {\n      ...InscriptionFields\n    }\n  }\n"): typeof import('./graphql').InscriptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserTimezone($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      code\n      success\n      message\n      user {\n        ...UserFields\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateUserTimezoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInscription($input: CreateInscriptionInput!) {\n    createInscription(input: $input) {\n      code\n      success\n      message\n      inscription {\n        ...InscriptionFields\n        logoImageUploadUrl\n      }\n    }\n  }\n"): typeof import('./graphql').CreateInscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserReminders {\n    userReminders {\n      ...ReminderFields\n    }\n  }\n"): typeof import('./graphql').UserRemindersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUserReminder($input: CreateUserReminderInput!) {\n    createUserReminder(input: $input) {\n      code\n      success\n      message\n      userReminder {\n        ...ReminderFields\n      }\n    }\n  }\n"): typeof import('./graphql').CreateUserReminderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserReminder($input: UpdateUserReminderInput!) {\n    updateUserReminder(input: $input) {\n      code\n      success\n      message\n      userReminder {\n        ...ReminderFields\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateUserReminderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUserReminder($input: DeleteUserReminderInput!) {\n    deleteUserReminder(input: $input) {\n      code\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').DeleteUserReminderDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
