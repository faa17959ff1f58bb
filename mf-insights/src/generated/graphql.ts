/* eslint-disable */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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
  /** Answers to questions the inscription asks, written in the entry's transaction: one invalid answer and nothing is created. */
  questionAnswers?: InputMaybe<Array<InscriptionEntryAnswerInput>>;
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

/** Added last among the inscription's questions. */
export type CreateInscriptionQuestionInput = {
  inscriptionId: Scalars['ID']['input'];
  max?: InputMaybe<Scalars['Int']['input']>;
  min?: InputMaybe<Scalars['Int']['input']>;
  question: Scalars['String']['input'];
  questionType: QuestionType;
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
  /** true: the entries' answers to it are kept (the question is only no longer asked); otherwise they are deleted with it. */
  keepAnswers?: InputMaybe<Scalars['Boolean']['input']>;
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

/** A speech provider whose live transcription the client may reach with a serviceToken. */
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

/** An answer given with a new entry (CreateInscriptionEntryInput). */
export type InscriptionEntryAnswerInput = {
  answer: Scalars['String']['input'];
  inscriptionQuestionId: Scalars['ID']['input'];
};

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

/** What a question asks for (contracts' QUESTION_TYPES): free text, or a number within the question's min and max. */
export type QuestionType =
  | 'NUMBER'
  | 'TEXT';

export type ReminderFrequencyType =
  | 'DAILY'
  | 'WEEKLY';

export type ReminderType =
  | 'DEFAULT';

/** Every question the inscription asks, in the new order. */
export type ReorderInscriptionQuestionsInput = {
  inscriptionId: Scalars['ID']['input'];
  questionIds: Array<Scalars['ID']['input']>;
};

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
  allowExternalAi?: InputMaybe<Scalars['Boolean']['input']>;
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
  questionType?: InputMaybe<QuestionType>;
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

export type PrepareInscriptionAnswersMutationVariables = Exact<{
  inscriptionId: Scalars['ID']['input'];
}>;


export type PrepareInscriptionAnswersMutation = { __typename?: 'Mutation', prepareInscriptionAnswers: boolean };

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

export type InscriptionFieldsFragment = { __typename?: 'Inscription', id: string, name: string, about: string, category: InscriptionCategory, isPrivate: boolean, allowExternalAi: boolean, logoImageUrl: string | null, entryCount: number, dateCreated: string, dateUpdated: string };

export type ReminderFieldsFragment = { __typename?: 'UserReminder', id: string, userId: string, reminderType: ReminderType, reminderTime: string, reminderFrequencyType: ReminderFrequencyType, reminderFrequency: number, reminderWeekDays: number, isActive: boolean, dateCreated: string, dateUpdated: string };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ChatMessageFieldsFragmentDoc = new TypedDocumentString(`
    fragment ChatMessageFields on InscriptionChatSessionMessage {
  id
  inscriptionChatSessionId
  chatRole
  chatContent
  chatHelpful
  externalSources
  inscriptionEntrySources {
    id
    name
    passage
    dateRecorded
  }
  dateCreated
}
    `, {"fragmentName":"ChatMessageFields"}) as unknown as TypedDocumentString<ChatMessageFieldsFragment, unknown>;
export const UserFieldsFragmentDoc = new TypedDocumentString(`
    fragment UserFields on User {
  id
  fullName
  email
  bio
  quote
  timezone
  profileImageUrl
  dateCreated
  dateUpdated
}
    `, {"fragmentName":"UserFields"}) as unknown as TypedDocumentString<UserFieldsFragment, unknown>;
export const InscriptionFieldsFragmentDoc = new TypedDocumentString(`
    fragment InscriptionFields on Inscription {
  id
  name
  about
  category
  isPrivate
  allowExternalAi
  logoImageUrl
  entryCount
  dateCreated
  dateUpdated
}
    `, {"fragmentName":"InscriptionFields"}) as unknown as TypedDocumentString<InscriptionFieldsFragment, unknown>;
export const ReminderFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReminderFields on UserReminder {
  id
  userId
  reminderType
  reminderTime
  reminderFrequencyType
  reminderFrequency
  reminderWeekDays
  isActive
  dateCreated
  dateUpdated
}
    `, {"fragmentName":"ReminderFields"}) as unknown as TypedDocumentString<ReminderFieldsFragment, unknown>;
export const ChatSessionDocument = new TypedDocumentString(`
    query ChatSession($id: ID!) {
  inscriptionChatSession(id: $id) {
    id
    inscriptionId
    inscriptionChatSessionCategoryId
    chatShortSummary
    queryFrom
    fetchUsing
  }
}
    `) as unknown as TypedDocumentString<ChatSessionQuery, ChatSessionQueryVariables>;
export const ChatMessagesDocument = new TypedDocumentString(`
    query ChatMessages($inscriptionChatSessionId: ID!) {
  inscriptionChatSessionMessages(
    inscriptionChatSessionId: $inscriptionChatSessionId
  ) {
    ...ChatMessageFields
  }
}
    fragment ChatMessageFields on InscriptionChatSessionMessage {
  id
  inscriptionChatSessionId
  chatRole
  chatContent
  chatHelpful
  externalSources
  inscriptionEntrySources {
    id
    name
    passage
    dateRecorded
  }
  dateCreated
}`) as unknown as TypedDocumentString<ChatMessagesQuery, ChatMessagesQueryVariables>;
export const ChatSessionsDocument = new TypedDocumentString(`
    query ChatSessions($inscriptionId: ID!, $first: Int) {
  inscriptionChatSessionsPaged(inscriptionId: $inscriptionId, first: $first) {
    totalCount
    edges {
      cursor
      node {
        id
        inscriptionChatSessionCategoryId
        chatShortSummary
        dateCreated
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ChatSessionsQuery, ChatSessionsQueryVariables>;
export const ChatCategoriesDocument = new TypedDocumentString(`
    query ChatCategories($inscriptionId: ID!) {
  inscriptionChatSessionCategories(inscriptionId: $inscriptionId) {
    id
    categoryName
  }
}
    `) as unknown as TypedDocumentString<ChatCategoriesQuery, ChatCategoriesQueryVariables>;
export const CreateChatSessionDocument = new TypedDocumentString(`
    mutation CreateChatSession($input: CreateInscriptionChatSessionInput!) {
  createInscriptionChatSession(input: $input) {
    code
    success
    message
    inscriptionChatSession {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CreateChatSessionMutation, CreateChatSessionMutationVariables>;
export const UpdateChatSessionDocument = new TypedDocumentString(`
    mutation UpdateChatSession($input: UpdateInscriptionChatSessionInput!) {
  updateInscriptionChatSession(input: $input) {
    code
    success
    message
    inscriptionChatSession {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateChatSessionMutation, UpdateChatSessionMutationVariables>;
export const DeleteChatSessionDocument = new TypedDocumentString(`
    mutation DeleteChatSession($id: ID!) {
  deleteInscriptionChatSession(id: $id) {
    code
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteChatSessionMutation, DeleteChatSessionMutationVariables>;
export const CreateChatCategoryDocument = new TypedDocumentString(`
    mutation CreateChatCategory($input: CreateInscriptionChatSessionCategoryInput!) {
  createInscriptionChatSessionCategory(input: $input) {
    code
    success
    message
    category {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CreateChatCategoryMutation, CreateChatCategoryMutationVariables>;
export const UpdateChatCategoryDocument = new TypedDocumentString(`
    mutation UpdateChatCategory($input: UpdateInscriptionChatSessionCategoryInput!) {
  updateInscriptionChatSessionCategory(input: $input) {
    code
    success
    message
    category {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateChatCategoryMutation, UpdateChatCategoryMutationVariables>;
export const DeleteChatCategoryDocument = new TypedDocumentString(`
    mutation DeleteChatCategory($id: ID!) {
  deleteInscriptionChatSessionCategory(id: $id) {
    code
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteChatCategoryMutation, DeleteChatCategoryMutationVariables>;
export const RateChatMessageDocument = new TypedDocumentString(`
    mutation RateChatMessage($input: UpdateInscriptionChatSessionMessageInput!) {
  updateInscriptionChatSessionMessage(input: $input) {
    code
    success
    message
    inscriptionChatSessionMessage {
      id
      chatHelpful
    }
  }
}
    `) as unknown as TypedDocumentString<RateChatMessageMutation, RateChatMessageMutationVariables>;
export const AskQuestionDocument = new TypedDocumentString(`
    subscription AskQuestion($input: AskInscriptionQuestionInput!) {
  askInscriptionQuestion(input: $input) {
    delta
    error
    unsupported
    question {
      ...ChatMessageFields
    }
    answer {
      ...ChatMessageFields
    }
  }
}
    fragment ChatMessageFields on InscriptionChatSessionMessage {
  id
  inscriptionChatSessionId
  chatRole
  chatContent
  chatHelpful
  externalSources
  inscriptionEntrySources {
    id
    name
    passage
    dateRecorded
  }
  dateCreated
}`) as unknown as TypedDocumentString<AskQuestionSubscription, AskQuestionSubscriptionVariables>;
export const PrepareInscriptionAnswersDocument = new TypedDocumentString(`
    mutation PrepareInscriptionAnswers($inscriptionId: ID!) {
  prepareInscriptionAnswers(inscriptionId: $inscriptionId)
}
    `) as unknown as TypedDocumentString<PrepareInscriptionAnswersMutation, PrepareInscriptionAnswersMutationVariables>;
export const InscriptionDataInsightDocument = new TypedDocumentString(`
    query InscriptionDataInsight($inscriptionId: ID!) {
  inscriptionDataInsight(inscriptionId: $inscriptionId) {
    dateUpdated
    engine
    entryCount
    fields {
      field
      items {
        name
        reasoning
        evidence
        topic
        score
        sources {
          entryId
          entryName
          dateRecorded
          quote
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<InscriptionDataInsightQuery, InscriptionDataInsightQueryVariables>;
export const InscriptionInsightHistoryDocument = new TypedDocumentString(`
    query InscriptionInsightHistory($inscriptionId: ID!) {
  inscriptionInsightHistory(inscriptionId: $inscriptionId) {
    period
    entryCount
    items {
      field
      name
      topic
      score
    }
  }
  inscriptionWritingActivity(inscriptionId: $inscriptionId) {
    period
    entries
    words
  }
}
    `) as unknown as TypedDocumentString<InscriptionInsightHistoryQuery, InscriptionInsightHistoryQueryVariables>;
export const InscriptionDiveDeeperQuestionsDocument = new TypedDocumentString(`
    query InscriptionDiveDeeperQuestions($inscriptionId: ID!, $fields: [String!]!, $count: Int) {
  inscriptionDiveDeeperQuestions(
    inscriptionId: $inscriptionId
    fields: $fields
    count: $count
  )
}
    `) as unknown as TypedDocumentString<InscriptionDiveDeeperQuestionsQuery, InscriptionDiveDeeperQuestionsQueryVariables>;
export const InsightRefreshJobDocument = new TypedDocumentString(`
    query InsightRefreshJob($kind: String, $inscriptionId: ID) {
  jobs(kind: $kind, inscriptionId: $inscriptionId, first: 1) {
    id
    status
    progress
    progressMessage
    runAt
  }
}
    `) as unknown as TypedDocumentString<InsightRefreshJobQuery, InsightRefreshJobQueryVariables>;
export const RefreshInscriptionDataInsightDocument = new TypedDocumentString(`
    mutation RefreshInscriptionDataInsight($inscriptionId: ID!) {
  refreshInscriptionDataInsight(inscriptionId: $inscriptionId) {
    code
    success
    message
    job {
      id
      status
      progress
    }
  }
}
    `) as unknown as TypedDocumentString<RefreshInscriptionDataInsightMutation, RefreshInscriptionDataInsightMutationVariables>;