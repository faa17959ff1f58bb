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
    "\n  fragment ChatMessageFields on InscriptionChatSessionMessage {\n    id\n    inscriptionChatSessionId\n    chatRole\n    chatContent\n    chatHelpful\n    externalSources\n    inscriptionEntrySources {\n      id\n      name\n      passage\n      dateRecorded\n    }\n    dateCreated\n  }\n": typeof types.ChatMessageFieldsFragmentDoc,
    "\n  query ChatSession($id: ID!) {\n    inscriptionChatSession(id: $id) {\n      id\n      inscriptionId\n      inscriptionChatSessionCategoryId\n      chatShortSummary\n      queryFrom\n      fetchUsing\n    }\n  }\n": typeof types.ChatSessionDocument,
    "\n  query ChatMessages($inscriptionChatSessionId: ID!) {\n    inscriptionChatSessionMessages(inscriptionChatSessionId: $inscriptionChatSessionId) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.ChatMessagesDocument,
    "\n  query ChatSessions($inscriptionId: ID!, $first: Int) {\n    inscriptionChatSessionsPaged(inscriptionId: $inscriptionId, first: $first) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          inscriptionChatSessionCategoryId\n          chatShortSummary\n          dateCreated\n        }\n      }\n    }\n  }\n": typeof types.ChatSessionsDocument,
    "\n  query ChatCategories($inscriptionId: ID!) {\n    inscriptionChatSessionCategories(inscriptionId: $inscriptionId) {\n      id\n      categoryName\n    }\n  }\n": typeof types.ChatCategoriesDocument,
    "\n  mutation CreateChatSession($input: CreateInscriptionChatSessionInput!) {\n    createInscriptionChatSession(input: $input) {\n      code\n      success\n      message\n      inscriptionChatSession {\n        id\n      }\n    }\n  }\n": typeof types.CreateChatSessionDocument,
    "\n  mutation UpdateChatSession($input: UpdateInscriptionChatSessionInput!) {\n    updateInscriptionChatSession(input: $input) {\n      code\n      success\n      message\n      inscriptionChatSession {\n        id\n      }\n    }\n  }\n": typeof types.UpdateChatSessionDocument,
    "\n  mutation DeleteChatSession($id: ID!) {\n    deleteInscriptionChatSession(id: $id) {\n      code\n      success\n      message\n    }\n  }\n": typeof types.DeleteChatSessionDocument,
    "\n  mutation CreateChatCategory($input: CreateInscriptionChatSessionCategoryInput!) {\n    createInscriptionChatSessionCategory(input: $input) {\n      code\n      success\n      message\n      category {\n        id\n      }\n    }\n  }\n": typeof types.CreateChatCategoryDocument,
    "\n  mutation UpdateChatCategory($input: UpdateInscriptionChatSessionCategoryInput!) {\n    updateInscriptionChatSessionCategory(input: $input) {\n      code\n      success\n      message\n      category {\n        id\n      }\n    }\n  }\n": typeof types.UpdateChatCategoryDocument,
    "\n  mutation DeleteChatCategory($id: ID!) {\n    deleteInscriptionChatSessionCategory(id: $id) {\n      code\n      success\n      message\n    }\n  }\n": typeof types.DeleteChatCategoryDocument,
    "\n  mutation RateChatMessage($input: UpdateInscriptionChatSessionMessageInput!) {\n    updateInscriptionChatSessionMessage(input: $input) {\n      code\n      success\n      message\n      inscriptionChatSessionMessage {\n        id\n        chatHelpful\n      }\n    }\n  }\n": typeof types.RateChatMessageDocument,
    "\n  subscription AskQuestion($input: AskInscriptionQuestionInput!) {\n    askInscriptionQuestion(input: $input) {\n      delta\n      error\n      unsupported\n      question {\n        ...ChatMessageFields\n      }\n      answer {\n        ...ChatMessageFields\n      }\n    }\n  }\n": typeof types.AskQuestionDocument,
    "\n  mutation PrepareInscriptionAnswers($inscriptionId: ID!) {\n    prepareInscriptionAnswers(inscriptionId: $inscriptionId)\n  }\n": typeof types.PrepareInscriptionAnswersDocument,
    "\n  query InscriptionDataInsight($inscriptionId: ID!) {\n    inscriptionDataInsight(inscriptionId: $inscriptionId) {\n      dateUpdated\n      engine\n      entryCount\n      fields {\n        field\n        items {\n          name\n          reasoning\n          evidence\n          topic\n          score\n          sources {\n            entryId\n            entryName\n            dateRecorded\n            quote\n          }\n        }\n      }\n    }\n  }\n": typeof types.InscriptionDataInsightDocument,
    "\n  query InscriptionInsightHistory($inscriptionId: ID!) {\n    inscriptionInsightHistory(inscriptionId: $inscriptionId) {\n      period\n      entryCount\n      items {\n        field\n        name\n        topic\n        score\n      }\n    }\n    inscriptionWritingActivity(inscriptionId: $inscriptionId) {\n      period\n      entries\n      words\n    }\n  }\n": typeof types.InscriptionInsightHistoryDocument,
    "\n  query InscriptionDiveDeeperQuestions($inscriptionId: ID!, $fields: [String!]!, $count: Int) {\n    inscriptionDiveDeeperQuestions(inscriptionId: $inscriptionId, fields: $fields, count: $count)\n  }\n": typeof types.InscriptionDiveDeeperQuestionsDocument,
    "\n  query InsightRefreshJob($kind: String, $inscriptionId: ID) {\n    jobs(kind: $kind, inscriptionId: $inscriptionId, first: 1) {\n      id\n      status\n      progress\n      progressMessage\n      runAt\n    }\n  }\n": typeof types.InsightRefreshJobDocument,
    "\n  mutation RefreshInscriptionDataInsight($inscriptionId: ID!) {\n    refreshInscriptionDataInsight(inscriptionId: $inscriptionId) {\n      code\n      success\n      message\n      job {\n        id\n        status\n        progress\n      }\n    }\n  }\n": typeof types.RefreshInscriptionDataInsightDocument,
    "\n  fragment UserFields on User {\n    id\n    fullName\n    email\n    bio\n    quote\n    timezone\n    profileImageUrl\n    dateCreated\n    dateUpdated\n  }\n": typeof types.UserFieldsFragmentDoc,
    "\n  fragment InscriptionFields on Inscription {\n    id\n    name\n    about\n    category\n    isPrivate\n    allowExternalAi\n    logoImageUrl\n    entryCount\n    dateCreated\n    dateUpdated\n  }\n": typeof types.InscriptionFieldsFragmentDoc,
    "\n  fragment ReminderFields on UserReminder {\n    id\n    userId\n    reminderType\n    reminderTime\n    reminderFrequencyType\n    reminderFrequency\n    reminderWeekDays\n    isActive\n    dateCreated\n    dateUpdated\n  }\n": typeof types.ReminderFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  fragment ChatMessageFields on InscriptionChatSessionMessage {\n    id\n    inscriptionChatSessionId\n    chatRole\n    chatContent\n    chatHelpful\n    externalSources\n    inscriptionEntrySources {\n      id\n      name\n      passage\n      dateRecorded\n    }\n    dateCreated\n  }\n": types.ChatMessageFieldsFragmentDoc,
    "\n  query ChatSession($id: ID!) {\n    inscriptionChatSession(id: $id) {\n      id\n      inscriptionId\n      inscriptionChatSessionCategoryId\n      chatShortSummary\n      queryFrom\n      fetchUsing\n    }\n  }\n": types.ChatSessionDocument,
    "\n  query ChatMessages($inscriptionChatSessionId: ID!) {\n    inscriptionChatSessionMessages(inscriptionChatSessionId: $inscriptionChatSessionId) {\n      ...ChatMessageFields\n    }\n  }\n": types.ChatMessagesDocument,
    "\n  query ChatSessions($inscriptionId: ID!, $first: Int) {\n    inscriptionChatSessionsPaged(inscriptionId: $inscriptionId, first: $first) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          inscriptionChatSessionCategoryId\n          chatShortSummary\n          dateCreated\n        }\n      }\n    }\n  }\n": types.ChatSessionsDocument,
    "\n  query ChatCategories($inscriptionId: ID!) {\n    inscriptionChatSessionCategories(inscriptionId: $inscriptionId) {\n      id\n      categoryName\n    }\n  }\n": types.ChatCategoriesDocument,
    "\n  mutation CreateChatSession($input: CreateInscriptionChatSessionInput!) {\n    createInscriptionChatSession(input: $input) {\n      code\n      success\n      message\n      inscriptionChatSession {\n        id\n      }\n    }\n  }\n": types.CreateChatSessionDocument,
    "\n  mutation UpdateChatSession($input: UpdateInscriptionChatSessionInput!) {\n    updateInscriptionChatSession(input: $input) {\n      code\n      success\n      message\n      inscriptionChatSession {\n        id\n      }\n    }\n  }\n": types.UpdateChatSessionDocument,
    "\n  mutation DeleteChatSession($id: ID!) {\n    deleteInscriptionChatSession(id: $id) {\n      code\n      success\n      message\n    }\n  }\n": types.DeleteChatSessionDocument,
    "\n  mutation CreateChatCategory($input: CreateInscriptionChatSessionCategoryInput!) {\n    createInscriptionChatSessionCategory(input: $input) {\n      code\n      success\n      message\n      category {\n        id\n      }\n    }\n  }\n": types.CreateChatCategoryDocument,
    "\n  mutation UpdateChatCategory($input: UpdateInscriptionChatSessionCategoryInput!) {\n    updateInscriptionChatSessionCategory(input: $input) {\n      code\n      success\n      message\n      category {\n        id\n      }\n    }\n  }\n": types.UpdateChatCategoryDocument,
    "\n  mutation DeleteChatCategory($id: ID!) {\n    deleteInscriptionChatSessionCategory(id: $id) {\n      code\n      success\n      message\n    }\n  }\n": types.DeleteChatCategoryDocument,
    "\n  mutation RateChatMessage($input: UpdateInscriptionChatSessionMessageInput!) {\n    updateInscriptionChatSessionMessage(input: $input) {\n      code\n      success\n      message\n      inscriptionChatSessionMessage {\n        id\n        chatHelpful\n      }\n    }\n  }\n": types.RateChatMessageDocument,
    "\n  subscription AskQuestion($input: AskInscriptionQuestionInput!) {\n    askInscriptionQuestion(input: $input) {\n      delta\n      error\n      unsupported\n      question {\n        ...ChatMessageFields\n      }\n      answer {\n        ...ChatMessageFields\n      }\n    }\n  }\n": types.AskQuestionDocument,
    "\n  mutation PrepareInscriptionAnswers($inscriptionId: ID!) {\n    prepareInscriptionAnswers(inscriptionId: $inscriptionId)\n  }\n": types.PrepareInscriptionAnswersDocument,
    "\n  query InscriptionDataInsight($inscriptionId: ID!) {\n    inscriptionDataInsight(inscriptionId: $inscriptionId) {\n      dateUpdated\n      engine\n      entryCount\n      fields {\n        field\n        items {\n          name\n          reasoning\n          evidence\n          topic\n          score\n          sources {\n            entryId\n            entryName\n            dateRecorded\n            quote\n          }\n        }\n      }\n    }\n  }\n": types.InscriptionDataInsightDocument,
    "\n  query InscriptionInsightHistory($inscriptionId: ID!) {\n    inscriptionInsightHistory(inscriptionId: $inscriptionId) {\n      period\n      entryCount\n      items {\n        field\n        name\n        topic\n        score\n      }\n    }\n    inscriptionWritingActivity(inscriptionId: $inscriptionId) {\n      period\n      entries\n      words\n    }\n  }\n": types.InscriptionInsightHistoryDocument,
    "\n  query InscriptionDiveDeeperQuestions($inscriptionId: ID!, $fields: [String!]!, $count: Int) {\n    inscriptionDiveDeeperQuestions(inscriptionId: $inscriptionId, fields: $fields, count: $count)\n  }\n": types.InscriptionDiveDeeperQuestionsDocument,
    "\n  query InsightRefreshJob($kind: String, $inscriptionId: ID) {\n    jobs(kind: $kind, inscriptionId: $inscriptionId, first: 1) {\n      id\n      status\n      progress\n      progressMessage\n      runAt\n    }\n  }\n": types.InsightRefreshJobDocument,
    "\n  mutation RefreshInscriptionDataInsight($inscriptionId: ID!) {\n    refreshInscriptionDataInsight(inscriptionId: $inscriptionId) {\n      code\n      success\n      message\n      job {\n        id\n        status\n        progress\n      }\n    }\n  }\n": types.RefreshInscriptionDataInsightDocument,
    "\n  fragment UserFields on User {\n    id\n    fullName\n    email\n    bio\n    quote\n    timezone\n    profileImageUrl\n    dateCreated\n    dateUpdated\n  }\n": types.UserFieldsFragmentDoc,
    "\n  fragment InscriptionFields on Inscription {\n    id\n    name\n    about\n    category\n    isPrivate\n    allowExternalAi\n    logoImageUrl\n    entryCount\n    dateCreated\n    dateUpdated\n  }\n": types.InscriptionFieldsFragmentDoc,
    "\n  fragment ReminderFields on UserReminder {\n    id\n    userId\n    reminderType\n    reminderTime\n    reminderFrequencyType\n    reminderFrequency\n    reminderWeekDays\n    isActive\n    dateCreated\n    dateUpdated\n  }\n": types.ReminderFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatMessageFields on InscriptionChatSessionMessage {\n    id\n    inscriptionChatSessionId\n    chatRole\n    chatContent\n    chatHelpful\n    externalSources\n    inscriptionEntrySources {\n      id\n      name\n      passage\n      dateRecorded\n    }\n    dateCreated\n  }\n"): typeof import('./graphql').ChatMessageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatSession($id: ID!) {\n    inscriptionChatSession(id: $id) {\n      id\n      inscriptionId\n      inscriptionChatSessionCategoryId\n      chatShortSummary\n      queryFrom\n      fetchUsing\n    }\n  }\n"): typeof import('./graphql').ChatSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatMessages($inscriptionChatSessionId: ID!) {\n    inscriptionChatSessionMessages(inscriptionChatSessionId: $inscriptionChatSessionId) {\n      ...ChatMessageFields\n    }\n  }\n"): typeof import('./graphql').ChatMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatSessions($inscriptionId: ID!, $first: Int) {\n    inscriptionChatSessionsPaged(inscriptionId: $inscriptionId, first: $first) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          inscriptionChatSessionCategoryId\n          chatShortSummary\n          dateCreated\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ChatSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatCategories($inscriptionId: ID!) {\n    inscriptionChatSessionCategories(inscriptionId: $inscriptionId) {\n      id\n      categoryName\n    }\n  }\n"): typeof import('./graphql').ChatCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateChatSession($input: CreateInscriptionChatSessionInput!) {\n    createInscriptionChatSession(input: $input) {\n      code\n      success\n      message\n      inscriptionChatSession {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CreateChatSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateChatSession($input: UpdateInscriptionChatSessionInput!) {\n    updateInscriptionChatSession(input: $input) {\n      code\n      success\n      message\n      inscriptionChatSession {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateChatSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteChatSession($id: ID!) {\n    deleteInscriptionChatSession(id: $id) {\n      code\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').DeleteChatSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateChatCategory($input: CreateInscriptionChatSessionCategoryInput!) {\n    createInscriptionChatSessionCategory(input: $input) {\n      code\n      success\n      message\n      category {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CreateChatCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateChatCategory($input: UpdateInscriptionChatSessionCategoryInput!) {\n    updateInscriptionChatSessionCategory(input: $input) {\n      code\n      success\n      message\n      category {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateChatCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteChatCategory($id: ID!) {\n    deleteInscriptionChatSessionCategory(id: $id) {\n      code\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').DeleteChatCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RateChatMessage($input: UpdateInscriptionChatSessionMessageInput!) {\n    updateInscriptionChatSessionMessage(input: $input) {\n      code\n      success\n      message\n      inscriptionChatSessionMessage {\n        id\n        chatHelpful\n      }\n    }\n  }\n"): typeof import('./graphql').RateChatMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AskQuestion($input: AskInscriptionQuestionInput!) {\n    askInscriptionQuestion(input: $input) {\n      delta\n      error\n      unsupported\n      question {\n        ...ChatMessageFields\n      }\n      answer {\n        ...ChatMessageFields\n      }\n    }\n  }\n"): typeof import('./graphql').AskQuestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PrepareInscriptionAnswers($inscriptionId: ID!) {\n    prepareInscriptionAnswers(inscriptionId: $inscriptionId)\n  }\n"): typeof import('./graphql').PrepareInscriptionAnswersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InscriptionDataInsight($inscriptionId: ID!) {\n    inscriptionDataInsight(inscriptionId: $inscriptionId) {\n      dateUpdated\n      engine\n      entryCount\n      fields {\n        field\n        items {\n          name\n          reasoning\n          evidence\n          topic\n          score\n          sources {\n            entryId\n            entryName\n            dateRecorded\n            quote\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').InscriptionDataInsightDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InscriptionInsightHistory($inscriptionId: ID!) {\n    inscriptionInsightHistory(inscriptionId: $inscriptionId) {\n      period\n      entryCount\n      items {\n        field\n        name\n        topic\n        score\n      }\n    }\n    inscriptionWritingActivity(inscriptionId: $inscriptionId) {\n      period\n      entries\n      words\n    }\n  }\n"): typeof import('./graphql').InscriptionInsightHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InscriptionDiveDeeperQuestions($inscriptionId: ID!, $fields: [String!]!, $count: Int) {\n    inscriptionDiveDeeperQuestions(inscriptionId: $inscriptionId, fields: $fields, count: $count)\n  }\n"): typeof import('./graphql').InscriptionDiveDeeperQuestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsightRefreshJob($kind: String, $inscriptionId: ID) {\n    jobs(kind: $kind, inscriptionId: $inscriptionId, first: 1) {\n      id\n      status\n      progress\n      progressMessage\n      runAt\n    }\n  }\n"): typeof import('./graphql').InsightRefreshJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshInscriptionDataInsight($inscriptionId: ID!) {\n    refreshInscriptionDataInsight(inscriptionId: $inscriptionId) {\n      code\n      success\n      message\n      job {\n        id\n        status\n        progress\n      }\n    }\n  }\n"): typeof import('./graphql').RefreshInscriptionDataInsightDocument;
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
