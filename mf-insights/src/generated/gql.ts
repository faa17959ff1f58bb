/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

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
    "\n  query InscriptionDataInsight($inscriptionId: ID!) {\n    inscriptionDataInsight(inscriptionId: $inscriptionId) {\n      dateUpdated\n      engine\n      entryCount\n      fields {\n        field\n        items {\n          name\n          reasoning\n          evidence\n          topic\n          score\n          sources {\n            entryId\n            entryName\n            dateRecorded\n            quote\n          }\n        }\n      }\n    }\n  }\n": typeof types.InscriptionDataInsightDocument,
    "\n  query InscriptionInsightHistory($inscriptionId: ID!) {\n    inscriptionInsightHistory(inscriptionId: $inscriptionId) {\n      period\n      entryCount\n      items {\n        field\n        name\n        topic\n        score\n      }\n    }\n    inscriptionWritingActivity(inscriptionId: $inscriptionId) {\n      period\n      entries\n      words\n    }\n  }\n": typeof types.InscriptionInsightHistoryDocument,
    "\n  query InscriptionDiveDeeperQuestions($inscriptionId: ID!, $fields: [String!]!, $count: Int) {\n    inscriptionDiveDeeperQuestions(inscriptionId: $inscriptionId, fields: $fields, count: $count)\n  }\n": typeof types.InscriptionDiveDeeperQuestionsDocument,
    "\n  query InsightRefreshJob($kind: String, $inscriptionId: ID) {\n    jobs(kind: $kind, inscriptionId: $inscriptionId, first: 1) {\n      id\n      status\n      progress\n      progressMessage\n      runAt\n    }\n  }\n": typeof types.InsightRefreshJobDocument,
    "\n  mutation RefreshInscriptionDataInsight($inscriptionId: ID!) {\n    refreshInscriptionDataInsight(inscriptionId: $inscriptionId) {\n      code\n      success\n      message\n      job {\n        id\n        status\n        progress\n      }\n    }\n  }\n": typeof types.RefreshInscriptionDataInsightDocument,
    "\n  fragment UserFields on User {\n    id\n    fullName\n    email\n    bio\n    quote\n    timezone\n    profileImageUrl\n    dateCreated\n    dateUpdated\n  }\n": typeof types.UserFieldsFragmentDoc,
    "\n  fragment InscriptionFields on Inscription {\n    id\n    name\n    about\n    category\n    isPrivate\n    logoImageUrl\n    entryCount\n    dateCreated\n    dateUpdated\n  }\n": typeof types.InscriptionFieldsFragmentDoc,
    "\n  fragment ReminderFields on UserReminder {\n    id\n    userId\n    reminderType\n    reminderTime\n    reminderFrequencyType\n    reminderFrequency\n    reminderWeekDays\n    isActive\n    dateCreated\n    dateUpdated\n  }\n": typeof types.ReminderFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  query InscriptionDataInsight($inscriptionId: ID!) {\n    inscriptionDataInsight(inscriptionId: $inscriptionId) {\n      dateUpdated\n      engine\n      entryCount\n      fields {\n        field\n        items {\n          name\n          reasoning\n          evidence\n          topic\n          score\n          sources {\n            entryId\n            entryName\n            dateRecorded\n            quote\n          }\n        }\n      }\n    }\n  }\n": types.InscriptionDataInsightDocument,
    "\n  query InscriptionInsightHistory($inscriptionId: ID!) {\n    inscriptionInsightHistory(inscriptionId: $inscriptionId) {\n      period\n      entryCount\n      items {\n        field\n        name\n        topic\n        score\n      }\n    }\n    inscriptionWritingActivity(inscriptionId: $inscriptionId) {\n      period\n      entries\n      words\n    }\n  }\n": types.InscriptionInsightHistoryDocument,
    "\n  query InscriptionDiveDeeperQuestions($inscriptionId: ID!, $fields: [String!]!, $count: Int) {\n    inscriptionDiveDeeperQuestions(inscriptionId: $inscriptionId, fields: $fields, count: $count)\n  }\n": types.InscriptionDiveDeeperQuestionsDocument,
    "\n  query InsightRefreshJob($kind: String, $inscriptionId: ID) {\n    jobs(kind: $kind, inscriptionId: $inscriptionId, first: 1) {\n      id\n      status\n      progress\n      progressMessage\n      runAt\n    }\n  }\n": types.InsightRefreshJobDocument,
    "\n  mutation RefreshInscriptionDataInsight($inscriptionId: ID!) {\n    refreshInscriptionDataInsight(inscriptionId: $inscriptionId) {\n      code\n      success\n      message\n      job {\n        id\n        status\n        progress\n      }\n    }\n  }\n": types.RefreshInscriptionDataInsightDocument,
    "\n  fragment UserFields on User {\n    id\n    fullName\n    email\n    bio\n    quote\n    timezone\n    profileImageUrl\n    dateCreated\n    dateUpdated\n  }\n": types.UserFieldsFragmentDoc,
    "\n  fragment InscriptionFields on Inscription {\n    id\n    name\n    about\n    category\n    isPrivate\n    logoImageUrl\n    entryCount\n    dateCreated\n    dateUpdated\n  }\n": types.InscriptionFieldsFragmentDoc,
    "\n  fragment ReminderFields on UserReminder {\n    id\n    userId\n    reminderType\n    reminderTime\n    reminderFrequencyType\n    reminderFrequency\n    reminderWeekDays\n    isActive\n    dateCreated\n    dateUpdated\n  }\n": types.ReminderFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InscriptionDataInsight($inscriptionId: ID!) {\n    inscriptionDataInsight(inscriptionId: $inscriptionId) {\n      dateUpdated\n      engine\n      entryCount\n      fields {\n        field\n        items {\n          name\n          reasoning\n          evidence\n          topic\n          score\n          sources {\n            entryId\n            entryName\n            dateRecorded\n            quote\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query InscriptionDataInsight($inscriptionId: ID!) {\n    inscriptionDataInsight(inscriptionId: $inscriptionId) {\n      dateUpdated\n      engine\n      entryCount\n      fields {\n        field\n        items {\n          name\n          reasoning\n          evidence\n          topic\n          score\n          sources {\n            entryId\n            entryName\n            dateRecorded\n            quote\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InscriptionInsightHistory($inscriptionId: ID!) {\n    inscriptionInsightHistory(inscriptionId: $inscriptionId) {\n      period\n      entryCount\n      items {\n        field\n        name\n        topic\n        score\n      }\n    }\n    inscriptionWritingActivity(inscriptionId: $inscriptionId) {\n      period\n      entries\n      words\n    }\n  }\n"): (typeof documents)["\n  query InscriptionInsightHistory($inscriptionId: ID!) {\n    inscriptionInsightHistory(inscriptionId: $inscriptionId) {\n      period\n      entryCount\n      items {\n        field\n        name\n        topic\n        score\n      }\n    }\n    inscriptionWritingActivity(inscriptionId: $inscriptionId) {\n      period\n      entries\n      words\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InscriptionDiveDeeperQuestions($inscriptionId: ID!, $fields: [String!]!, $count: Int) {\n    inscriptionDiveDeeperQuestions(inscriptionId: $inscriptionId, fields: $fields, count: $count)\n  }\n"): (typeof documents)["\n  query InscriptionDiveDeeperQuestions($inscriptionId: ID!, $fields: [String!]!, $count: Int) {\n    inscriptionDiveDeeperQuestions(inscriptionId: $inscriptionId, fields: $fields, count: $count)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsightRefreshJob($kind: String, $inscriptionId: ID) {\n    jobs(kind: $kind, inscriptionId: $inscriptionId, first: 1) {\n      id\n      status\n      progress\n      progressMessage\n      runAt\n    }\n  }\n"): (typeof documents)["\n  query InsightRefreshJob($kind: String, $inscriptionId: ID) {\n    jobs(kind: $kind, inscriptionId: $inscriptionId, first: 1) {\n      id\n      status\n      progress\n      progressMessage\n      runAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshInscriptionDataInsight($inscriptionId: ID!) {\n    refreshInscriptionDataInsight(inscriptionId: $inscriptionId) {\n      code\n      success\n      message\n      job {\n        id\n        status\n        progress\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshInscriptionDataInsight($inscriptionId: ID!) {\n    refreshInscriptionDataInsight(inscriptionId: $inscriptionId) {\n      code\n      success\n      message\n      job {\n        id\n        status\n        progress\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserFields on User {\n    id\n    fullName\n    email\n    bio\n    quote\n    timezone\n    profileImageUrl\n    dateCreated\n    dateUpdated\n  }\n"): (typeof documents)["\n  fragment UserFields on User {\n    id\n    fullName\n    email\n    bio\n    quote\n    timezone\n    profileImageUrl\n    dateCreated\n    dateUpdated\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InscriptionFields on Inscription {\n    id\n    name\n    about\n    category\n    isPrivate\n    logoImageUrl\n    entryCount\n    dateCreated\n    dateUpdated\n  }\n"): (typeof documents)["\n  fragment InscriptionFields on Inscription {\n    id\n    name\n    about\n    category\n    isPrivate\n    logoImageUrl\n    entryCount\n    dateCreated\n    dateUpdated\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReminderFields on UserReminder {\n    id\n    userId\n    reminderType\n    reminderTime\n    reminderFrequencyType\n    reminderFrequency\n    reminderWeekDays\n    isActive\n    dateCreated\n    dateUpdated\n  }\n"): (typeof documents)["\n  fragment ReminderFields on UserReminder {\n    id\n    userId\n    reminderType\n    reminderTime\n    reminderFrequencyType\n    reminderFrequency\n    reminderWeekDays\n    isActive\n    dateCreated\n    dateUpdated\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;