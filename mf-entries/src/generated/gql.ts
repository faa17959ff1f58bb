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
    "\n  fragment InscriptionEntryFields on InscriptionEntry {\n    id\n    inscriptionId\n    name\n    transcript\n    preview\n    isPrivate\n    isImportant\n    isMuted\n    dateRecorded\n    dateCreated\n    dateUpdated\n  }\n": typeof types.InscriptionEntryFieldsFragmentDoc,
    "\n  query InscriptionEntriesPaged($inscriptionId: ID!, $first: Int, $after: Boolean, $pivot: ID) {\n    inscriptionEntriesPaged(inscriptionId: $inscriptionId, first: $first, after: $after, pivot: $pivot) {\n      edges {\n        cursor\n        node {\n          ...InscriptionEntryFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n": typeof types.InscriptionEntriesPagedDocument,
    "\n  query InscriptionQuestions($inscriptionId: ID!, $includeDeleted: Boolean) {\n    inscriptionQuestions(inscriptionId: $inscriptionId, includeDeleted: $includeDeleted) {\n      id\n      inscriptionId\n      questionType\n      question\n      min\n      max\n      dateDeleted\n    }\n  }\n": typeof types.InscriptionQuestionsDocument,
    "\n  mutation CreateInscriptionEntryQuestionAnswer($input: CreateInscriptionEntryQuestionAnswerInput!) {\n    createInscriptionEntryQuestionAnswer(input: $input) {\n      code\n      success\n      message\n      inscriptionEntryQuestionAnswer {\n        id\n        inscriptionQuestionId\n        inscriptionEntryId\n        answer\n      }\n    }\n  }\n": typeof types.CreateInscriptionEntryQuestionAnswerDocument,
    "\n  mutation UpdateEntryAudio($input: UpdateInscriptionEntryInput!) {\n    updateInscriptionEntry(input: $input) {\n      code\n      success\n      message\n      inscriptionEntry {\n        id\n        audioUrl\n        audioUploadUrl\n      }\n    }\n  }\n": typeof types.UpdateEntryAudioDocument,
    "\n  query InscriptionEntry($inscriptionEntryId: ID!) {\n    inscriptionEntry(inscriptionEntryId: $inscriptionEntryId) {\n      ...InscriptionEntryFields\n      audioUrl\n      questionAnswers {\n        id\n        inscriptionQuestionId\n        inscriptionEntryId\n        answer\n      }\n    }\n  }\n": typeof types.InscriptionEntryDocument,
    "\n  mutation UpdateInscriptionEntry($input: UpdateInscriptionEntryInput!) {\n    updateInscriptionEntry(input: $input) {\n      code\n      success\n      message\n      inscriptionEntry {\n        ...InscriptionEntryFields\n        audioUrl\n        audioUploadUrl\n      }\n    }\n  }\n": typeof types.UpdateInscriptionEntryDocument,
    "\n  mutation DeleteInscriptionEntry($input: DeleteInscriptionEntryInput!) {\n    deleteInscriptionEntry(input: $input) {\n      code\n      success\n      message\n      inscriptionEntry {\n        id\n      }\n    }\n  }\n": typeof types.DeleteInscriptionEntryDocument,
    "\n  mutation UpdateInscriptionEntryQuestionAnswer($input: UpdateInscriptionEntryQuestionAnswerInput!) {\n    updateInscriptionEntryQuestionAnswer(input: $input) {\n      code\n      success\n      message\n      inscriptionEntryQuestionAnswer {\n        id\n        inscriptionQuestionId\n        inscriptionEntryId\n        answer\n      }\n    }\n  }\n": typeof types.UpdateInscriptionEntryQuestionAnswerDocument,
    "\n  query EntryWordTimings($inscriptionEntryId: ID!) {\n    inscriptionEntry(inscriptionEntryId: $inscriptionEntryId) {\n      id\n      wordTimings {\n        word\n        start\n        end\n      }\n    }\n  }\n": typeof types.EntryWordTimingsDocument,
    "\n  query TranscriptionAvailable {\n    transcriptionAvailable\n  }\n": typeof types.TranscriptionAvailableDocument,
    "\n  mutation TranscribeInscriptionEntry($id: ID!) {\n    transcribeInscriptionEntry(id: $id) {\n      code\n      success\n      message\n      job {\n        id\n        status\n        progress\n      }\n    }\n  }\n": typeof types.TranscribeInscriptionEntryDocument,
    "\n  query TranscriptionJob($id: ID!) {\n    job(id: $id) {\n      id\n      status\n      progress\n      progressMessage\n    }\n  }\n": typeof types.TranscriptionJobDocument,
    "\n  query EntryTranscript($inscriptionEntryId: ID!) {\n    inscriptionEntry(inscriptionEntryId: $inscriptionEntryId) {\n      id\n      transcript\n    }\n  }\n": typeof types.EntryTranscriptDocument,
    "\n  mutation CreateInscriptionEntry($input: CreateInscriptionEntryInput!) {\n    createInscriptionEntry(input: $input) {\n      code\n      success\n      message\n      inscriptionEntry {\n        ...InscriptionEntryFields\n        audioUploadUrl\n      }\n    }\n  }\n": typeof types.CreateInscriptionEntryDocument,
    "\n  query SpeechToken($service: ExternalService!) {\n    serviceToken(service: $service)\n  }\n": typeof types.SpeechTokenDocument,
    "\n  query SearchInscriptionEntries($inscriptionId: ID!, $query: String!, $first: Int) {\n    searchInscriptionEntries(inscriptionId: $inscriptionId, query: $query, first: $first) {\n      rank\n      headline\n      entry {\n        ...InscriptionEntryFields\n      }\n    }\n  }\n": typeof types.SearchInscriptionEntriesDocument,
    "\n  fragment UserFields on User {\n    id\n    fullName\n    email\n    bio\n    quote\n    timezone\n    profileImageUrl\n    dateCreated\n    dateUpdated\n  }\n": typeof types.UserFieldsFragmentDoc,
    "\n  fragment InscriptionFields on Inscription {\n    id\n    name\n    about\n    category\n    isPrivate\n    allowExternalAi\n    logoImageUrl\n    entryCount\n    dateCreated\n    dateUpdated\n  }\n": typeof types.InscriptionFieldsFragmentDoc,
    "\n  fragment ReminderFields on UserReminder {\n    id\n    userId\n    reminderType\n    reminderTime\n    reminderFrequencyType\n    reminderFrequency\n    reminderWeekDays\n    isActive\n    dateCreated\n    dateUpdated\n  }\n": typeof types.ReminderFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  fragment InscriptionEntryFields on InscriptionEntry {\n    id\n    inscriptionId\n    name\n    transcript\n    preview\n    isPrivate\n    isImportant\n    isMuted\n    dateRecorded\n    dateCreated\n    dateUpdated\n  }\n": types.InscriptionEntryFieldsFragmentDoc,
    "\n  query InscriptionEntriesPaged($inscriptionId: ID!, $first: Int, $after: Boolean, $pivot: ID) {\n    inscriptionEntriesPaged(inscriptionId: $inscriptionId, first: $first, after: $after, pivot: $pivot) {\n      edges {\n        cursor\n        node {\n          ...InscriptionEntryFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n": types.InscriptionEntriesPagedDocument,
    "\n  query InscriptionQuestions($inscriptionId: ID!, $includeDeleted: Boolean) {\n    inscriptionQuestions(inscriptionId: $inscriptionId, includeDeleted: $includeDeleted) {\n      id\n      inscriptionId\n      questionType\n      question\n      min\n      max\n      dateDeleted\n    }\n  }\n": types.InscriptionQuestionsDocument,
    "\n  mutation CreateInscriptionEntryQuestionAnswer($input: CreateInscriptionEntryQuestionAnswerInput!) {\n    createInscriptionEntryQuestionAnswer(input: $input) {\n      code\n      success\n      message\n      inscriptionEntryQuestionAnswer {\n        id\n        inscriptionQuestionId\n        inscriptionEntryId\n        answer\n      }\n    }\n  }\n": types.CreateInscriptionEntryQuestionAnswerDocument,
    "\n  mutation UpdateEntryAudio($input: UpdateInscriptionEntryInput!) {\n    updateInscriptionEntry(input: $input) {\n      code\n      success\n      message\n      inscriptionEntry {\n        id\n        audioUrl\n        audioUploadUrl\n      }\n    }\n  }\n": types.UpdateEntryAudioDocument,
    "\n  query InscriptionEntry($inscriptionEntryId: ID!) {\n    inscriptionEntry(inscriptionEntryId: $inscriptionEntryId) {\n      ...InscriptionEntryFields\n      audioUrl\n      questionAnswers {\n        id\n        inscriptionQuestionId\n        inscriptionEntryId\n        answer\n      }\n    }\n  }\n": types.InscriptionEntryDocument,
    "\n  mutation UpdateInscriptionEntry($input: UpdateInscriptionEntryInput!) {\n    updateInscriptionEntry(input: $input) {\n      code\n      success\n      message\n      inscriptionEntry {\n        ...InscriptionEntryFields\n        audioUrl\n        audioUploadUrl\n      }\n    }\n  }\n": types.UpdateInscriptionEntryDocument,
    "\n  mutation DeleteInscriptionEntry($input: DeleteInscriptionEntryInput!) {\n    deleteInscriptionEntry(input: $input) {\n      code\n      success\n      message\n      inscriptionEntry {\n        id\n      }\n    }\n  }\n": types.DeleteInscriptionEntryDocument,
    "\n  mutation UpdateInscriptionEntryQuestionAnswer($input: UpdateInscriptionEntryQuestionAnswerInput!) {\n    updateInscriptionEntryQuestionAnswer(input: $input) {\n      code\n      success\n      message\n      inscriptionEntryQuestionAnswer {\n        id\n        inscriptionQuestionId\n        inscriptionEntryId\n        answer\n      }\n    }\n  }\n": types.UpdateInscriptionEntryQuestionAnswerDocument,
    "\n  query EntryWordTimings($inscriptionEntryId: ID!) {\n    inscriptionEntry(inscriptionEntryId: $inscriptionEntryId) {\n      id\n      wordTimings {\n        word\n        start\n        end\n      }\n    }\n  }\n": types.EntryWordTimingsDocument,
    "\n  query TranscriptionAvailable {\n    transcriptionAvailable\n  }\n": types.TranscriptionAvailableDocument,
    "\n  mutation TranscribeInscriptionEntry($id: ID!) {\n    transcribeInscriptionEntry(id: $id) {\n      code\n      success\n      message\n      job {\n        id\n        status\n        progress\n      }\n    }\n  }\n": types.TranscribeInscriptionEntryDocument,
    "\n  query TranscriptionJob($id: ID!) {\n    job(id: $id) {\n      id\n      status\n      progress\n      progressMessage\n    }\n  }\n": types.TranscriptionJobDocument,
    "\n  query EntryTranscript($inscriptionEntryId: ID!) {\n    inscriptionEntry(inscriptionEntryId: $inscriptionEntryId) {\n      id\n      transcript\n    }\n  }\n": types.EntryTranscriptDocument,
    "\n  mutation CreateInscriptionEntry($input: CreateInscriptionEntryInput!) {\n    createInscriptionEntry(input: $input) {\n      code\n      success\n      message\n      inscriptionEntry {\n        ...InscriptionEntryFields\n        audioUploadUrl\n      }\n    }\n  }\n": types.CreateInscriptionEntryDocument,
    "\n  query SpeechToken($service: ExternalService!) {\n    serviceToken(service: $service)\n  }\n": types.SpeechTokenDocument,
    "\n  query SearchInscriptionEntries($inscriptionId: ID!, $query: String!, $first: Int) {\n    searchInscriptionEntries(inscriptionId: $inscriptionId, query: $query, first: $first) {\n      rank\n      headline\n      entry {\n        ...InscriptionEntryFields\n      }\n    }\n  }\n": types.SearchInscriptionEntriesDocument,
    "\n  fragment UserFields on User {\n    id\n    fullName\n    email\n    bio\n    quote\n    timezone\n    profileImageUrl\n    dateCreated\n    dateUpdated\n  }\n": types.UserFieldsFragmentDoc,
    "\n  fragment InscriptionFields on Inscription {\n    id\n    name\n    about\n    category\n    isPrivate\n    allowExternalAi\n    logoImageUrl\n    entryCount\n    dateCreated\n    dateUpdated\n  }\n": types.InscriptionFieldsFragmentDoc,
    "\n  fragment ReminderFields on UserReminder {\n    id\n    userId\n    reminderType\n    reminderTime\n    reminderFrequencyType\n    reminderFrequency\n    reminderWeekDays\n    isActive\n    dateCreated\n    dateUpdated\n  }\n": types.ReminderFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InscriptionEntryFields on InscriptionEntry {\n    id\n    inscriptionId\n    name\n    transcript\n    preview\n    isPrivate\n    isImportant\n    isMuted\n    dateRecorded\n    dateCreated\n    dateUpdated\n  }\n"): typeof import('./graphql').InscriptionEntryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InscriptionEntriesPaged($inscriptionId: ID!, $first: Int, $after: Boolean, $pivot: ID) {\n    inscriptionEntriesPaged(inscriptionId: $inscriptionId, first: $first, after: $after, pivot: $pivot) {\n      edges {\n        cursor\n        node {\n          ...InscriptionEntryFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n"): typeof import('./graphql').InscriptionEntriesPagedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InscriptionQuestions($inscriptionId: ID!, $includeDeleted: Boolean) {\n    inscriptionQuestions(inscriptionId: $inscriptionId, includeDeleted: $includeDeleted) {\n      id\n      inscriptionId\n      questionType\n      question\n      min\n      max\n      dateDeleted\n    }\n  }\n"): typeof import('./graphql').InscriptionQuestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInscriptionEntryQuestionAnswer($input: CreateInscriptionEntryQuestionAnswerInput!) {\n    createInscriptionEntryQuestionAnswer(input: $input) {\n      code\n      success\n      message\n      inscriptionEntryQuestionAnswer {\n        id\n        inscriptionQuestionId\n        inscriptionEntryId\n        answer\n      }\n    }\n  }\n"): typeof import('./graphql').CreateInscriptionEntryQuestionAnswerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEntryAudio($input: UpdateInscriptionEntryInput!) {\n    updateInscriptionEntry(input: $input) {\n      code\n      success\n      message\n      inscriptionEntry {\n        id\n        audioUrl\n        audioUploadUrl\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateEntryAudioDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InscriptionEntry($inscriptionEntryId: ID!) {\n    inscriptionEntry(inscriptionEntryId: $inscriptionEntryId) {\n      ...InscriptionEntryFields\n      audioUrl\n      questionAnswers {\n        id\n        inscriptionQuestionId\n        inscriptionEntryId\n        answer\n      }\n    }\n  }\n"): typeof import('./graphql').InscriptionEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInscriptionEntry($input: UpdateInscriptionEntryInput!) {\n    updateInscriptionEntry(input: $input) {\n      code\n      success\n      message\n      inscriptionEntry {\n        ...InscriptionEntryFields\n        audioUrl\n        audioUploadUrl\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateInscriptionEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteInscriptionEntry($input: DeleteInscriptionEntryInput!) {\n    deleteInscriptionEntry(input: $input) {\n      code\n      success\n      message\n      inscriptionEntry {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').DeleteInscriptionEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInscriptionEntryQuestionAnswer($input: UpdateInscriptionEntryQuestionAnswerInput!) {\n    updateInscriptionEntryQuestionAnswer(input: $input) {\n      code\n      success\n      message\n      inscriptionEntryQuestionAnswer {\n        id\n        inscriptionQuestionId\n        inscriptionEntryId\n        answer\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateInscriptionEntryQuestionAnswerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryWordTimings($inscriptionEntryId: ID!) {\n    inscriptionEntry(inscriptionEntryId: $inscriptionEntryId) {\n      id\n      wordTimings {\n        word\n        start\n        end\n      }\n    }\n  }\n"): typeof import('./graphql').EntryWordTimingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TranscriptionAvailable {\n    transcriptionAvailable\n  }\n"): typeof import('./graphql').TranscriptionAvailableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TranscribeInscriptionEntry($id: ID!) {\n    transcribeInscriptionEntry(id: $id) {\n      code\n      success\n      message\n      job {\n        id\n        status\n        progress\n      }\n    }\n  }\n"): typeof import('./graphql').TranscribeInscriptionEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TranscriptionJob($id: ID!) {\n    job(id: $id) {\n      id\n      status\n      progress\n      progressMessage\n    }\n  }\n"): typeof import('./graphql').TranscriptionJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryTranscript($inscriptionEntryId: ID!) {\n    inscriptionEntry(inscriptionEntryId: $inscriptionEntryId) {\n      id\n      transcript\n    }\n  }\n"): typeof import('./graphql').EntryTranscriptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInscriptionEntry($input: CreateInscriptionEntryInput!) {\n    createInscriptionEntry(input: $input) {\n      code\n      success\n      message\n      inscriptionEntry {\n        ...InscriptionEntryFields\n        audioUploadUrl\n      }\n    }\n  }\n"): typeof import('./graphql').CreateInscriptionEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SpeechToken($service: ExternalService!) {\n    serviceToken(service: $service)\n  }\n"): typeof import('./graphql').SpeechTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchInscriptionEntries($inscriptionId: ID!, $query: String!, $first: Int) {\n    searchInscriptionEntries(inscriptionId: $inscriptionId, query: $query, first: $first) {\n      rank\n      headline\n      entry {\n        ...InscriptionEntryFields\n      }\n    }\n  }\n"): typeof import('./graphql').SearchInscriptionEntriesDocument;
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
