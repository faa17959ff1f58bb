/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AskInscriptionQuestionInput = {
  /** relevance (default: best full-text match first) or recency (newest first); saved on the session. */
  fetchUsing?: InputMaybe<Scalars['String']['input']>;
  inscriptionChatSessionId: Scalars['ID']['input'];
  /** An insight field (e.g. concernsSelfDoubt) the question dives deeper into: retrieval and the prompt focus on it. */
  insightField?: InputMaybe<Scalars['String']['input']>;
  /** entries (default), internet or both; saved on the session. */
  queryFrom?: InputMaybe<Scalars['String']['input']>;
  question: Scalars['String']['input'];
};

export type ChatRole =
  | 'assistant'
  | 'user';

export type CreateInscriptionChatSessionCategoryInput = {
  categoryName: Scalars['String']['input'];
  inscriptionId: Scalars['ID']['input'];
};

export type CreateInscriptionChatSessionInput = {
  chatLongSummary?: InputMaybe<Scalars['String']['input']>;
  chatShortSummary?: InputMaybe<Scalars['String']['input']>;
  fetchUsing?: InputMaybe<Scalars['String']['input']>;
  inscriptionChatSessionCategoryId?: InputMaybe<Scalars['ID']['input']>;
  inscriptionId: Scalars['ID']['input'];
  queryFrom?: InputMaybe<Scalars['String']['input']>;
};

export type CreateInscriptionChatSessionMessageInput = {
  chatContent: Scalars['String']['input'];
  chatHelpful?: InputMaybe<Scalars['Boolean']['input']>;
  chatRole?: InputMaybe<ChatRole>;
  externalSources?: InputMaybe<Array<Scalars['String']['input']>>;
  inscriptionChatSessionId: Scalars['ID']['input'];
  inscriptionEntrySources?: InputMaybe<Array<InscriptionEntrySourceInput>>;
};

export type CreateInscriptionEntryInput = {
  /** ISO 8601 date or datetime; defaults to now. */
  dateRecorded?: InputMaybe<Scalars['String']['input']>;
  inscriptionId: Scalars['ID']['input'];
  isImportant?: InputMaybe<Scalars['Boolean']['input']>;
  isMuted?: InputMaybe<Scalars['Boolean']['input']>;
  isPrivate?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  transcript: Scalars['String']['input'];
};

export type CreateInscriptionEntryQuestionAnswerInput = {
  answer: Scalars['String']['input'];
  inscriptionEntryId: Scalars['ID']['input'];
  inscriptionQuestionId: Scalars['ID']['input'];
};

export type CreateInscriptionInput = {
  about: Scalars['String']['input'];
  category?: InputMaybe<InscriptionCategory>;
  isPrivate?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
};

export type CreateInscriptionQuestionInput = {
  inscriptionId: Scalars['ID']['input'];
  max?: InputMaybe<Scalars['Int']['input']>;
  min?: InputMaybe<Scalars['Int']['input']>;
  question: Scalars['String']['input'];
  questionType: Scalars['String']['input'];
};

export type CreateUserInput = {
  bio?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to the account email. */
  email?: InputMaybe<Scalars['String']['input']>;
  fullName: Scalars['String']['input'];
  quote?: InputMaybe<Scalars['String']['input']>;
  timezone?: InputMaybe<Scalars['String']['input']>;
};

export type CreateUserReminderInput = {
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  reminderFrequency?: InputMaybe<Scalars['Int']['input']>;
  reminderFrequencyType?: InputMaybe<ReminderFrequencyType>;
  reminderTime?: InputMaybe<Scalars['String']['input']>;
  reminderType?: InputMaybe<ReminderType>;
  reminderWeekDays?: InputMaybe<Scalars['Int']['input']>;
  /** Optional; when given it must be the caller's id. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateUserSocialInput = {
  /** Guessed from the URL when omitted (else WEBSITE). */
  platform?: InputMaybe<SocialPlatform>;
  platformUserUrl: Scalars['String']['input'];
  /** Optional; when given it must be the caller's id. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type DeleteInscriptionEntryInput = {
  id: Scalars['ID']['input'];
};

export type DeleteInscriptionEntryQuestionAnswerInput = {
  id: Scalars['ID']['input'];
};

export type DeleteInscriptionInput = {
  id: Scalars['ID']['input'];
};

export type DeleteInscriptionQuestionInput = {
  id: Scalars['ID']['input'];
};

export type DeleteInscriptionTimelineEntryInput = {
  id: Scalars['ID']['input'];
};

export type DeleteUserInput = {
  id: Scalars['ID']['input'];
};

export type DeleteUserReminderInput = {
  id: Scalars['ID']['input'];
};

export type DeleteUserSocialInput = {
  id: Scalars['ID']['input'];
};

export type ExternalService =
  | 'ASSEMBLY_AI'
  | 'DEEPGRAM';

export type Frequency =
  | 'DAILY'
  | 'WEEKLY';

export type GenerateInscriptionTimelineInput = {
  inscriptionId: Scalars['ID']['input'];
  /** Required for WEEK (every week ending in that month) and MONTH. */
  month?: InputMaybe<Scalars['Int']['input']>;
  scale: TimelineScale;
  year: Scalars['Int']['input'];
};

export type InscriptionCategory =
  | 'AUTOMOBILES_COMPONENTS'
  | 'BANKS'
  | 'CAPITAL_GOODS'
  | 'COMMERCIAL_PROFESSIONAL_SERVICES'
  | 'CONSUMER_DISCRETIONARY_DISTRIBUTION_RETAIL'
  | 'CONSUMER_DURABLES_APPAREL'
  | 'CONSUMER_SERVICES'
  | 'CONSUMER_STAPLES_DISTRIBUTION_RETAIL'
  | 'ENERGY'
  | 'EQUITY_REAL_ESTATE_INVESTMENT_TRUSTS'
  | 'FINANCIAL_SERVICES'
  | 'FOOD_BEVERAGE_TOBACCO'
  | 'HEALTH_CARE_EQUIPMENT_SERVICES'
  | 'HOUSEHOLD_PERSONAL_PRODUCTS'
  | 'INSURANCE'
  | 'MATERIALS'
  | 'MEDIA_ENTERTAINMENT'
  | 'OTHER'
  | 'PERSONAL'
  | 'PHARMACEUTICALS_BIOTECHNOLOGY_LIFE_SCIENCES'
  | 'REAL_ESTATE_MANAGEMENT_DEVELOPMENT'
  | 'SEMICONDUCTORS_SEMICONDUCTOR_EQUIPMENT'
  | 'SOFTWARE_SERVICES'
  | 'TECHNOLOGY_HARDWARE_EQUIPMENT'
  | 'TELECOMMUNICATION_SERVICES'
  | 'TRANSPORTATION'
  | 'UTILITIES';

/** Narrows a search; every field is optional and they combine with AND. */
export type InscriptionEntrySearchFilter = {
  isImportant?: InputMaybe<Scalars['Boolean']['input']>;
  isPrivate?: InputMaybe<Scalars['Boolean']['input']>;
  /** Entries recorded at or after this instant (ISO 8601). */
  recordedFrom?: InputMaybe<Scalars['String']['input']>;
  /** Entries recorded at or before this instant (ISO 8601). */
  recordedTo?: InputMaybe<Scalars['String']['input']>;
};

export type InscriptionEntrySourceInput = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

export type InscriptionResourceUsageKind =
  /** A chat session whose answer cited the link as a source. */
  | 'CHAT'
  /** An entry whose title or transcript has the link. */
  | 'ENTRY';

/** The nine insight fields of spec section 3. */
export type InsightField =
  | 'concernsSelfDoubt'
  | 'habitsImprovablePatterns'
  | 'habitsPositivePatterns'
  | 'potentialImprovements'
  | 'reoccurringTrends'
  | 'repetitionRecommendations'
  | 'risksImprovableTolerance'
  | 'risksPositiveTolerance'
  | 'risksStrategies';

export type JobStatus =
  | 'DONE'
  | 'FAILED'
  | 'QUEUED'
  | 'RUNNING';

export type PeriodUnit =
  | 'MONTH'
  | 'WEEK'
  | 'YEAR';

export type ReminderFrequencyType =
  | 'DAILY'
  | 'WEEKLY';

export type ReminderType =
  | 'DEFAULT';

export type SocialPlatform =
  | 'FACEBOOK'
  | 'GITHUB'
  | 'INSTAGRAM'
  | 'LINKEDIN'
  | 'TWITTER'
  | 'WEBSITE'
  | 'YOUTUBE';

export type TimelineScale =
  | 'MONTH'
  | 'WEEK'
  | 'YEAR';

export type TranscriptionProvider =
  | 'ASSEMBLY_AI'
  | 'DEEPGRAM';

export type UpdateInscriptionChatSessionCategoryInput = {
  categoryName: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};

export type UpdateInscriptionChatSessionInput = {
  chatLongSummary?: InputMaybe<Scalars['String']['input']>;
  chatShortSummary?: InputMaybe<Scalars['String']['input']>;
  fetchUsing?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  inscriptionChatSessionCategoryId?: InputMaybe<Scalars['ID']['input']>;
  inscriptionId?: InputMaybe<Scalars['ID']['input']>;
  queryFrom?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateInscriptionChatSessionMessageInput = {
  chatContent?: InputMaybe<Scalars['String']['input']>;
  chatHelpful?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
};

export type UpdateInscriptionEntryInput = {
  dateRecorded?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  /** Optional; when given it must be an inscription of the caller (the entry moves there). */
  inscriptionId?: InputMaybe<Scalars['ID']['input']>;
  isImportant?: InputMaybe<Scalars['Boolean']['input']>;
  isMuted?: InputMaybe<Scalars['Boolean']['input']>;
  isPrivate?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** true: the recording (and its word timings) is removed. */
  removeAudio?: InputMaybe<Scalars['Boolean']['input']>;
  transcript?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateInscriptionEntryQuestionAnswerInput = {
  answer: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  /** Accepted for symmetry with create; must match the stored answer when given. */
  inscriptionEntryId?: InputMaybe<Scalars['ID']['input']>;
  /** Accepted for symmetry with create; must match the stored answer when given. */
  inscriptionQuestionId?: InputMaybe<Scalars['ID']['input']>;
};

export type UpdateInscriptionInput = {
  about?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<InscriptionCategory>;
  id: Scalars['ID']['input'];
  isPrivate?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateInscriptionQuestionInput = {
  id: Scalars['ID']['input'];
  max?: InputMaybe<Scalars['Int']['input']>;
  min?: InputMaybe<Scalars['Int']['input']>;
  question?: InputMaybe<Scalars['String']['input']>;
  questionType?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateInscriptionTimelineEntryInput = {
  id: Scalars['ID']['input'];
  month?: InputMaybe<Scalars['Int']['input']>;
  scale?: InputMaybe<TimelineScale>;
  summary?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  week?: InputMaybe<Scalars['Int']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};

export type UpdateUserInput = {
  bio?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  /** Optional; when given it must be the caller's id. */
  id?: InputMaybe<Scalars['ID']['input']>;
  quote?: InputMaybe<Scalars['String']['input']>;
  timezone?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateUserReminderInput = {
  id: Scalars['ID']['input'];
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  reminderFrequency?: InputMaybe<Scalars['Int']['input']>;
  reminderFrequencyType?: InputMaybe<ReminderFrequencyType>;
  reminderTime?: InputMaybe<Scalars['String']['input']>;
  reminderType?: InputMaybe<ReminderType>;
  reminderWeekDays?: InputMaybe<Scalars['Int']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type UpdateUserSocialInput = {
  id: Scalars['ID']['input'];
  platform?: InputMaybe<SocialPlatform>;
  platformUserUrl?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type InscriptionEntryFieldsFragment = { __typename?: 'InscriptionEntry', id: string, inscriptionId: string, name: string, transcript: string, isPrivate: boolean, isImportant: boolean, isMuted: boolean, dateRecorded: string, dateCreated: string, dateUpdated: string };

export type InscriptionEntriesPagedQueryVariables = Exact<{
  inscriptionId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['Boolean']['input']>;
  pivot?: InputMaybe<Scalars['ID']['input']>;
}>;


export type InscriptionEntriesPagedQuery = { __typename?: 'Query', inscriptionEntriesPaged: { __typename?: 'InscriptionEntryConnection', totalCount: number, edges: Array<{ __typename?: 'InscriptionEntryEdge', cursor: string, node: { __typename?: 'InscriptionEntry', id: string, inscriptionId: string, name: string, transcript: string, isPrivate: boolean, isImportant: boolean, isMuted: boolean, dateRecorded: string, dateCreated: string, dateUpdated: string } }>, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type InscriptionQuestionsQueryVariables = Exact<{
  inscriptionId: Scalars['ID']['input'];
}>;


export type InscriptionQuestionsQuery = { __typename?: 'Query', inscriptionQuestions: Array<{ __typename?: 'InscriptionQuestion', id: string, inscriptionId: string, questionType: string, question: string, min: number | null, max: number | null }> };

export type CreateInscriptionEntryQuestionAnswerMutationVariables = Exact<{
  input: CreateInscriptionEntryQuestionAnswerInput;
}>;


export type CreateInscriptionEntryQuestionAnswerMutation = { __typename?: 'Mutation', createInscriptionEntryQuestionAnswer: { __typename?: 'InscriptionEntryQuestionAnswerResponse', code: string, success: boolean, message: string, inscriptionEntryQuestionAnswer: { __typename?: 'InscriptionEntryQuestionAnswer', id: string, inscriptionQuestionId: string, inscriptionEntryId: string, answer: string } | null } };

export type InscriptionEntryQueryVariables = Exact<{
  inscriptionEntryId: Scalars['ID']['input'];
}>;


export type InscriptionEntryQuery = { __typename?: 'Query', inscriptionEntry: { __typename?: 'InscriptionEntry', audioUrl: string | null, id: string, inscriptionId: string, name: string, transcript: string, isPrivate: boolean, isImportant: boolean, isMuted: boolean, dateRecorded: string, dateCreated: string, dateUpdated: string, questionAnswers: Array<{ __typename?: 'InscriptionEntryQuestionAnswer', id: string, inscriptionQuestionId: string, inscriptionEntryId: string, answer: string }> } | null };

export type UpdateInscriptionEntryMutationVariables = Exact<{
  input: UpdateInscriptionEntryInput;
}>;


export type UpdateInscriptionEntryMutation = { __typename?: 'Mutation', updateInscriptionEntry: { __typename?: 'InscriptionEntryResponse', code: string, success: boolean, message: string, inscriptionEntry: { __typename?: 'InscriptionEntry', audioUrl: string | null, audioUploadUrl: string | null, id: string, inscriptionId: string, name: string, transcript: string, isPrivate: boolean, isImportant: boolean, isMuted: boolean, dateRecorded: string, dateCreated: string, dateUpdated: string } | null } };

export type DeleteInscriptionEntryMutationVariables = Exact<{
  input: DeleteInscriptionEntryInput;
}>;


export type DeleteInscriptionEntryMutation = { __typename?: 'Mutation', deleteInscriptionEntry: { __typename?: 'InscriptionEntryResponse', code: string, success: boolean, message: string, inscriptionEntry: { __typename?: 'InscriptionEntry', id: string } | null } };

export type UpdateInscriptionEntryQuestionAnswerMutationVariables = Exact<{
  input: UpdateInscriptionEntryQuestionAnswerInput;
}>;


export type UpdateInscriptionEntryQuestionAnswerMutation = { __typename?: 'Mutation', updateInscriptionEntryQuestionAnswer: { __typename?: 'InscriptionEntryQuestionAnswerResponse', code: string, success: boolean, message: string, inscriptionEntryQuestionAnswer: { __typename?: 'InscriptionEntryQuestionAnswer', id: string, inscriptionQuestionId: string, inscriptionEntryId: string, answer: string } | null } };

export type EntryWordTimingsQueryVariables = Exact<{
  inscriptionEntryId: Scalars['ID']['input'];
}>;


export type EntryWordTimingsQuery = { __typename?: 'Query', inscriptionEntry: { __typename?: 'InscriptionEntry', id: string, wordTimings: Array<{ __typename?: 'WordTiming', word: string, start: number, end: number }> | null } | null };

export type UpdateEntryAudioMutationVariables = Exact<{
  input: UpdateInscriptionEntryInput;
}>;


export type UpdateEntryAudioMutation = { __typename?: 'Mutation', updateInscriptionEntry: { __typename?: 'InscriptionEntryResponse', code: string, success: boolean, message: string, inscriptionEntry: { __typename?: 'InscriptionEntry', id: string, audioUrl: string | null, audioUploadUrl: string | null } | null } };

export type TranscriptionAvailableQueryVariables = Exact<{ [key: string]: never; }>;


export type TranscriptionAvailableQuery = { __typename?: 'Query', transcriptionAvailable: boolean };

export type TranscribeInscriptionEntryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TranscribeInscriptionEntryMutation = { __typename?: 'Mutation', transcribeInscriptionEntry: { __typename?: 'TranscriptionJobResponse', code: string, success: boolean, message: string, job: { __typename?: 'Job', id: string, status: JobStatus, progress: number } | null } };

export type TranscriptionJobQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TranscriptionJobQuery = { __typename?: 'Query', job: { __typename?: 'Job', id: string, status: JobStatus, progress: number, progressMessage: string | null } | null };

export type EntryTranscriptQueryVariables = Exact<{
  inscriptionEntryId: Scalars['ID']['input'];
}>;


export type EntryTranscriptQuery = { __typename?: 'Query', inscriptionEntry: { __typename?: 'InscriptionEntry', id: string, transcript: string } | null };

export type CreateInscriptionEntryMutationVariables = Exact<{
  input: CreateInscriptionEntryInput;
}>;


export type CreateInscriptionEntryMutation = { __typename?: 'Mutation', createInscriptionEntry: { __typename?: 'InscriptionEntryResponse', code: string, success: boolean, message: string, inscriptionEntry: { __typename?: 'InscriptionEntry', audioUploadUrl: string | null, id: string, inscriptionId: string, name: string, transcript: string, isPrivate: boolean, isImportant: boolean, isMuted: boolean, dateRecorded: string, dateCreated: string, dateUpdated: string } | null } };

export type SpeechTokenQueryVariables = Exact<{
  service: ExternalService;
}>;


export type SpeechTokenQuery = { __typename?: 'Query', serviceToken: string | null };

export type SearchInscriptionEntriesQueryVariables = Exact<{
  inscriptionId: Scalars['ID']['input'];
  query: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SearchInscriptionEntriesQuery = { __typename?: 'Query', searchInscriptionEntries: Array<{ __typename?: 'InscriptionEntrySearchHit', rank: number, headline: string, entry: { __typename?: 'InscriptionEntry', id: string, inscriptionId: string, name: string, transcript: string, isPrivate: boolean, isImportant: boolean, isMuted: boolean, dateRecorded: string, dateCreated: string, dateUpdated: string } }> };

export type UserFieldsFragment = { __typename?: 'User', id: string, fullName: string, email: string, bio: string | null, quote: string | null, timezone: string | null, profileImageUrl: string | null, dateCreated: string, dateUpdated: string };

export type InscriptionFieldsFragment = { __typename?: 'Inscription', id: string, name: string, about: string, category: InscriptionCategory, isPrivate: boolean, logoImageUrl: string | null, entryCount: number, dateCreated: string, dateUpdated: string };

export type ReminderFieldsFragment = { __typename?: 'UserReminder', id: string, userId: string, reminderType: ReminderType, reminderTime: string, reminderFrequencyType: ReminderFrequencyType, reminderFrequency: number, reminderWeekDays: number, isActive: boolean, dateCreated: string, dateUpdated: string };

export const InscriptionEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InscriptionEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InscriptionEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"isImportant"}},{"kind":"Field","name":{"kind":"Name","value":"isMuted"}},{"kind":"Field","name":{"kind":"Name","value":"dateRecorded"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"dateUpdated"}}]}}]} as unknown as DocumentNode<InscriptionEntryFieldsFragment, unknown>;
export const UserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"dateUpdated"}}]}}]} as unknown as DocumentNode<UserFieldsFragment, unknown>;
export const InscriptionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"about"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"logoImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"dateUpdated"}}]}}]} as unknown as DocumentNode<InscriptionFieldsFragment, unknown>;
export const ReminderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReminderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserReminder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"reminderType"}},{"kind":"Field","name":{"kind":"Name","value":"reminderTime"}},{"kind":"Field","name":{"kind":"Name","value":"reminderFrequencyType"}},{"kind":"Field","name":{"kind":"Name","value":"reminderFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"reminderWeekDays"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"dateUpdated"}}]}}]} as unknown as DocumentNode<ReminderFieldsFragment, unknown>;
export const InscriptionEntriesPagedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InscriptionEntriesPaged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pivot"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inscriptionEntriesPaged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"pivot"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pivot"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InscriptionEntryFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InscriptionEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InscriptionEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"isImportant"}},{"kind":"Field","name":{"kind":"Name","value":"isMuted"}},{"kind":"Field","name":{"kind":"Name","value":"dateRecorded"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"dateUpdated"}}]}}]} as unknown as DocumentNode<InscriptionEntriesPagedQuery, InscriptionEntriesPagedQueryVariables>;
export const InscriptionQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InscriptionQuestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inscriptionQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]}}]} as unknown as DocumentNode<InscriptionQuestionsQuery, InscriptionQuestionsQueryVariables>;
export const CreateInscriptionEntryQuestionAnswerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInscriptionEntryQuestionAnswer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInscriptionEntryQuestionAnswerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInscriptionEntryQuestionAnswer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionEntryQuestionAnswer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionQuestionId"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionEntryId"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]}}]} as unknown as DocumentNode<CreateInscriptionEntryQuestionAnswerMutation, CreateInscriptionEntryQuestionAnswerMutationVariables>;
export const InscriptionEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InscriptionEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionEntryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inscriptionEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inscriptionEntryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionEntryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InscriptionEntryFields"}},{"kind":"Field","name":{"kind":"Name","value":"audioUrl"}},{"kind":"Field","name":{"kind":"Name","value":"questionAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionQuestionId"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionEntryId"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InscriptionEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InscriptionEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"isImportant"}},{"kind":"Field","name":{"kind":"Name","value":"isMuted"}},{"kind":"Field","name":{"kind":"Name","value":"dateRecorded"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"dateUpdated"}}]}}]} as unknown as DocumentNode<InscriptionEntryQuery, InscriptionEntryQueryVariables>;
export const UpdateInscriptionEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInscriptionEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateInscriptionEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInscriptionEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InscriptionEntryFields"}},{"kind":"Field","name":{"kind":"Name","value":"audioUrl"}},{"kind":"Field","name":{"kind":"Name","value":"audioUploadUrl"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InscriptionEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InscriptionEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"isImportant"}},{"kind":"Field","name":{"kind":"Name","value":"isMuted"}},{"kind":"Field","name":{"kind":"Name","value":"dateRecorded"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"dateUpdated"}}]}}]} as unknown as DocumentNode<UpdateInscriptionEntryMutation, UpdateInscriptionEntryMutationVariables>;
export const DeleteInscriptionEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteInscriptionEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteInscriptionEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInscriptionEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteInscriptionEntryMutation, DeleteInscriptionEntryMutationVariables>;
export const UpdateInscriptionEntryQuestionAnswerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInscriptionEntryQuestionAnswer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateInscriptionEntryQuestionAnswerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInscriptionEntryQuestionAnswer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionEntryQuestionAnswer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionQuestionId"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionEntryId"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateInscriptionEntryQuestionAnswerMutation, UpdateInscriptionEntryQuestionAnswerMutationVariables>;
export const EntryWordTimingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EntryWordTimings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionEntryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inscriptionEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inscriptionEntryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionEntryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"wordTimings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"word"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}}]}}]}}]} as unknown as DocumentNode<EntryWordTimingsQuery, EntryWordTimingsQueryVariables>;
export const UpdateEntryAudioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEntryAudio"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateInscriptionEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInscriptionEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"audioUrl"}},{"kind":"Field","name":{"kind":"Name","value":"audioUploadUrl"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateEntryAudioMutation, UpdateEntryAudioMutationVariables>;
export const TranscriptionAvailableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TranscriptionAvailable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcriptionAvailable"}}]}}]} as unknown as DocumentNode<TranscriptionAvailableQuery, TranscriptionAvailableQueryVariables>;
export const TranscribeInscriptionEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TranscribeInscriptionEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcribeInscriptionEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}}]}}]}}]}}]} as unknown as DocumentNode<TranscribeInscriptionEntryMutation, TranscribeInscriptionEntryMutationVariables>;
export const TranscriptionJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TranscriptionJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"progressMessage"}}]}}]}}]} as unknown as DocumentNode<TranscriptionJobQuery, TranscriptionJobQueryVariables>;
export const EntryTranscriptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EntryTranscript"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionEntryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inscriptionEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inscriptionEntryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionEntryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}}]}}]}}]} as unknown as DocumentNode<EntryTranscriptQuery, EntryTranscriptQueryVariables>;
export const CreateInscriptionEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInscriptionEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInscriptionEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInscriptionEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InscriptionEntryFields"}},{"kind":"Field","name":{"kind":"Name","value":"audioUploadUrl"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InscriptionEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InscriptionEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"isImportant"}},{"kind":"Field","name":{"kind":"Name","value":"isMuted"}},{"kind":"Field","name":{"kind":"Name","value":"dateRecorded"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"dateUpdated"}}]}}]} as unknown as DocumentNode<CreateInscriptionEntryMutation, CreateInscriptionEntryMutationVariables>;
export const SpeechTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SpeechToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalService"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"service"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service"}}}]}]}}]} as unknown as DocumentNode<SpeechTokenQuery, SpeechTokenQueryVariables>;
export const SearchInscriptionEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchInscriptionEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchInscriptionEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InscriptionEntryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InscriptionEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InscriptionEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"isImportant"}},{"kind":"Field","name":{"kind":"Name","value":"isMuted"}},{"kind":"Field","name":{"kind":"Name","value":"dateRecorded"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"dateUpdated"}}]}}]} as unknown as DocumentNode<SearchInscriptionEntriesQuery, SearchInscriptionEntriesQueryVariables>;