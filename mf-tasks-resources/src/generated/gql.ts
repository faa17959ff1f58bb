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
    "\n  query InscriptionResources($inscriptionId: ID!) {\n    inscriptionResources(inscriptionId: $inscriptionId) {\n      url\n      host\n      usages {\n        kind\n        id\n        title\n        date\n      }\n    }\n  }\n": typeof types.InscriptionResourcesDocument,
    "\n  query SearchAllEntries($inscriptionId: ID!, $query: String!, $first: Int, $filter: InscriptionEntrySearchFilter) {\n    searchInscriptionEntries(inscriptionId: $inscriptionId, query: $query, first: $first, filter: $filter) {\n      headline\n      entry {\n        id\n        name\n        isPrivate\n        isImportant\n        dateRecorded\n      }\n    }\n  }\n": typeof types.SearchAllEntriesDocument,
    "\n  fragment UserFields on User {\n    id\n    fullName\n    email\n    bio\n    quote\n    timezone\n    profileImageUrl\n    dateCreated\n    dateUpdated\n  }\n": typeof types.UserFieldsFragmentDoc,
    "\n  fragment InscriptionFields on Inscription {\n    id\n    name\n    about\n    category\n    isPrivate\n    allowExternalAi\n    logoImageUrl\n    entryCount\n    dateCreated\n    dateUpdated\n  }\n": typeof types.InscriptionFieldsFragmentDoc,
    "\n  fragment ReminderFields on UserReminder {\n    id\n    userId\n    reminderType\n    reminderTime\n    reminderFrequencyType\n    reminderFrequency\n    reminderWeekDays\n    isActive\n    dateCreated\n    dateUpdated\n  }\n": typeof types.ReminderFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  query InscriptionResources($inscriptionId: ID!) {\n    inscriptionResources(inscriptionId: $inscriptionId) {\n      url\n      host\n      usages {\n        kind\n        id\n        title\n        date\n      }\n    }\n  }\n": types.InscriptionResourcesDocument,
    "\n  query SearchAllEntries($inscriptionId: ID!, $query: String!, $first: Int, $filter: InscriptionEntrySearchFilter) {\n    searchInscriptionEntries(inscriptionId: $inscriptionId, query: $query, first: $first, filter: $filter) {\n      headline\n      entry {\n        id\n        name\n        isPrivate\n        isImportant\n        dateRecorded\n      }\n    }\n  }\n": types.SearchAllEntriesDocument,
    "\n  fragment UserFields on User {\n    id\n    fullName\n    email\n    bio\n    quote\n    timezone\n    profileImageUrl\n    dateCreated\n    dateUpdated\n  }\n": types.UserFieldsFragmentDoc,
    "\n  fragment InscriptionFields on Inscription {\n    id\n    name\n    about\n    category\n    isPrivate\n    allowExternalAi\n    logoImageUrl\n    entryCount\n    dateCreated\n    dateUpdated\n  }\n": types.InscriptionFieldsFragmentDoc,
    "\n  fragment ReminderFields on UserReminder {\n    id\n    userId\n    reminderType\n    reminderTime\n    reminderFrequencyType\n    reminderFrequency\n    reminderWeekDays\n    isActive\n    dateCreated\n    dateUpdated\n  }\n": types.ReminderFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InscriptionResources($inscriptionId: ID!) {\n    inscriptionResources(inscriptionId: $inscriptionId) {\n      url\n      host\n      usages {\n        kind\n        id\n        title\n        date\n      }\n    }\n  }\n"): typeof import('./graphql').InscriptionResourcesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchAllEntries($inscriptionId: ID!, $query: String!, $first: Int, $filter: InscriptionEntrySearchFilter) {\n    searchInscriptionEntries(inscriptionId: $inscriptionId, query: $query, first: $first, filter: $filter) {\n      headline\n      entry {\n        id\n        name\n        isPrivate\n        isImportant\n        dateRecorded\n      }\n    }\n  }\n"): typeof import('./graphql').SearchAllEntriesDocument;
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
