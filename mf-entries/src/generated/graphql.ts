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

export type InscriptionEntryFieldsFragment = { __typename?: 'InscriptionEntry', id: string, inscriptionId: string, name: string, transcript: string, preview: string, isPrivate: boolean, isImportant: boolean, isMuted: boolean, dateRecorded: string, dateCreated: string, dateUpdated: string };

export type InscriptionEntriesPagedQueryVariables = Exact<{
  inscriptionId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['Boolean']['input']>;
  pivot?: InputMaybe<Scalars['ID']['input']>;
}>;


export type InscriptionEntriesPagedQuery = { __typename?: 'Query', inscriptionEntriesPaged: { __typename?: 'InscriptionEntryConnection', totalCount: number, edges: Array<{ __typename?: 'InscriptionEntryEdge', cursor: string, node: { __typename?: 'InscriptionEntry', id: string, inscriptionId: string, name: string, transcript: string, preview: string, isPrivate: boolean, isImportant: boolean, isMuted: boolean, dateRecorded: string, dateCreated: string, dateUpdated: string } }>, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type InscriptionQuestionsQueryVariables = Exact<{
  inscriptionId: Scalars['ID']['input'];
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type InscriptionQuestionsQuery = { __typename?: 'Query', inscriptionQuestions: Array<{ __typename?: 'InscriptionQuestion', id: string, inscriptionId: string, questionType: QuestionType, question: string, min: number | null, max: number | null, dateDeleted: string | null }> };

export type CreateInscriptionEntryQuestionAnswerMutationVariables = Exact<{
  input: CreateInscriptionEntryQuestionAnswerInput;
}>;


export type CreateInscriptionEntryQuestionAnswerMutation = { __typename?: 'Mutation', createInscriptionEntryQuestionAnswer: { __typename?: 'InscriptionEntryQuestionAnswerResponse', code: string, success: boolean, message: string, inscriptionEntryQuestionAnswer: { __typename?: 'InscriptionEntryQuestionAnswer', id: string, inscriptionQuestionId: string, inscriptionEntryId: string, answer: string } | null } };

export type UpdateEntryAudioMutationVariables = Exact<{
  input: UpdateInscriptionEntryInput;
}>;


export type UpdateEntryAudioMutation = { __typename?: 'Mutation', updateInscriptionEntry: { __typename?: 'InscriptionEntryResponse', code: string, success: boolean, message: string, inscriptionEntry: { __typename?: 'InscriptionEntry', id: string, audioUrl: string | null, audioUploadUrl: string | null } | null } };

export type InscriptionEntryQueryVariables = Exact<{
  inscriptionEntryId: Scalars['ID']['input'];
}>;


export type InscriptionEntryQuery = { __typename?: 'Query', inscriptionEntry: { __typename?: 'InscriptionEntry', audioUrl: string | null, id: string, inscriptionId: string, name: string, transcript: string, preview: string, isPrivate: boolean, isImportant: boolean, isMuted: boolean, dateRecorded: string, dateCreated: string, dateUpdated: string, questionAnswers: Array<{ __typename?: 'InscriptionEntryQuestionAnswer', id: string, inscriptionQuestionId: string, inscriptionEntryId: string, answer: string }> } | null };

export type UpdateInscriptionEntryMutationVariables = Exact<{
  input: UpdateInscriptionEntryInput;
}>;


export type UpdateInscriptionEntryMutation = { __typename?: 'Mutation', updateInscriptionEntry: { __typename?: 'InscriptionEntryResponse', code: string, success: boolean, message: string, inscriptionEntry: { __typename?: 'InscriptionEntry', audioUrl: string | null, audioUploadUrl: string | null, id: string, inscriptionId: string, name: string, transcript: string, preview: string, isPrivate: boolean, isImportant: boolean, isMuted: boolean, dateRecorded: string, dateCreated: string, dateUpdated: string } | null } };

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


export type CreateInscriptionEntryMutation = { __typename?: 'Mutation', createInscriptionEntry: { __typename?: 'InscriptionEntryResponse', code: string, success: boolean, message: string, inscriptionEntry: { __typename?: 'InscriptionEntry', audioUploadUrl: string | null, id: string, inscriptionId: string, name: string, transcript: string, preview: string, isPrivate: boolean, isImportant: boolean, isMuted: boolean, dateRecorded: string, dateCreated: string, dateUpdated: string } | null } };

export type SpeechTokenQueryVariables = Exact<{
  service: ExternalService;
}>;


export type SpeechTokenQuery = { __typename?: 'Query', serviceToken: string | null };

export type SearchInscriptionEntriesQueryVariables = Exact<{
  inscriptionId: Scalars['ID']['input'];
  query: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SearchInscriptionEntriesQuery = { __typename?: 'Query', searchInscriptionEntries: Array<{ __typename?: 'InscriptionEntrySearchHit', rank: number, headline: string, entry: { __typename?: 'InscriptionEntry', id: string, inscriptionId: string, name: string, transcript: string, preview: string, isPrivate: boolean, isImportant: boolean, isMuted: boolean, dateRecorded: string, dateCreated: string, dateUpdated: string } }> };

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
export const InscriptionEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment InscriptionEntryFields on InscriptionEntry {
  id
  inscriptionId
  name
  transcript
  preview
  isPrivate
  isImportant
  isMuted
  dateRecorded
  dateCreated
  dateUpdated
}
    `, {"fragmentName":"InscriptionEntryFields"}) as unknown as TypedDocumentString<InscriptionEntryFieldsFragment, unknown>;
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
export const InscriptionEntriesPagedDocument = new TypedDocumentString(`
    query InscriptionEntriesPaged($inscriptionId: ID!, $first: Int, $after: Boolean, $pivot: ID) {
  inscriptionEntriesPaged(
    inscriptionId: $inscriptionId
    first: $first
    after: $after
    pivot: $pivot
  ) {
    edges {
      cursor
      node {
        ...InscriptionEntryFields
      }
    }
    pageInfo {
      endCursor
      hasNextPage
    }
    totalCount
  }
}
    fragment InscriptionEntryFields on InscriptionEntry {
  id
  inscriptionId
  name
  transcript
  preview
  isPrivate
  isImportant
  isMuted
  dateRecorded
  dateCreated
  dateUpdated
}`) as unknown as TypedDocumentString<InscriptionEntriesPagedQuery, InscriptionEntriesPagedQueryVariables>;
export const InscriptionQuestionsDocument = new TypedDocumentString(`
    query InscriptionQuestions($inscriptionId: ID!, $includeDeleted: Boolean) {
  inscriptionQuestions(
    inscriptionId: $inscriptionId
    includeDeleted: $includeDeleted
  ) {
    id
    inscriptionId
    questionType
    question
    min
    max
    dateDeleted
  }
}
    `) as unknown as TypedDocumentString<InscriptionQuestionsQuery, InscriptionQuestionsQueryVariables>;
export const CreateInscriptionEntryQuestionAnswerDocument = new TypedDocumentString(`
    mutation CreateInscriptionEntryQuestionAnswer($input: CreateInscriptionEntryQuestionAnswerInput!) {
  createInscriptionEntryQuestionAnswer(input: $input) {
    code
    success
    message
    inscriptionEntryQuestionAnswer {
      id
      inscriptionQuestionId
      inscriptionEntryId
      answer
    }
  }
}
    `) as unknown as TypedDocumentString<CreateInscriptionEntryQuestionAnswerMutation, CreateInscriptionEntryQuestionAnswerMutationVariables>;
export const UpdateEntryAudioDocument = new TypedDocumentString(`
    mutation UpdateEntryAudio($input: UpdateInscriptionEntryInput!) {
  updateInscriptionEntry(input: $input) {
    code
    success
    message
    inscriptionEntry {
      id
      audioUrl
      audioUploadUrl
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateEntryAudioMutation, UpdateEntryAudioMutationVariables>;
export const InscriptionEntryDocument = new TypedDocumentString(`
    query InscriptionEntry($inscriptionEntryId: ID!) {
  inscriptionEntry(inscriptionEntryId: $inscriptionEntryId) {
    ...InscriptionEntryFields
    audioUrl
    questionAnswers {
      id
      inscriptionQuestionId
      inscriptionEntryId
      answer
    }
  }
}
    fragment InscriptionEntryFields on InscriptionEntry {
  id
  inscriptionId
  name
  transcript
  preview
  isPrivate
  isImportant
  isMuted
  dateRecorded
  dateCreated
  dateUpdated
}`) as unknown as TypedDocumentString<InscriptionEntryQuery, InscriptionEntryQueryVariables>;
export const UpdateInscriptionEntryDocument = new TypedDocumentString(`
    mutation UpdateInscriptionEntry($input: UpdateInscriptionEntryInput!) {
  updateInscriptionEntry(input: $input) {
    code
    success
    message
    inscriptionEntry {
      ...InscriptionEntryFields
      audioUrl
      audioUploadUrl
    }
  }
}
    fragment InscriptionEntryFields on InscriptionEntry {
  id
  inscriptionId
  name
  transcript
  preview
  isPrivate
  isImportant
  isMuted
  dateRecorded
  dateCreated
  dateUpdated
}`) as unknown as TypedDocumentString<UpdateInscriptionEntryMutation, UpdateInscriptionEntryMutationVariables>;
export const DeleteInscriptionEntryDocument = new TypedDocumentString(`
    mutation DeleteInscriptionEntry($input: DeleteInscriptionEntryInput!) {
  deleteInscriptionEntry(input: $input) {
    code
    success
    message
    inscriptionEntry {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<DeleteInscriptionEntryMutation, DeleteInscriptionEntryMutationVariables>;
export const UpdateInscriptionEntryQuestionAnswerDocument = new TypedDocumentString(`
    mutation UpdateInscriptionEntryQuestionAnswer($input: UpdateInscriptionEntryQuestionAnswerInput!) {
  updateInscriptionEntryQuestionAnswer(input: $input) {
    code
    success
    message
    inscriptionEntryQuestionAnswer {
      id
      inscriptionQuestionId
      inscriptionEntryId
      answer
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateInscriptionEntryQuestionAnswerMutation, UpdateInscriptionEntryQuestionAnswerMutationVariables>;
export const EntryWordTimingsDocument = new TypedDocumentString(`
    query EntryWordTimings($inscriptionEntryId: ID!) {
  inscriptionEntry(inscriptionEntryId: $inscriptionEntryId) {
    id
    wordTimings {
      word
      start
      end
    }
  }
}
    `) as unknown as TypedDocumentString<EntryWordTimingsQuery, EntryWordTimingsQueryVariables>;
export const TranscriptionAvailableDocument = new TypedDocumentString(`
    query TranscriptionAvailable {
  transcriptionAvailable
}
    `) as unknown as TypedDocumentString<TranscriptionAvailableQuery, TranscriptionAvailableQueryVariables>;
export const TranscribeInscriptionEntryDocument = new TypedDocumentString(`
    mutation TranscribeInscriptionEntry($id: ID!) {
  transcribeInscriptionEntry(id: $id) {
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
    `) as unknown as TypedDocumentString<TranscribeInscriptionEntryMutation, TranscribeInscriptionEntryMutationVariables>;
export const TranscriptionJobDocument = new TypedDocumentString(`
    query TranscriptionJob($id: ID!) {
  job(id: $id) {
    id
    status
    progress
    progressMessage
  }
}
    `) as unknown as TypedDocumentString<TranscriptionJobQuery, TranscriptionJobQueryVariables>;
export const EntryTranscriptDocument = new TypedDocumentString(`
    query EntryTranscript($inscriptionEntryId: ID!) {
  inscriptionEntry(inscriptionEntryId: $inscriptionEntryId) {
    id
    transcript
  }
}
    `) as unknown as TypedDocumentString<EntryTranscriptQuery, EntryTranscriptQueryVariables>;
export const CreateInscriptionEntryDocument = new TypedDocumentString(`
    mutation CreateInscriptionEntry($input: CreateInscriptionEntryInput!) {
  createInscriptionEntry(input: $input) {
    code
    success
    message
    inscriptionEntry {
      ...InscriptionEntryFields
      audioUploadUrl
    }
  }
}
    fragment InscriptionEntryFields on InscriptionEntry {
  id
  inscriptionId
  name
  transcript
  preview
  isPrivate
  isImportant
  isMuted
  dateRecorded
  dateCreated
  dateUpdated
}`) as unknown as TypedDocumentString<CreateInscriptionEntryMutation, CreateInscriptionEntryMutationVariables>;
export const SpeechTokenDocument = new TypedDocumentString(`
    query SpeechToken($service: ExternalService!) {
  serviceToken(service: $service)
}
    `) as unknown as TypedDocumentString<SpeechTokenQuery, SpeechTokenQueryVariables>;
export const SearchInscriptionEntriesDocument = new TypedDocumentString(`
    query SearchInscriptionEntries($inscriptionId: ID!, $query: String!, $first: Int) {
  searchInscriptionEntries(
    inscriptionId: $inscriptionId
    query: $query
    first: $first
  ) {
    rank
    headline
    entry {
      ...InscriptionEntryFields
    }
  }
}
    fragment InscriptionEntryFields on InscriptionEntry {
  id
  inscriptionId
  name
  transcript
  preview
  isPrivate
  isImportant
  isMuted
  dateRecorded
  dateCreated
  dateUpdated
}`) as unknown as TypedDocumentString<SearchInscriptionEntriesQuery, SearchInscriptionEntriesQueryVariables>;