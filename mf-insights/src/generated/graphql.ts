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

export type ChatMessageFieldsFragment = { __typename?: 'InscriptionChatSessionMessage', id: string, inscriptionChatSessionId: string, chatRole: ChatRole, chatContent: string, chatHelpful: boolean | null, externalSources: Array<string>, dateCreated: string, inscriptionEntrySources: Array<{ __typename?: 'InscriptionEntrySource', id: string, name: string, passage: string | null, dateRecorded: string | null }> };

export type ChatAiSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ChatAiSettingsQuery = { __typename?: 'Query', chatAiSettings: { __typename?: 'ChatAiSettings', engine: string, webSources: boolean } };

export type ChatSessionQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ChatSessionQuery = { __typename?: 'Query', inscriptionChatSession: { __typename?: 'InscriptionChatSession', id: string, inscriptionId: string, inscriptionChatSessionCategoryId: string | null, chatShortSummary: string | null, queryFrom: string | null, fetchUsing: string | null } | null };

export type ChatMessagesQueryVariables = Exact<{
  inscriptionChatSessionId: Scalars['ID']['input'];
}>;


export type ChatMessagesQuery = { __typename?: 'Query', inscriptionChatSessionMessages: Array<{ __typename?: 'InscriptionChatSessionMessage', id: string, inscriptionChatSessionId: string, chatRole: ChatRole, chatContent: string, chatHelpful: boolean | null, externalSources: Array<string>, dateCreated: string, inscriptionEntrySources: Array<{ __typename?: 'InscriptionEntrySource', id: string, name: string, passage: string | null, dateRecorded: string | null }> }> };

export type ChatSessionsQueryVariables = Exact<{
  inscriptionId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ChatSessionsQuery = { __typename?: 'Query', inscriptionChatSessionsPaged: { __typename?: 'InscriptionChatSessionConnection', totalCount: number, edges: Array<{ __typename?: 'InscriptionChatSessionEdge', cursor: string, node: { __typename?: 'InscriptionChatSession', id: string, inscriptionChatSessionCategoryId: string | null, chatShortSummary: string | null, dateCreated: string } }> } };

export type ChatCategoriesQueryVariables = Exact<{
  inscriptionId: Scalars['ID']['input'];
}>;


export type ChatCategoriesQuery = { __typename?: 'Query', inscriptionChatSessionCategories: Array<{ __typename?: 'InscriptionChatSessionCategory', id: string, categoryName: string }> };

export type CreateChatSessionMutationVariables = Exact<{
  input: CreateInscriptionChatSessionInput;
}>;


export type CreateChatSessionMutation = { __typename?: 'Mutation', createInscriptionChatSession: { __typename?: 'InscriptionChatSessionResponse', code: string, success: boolean, message: string, inscriptionChatSession: { __typename?: 'InscriptionChatSession', id: string } | null } };

export type UpdateChatSessionMutationVariables = Exact<{
  input: UpdateInscriptionChatSessionInput;
}>;


export type UpdateChatSessionMutation = { __typename?: 'Mutation', updateInscriptionChatSession: { __typename?: 'InscriptionChatSessionResponse', code: string, success: boolean, message: string, inscriptionChatSession: { __typename?: 'InscriptionChatSession', id: string } | null } };

export type DeleteChatSessionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteChatSessionMutation = { __typename?: 'Mutation', deleteInscriptionChatSession: { __typename?: 'InscriptionChatSessionResponse', code: string, success: boolean, message: string } };

export type CreateChatCategoryMutationVariables = Exact<{
  input: CreateInscriptionChatSessionCategoryInput;
}>;


export type CreateChatCategoryMutation = { __typename?: 'Mutation', createInscriptionChatSessionCategory: { __typename?: 'InscriptionChatSessionCategoryResponse', code: string, success: boolean, message: string, category: { __typename?: 'InscriptionChatSessionCategory', id: string } | null } };

export type UpdateChatCategoryMutationVariables = Exact<{
  input: UpdateInscriptionChatSessionCategoryInput;
}>;


export type UpdateChatCategoryMutation = { __typename?: 'Mutation', updateInscriptionChatSessionCategory: { __typename?: 'InscriptionChatSessionCategoryResponse', code: string, success: boolean, message: string, category: { __typename?: 'InscriptionChatSessionCategory', id: string } | null } };

export type DeleteChatCategoryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteChatCategoryMutation = { __typename?: 'Mutation', deleteInscriptionChatSessionCategory: { __typename?: 'InscriptionChatSessionCategoryResponse', code: string, success: boolean, message: string } };

export type RateChatMessageMutationVariables = Exact<{
  input: UpdateInscriptionChatSessionMessageInput;
}>;


export type RateChatMessageMutation = { __typename?: 'Mutation', updateInscriptionChatSessionMessage: { __typename?: 'InscriptionChatSessionMessageResponse', code: string, success: boolean, message: string, inscriptionChatSessionMessage: { __typename?: 'InscriptionChatSessionMessage', id: string, chatHelpful: boolean | null } | null } };

export type AskQuestionSubscriptionVariables = Exact<{
  input: AskInscriptionQuestionInput;
}>;


export type AskQuestionSubscription = { __typename?: 'Subscription', askInscriptionQuestion: { __typename?: 'InscriptionChatAnswerEvent', delta: string | null, error: string | null, unsupported: Array<string> | null, question: { __typename?: 'InscriptionChatSessionMessage', id: string, inscriptionChatSessionId: string, chatRole: ChatRole, chatContent: string, chatHelpful: boolean | null, externalSources: Array<string>, dateCreated: string, inscriptionEntrySources: Array<{ __typename?: 'InscriptionEntrySource', id: string, name: string, passage: string | null, dateRecorded: string | null }> } | null, answer: { __typename?: 'InscriptionChatSessionMessage', id: string, inscriptionChatSessionId: string, chatRole: ChatRole, chatContent: string, chatHelpful: boolean | null, externalSources: Array<string>, dateCreated: string, inscriptionEntrySources: Array<{ __typename?: 'InscriptionEntrySource', id: string, name: string, passage: string | null, dateRecorded: string | null }> } | null } };

export type InscriptionDataInsightQueryVariables = Exact<{
  inscriptionId: Scalars['ID']['input'];
}>;


export type InscriptionDataInsightQuery = { __typename?: 'Query', inscriptionDataInsight: { __typename?: 'InscriptionDataInsight', dateUpdated: string | null, engine: string | null, entryCount: number, fields: Array<{ __typename?: 'InsightFieldItems', field: InsightField, items: Array<{ __typename?: 'InsightItem', name: string, reasoning: string, evidence: string, topic: string | null, score: number, sources: Array<{ __typename?: 'InsightEvidence', entryId: string, entryName: string, dateRecorded: string, quote: string }> }> }> } | null };

export type InscriptionInsightHistoryQueryVariables = Exact<{
  inscriptionId: Scalars['ID']['input'];
}>;


export type InscriptionInsightHistoryQuery = { __typename?: 'Query', inscriptionInsightHistory: Array<{ __typename?: 'InsightHistoryPoint', period: string, entryCount: number, items: Array<{ __typename?: 'InsightHistoryItem', field: InsightField, name: string, topic: string, score: number }> }>, inscriptionWritingActivity: Array<{ __typename?: 'WritingActivityPoint', period: string, entries: number, words: number }> };

export type InscriptionDiveDeeperQuestionsQueryVariables = Exact<{
  inscriptionId: Scalars['ID']['input'];
  fields: Array<Scalars['String']['input']> | Scalars['String']['input'];
  count?: InputMaybe<Scalars['Int']['input']>;
}>;


export type InscriptionDiveDeeperQuestionsQuery = { __typename?: 'Query', inscriptionDiveDeeperQuestions: Array<string> };

export type InsightRefreshJobQueryVariables = Exact<{
  kind?: InputMaybe<Scalars['String']['input']>;
  inscriptionId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type InsightRefreshJobQuery = { __typename?: 'Query', jobs: Array<{ __typename?: 'Job', id: string, status: JobStatus, progress: number, progressMessage: string | null, runAt: string }> };

export type RefreshInscriptionDataInsightMutationVariables = Exact<{
  inscriptionId: Scalars['ID']['input'];
}>;


export type RefreshInscriptionDataInsightMutation = { __typename?: 'Mutation', refreshInscriptionDataInsight: { __typename?: 'InsightRefreshResponse', code: string, success: boolean, message: string, job: { __typename?: 'Job', id: string, status: JobStatus, progress: number } | null } };

export type UserFieldsFragment = { __typename?: 'User', id: string, fullName: string, email: string, bio: string | null, quote: string | null, timezone: string | null, profileImageUrl: string | null, dateCreated: string, dateUpdated: string };

export type InscriptionFieldsFragment = { __typename?: 'Inscription', id: string, name: string, about: string, category: InscriptionCategory, isPrivate: boolean, logoImageUrl: string | null, entryCount: number, dateCreated: string, dateUpdated: string };

export type ReminderFieldsFragment = { __typename?: 'UserReminder', id: string, userId: string, reminderType: ReminderType, reminderTime: string, reminderFrequencyType: ReminderFrequencyType, reminderFrequency: number, reminderWeekDays: number, isActive: boolean, dateCreated: string, dateUpdated: string };

export const ChatMessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InscriptionChatSessionMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionChatSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"chatRole"}},{"kind":"Field","name":{"kind":"Name","value":"chatContent"}},{"kind":"Field","name":{"kind":"Name","value":"chatHelpful"}},{"kind":"Field","name":{"kind":"Name","value":"externalSources"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionEntrySources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"passage"}},{"kind":"Field","name":{"kind":"Name","value":"dateRecorded"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}}]}}]} as unknown as DocumentNode<ChatMessageFieldsFragment, unknown>;
export const UserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"dateUpdated"}}]}}]} as unknown as DocumentNode<UserFieldsFragment, unknown>;
export const InscriptionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"about"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"logoImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"dateUpdated"}}]}}]} as unknown as DocumentNode<InscriptionFieldsFragment, unknown>;
export const ReminderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReminderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserReminder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"reminderType"}},{"kind":"Field","name":{"kind":"Name","value":"reminderTime"}},{"kind":"Field","name":{"kind":"Name","value":"reminderFrequencyType"}},{"kind":"Field","name":{"kind":"Name","value":"reminderFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"reminderWeekDays"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"dateUpdated"}}]}}]} as unknown as DocumentNode<ReminderFieldsFragment, unknown>;
export const ChatAiSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatAiSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatAiSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"webSources"}}]}}]}}]} as unknown as DocumentNode<ChatAiSettingsQuery, ChatAiSettingsQueryVariables>;
export const ChatSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inscriptionChatSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionChatSessionCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"chatShortSummary"}},{"kind":"Field","name":{"kind":"Name","value":"queryFrom"}},{"kind":"Field","name":{"kind":"Name","value":"fetchUsing"}}]}}]}}]} as unknown as DocumentNode<ChatSessionQuery, ChatSessionQueryVariables>;
export const ChatMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionChatSessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inscriptionChatSessionMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inscriptionChatSessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionChatSessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InscriptionChatSessionMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionChatSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"chatRole"}},{"kind":"Field","name":{"kind":"Name","value":"chatContent"}},{"kind":"Field","name":{"kind":"Name","value":"chatHelpful"}},{"kind":"Field","name":{"kind":"Name","value":"externalSources"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionEntrySources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"passage"}},{"kind":"Field","name":{"kind":"Name","value":"dateRecorded"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}}]}}]} as unknown as DocumentNode<ChatMessagesQuery, ChatMessagesQueryVariables>;
export const ChatSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inscriptionChatSessionsPaged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionChatSessionCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"chatShortSummary"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChatSessionsQuery, ChatSessionsQueryVariables>;
export const ChatCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inscriptionChatSessionCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}}]}}]}}]} as unknown as DocumentNode<ChatCategoriesQuery, ChatCategoriesQueryVariables>;
export const CreateChatSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateChatSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInscriptionChatSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInscriptionChatSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionChatSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateChatSessionMutation, CreateChatSessionMutationVariables>;
export const UpdateChatSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateChatSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateInscriptionChatSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInscriptionChatSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionChatSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateChatSessionMutation, UpdateChatSessionMutationVariables>;
export const DeleteChatSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteChatSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInscriptionChatSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteChatSessionMutation, DeleteChatSessionMutationVariables>;
export const CreateChatCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateChatCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInscriptionChatSessionCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInscriptionChatSessionCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateChatCategoryMutation, CreateChatCategoryMutationVariables>;
export const UpdateChatCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateChatCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateInscriptionChatSessionCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInscriptionChatSessionCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateChatCategoryMutation, UpdateChatCategoryMutationVariables>;
export const DeleteChatCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteChatCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInscriptionChatSessionCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteChatCategoryMutation, DeleteChatCategoryMutationVariables>;
export const RateChatMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RateChatMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateInscriptionChatSessionMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInscriptionChatSessionMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionChatSessionMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chatHelpful"}}]}}]}}]}}]} as unknown as DocumentNode<RateChatMessageMutation, RateChatMessageMutationVariables>;
export const AskQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AskQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AskInscriptionQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"askInscriptionQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delta"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"unsupported"}},{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InscriptionChatSessionMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionChatSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"chatRole"}},{"kind":"Field","name":{"kind":"Name","value":"chatContent"}},{"kind":"Field","name":{"kind":"Name","value":"chatHelpful"}},{"kind":"Field","name":{"kind":"Name","value":"externalSources"}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionEntrySources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"passage"}},{"kind":"Field","name":{"kind":"Name","value":"dateRecorded"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}}]}}]} as unknown as DocumentNode<AskQuestionSubscription, AskQuestionSubscriptionVariables>;
export const InscriptionDataInsightDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InscriptionDataInsight"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inscriptionDataInsight"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reasoning"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"entryName"}},{"kind":"Field","name":{"kind":"Name","value":"dateRecorded"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<InscriptionDataInsightQuery, InscriptionDataInsightQueryVariables>;
export const InscriptionInsightHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InscriptionInsightHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inscriptionInsightHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"inscriptionWritingActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"words"}}]}}]}}]} as unknown as DocumentNode<InscriptionInsightHistoryQuery, InscriptionInsightHistoryQueryVariables>;
export const InscriptionDiveDeeperQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InscriptionDiveDeeperQuestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fields"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"count"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inscriptionDiveDeeperQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fields"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fields"}}},{"kind":"Argument","name":{"kind":"Name","value":"count"},"value":{"kind":"Variable","name":{"kind":"Name","value":"count"}}}]}]}}]} as unknown as DocumentNode<InscriptionDiveDeeperQuestionsQuery, InscriptionDiveDeeperQuestionsQueryVariables>;
export const InsightRefreshJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InsightRefreshJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"inscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"progressMessage"}},{"kind":"Field","name":{"kind":"Name","value":"runAt"}}]}}]}}]} as unknown as DocumentNode<InsightRefreshJobQuery, InsightRefreshJobQueryVariables>;
export const RefreshInscriptionDataInsightDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshInscriptionDataInsight"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshInscriptionDataInsight"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inscriptionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}}]}}]}}]}}]} as unknown as DocumentNode<RefreshInscriptionDataInsightMutation, RefreshInscriptionDataInsightMutationVariables>;