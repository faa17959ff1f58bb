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
    "\n  mutation UpdateInscription($input: UpdateInscriptionInput!) {\n    updateInscription(input: $input) {\n      code\n      success\n      message\n      inscription {\n        ...InscriptionFields\n        logoImageUploadUrl\n      }\n    }\n  }\n": typeof types.UpdateInscriptionDocument,
    "\n  mutation DeleteInscription($input: DeleteInscriptionInput!) {\n    deleteInscription(input: $input) {\n      code\n      success\n      message\n    }\n  }\n": typeof types.DeleteInscriptionDocument,
    "\n  query EditorQuestions($inscriptionId: ID!) {\n    inscriptionQuestions(inscriptionId: $inscriptionId) {\n      id\n      questionType\n      question\n      min\n      max\n      position\n    }\n  }\n": typeof types.EditorQuestionsDocument,
    "\n  mutation CreateEditorQuestion($input: CreateInscriptionQuestionInput!) {\n    createInscriptionQuestion(input: $input) {\n      code\n      success\n      message\n      inscriptionQuestion {\n        id\n      }\n    }\n  }\n": typeof types.CreateEditorQuestionDocument,
    "\n  mutation UpdateEditorQuestion($input: UpdateInscriptionQuestionInput!) {\n    updateInscriptionQuestion(input: $input) {\n      code\n      success\n      message\n      inscriptionQuestion {\n        id\n      }\n    }\n  }\n": typeof types.UpdateEditorQuestionDocument,
    "\n  mutation DeleteEditorQuestion($input: DeleteInscriptionQuestionInput!) {\n    deleteInscriptionQuestion(input: $input) {\n      code\n      success\n      message\n      inscriptionQuestion {\n        id\n      }\n    }\n  }\n": typeof types.DeleteEditorQuestionDocument,
    "\n  mutation ReorderEditorQuestions($input: ReorderInscriptionQuestionsInput!) {\n    reorderInscriptionQuestions(input: $input) {\n      code\n      success\n      message\n      inscriptionQuestions {\n        id\n        questionType\n        question\n        min\n        max\n        position\n      }\n    }\n  }\n": typeof types.ReorderEditorQuestionsDocument,
    "\n  query TimelinePage($inscriptionId: ID!, $scale: TimelineScale, $year: Int, $month: Int, $first: Int, $pivot: ID) {\n    inscriptionTimelineEntriesPaged(inscriptionId: $inscriptionId, scale: $scale, year: $year, month: $month, first: $first, pivot: $pivot) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          summary\n          scale\n          year\n          month\n          week\n          dateUpdated\n          sentences {\n            text\n            entries {\n              entryId\n              entryName\n              dateRecorded\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.TimelinePageDocument,
    "\n  mutation GenerateInscriptionTimeline($input: GenerateInscriptionTimelineInput!) {\n    generateInscriptionTimeline(input: $input) {\n      code\n      success\n      message\n      job {\n        id\n        status\n        progress\n      }\n    }\n  }\n": typeof types.GenerateInscriptionTimelineDocument,
    "\n  query TimelineJob($id: ID!) {\n    job(id: $id) {\n      id\n      status\n      progress\n      progressMessage\n    }\n  }\n": typeof types.TimelineJobDocument,
    "\n  mutation UpdateTimelineSummary($input: UpdateInscriptionTimelineEntryInput!) {\n    updateInscriptionTimelineEntry(input: $input) {\n      code\n      success\n      message\n      inscriptionTimelineEntry {\n        id\n      }\n    }\n  }\n": typeof types.UpdateTimelineSummaryDocument,
    "\n  mutation DeleteTimelineSummary($input: DeleteInscriptionTimelineEntryInput!) {\n    deleteInscriptionTimelineEntry(input: $input) {\n      code\n      success\n      message\n      inscriptionTimelineEntry {\n        id\n      }\n    }\n  }\n": typeof types.DeleteTimelineSummaryDocument,
    "\n  fragment UserFields on User {\n    id\n    fullName\n    email\n    bio\n    quote\n    timezone\n    profileImageUrl\n    dateCreated\n    dateUpdated\n  }\n": typeof types.UserFieldsFragmentDoc,
    "\n  fragment InscriptionFields on Inscription {\n    id\n    name\n    about\n    category\n    isPrivate\n    allowExternalAi\n    logoImageUrl\n    entryCount\n    dateCreated\n    dateUpdated\n  }\n": typeof types.InscriptionFieldsFragmentDoc,
    "\n  fragment ReminderFields on UserReminder {\n    id\n    userId\n    reminderType\n    reminderTime\n    reminderFrequencyType\n    reminderFrequency\n    reminderWeekDays\n    isActive\n    dateCreated\n    dateUpdated\n  }\n": typeof types.ReminderFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  mutation UpdateInscription($input: UpdateInscriptionInput!) {\n    updateInscription(input: $input) {\n      code\n      success\n      message\n      inscription {\n        ...InscriptionFields\n        logoImageUploadUrl\n      }\n    }\n  }\n": types.UpdateInscriptionDocument,
    "\n  mutation DeleteInscription($input: DeleteInscriptionInput!) {\n    deleteInscription(input: $input) {\n      code\n      success\n      message\n    }\n  }\n": types.DeleteInscriptionDocument,
    "\n  query EditorQuestions($inscriptionId: ID!) {\n    inscriptionQuestions(inscriptionId: $inscriptionId) {\n      id\n      questionType\n      question\n      min\n      max\n      position\n    }\n  }\n": types.EditorQuestionsDocument,
    "\n  mutation CreateEditorQuestion($input: CreateInscriptionQuestionInput!) {\n    createInscriptionQuestion(input: $input) {\n      code\n      success\n      message\n      inscriptionQuestion {\n        id\n      }\n    }\n  }\n": types.CreateEditorQuestionDocument,
    "\n  mutation UpdateEditorQuestion($input: UpdateInscriptionQuestionInput!) {\n    updateInscriptionQuestion(input: $input) {\n      code\n      success\n      message\n      inscriptionQuestion {\n        id\n      }\n    }\n  }\n": types.UpdateEditorQuestionDocument,
    "\n  mutation DeleteEditorQuestion($input: DeleteInscriptionQuestionInput!) {\n    deleteInscriptionQuestion(input: $input) {\n      code\n      success\n      message\n      inscriptionQuestion {\n        id\n      }\n    }\n  }\n": types.DeleteEditorQuestionDocument,
    "\n  mutation ReorderEditorQuestions($input: ReorderInscriptionQuestionsInput!) {\n    reorderInscriptionQuestions(input: $input) {\n      code\n      success\n      message\n      inscriptionQuestions {\n        id\n        questionType\n        question\n        min\n        max\n        position\n      }\n    }\n  }\n": types.ReorderEditorQuestionsDocument,
    "\n  query TimelinePage($inscriptionId: ID!, $scale: TimelineScale, $year: Int, $month: Int, $first: Int, $pivot: ID) {\n    inscriptionTimelineEntriesPaged(inscriptionId: $inscriptionId, scale: $scale, year: $year, month: $month, first: $first, pivot: $pivot) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          summary\n          scale\n          year\n          month\n          week\n          dateUpdated\n          sentences {\n            text\n            entries {\n              entryId\n              entryName\n              dateRecorded\n            }\n          }\n        }\n      }\n    }\n  }\n": types.TimelinePageDocument,
    "\n  mutation GenerateInscriptionTimeline($input: GenerateInscriptionTimelineInput!) {\n    generateInscriptionTimeline(input: $input) {\n      code\n      success\n      message\n      job {\n        id\n        status\n        progress\n      }\n    }\n  }\n": types.GenerateInscriptionTimelineDocument,
    "\n  query TimelineJob($id: ID!) {\n    job(id: $id) {\n      id\n      status\n      progress\n      progressMessage\n    }\n  }\n": types.TimelineJobDocument,
    "\n  mutation UpdateTimelineSummary($input: UpdateInscriptionTimelineEntryInput!) {\n    updateInscriptionTimelineEntry(input: $input) {\n      code\n      success\n      message\n      inscriptionTimelineEntry {\n        id\n      }\n    }\n  }\n": types.UpdateTimelineSummaryDocument,
    "\n  mutation DeleteTimelineSummary($input: DeleteInscriptionTimelineEntryInput!) {\n    deleteInscriptionTimelineEntry(input: $input) {\n      code\n      success\n      message\n      inscriptionTimelineEntry {\n        id\n      }\n    }\n  }\n": types.DeleteTimelineSummaryDocument,
    "\n  fragment UserFields on User {\n    id\n    fullName\n    email\n    bio\n    quote\n    timezone\n    profileImageUrl\n    dateCreated\n    dateUpdated\n  }\n": types.UserFieldsFragmentDoc,
    "\n  fragment InscriptionFields on Inscription {\n    id\n    name\n    about\n    category\n    isPrivate\n    allowExternalAi\n    logoImageUrl\n    entryCount\n    dateCreated\n    dateUpdated\n  }\n": types.InscriptionFieldsFragmentDoc,
    "\n  fragment ReminderFields on UserReminder {\n    id\n    userId\n    reminderType\n    reminderTime\n    reminderFrequencyType\n    reminderFrequency\n    reminderWeekDays\n    isActive\n    dateCreated\n    dateUpdated\n  }\n": types.ReminderFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInscription($input: UpdateInscriptionInput!) {\n    updateInscription(input: $input) {\n      code\n      success\n      message\n      inscription {\n        ...InscriptionFields\n        logoImageUploadUrl\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateInscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteInscription($input: DeleteInscriptionInput!) {\n    deleteInscription(input: $input) {\n      code\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').DeleteInscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorQuestions($inscriptionId: ID!) {\n    inscriptionQuestions(inscriptionId: $inscriptionId) {\n      id\n      questionType\n      question\n      min\n      max\n      position\n    }\n  }\n"): typeof import('./graphql').EditorQuestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEditorQuestion($input: CreateInscriptionQuestionInput!) {\n    createInscriptionQuestion(input: $input) {\n      code\n      success\n      message\n      inscriptionQuestion {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CreateEditorQuestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEditorQuestion($input: UpdateInscriptionQuestionInput!) {\n    updateInscriptionQuestion(input: $input) {\n      code\n      success\n      message\n      inscriptionQuestion {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateEditorQuestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEditorQuestion($input: DeleteInscriptionQuestionInput!) {\n    deleteInscriptionQuestion(input: $input) {\n      code\n      success\n      message\n      inscriptionQuestion {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').DeleteEditorQuestionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderEditorQuestions($input: ReorderInscriptionQuestionsInput!) {\n    reorderInscriptionQuestions(input: $input) {\n      code\n      success\n      message\n      inscriptionQuestions {\n        id\n        questionType\n        question\n        min\n        max\n        position\n      }\n    }\n  }\n"): typeof import('./graphql').ReorderEditorQuestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TimelinePage($inscriptionId: ID!, $scale: TimelineScale, $year: Int, $month: Int, $first: Int, $pivot: ID) {\n    inscriptionTimelineEntriesPaged(inscriptionId: $inscriptionId, scale: $scale, year: $year, month: $month, first: $first, pivot: $pivot) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          summary\n          scale\n          year\n          month\n          week\n          dateUpdated\n          sentences {\n            text\n            entries {\n              entryId\n              entryName\n              dateRecorded\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TimelinePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateInscriptionTimeline($input: GenerateInscriptionTimelineInput!) {\n    generateInscriptionTimeline(input: $input) {\n      code\n      success\n      message\n      job {\n        id\n        status\n        progress\n      }\n    }\n  }\n"): typeof import('./graphql').GenerateInscriptionTimelineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TimelineJob($id: ID!) {\n    job(id: $id) {\n      id\n      status\n      progress\n      progressMessage\n    }\n  }\n"): typeof import('./graphql').TimelineJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTimelineSummary($input: UpdateInscriptionTimelineEntryInput!) {\n    updateInscriptionTimelineEntry(input: $input) {\n      code\n      success\n      message\n      inscriptionTimelineEntry {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateTimelineSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTimelineSummary($input: DeleteInscriptionTimelineEntryInput!) {\n    deleteInscriptionTimelineEntry(input: $input) {\n      code\n      success\n      message\n      inscriptionTimelineEntry {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').DeleteTimelineSummaryDocument;
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
