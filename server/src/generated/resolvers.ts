import type { GraphQLResolveInfo } from 'graphql';
import type { InscriptionRow, InscriptionEntryRow, InscriptionQuestionRow, EntryQuestionAnswerRow, TimelineEntryRow, UserRow, UserReminderRow, UserSocialRow, ChatSessionRow, ChatMessageRow, ChatCategoryRow, JobRow, InscriptionInsightRow, InsightItemValue, InsightEvidenceValue } from '../db/schema';
import type { GraphQLContext } from '../graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
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

/** What answers can draw on on this server. */
export type ChatAiSettings = {
  __typename?: 'ChatAiSettings';
  /** offline (extractive answers from your entries) or openai (an OpenAI-compatible model). */
  engine: Scalars['String']['output'];
  /** false: no web sources (SEARXNG_URL unset). */
  webSources: Scalars['Boolean']['output'];
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

export type Inscription = {
  __typename?: 'Inscription';
  about: Scalars['String']['output'];
  /** Whether private entries, and every entry of a private inscription, may go to an external language model (LLM_BASE_URL). Off by default; the embedded engine reads every entry either way. Only the owner reads it. */
  allowExternalAi: Scalars['Boolean']['output'];
  category: InscriptionCategory;
  dateCreated: Scalars['String']['output'];
  dateUpdated: Scalars['String']['output'];
  entryCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isPrivate: Scalars['Boolean']['output'];
  /** Signed upload URL (HTTP PUT of the raw file, 15 min), returned by create and update; null elsewhere. */
  logoImageUploadUrl?: Maybe<Scalars['String']['output']>;
  /** Signed download URL of the logo (1 h); null when there is no logo. */
  logoImageUrl?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
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

/** One event of a streamed answer: text deltas, then the saved question and answer, or an error (nothing saved). */
export type InscriptionChatAnswerEvent = {
  __typename?: 'InscriptionChatAnswerEvent';
  answer?: Maybe<InscriptionChatSessionMessage>;
  delta?: Maybe<Scalars['String']['output']>;
  error?: Maybe<Scalars['String']['output']>;
  question?: Maybe<InscriptionChatSessionMessage>;
  /** Sentences whose entry citations were all dropped by verification (marked [unsupported] in the answer). */
  unsupported?: Maybe<Array<Scalars['String']['output']>>;
};

export type InscriptionChatSession = {
  __typename?: 'InscriptionChatSession';
  chatLongSummary?: Maybe<Scalars['String']['output']>;
  chatShortSummary?: Maybe<Scalars['String']['output']>;
  dateCreated: Scalars['String']['output'];
  dateUpdated: Scalars['String']['output'];
  fetchUsing?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  inscriptionChatSessionCategoryId?: Maybe<Scalars['ID']['output']>;
  inscriptionId: Scalars['ID']['output'];
  queryFrom?: Maybe<Scalars['String']['output']>;
};

export type InscriptionChatSessionCategory = {
  __typename?: 'InscriptionChatSessionCategory';
  categoryName: Scalars['String']['output'];
  dateCreated: Scalars['String']['output'];
  dateUpdated: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  inscriptionId: Scalars['ID']['output'];
};

export type InscriptionChatSessionCategoryResponse = MutationResponse & {
  __typename?: 'InscriptionChatSessionCategoryResponse';
  category?: Maybe<InscriptionChatSessionCategory>;
  code: Scalars['String']['output'];
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type InscriptionChatSessionConnection = {
  __typename?: 'InscriptionChatSessionConnection';
  edges: Array<InscriptionChatSessionEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type InscriptionChatSessionEdge = {
  __typename?: 'InscriptionChatSessionEdge';
  cursor: Scalars['ID']['output'];
  node: InscriptionChatSession;
};

export type InscriptionChatSessionMessage = {
  __typename?: 'InscriptionChatSessionMessage';
  chatContent: Scalars['String']['output'];
  chatHelpful?: Maybe<Scalars['Boolean']['output']>;
  chatRole: ChatRole;
  dateCreated: Scalars['String']['output'];
  dateUpdated: Scalars['String']['output'];
  externalSources: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  inscriptionChatSessionId: Scalars['ID']['output'];
  inscriptionEntrySources: Array<InscriptionEntrySource>;
};

export type InscriptionChatSessionMessageResponse = MutationResponse & {
  __typename?: 'InscriptionChatSessionMessageResponse';
  code: Scalars['String']['output'];
  inscriptionChatSessionMessage?: Maybe<InscriptionChatSessionMessage>;
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type InscriptionChatSessionResponse = MutationResponse & {
  __typename?: 'InscriptionChatSessionResponse';
  code: Scalars['String']['output'];
  inscriptionChatSession?: Maybe<InscriptionChatSession>;
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type InscriptionConnection = {
  __typename?: 'InscriptionConnection';
  edges: Array<InscriptionEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type InscriptionDataInsight = {
  __typename?: 'InscriptionDataInsight';
  concernsSelfDoubt: Array<Scalars['String']['output']>;
  dateUpdated?: Maybe<Scalars['String']['output']>;
  /** offline or openai: the engine that found them. */
  engine?: Maybe<Scalars['String']['output']>;
  /** Entries read by the refresh. */
  entryCount: Scalars['Int']['output'];
  /** All nine fields as items with linked evidence (the four plain-text fields too), in the order of InsightField. */
  fields: Array<InsightFieldItems>;
  habitsImprovablePatterns: Array<InsightItem>;
  habitsPositivePatterns: Array<InsightItem>;
  potentialImprovements: Array<InsightItem>;
  reoccurringTrends: Array<InsightItem>;
  repetitionRecommendations: Array<InsightItem>;
  risksImprovableTolerance: Array<Scalars['String']['output']>;
  risksPositiveTolerance: Array<Scalars['String']['output']>;
  risksStrategies: Array<Scalars['String']['output']>;
};

export type InscriptionEdge = {
  __typename?: 'InscriptionEdge';
  cursor: Scalars['ID']['output'];
  node: Inscription;
};

export type InscriptionEntry = {
  __typename?: 'InscriptionEntry';
  /** Signed upload URL (HTTP PUT of the raw file, 15 min), returned by create and update; null elsewhere. */
  audioUploadUrl?: Maybe<Scalars['String']['output']>;
  /** Signed download URL of the recording (1 h); null when there is none. */
  audioUrl?: Maybe<Scalars['String']['output']>;
  dateCreated: Scalars['String']['output'];
  dateRecorded: Scalars['String']['output'];
  dateUpdated: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  inscriptionId: Scalars['ID']['output'];
  isImportant: Scalars['Boolean']['output'];
  isMuted: Scalars['Boolean']['output'];
  isPrivate: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The transcript as it reads (Markdown markers removed, whitespace collapsed), at most 160 characters, an ellipsis when cut. */
  preview: Scalars['String']['output'];
  /** Answers given in this entry (batched, no N+1). */
  questionAnswers: Array<InscriptionEntryQuestionAnswer>;
  transcript: Scalars['String']['output'];
  /** Where each word of the transcript is spoken in the recording (forced alignment, a job after the text or audio changes); null until aligned or without audio. */
  wordTimings?: Maybe<Array<WordTiming>>;
};

/** An answer given with a new entry (CreateInscriptionEntryInput). */
export type InscriptionEntryAnswerInput = {
  answer: Scalars['String']['input'];
  inscriptionQuestionId: Scalars['ID']['input'];
};

export type InscriptionEntryConnection = {
  __typename?: 'InscriptionEntryConnection';
  edges: Array<InscriptionEntryEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type InscriptionEntryEdge = {
  __typename?: 'InscriptionEntryEdge';
  cursor: Scalars['ID']['output'];
  node: InscriptionEntry;
};

export type InscriptionEntryQuestionAnswer = {
  __typename?: 'InscriptionEntryQuestionAnswer';
  answer: Scalars['String']['output'];
  dateCreated: Scalars['String']['output'];
  dateUpdated: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  inscriptionEntryId: Scalars['ID']['output'];
  inscriptionQuestionId: Scalars['ID']['output'];
};

export type InscriptionEntryQuestionAnswerResponse = MutationResponse & {
  __typename?: 'InscriptionEntryQuestionAnswerResponse';
  code: Scalars['String']['output'];
  inscriptionEntryQuestionAnswer?: Maybe<InscriptionEntryQuestionAnswer>;
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type InscriptionEntryResponse = MutationResponse & {
  __typename?: 'InscriptionEntryResponse';
  code: Scalars['String']['output'];
  inscriptionEntry?: Maybe<InscriptionEntry>;
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
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

/** One full-text match among the caller's entries. */
export type InscriptionEntrySearchHit = {
  __typename?: 'InscriptionEntrySearchHit';
  entry: InscriptionEntry;
  /** A short excerpt of the title and transcript with each matched word wrapped in [[ and ]]. */
  headline: Scalars['String']['output'];
  /** PostgreSQL text-search rank (ts_rank_cd); higher is a better match. */
  rank: Scalars['Float']['output'];
};

export type InscriptionEntrySource = {
  __typename?: 'InscriptionEntrySource';
  /** The entry's dateRecorded (generated answers). */
  dateRecorded?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The entry's passage that supports the answer sentence citing it (generated answers; verified). */
  passage?: Maybe<Scalars['String']['output']>;
};

export type InscriptionEntrySourceInput = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

export type InscriptionQuestion = {
  __typename?: 'InscriptionQuestion';
  dateCreated: Scalars['String']['output'];
  /** Set when the question was deleted and its answers kept: no longer asked, still shown beside its answers. */
  dateDeleted?: Maybe<Scalars['String']['output']>;
  dateUpdated: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  inscriptionId: Scalars['ID']['output'];
  max?: Maybe<Scalars['Int']['output']>;
  /** NUMBER questions only (null for TEXT): the lowest and highest answer accepted. */
  min?: Maybe<Scalars['Int']['output']>;
  /** Where it is asked among its inscription's questions, lowest first. */
  position: Scalars['Int']['output'];
  question: Scalars['String']['output'];
  questionType: QuestionType;
};

export type InscriptionQuestionResponse = MutationResponse & {
  __typename?: 'InscriptionQuestionResponse';
  code: Scalars['String']['output'];
  inscriptionQuestion?: Maybe<InscriptionQuestion>;
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type InscriptionQuestionsResponse = MutationResponse & {
  __typename?: 'InscriptionQuestionsResponse';
  code: Scalars['String']['output'];
  inscriptionQuestions?: Maybe<Array<InscriptionQuestion>>;
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

/** A web link (http or https) used in an inscription, once per link. */
export type InscriptionResource = {
  __typename?: 'InscriptionResource';
  /** The link's host, for display. */
  host: Scalars['String']['output'];
  url: Scalars['String']['output'];
  /** Newest first. */
  usages: Array<InscriptionResourceUsage>;
};

/** Where a resource was used. */
export type InscriptionResourceUsage = {
  __typename?: 'InscriptionResourceUsage';
  /** When the entry was recorded or the source was cited (ISO 8601). */
  date: Scalars['String']['output'];
  /** The entry's id (kind ENTRY) or the chat session's id (kind CHAT). */
  id: Scalars['ID']['output'];
  kind: InscriptionResourceUsageKind;
  /** The entry's title, or the chat's summary (its first question when it has none). */
  title: Scalars['String']['output'];
};

export type InscriptionResourceUsageKind =
  /** A chat session whose answer cited the link as a source. */
  | 'CHAT'
  /** An entry whose title or transcript has the link. */
  | 'ENTRY';

export type InscriptionResponse = MutationResponse & {
  __typename?: 'InscriptionResponse';
  code: Scalars['String']['output'];
  inscription?: Maybe<Inscription>;
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type InscriptionTimelineEntry = {
  __typename?: 'InscriptionTimelineEntry';
  dateCreated: Scalars['String']['output'];
  dateUpdated: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  inscriptionId: Scalars['ID']['output'];
  month?: Maybe<Scalars['Int']['output']>;
  scale: TimelineScale;
  /** The summary sentence by sentence, each citing the entries it draws on ([] for an edited or hand-made summary). */
  sentences: Array<TimelineSentence>;
  summary: Scalars['String']['output'];
  /** Omitted (null) in paged lists. */
  title?: Maybe<Scalars['String']['output']>;
  week?: Maybe<Scalars['Int']['output']>;
  year: Scalars['Int']['output'];
};

export type InscriptionTimelineEntryConnection = {
  __typename?: 'InscriptionTimelineEntryConnection';
  edges: Array<InscriptionTimelineEntryEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type InscriptionTimelineEntryEdge = {
  __typename?: 'InscriptionTimelineEntryEdge';
  cursor: Scalars['ID']['output'];
  node: InscriptionTimelineEntry;
};

export type InscriptionTimelineEntryResponse = MutationResponse & {
  __typename?: 'InscriptionTimelineEntryResponse';
  code: Scalars['String']['output'];
  inscriptionTimelineEntry?: Maybe<InscriptionTimelineEntry>;
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

/** A sentence of a dated entry that an insight quotes. */
export type InsightEvidence = {
  __typename?: 'InsightEvidence';
  dateRecorded: Scalars['String']['output'];
  entryId: Scalars['ID']['output'];
  entryName: Scalars['String']['output'];
  quote: Scalars['String']['output'];
};

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

export type InsightFieldItems = {
  __typename?: 'InsightFieldItems';
  field: InsightField;
  items: Array<InsightItem>;
};

export type InsightHistoryItem = {
  __typename?: 'InsightHistoryItem';
  field: InsightField;
  name: Scalars['String']['output'];
  score: Scalars['Int']['output'];
  topic: Scalars['String']['output'];
};

/** The insights as they stood at the last refresh of a month. */
export type InsightHistoryPoint = {
  __typename?: 'InsightHistoryPoint';
  dateUpdated: Scalars['String']['output'];
  entryCount: Scalars['Int']['output'];
  items: Array<InsightHistoryItem>;
  /** yyyy-MM in the user's timezone. */
  period: Scalars['String']['output'];
};

export type InsightItem = {
  __typename?: 'InsightItem';
  /** The quoted sentences with their dates, as text. */
  evidence: Scalars['String']['output'];
  name: Scalars['String']['output'];
  reasoning: Scalars['String']['output'];
  /** How many entries show it. */
  score: Scalars['Int']['output'];
  /** The same sentences, each with the entry it comes from. */
  sources: Array<InsightEvidence>;
  /** What the item is about (a word or phrase of the entries). */
  topic?: Maybe<Scalars['String']['output']>;
};

export type InsightRefreshResponse = MutationResponse & {
  __typename?: 'InsightRefreshResponse';
  code: Scalars['String']['output'];
  job?: Maybe<Job>;
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

/** Background work done for the caller (insight refresh, timeline periods, transcription…), with its progress. */
export type Job = {
  __typename?: 'Job';
  attempts: Scalars['Int']['output'];
  dateCreated: Scalars['String']['output'];
  dateUpdated: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  inscriptionId?: Maybe<Scalars['ID']['output']>;
  kind: Scalars['String']['output'];
  /** 0–100. */
  progress: Scalars['Int']['output'];
  progressMessage?: Maybe<Scalars['String']['output']>;
  /** When it runs (next, for a queued job). */
  runAt: Scalars['String']['output'];
  status: JobStatus;
};

export type JobStatus =
  | 'DONE'
  | 'FAILED'
  | 'QUEUED'
  | 'RUNNING';

export type Mutation = {
  __typename?: 'Mutation';
  createInscription: InscriptionResponse;
  createInscriptionChatSession: InscriptionChatSessionResponse;
  createInscriptionChatSessionCategory: InscriptionChatSessionCategoryResponse;
  /** Stores a message as given; askInscriptionQuestion generates and saves the answers. */
  createInscriptionChatSessionMessage: InscriptionChatSessionMessageResponse;
  createInscriptionEntry: InscriptionEntryResponse;
  /** 409 with a 'duplicate' message when an answer for this entry and question exists. */
  createInscriptionEntryQuestionAnswer: InscriptionEntryQuestionAnswerResponse;
  createInscriptionQuestion: InscriptionQuestionResponse;
  /** 409 with a message containing 'duplicate' when the profile exists. */
  createUser: UserResponse;
  createUserReminder: UserReminderResponse;
  createUserSocial: UserSocialResponse;
  deleteInscription: InscriptionResponse;
  deleteInscriptionChatSession: InscriptionChatSessionResponse;
  deleteInscriptionChatSessionCategory: InscriptionChatSessionCategoryResponse;
  deleteInscriptionChatSessionMessage: InscriptionChatSessionMessageResponse;
  deleteInscriptionEntry: InscriptionEntryResponse;
  deleteInscriptionEntryQuestionAnswer: InscriptionEntryQuestionAnswerResponse;
  deleteInscriptionQuestion: InscriptionQuestionResponse;
  deleteInscriptionTimelineEntry: InscriptionTimelineEntryResponse;
  deleteUser: UserResponse;
  deleteUserReminder: UserReminderResponse;
  deleteUserSocial: UserSocialResponse;
  /** Generate (or regenerate) the summaries of a period: idempotent, one summary per period. */
  generateInscriptionTimeline: TimelineGenerationResponse;
  /**
   * Reads the inscription's entries for answering before its first question is asked (the chat page sends it
   * as it opens: a journal of thousands of entries takes seconds to read the first time). True once read;
   * false for an inscription that is not the caller's.
   */
  prepareInscriptionAnswers: Scalars['Boolean']['output'];
  /** Runs the inscription's insight refresh now (its progress is the returned job). */
  refreshInscriptionDataInsight: InsightRefreshResponse;
  reorderInscriptionQuestions: InscriptionQuestionsResponse;
  /** Queues the transcription of the entry's recording (owner only); the text is appended to its transcript, then aligned. */
  transcribeInscriptionEntry: TranscriptionJobResponse;
  updateInscription: InscriptionResponse;
  updateInscriptionChatSession: InscriptionChatSessionResponse;
  updateInscriptionChatSessionCategory: InscriptionChatSessionCategoryResponse;
  updateInscriptionChatSessionMessage: InscriptionChatSessionMessageResponse;
  updateInscriptionEntry: InscriptionEntryResponse;
  updateInscriptionEntryQuestionAnswer: InscriptionEntryQuestionAnswerResponse;
  updateInscriptionQuestion: InscriptionQuestionResponse;
  updateInscriptionTimelineEntry: InscriptionTimelineEntryResponse;
  updateUser: UserResponse;
  updateUserReminder: UserReminderResponse;
  updateUserSocial: UserSocialResponse;
};


export type MutationCreateInscriptionArgs = {
  input: CreateInscriptionInput;
};


export type MutationCreateInscriptionChatSessionArgs = {
  input: CreateInscriptionChatSessionInput;
};


export type MutationCreateInscriptionChatSessionCategoryArgs = {
  input: CreateInscriptionChatSessionCategoryInput;
};


export type MutationCreateInscriptionChatSessionMessageArgs = {
  input: CreateInscriptionChatSessionMessageInput;
};


export type MutationCreateInscriptionEntryArgs = {
  input: CreateInscriptionEntryInput;
};


export type MutationCreateInscriptionEntryQuestionAnswerArgs = {
  input: CreateInscriptionEntryQuestionAnswerInput;
};


export type MutationCreateInscriptionQuestionArgs = {
  input: CreateInscriptionQuestionInput;
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationCreateUserReminderArgs = {
  input: CreateUserReminderInput;
};


export type MutationCreateUserSocialArgs = {
  input: CreateUserSocialInput;
};


export type MutationDeleteInscriptionArgs = {
  input: DeleteInscriptionInput;
};


export type MutationDeleteInscriptionChatSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteInscriptionChatSessionCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteInscriptionChatSessionMessageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteInscriptionEntryArgs = {
  input: DeleteInscriptionEntryInput;
};


export type MutationDeleteInscriptionEntryQuestionAnswerArgs = {
  input: DeleteInscriptionEntryQuestionAnswerInput;
};


export type MutationDeleteInscriptionQuestionArgs = {
  input: DeleteInscriptionQuestionInput;
};


export type MutationDeleteInscriptionTimelineEntryArgs = {
  input: DeleteInscriptionTimelineEntryInput;
};


export type MutationDeleteUserArgs = {
  input: DeleteUserInput;
};


export type MutationDeleteUserReminderArgs = {
  input: DeleteUserReminderInput;
};


export type MutationDeleteUserSocialArgs = {
  input: DeleteUserSocialInput;
};


export type MutationGenerateInscriptionTimelineArgs = {
  input: GenerateInscriptionTimelineInput;
};


export type MutationPrepareInscriptionAnswersArgs = {
  inscriptionId: Scalars['ID']['input'];
};


export type MutationRefreshInscriptionDataInsightArgs = {
  inscriptionId: Scalars['ID']['input'];
};


export type MutationReorderInscriptionQuestionsArgs = {
  input: ReorderInscriptionQuestionsInput;
};


export type MutationTranscribeInscriptionEntryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateInscriptionArgs = {
  input: UpdateInscriptionInput;
};


export type MutationUpdateInscriptionChatSessionArgs = {
  input: UpdateInscriptionChatSessionInput;
};


export type MutationUpdateInscriptionChatSessionCategoryArgs = {
  input: UpdateInscriptionChatSessionCategoryInput;
};


export type MutationUpdateInscriptionChatSessionMessageArgs = {
  input: UpdateInscriptionChatSessionMessageInput;
};


export type MutationUpdateInscriptionEntryArgs = {
  input: UpdateInscriptionEntryInput;
};


export type MutationUpdateInscriptionEntryQuestionAnswerArgs = {
  input: UpdateInscriptionEntryQuestionAnswerInput;
};


export type MutationUpdateInscriptionQuestionArgs = {
  input: UpdateInscriptionQuestionInput;
};


export type MutationUpdateInscriptionTimelineEntryArgs = {
  input: UpdateInscriptionTimelineEntryInput;
};


export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
};


export type MutationUpdateUserReminderArgs = {
  input: UpdateUserReminderInput;
};


export type MutationUpdateUserSocialArgs = {
  input: UpdateUserSocialInput;
};

/** Common shape of every mutation response. code is '200' on success, '400' validation, '404' not found, '409' duplicate, '500' unexpected. */
export type MutationResponse = {
  code: Scalars['String']['output'];
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

/** Paging: items are ordered newest first; the cursor of an edge is the item id. */
export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['ID']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type PeriodUnit =
  | 'MONTH'
  | 'WEEK'
  | 'YEAR';

export type Query = {
  __typename?: 'Query';
  chatAiSettings: ChatAiSettings;
  inscription?: Maybe<Inscription>;
  inscriptionChatSession?: Maybe<InscriptionChatSession>;
  inscriptionChatSessionCategories: Array<InscriptionChatSessionCategory>;
  /** Oldest first (conversation order). */
  inscriptionChatSessionMessages: Array<InscriptionChatSessionMessage>;
  /** Ordered by dateCreated desc, id desc; paging as inscriptionEntriesPaged. */
  inscriptionChatSessionsPaged: InscriptionChatSessionConnection;
  /** Null until the first refresh (queued when entries change), or for another user's inscription. */
  inscriptionDataInsight?: Maybe<InscriptionDataInsight>;
  /** count (1–10) questions per field, in the order of fields; each opens a chat about its field. */
  inscriptionDiveDeeperQuestions: Array<Scalars['String']['output']>;
  inscriptionEntries: Array<InscriptionEntry>;
  /** Ordered by dateRecorded desc, id desc. after=true (default): the first items after pivot; after=false: the first items before pivot (still newest first). */
  inscriptionEntriesPaged: InscriptionEntryConnection;
  inscriptionEntry?: Maybe<InscriptionEntry>;
  /** Entry name lookup. */
  inscriptionEntryName?: Maybe<Scalars['String']['output']>;
  inscriptionEntryQuestionAnswer?: Maybe<InscriptionEntryQuestionAnswer>;
  inscriptionEntryQuestionAnswers: Array<InscriptionEntryQuestionAnswer>;
  /** One point per month with a kept refresh, oldest first. */
  inscriptionInsightHistory: Array<InsightHistoryPoint>;
  inscriptionQuestion?: Maybe<InscriptionQuestion>;
  /** In the order asked. includeDeleted: also the deleted questions whose answers were kept (to show those answers). */
  inscriptionQuestions: Array<InscriptionQuestion>;
  /** The links written in the inscription's entries and the sources cited in its chats, most recently used first; another user's inscription has none. */
  inscriptionResources: Array<InscriptionResource>;
  inscriptionTimelineEntries: Array<InscriptionTimelineEntry>;
  /** Ordered by dateCreated desc, id desc; optional filters scale, year, month, week. Paging as inscriptionEntriesPaged. */
  inscriptionTimelineEntriesPaged: InscriptionTimelineEntryConnection;
  inscriptionTimelineEntry?: Maybe<InscriptionTimelineEntry>;
  /** The inscription's writing per month, oldest first. */
  inscriptionWritingActivity: Array<WritingActivityPoint>;
  inscriptions: Array<Inscription>;
  /** Ordered by dateCreated desc, id desc. after=true (default): the first items after pivot; after=false: the first items before pivot (still newest first). */
  inscriptionsPaged: InscriptionConnection;
  /** One of the caller's jobs, or null. */
  job?: Maybe<Job>;
  /** The caller's jobs, newest first, optionally of one kind and one inscription. */
  jobs: Array<Job>;
  /** Static list of 20 entrepreneurial quotes for the carousel. */
  quotes: Array<Quote>;
  /** Full-text search (PostgreSQL websearch syntax) over one inscription's entries, best match first. */
  searchInscriptionEntries: Array<InscriptionEntrySearchHit>;
  /** Token for a speech provider; null while no provider is configured. */
  serviceToken?: Maybe<Scalars['String']['output']>;
  /** Whether a recording can be transcribed afterwards (the server has a speech engine). */
  transcriptionAvailable: Scalars['Boolean']['output'];
  /** The caller's profile, or null when it was not created yet. */
  user?: Maybe<User>;
  /** Sorted by reminderTime. */
  userReminders: Array<UserReminder>;
  userSocials: Array<UserSocial>;
};


export type QueryInscriptionArgs = {
  inscriptionId: Scalars['ID']['input'];
};


export type QueryInscriptionChatSessionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInscriptionChatSessionCategoriesArgs = {
  inscriptionId: Scalars['ID']['input'];
};


export type QueryInscriptionChatSessionMessagesArgs = {
  inscriptionChatSessionId: Scalars['ID']['input'];
};


export type QueryInscriptionChatSessionsPagedArgs = {
  after?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  inscriptionChatSessionCategoryId?: InputMaybe<Scalars['ID']['input']>;
  inscriptionId: Scalars['ID']['input'];
  pivot?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryInscriptionDataInsightArgs = {
  inscriptionId: Scalars['ID']['input'];
};


export type QueryInscriptionDiveDeeperQuestionsArgs = {
  count?: InputMaybe<Scalars['Int']['input']>;
  fields: Array<Scalars['String']['input']>;
  inscriptionId: Scalars['ID']['input'];
};


export type QueryInscriptionEntriesArgs = {
  inscriptionId: Scalars['ID']['input'];
};


export type QueryInscriptionEntriesPagedArgs = {
  after?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  inscriptionId: Scalars['ID']['input'];
  pivot?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryInscriptionEntryArgs = {
  inscriptionEntryId: Scalars['ID']['input'];
};


export type QueryInscriptionEntryNameArgs = {
  inscriptionEntryId: Scalars['ID']['input'];
};


export type QueryInscriptionEntryQuestionAnswerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInscriptionEntryQuestionAnswersArgs = {
  inscriptionEntryId: Scalars['ID']['input'];
};


export type QueryInscriptionInsightHistoryArgs = {
  inscriptionId: Scalars['ID']['input'];
};


export type QueryInscriptionQuestionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInscriptionQuestionsArgs = {
  includeDeleted?: InputMaybe<Scalars['Boolean']['input']>;
  inscriptionId: Scalars['ID']['input'];
};


export type QueryInscriptionResourcesArgs = {
  inscriptionId: Scalars['ID']['input'];
};


export type QueryInscriptionTimelineEntriesArgs = {
  inscriptionId: Scalars['ID']['input'];
  month?: InputMaybe<Scalars['Int']['input']>;
  scale?: InputMaybe<TimelineScale>;
  week?: InputMaybe<Scalars['Int']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryInscriptionTimelineEntriesPagedArgs = {
  after?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  inscriptionId: Scalars['ID']['input'];
  month?: InputMaybe<Scalars['Int']['input']>;
  pivot?: InputMaybe<Scalars['ID']['input']>;
  scale?: InputMaybe<TimelineScale>;
  week?: InputMaybe<Scalars['Int']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryInscriptionTimelineEntryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInscriptionWritingActivityArgs = {
  inscriptionId: Scalars['ID']['input'];
};


export type QueryInscriptionsPagedArgs = {
  after?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  pivot?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryJobArgs = {
  id: Scalars['ID']['input'];
};


export type QueryJobsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  inscriptionId?: InputMaybe<Scalars['ID']['input']>;
  kind?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySearchInscriptionEntriesArgs = {
  filter?: InputMaybe<InscriptionEntrySearchFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  inscriptionId: Scalars['ID']['input'];
  query: Scalars['String']['input'];
};


export type QueryServiceTokenArgs = {
  service: ExternalService;
};

/** What a question asks for (contracts' QUESTION_TYPES): free text, or a number within the question's min and max. */
export type QuestionType =
  | 'NUMBER'
  | 'TEXT';

export type Quote = {
  __typename?: 'Quote';
  author: Scalars['String']['output'];
  content: Scalars['String']['output'];
};

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

/** Streams, served as GraphQL over SSE (POST /graphql with Accept: text/event-stream). */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * Answers a question in a chat session: retrieves the user's own entries (and web results when asked),
   * streams the answer as it is generated (Markdown; [E<n>] cites the nth entry source, [<n>] the nth external
   * source, [unsupported] marks a sentence whose citations failed verification), then saves the question and
   * the answer together.
   */
  askInscriptionQuestion: InscriptionChatAnswerEvent;
};


/** Streams, served as GraphQL over SSE (POST /graphql with Accept: text/event-stream). */
export type SubscriptionAskInscriptionQuestionArgs = {
  input: AskInscriptionQuestionInput;
};

export type TimelineGenerationResponse = MutationResponse & {
  __typename?: 'TimelineGenerationResponse';
  code: Scalars['String']['output'];
  /** The generating job (its progress); the summaries appear when it is done. */
  job?: Maybe<Job>;
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type TimelineScale =
  | 'MONTH'
  | 'WEEK'
  | 'YEAR';

export type TimelineSentence = {
  __typename?: 'TimelineSentence';
  entries: Array<TimelineSentenceSource>;
  text: Scalars['String']['output'];
};

export type TimelineSentenceSource = {
  __typename?: 'TimelineSentenceSource';
  dateRecorded: Scalars['String']['output'];
  entryId: Scalars['ID']['output'];
  entryName: Scalars['String']['output'];
};

export type TranscriptionJobResponse = MutationResponse & {
  __typename?: 'TranscriptionJobResponse';
  code: Scalars['String']['output'];
  /** The queued speech.transcribeEntry job; poll Query.job for its progress. */
  job?: Maybe<Job>;
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

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

export type User = {
  __typename?: 'User';
  bio?: Maybe<Scalars['String']['output']>;
  dateCreated: Scalars['String']['output'];
  dateUpdated: Scalars['String']['output'];
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  /** Equals the account id of the signed-in user. */
  id: Scalars['ID']['output'];
  /** Signed upload URL (HTTP PUT of the raw file, 15 min), returned by create and update; null elsewhere. */
  profileImageUploadUrl?: Maybe<Scalars['String']['output']>;
  /** Signed download URL of the profile photo (1 h); null when there is none. */
  profileImageUrl?: Maybe<Scalars['String']['output']>;
  quote?: Maybe<Scalars['String']['output']>;
  timezone?: Maybe<Scalars['String']['output']>;
};

export type UserReminder = {
  __typename?: 'UserReminder';
  dateCreated: Scalars['String']['output'];
  dateUpdated: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  /** Every n days (1-7, DAILY) or weeks (1-4, WEEKLY). */
  reminderFrequency: Scalars['Int']['output'];
  reminderFrequencyType: ReminderFrequencyType;
  /** HH:MM, 24 hours. */
  reminderTime: Scalars['String']['output'];
  reminderType: ReminderType;
  /** Bitmask: Monday 1, Tuesday 2, Wednesday 4, Thursday 8, Friday 16, Saturday 32, Sunday 64. */
  reminderWeekDays: Scalars['Int']['output'];
  userId: Scalars['ID']['output'];
};

export type UserReminderResponse = MutationResponse & {
  __typename?: 'UserReminderResponse';
  code: Scalars['String']['output'];
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
  userReminder?: Maybe<UserReminder>;
};

export type UserResponse = MutationResponse & {
  __typename?: 'UserResponse';
  code: Scalars['String']['output'];
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
  user?: Maybe<User>;
};

export type UserSocial = {
  __typename?: 'UserSocial';
  dateCreated: Scalars['String']['output'];
  dateUpdated: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  platform: SocialPlatform;
  platformUserUrl: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

export type UserSocialResponse = MutationResponse & {
  __typename?: 'UserSocialResponse';
  code: Scalars['String']['output'];
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
  userSocial?: Maybe<UserSocial>;
};

export type WordTiming = {
  __typename?: 'WordTiming';
  end: Scalars['Float']['output'];
  /** Seconds from the start of the recording. */
  start: Scalars['Float']['output'];
  /** The word as written (punctuation kept). */
  word: Scalars['String']['output'];
};

/** Entries and words of one month (the user's timezone). */
export type WritingActivityPoint = {
  __typename?: 'WritingActivityPoint';
  entries: Scalars['Int']['output'];
  period: Scalars['String']['output'];
  words: Scalars['Int']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  MutationResponse:
    | ( Omit<InscriptionChatSessionCategoryResponse, 'category'> & { category?: Maybe<_RefType['InscriptionChatSessionCategory']> } )
    | ( Omit<InscriptionChatSessionMessageResponse, 'inscriptionChatSessionMessage'> & { inscriptionChatSessionMessage?: Maybe<_RefType['InscriptionChatSessionMessage']> } )
    | ( Omit<InscriptionChatSessionResponse, 'inscriptionChatSession'> & { inscriptionChatSession?: Maybe<_RefType['InscriptionChatSession']> } )
    | ( Omit<InscriptionEntryQuestionAnswerResponse, 'inscriptionEntryQuestionAnswer'> & { inscriptionEntryQuestionAnswer?: Maybe<_RefType['InscriptionEntryQuestionAnswer']> } )
    | ( Omit<InscriptionEntryResponse, 'inscriptionEntry'> & { inscriptionEntry?: Maybe<_RefType['InscriptionEntry']> } )
    | ( Omit<InscriptionQuestionResponse, 'inscriptionQuestion'> & { inscriptionQuestion?: Maybe<_RefType['InscriptionQuestion']> } )
    | ( Omit<InscriptionQuestionsResponse, 'inscriptionQuestions'> & { inscriptionQuestions?: Maybe<Array<_RefType['InscriptionQuestion']>> } )
    | ( Omit<InscriptionResponse, 'inscription'> & { inscription?: Maybe<_RefType['Inscription']> } )
    | ( Omit<InscriptionTimelineEntryResponse, 'inscriptionTimelineEntry'> & { inscriptionTimelineEntry?: Maybe<_RefType['InscriptionTimelineEntry']> } )
    | ( Omit<InsightRefreshResponse, 'job'> & { job?: Maybe<_RefType['Job']> } )
    | ( Omit<TimelineGenerationResponse, 'job'> & { job?: Maybe<_RefType['Job']> } )
    | ( Omit<TranscriptionJobResponse, 'job'> & { job?: Maybe<_RefType['Job']> } )
    | ( Omit<UserReminderResponse, 'userReminder'> & { userReminder?: Maybe<_RefType['UserReminder']> } )
    | ( Omit<UserResponse, 'user'> & { user?: Maybe<_RefType['User']> } )
    | ( Omit<UserSocialResponse, 'userSocial'> & { userSocial?: Maybe<_RefType['UserSocial']> } )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AskInscriptionQuestionInput: AskInscriptionQuestionInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChatAiSettings: ResolverTypeWrapper<ChatAiSettings>;
  ChatRole: ChatRole;
  CreateInscriptionChatSessionCategoryInput: CreateInscriptionChatSessionCategoryInput;
  CreateInscriptionChatSessionInput: CreateInscriptionChatSessionInput;
  CreateInscriptionChatSessionMessageInput: CreateInscriptionChatSessionMessageInput;
  CreateInscriptionEntryInput: CreateInscriptionEntryInput;
  CreateInscriptionEntryQuestionAnswerInput: CreateInscriptionEntryQuestionAnswerInput;
  CreateInscriptionInput: CreateInscriptionInput;
  CreateInscriptionQuestionInput: CreateInscriptionQuestionInput;
  CreateUserInput: CreateUserInput;
  CreateUserReminderInput: CreateUserReminderInput;
  CreateUserSocialInput: CreateUserSocialInput;
  DeleteInscriptionEntryInput: DeleteInscriptionEntryInput;
  DeleteInscriptionEntryQuestionAnswerInput: DeleteInscriptionEntryQuestionAnswerInput;
  DeleteInscriptionInput: DeleteInscriptionInput;
  DeleteInscriptionQuestionInput: DeleteInscriptionQuestionInput;
  DeleteInscriptionTimelineEntryInput: DeleteInscriptionTimelineEntryInput;
  DeleteUserInput: DeleteUserInput;
  DeleteUserReminderInput: DeleteUserReminderInput;
  DeleteUserSocialInput: DeleteUserSocialInput;
  ExternalService: ExternalService;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Frequency: Frequency;
  GenerateInscriptionTimelineInput: GenerateInscriptionTimelineInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Inscription: ResolverTypeWrapper<InscriptionRow>;
  InscriptionCategory: InscriptionCategory;
  InscriptionChatAnswerEvent: ResolverTypeWrapper<Omit<InscriptionChatAnswerEvent, 'answer' | 'question'> & { answer?: Maybe<ResolversTypes['InscriptionChatSessionMessage']>, question?: Maybe<ResolversTypes['InscriptionChatSessionMessage']> }>;
  InscriptionChatSession: ResolverTypeWrapper<ChatSessionRow>;
  InscriptionChatSessionCategory: ResolverTypeWrapper<ChatCategoryRow>;
  InscriptionChatSessionCategoryResponse: ResolverTypeWrapper<Omit<InscriptionChatSessionCategoryResponse, 'category'> & { category?: Maybe<ResolversTypes['InscriptionChatSessionCategory']> }>;
  InscriptionChatSessionConnection: ResolverTypeWrapper<Omit<InscriptionChatSessionConnection, 'edges'> & { edges: Array<ResolversTypes['InscriptionChatSessionEdge']> }>;
  InscriptionChatSessionEdge: ResolverTypeWrapper<Omit<InscriptionChatSessionEdge, 'node'> & { node: ResolversTypes['InscriptionChatSession'] }>;
  InscriptionChatSessionMessage: ResolverTypeWrapper<ChatMessageRow>;
  InscriptionChatSessionMessageResponse: ResolverTypeWrapper<Omit<InscriptionChatSessionMessageResponse, 'inscriptionChatSessionMessage'> & { inscriptionChatSessionMessage?: Maybe<ResolversTypes['InscriptionChatSessionMessage']> }>;
  InscriptionChatSessionResponse: ResolverTypeWrapper<Omit<InscriptionChatSessionResponse, 'inscriptionChatSession'> & { inscriptionChatSession?: Maybe<ResolversTypes['InscriptionChatSession']> }>;
  InscriptionConnection: ResolverTypeWrapper<Omit<InscriptionConnection, 'edges'> & { edges: Array<ResolversTypes['InscriptionEdge']> }>;
  InscriptionDataInsight: ResolverTypeWrapper<InscriptionInsightRow>;
  InscriptionEdge: ResolverTypeWrapper<Omit<InscriptionEdge, 'node'> & { node: ResolversTypes['Inscription'] }>;
  InscriptionEntry: ResolverTypeWrapper<InscriptionEntryRow>;
  InscriptionEntryAnswerInput: InscriptionEntryAnswerInput;
  InscriptionEntryConnection: ResolverTypeWrapper<Omit<InscriptionEntryConnection, 'edges'> & { edges: Array<ResolversTypes['InscriptionEntryEdge']> }>;
  InscriptionEntryEdge: ResolverTypeWrapper<Omit<InscriptionEntryEdge, 'node'> & { node: ResolversTypes['InscriptionEntry'] }>;
  InscriptionEntryQuestionAnswer: ResolverTypeWrapper<EntryQuestionAnswerRow>;
  InscriptionEntryQuestionAnswerResponse: ResolverTypeWrapper<Omit<InscriptionEntryQuestionAnswerResponse, 'inscriptionEntryQuestionAnswer'> & { inscriptionEntryQuestionAnswer?: Maybe<ResolversTypes['InscriptionEntryQuestionAnswer']> }>;
  InscriptionEntryResponse: ResolverTypeWrapper<Omit<InscriptionEntryResponse, 'inscriptionEntry'> & { inscriptionEntry?: Maybe<ResolversTypes['InscriptionEntry']> }>;
  InscriptionEntrySearchFilter: InscriptionEntrySearchFilter;
  InscriptionEntrySearchHit: ResolverTypeWrapper<Omit<InscriptionEntrySearchHit, 'entry'> & { entry: ResolversTypes['InscriptionEntry'] }>;
  InscriptionEntrySource: ResolverTypeWrapper<InscriptionEntrySource>;
  InscriptionEntrySourceInput: InscriptionEntrySourceInput;
  InscriptionQuestion: ResolverTypeWrapper<InscriptionQuestionRow>;
  InscriptionQuestionResponse: ResolverTypeWrapper<Omit<InscriptionQuestionResponse, 'inscriptionQuestion'> & { inscriptionQuestion?: Maybe<ResolversTypes['InscriptionQuestion']> }>;
  InscriptionQuestionsResponse: ResolverTypeWrapper<Omit<InscriptionQuestionsResponse, 'inscriptionQuestions'> & { inscriptionQuestions?: Maybe<Array<ResolversTypes['InscriptionQuestion']>> }>;
  InscriptionResource: ResolverTypeWrapper<InscriptionResource>;
  InscriptionResourceUsage: ResolverTypeWrapper<InscriptionResourceUsage>;
  InscriptionResourceUsageKind: InscriptionResourceUsageKind;
  InscriptionResponse: ResolverTypeWrapper<Omit<InscriptionResponse, 'inscription'> & { inscription?: Maybe<ResolversTypes['Inscription']> }>;
  InscriptionTimelineEntry: ResolverTypeWrapper<TimelineEntryRow>;
  InscriptionTimelineEntryConnection: ResolverTypeWrapper<Omit<InscriptionTimelineEntryConnection, 'edges'> & { edges: Array<ResolversTypes['InscriptionTimelineEntryEdge']> }>;
  InscriptionTimelineEntryEdge: ResolverTypeWrapper<Omit<InscriptionTimelineEntryEdge, 'node'> & { node: ResolversTypes['InscriptionTimelineEntry'] }>;
  InscriptionTimelineEntryResponse: ResolverTypeWrapper<Omit<InscriptionTimelineEntryResponse, 'inscriptionTimelineEntry'> & { inscriptionTimelineEntry?: Maybe<ResolversTypes['InscriptionTimelineEntry']> }>;
  InsightEvidence: ResolverTypeWrapper<InsightEvidenceValue>;
  InsightField: InsightField;
  InsightFieldItems: ResolverTypeWrapper<Omit<InsightFieldItems, 'items'> & { items: Array<ResolversTypes['InsightItem']> }>;
  InsightHistoryItem: ResolverTypeWrapper<InsightHistoryItem>;
  InsightHistoryPoint: ResolverTypeWrapper<InsightHistoryPoint>;
  InsightItem: ResolverTypeWrapper<InsightItemValue>;
  InsightRefreshResponse: ResolverTypeWrapper<Omit<InsightRefreshResponse, 'job'> & { job?: Maybe<ResolversTypes['Job']> }>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Job: ResolverTypeWrapper<JobRow>;
  JobStatus: JobStatus;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationResponse: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['MutationResponse']>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PeriodUnit: PeriodUnit;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuestionType: QuestionType;
  Quote: ResolverTypeWrapper<Quote>;
  ReminderFrequencyType: ReminderFrequencyType;
  ReminderType: ReminderType;
  ReorderInscriptionQuestionsInput: ReorderInscriptionQuestionsInput;
  SocialPlatform: SocialPlatform;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TimelineGenerationResponse: ResolverTypeWrapper<Omit<TimelineGenerationResponse, 'job'> & { job?: Maybe<ResolversTypes['Job']> }>;
  TimelineScale: TimelineScale;
  TimelineSentence: ResolverTypeWrapper<TimelineSentence>;
  TimelineSentenceSource: ResolverTypeWrapper<TimelineSentenceSource>;
  TranscriptionJobResponse: ResolverTypeWrapper<Omit<TranscriptionJobResponse, 'job'> & { job?: Maybe<ResolversTypes['Job']> }>;
  TranscriptionProvider: TranscriptionProvider;
  UpdateInscriptionChatSessionCategoryInput: UpdateInscriptionChatSessionCategoryInput;
  UpdateInscriptionChatSessionInput: UpdateInscriptionChatSessionInput;
  UpdateInscriptionChatSessionMessageInput: UpdateInscriptionChatSessionMessageInput;
  UpdateInscriptionEntryInput: UpdateInscriptionEntryInput;
  UpdateInscriptionEntryQuestionAnswerInput: UpdateInscriptionEntryQuestionAnswerInput;
  UpdateInscriptionInput: UpdateInscriptionInput;
  UpdateInscriptionQuestionInput: UpdateInscriptionQuestionInput;
  UpdateInscriptionTimelineEntryInput: UpdateInscriptionTimelineEntryInput;
  UpdateUserInput: UpdateUserInput;
  UpdateUserReminderInput: UpdateUserReminderInput;
  UpdateUserSocialInput: UpdateUserSocialInput;
  User: ResolverTypeWrapper<UserRow>;
  UserReminder: ResolverTypeWrapper<UserReminderRow>;
  UserReminderResponse: ResolverTypeWrapper<Omit<UserReminderResponse, 'userReminder'> & { userReminder?: Maybe<ResolversTypes['UserReminder']> }>;
  UserResponse: ResolverTypeWrapper<Omit<UserResponse, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  UserSocial: ResolverTypeWrapper<UserSocialRow>;
  UserSocialResponse: ResolverTypeWrapper<Omit<UserSocialResponse, 'userSocial'> & { userSocial?: Maybe<ResolversTypes['UserSocial']> }>;
  WordTiming: ResolverTypeWrapper<WordTiming>;
  WritingActivityPoint: ResolverTypeWrapper<WritingActivityPoint>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AskInscriptionQuestionInput: AskInscriptionQuestionInput;
  Boolean: Scalars['Boolean']['output'];
  ChatAiSettings: ChatAiSettings;
  CreateInscriptionChatSessionCategoryInput: CreateInscriptionChatSessionCategoryInput;
  CreateInscriptionChatSessionInput: CreateInscriptionChatSessionInput;
  CreateInscriptionChatSessionMessageInput: CreateInscriptionChatSessionMessageInput;
  CreateInscriptionEntryInput: CreateInscriptionEntryInput;
  CreateInscriptionEntryQuestionAnswerInput: CreateInscriptionEntryQuestionAnswerInput;
  CreateInscriptionInput: CreateInscriptionInput;
  CreateInscriptionQuestionInput: CreateInscriptionQuestionInput;
  CreateUserInput: CreateUserInput;
  CreateUserReminderInput: CreateUserReminderInput;
  CreateUserSocialInput: CreateUserSocialInput;
  DeleteInscriptionEntryInput: DeleteInscriptionEntryInput;
  DeleteInscriptionEntryQuestionAnswerInput: DeleteInscriptionEntryQuestionAnswerInput;
  DeleteInscriptionInput: DeleteInscriptionInput;
  DeleteInscriptionQuestionInput: DeleteInscriptionQuestionInput;
  DeleteInscriptionTimelineEntryInput: DeleteInscriptionTimelineEntryInput;
  DeleteUserInput: DeleteUserInput;
  DeleteUserReminderInput: DeleteUserReminderInput;
  DeleteUserSocialInput: DeleteUserSocialInput;
  Float: Scalars['Float']['output'];
  GenerateInscriptionTimelineInput: GenerateInscriptionTimelineInput;
  ID: Scalars['ID']['output'];
  Inscription: InscriptionRow;
  InscriptionChatAnswerEvent: Omit<InscriptionChatAnswerEvent, 'answer' | 'question'> & { answer?: Maybe<ResolversParentTypes['InscriptionChatSessionMessage']>, question?: Maybe<ResolversParentTypes['InscriptionChatSessionMessage']> };
  InscriptionChatSession: ChatSessionRow;
  InscriptionChatSessionCategory: ChatCategoryRow;
  InscriptionChatSessionCategoryResponse: Omit<InscriptionChatSessionCategoryResponse, 'category'> & { category?: Maybe<ResolversParentTypes['InscriptionChatSessionCategory']> };
  InscriptionChatSessionConnection: Omit<InscriptionChatSessionConnection, 'edges'> & { edges: Array<ResolversParentTypes['InscriptionChatSessionEdge']> };
  InscriptionChatSessionEdge: Omit<InscriptionChatSessionEdge, 'node'> & { node: ResolversParentTypes['InscriptionChatSession'] };
  InscriptionChatSessionMessage: ChatMessageRow;
  InscriptionChatSessionMessageResponse: Omit<InscriptionChatSessionMessageResponse, 'inscriptionChatSessionMessage'> & { inscriptionChatSessionMessage?: Maybe<ResolversParentTypes['InscriptionChatSessionMessage']> };
  InscriptionChatSessionResponse: Omit<InscriptionChatSessionResponse, 'inscriptionChatSession'> & { inscriptionChatSession?: Maybe<ResolversParentTypes['InscriptionChatSession']> };
  InscriptionConnection: Omit<InscriptionConnection, 'edges'> & { edges: Array<ResolversParentTypes['InscriptionEdge']> };
  InscriptionDataInsight: InscriptionInsightRow;
  InscriptionEdge: Omit<InscriptionEdge, 'node'> & { node: ResolversParentTypes['Inscription'] };
  InscriptionEntry: InscriptionEntryRow;
  InscriptionEntryAnswerInput: InscriptionEntryAnswerInput;
  InscriptionEntryConnection: Omit<InscriptionEntryConnection, 'edges'> & { edges: Array<ResolversParentTypes['InscriptionEntryEdge']> };
  InscriptionEntryEdge: Omit<InscriptionEntryEdge, 'node'> & { node: ResolversParentTypes['InscriptionEntry'] };
  InscriptionEntryQuestionAnswer: EntryQuestionAnswerRow;
  InscriptionEntryQuestionAnswerResponse: Omit<InscriptionEntryQuestionAnswerResponse, 'inscriptionEntryQuestionAnswer'> & { inscriptionEntryQuestionAnswer?: Maybe<ResolversParentTypes['InscriptionEntryQuestionAnswer']> };
  InscriptionEntryResponse: Omit<InscriptionEntryResponse, 'inscriptionEntry'> & { inscriptionEntry?: Maybe<ResolversParentTypes['InscriptionEntry']> };
  InscriptionEntrySearchFilter: InscriptionEntrySearchFilter;
  InscriptionEntrySearchHit: Omit<InscriptionEntrySearchHit, 'entry'> & { entry: ResolversParentTypes['InscriptionEntry'] };
  InscriptionEntrySource: InscriptionEntrySource;
  InscriptionEntrySourceInput: InscriptionEntrySourceInput;
  InscriptionQuestion: InscriptionQuestionRow;
  InscriptionQuestionResponse: Omit<InscriptionQuestionResponse, 'inscriptionQuestion'> & { inscriptionQuestion?: Maybe<ResolversParentTypes['InscriptionQuestion']> };
  InscriptionQuestionsResponse: Omit<InscriptionQuestionsResponse, 'inscriptionQuestions'> & { inscriptionQuestions?: Maybe<Array<ResolversParentTypes['InscriptionQuestion']>> };
  InscriptionResource: InscriptionResource;
  InscriptionResourceUsage: InscriptionResourceUsage;
  InscriptionResponse: Omit<InscriptionResponse, 'inscription'> & { inscription?: Maybe<ResolversParentTypes['Inscription']> };
  InscriptionTimelineEntry: TimelineEntryRow;
  InscriptionTimelineEntryConnection: Omit<InscriptionTimelineEntryConnection, 'edges'> & { edges: Array<ResolversParentTypes['InscriptionTimelineEntryEdge']> };
  InscriptionTimelineEntryEdge: Omit<InscriptionTimelineEntryEdge, 'node'> & { node: ResolversParentTypes['InscriptionTimelineEntry'] };
  InscriptionTimelineEntryResponse: Omit<InscriptionTimelineEntryResponse, 'inscriptionTimelineEntry'> & { inscriptionTimelineEntry?: Maybe<ResolversParentTypes['InscriptionTimelineEntry']> };
  InsightEvidence: InsightEvidenceValue;
  InsightFieldItems: Omit<InsightFieldItems, 'items'> & { items: Array<ResolversParentTypes['InsightItem']> };
  InsightHistoryItem: InsightHistoryItem;
  InsightHistoryPoint: InsightHistoryPoint;
  InsightItem: InsightItemValue;
  InsightRefreshResponse: Omit<InsightRefreshResponse, 'job'> & { job?: Maybe<ResolversParentTypes['Job']> };
  Int: Scalars['Int']['output'];
  Job: JobRow;
  Mutation: Record<PropertyKey, never>;
  MutationResponse: ResolversInterfaceTypes<ResolversParentTypes>['MutationResponse'];
  PageInfo: PageInfo;
  Query: Record<PropertyKey, never>;
  Quote: Quote;
  ReorderInscriptionQuestionsInput: ReorderInscriptionQuestionsInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TimelineGenerationResponse: Omit<TimelineGenerationResponse, 'job'> & { job?: Maybe<ResolversParentTypes['Job']> };
  TimelineSentence: TimelineSentence;
  TimelineSentenceSource: TimelineSentenceSource;
  TranscriptionJobResponse: Omit<TranscriptionJobResponse, 'job'> & { job?: Maybe<ResolversParentTypes['Job']> };
  UpdateInscriptionChatSessionCategoryInput: UpdateInscriptionChatSessionCategoryInput;
  UpdateInscriptionChatSessionInput: UpdateInscriptionChatSessionInput;
  UpdateInscriptionChatSessionMessageInput: UpdateInscriptionChatSessionMessageInput;
  UpdateInscriptionEntryInput: UpdateInscriptionEntryInput;
  UpdateInscriptionEntryQuestionAnswerInput: UpdateInscriptionEntryQuestionAnswerInput;
  UpdateInscriptionInput: UpdateInscriptionInput;
  UpdateInscriptionQuestionInput: UpdateInscriptionQuestionInput;
  UpdateInscriptionTimelineEntryInput: UpdateInscriptionTimelineEntryInput;
  UpdateUserInput: UpdateUserInput;
  UpdateUserReminderInput: UpdateUserReminderInput;
  UpdateUserSocialInput: UpdateUserSocialInput;
  User: UserRow;
  UserReminder: UserReminderRow;
  UserReminderResponse: Omit<UserReminderResponse, 'userReminder'> & { userReminder?: Maybe<ResolversParentTypes['UserReminder']> };
  UserResponse: Omit<UserResponse, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  UserSocial: UserSocialRow;
  UserSocialResponse: Omit<UserSocialResponse, 'userSocial'> & { userSocial?: Maybe<ResolversParentTypes['UserSocial']> };
  WordTiming: WordTiming;
  WritingActivityPoint: WritingActivityPoint;
};

export type ChatAiSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChatAiSettings'] = ResolversParentTypes['ChatAiSettings']> = {
  engine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webSources?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type InscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Inscription'] = ResolversParentTypes['Inscription']> = {
  about?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  allowExternalAi?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['InscriptionCategory'], ParentType, ContextType>;
  dateCreated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateUpdated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entryCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPrivate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logoImageUploadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logoImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InscriptionChatAnswerEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionChatAnswerEvent'] = ResolversParentTypes['InscriptionChatAnswerEvent']> = {
  answer?: Resolver<Maybe<ResolversTypes['InscriptionChatSessionMessage']>, ParentType, ContextType>;
  delta?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  question?: Resolver<Maybe<ResolversTypes['InscriptionChatSessionMessage']>, ParentType, ContextType>;
  unsupported?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
};

export type InscriptionChatSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionChatSession'] = ResolversParentTypes['InscriptionChatSession']> = {
  chatLongSummary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chatShortSummary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateCreated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateUpdated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fetchUsing?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inscriptionChatSessionCategoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  inscriptionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  queryFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InscriptionChatSessionCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionChatSessionCategory'] = ResolversParentTypes['InscriptionChatSessionCategory']> = {
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateCreated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateUpdated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inscriptionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type InscriptionChatSessionCategoryResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionChatSessionCategoryResponse'] = ResolversParentTypes['InscriptionChatSessionCategoryResponse']> = {
  category?: Resolver<Maybe<ResolversTypes['InscriptionChatSessionCategory']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InscriptionChatSessionConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionChatSessionConnection'] = ResolversParentTypes['InscriptionChatSessionConnection']> = {
  edges?: Resolver<Array<ResolversTypes['InscriptionChatSessionEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InscriptionChatSessionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionChatSessionEdge'] = ResolversParentTypes['InscriptionChatSessionEdge']> = {
  cursor?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['InscriptionChatSession'], ParentType, ContextType>;
};

export type InscriptionChatSessionMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionChatSessionMessage'] = ResolversParentTypes['InscriptionChatSessionMessage']> = {
  chatContent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  chatHelpful?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  chatRole?: Resolver<ResolversTypes['ChatRole'], ParentType, ContextType>;
  dateCreated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateUpdated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  externalSources?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inscriptionChatSessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inscriptionEntrySources?: Resolver<Array<ResolversTypes['InscriptionEntrySource']>, ParentType, ContextType>;
};

export type InscriptionChatSessionMessageResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionChatSessionMessageResponse'] = ResolversParentTypes['InscriptionChatSessionMessageResponse']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inscriptionChatSessionMessage?: Resolver<Maybe<ResolversTypes['InscriptionChatSessionMessage']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InscriptionChatSessionResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionChatSessionResponse'] = ResolversParentTypes['InscriptionChatSessionResponse']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inscriptionChatSession?: Resolver<Maybe<ResolversTypes['InscriptionChatSession']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InscriptionConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionConnection'] = ResolversParentTypes['InscriptionConnection']> = {
  edges?: Resolver<Array<ResolversTypes['InscriptionEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InscriptionDataInsightResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionDataInsight'] = ResolversParentTypes['InscriptionDataInsight']> = {
  concernsSelfDoubt?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  dateUpdated?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  engine?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entryCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['InsightFieldItems']>, ParentType, ContextType>;
  habitsImprovablePatterns?: Resolver<Array<ResolversTypes['InsightItem']>, ParentType, ContextType>;
  habitsPositivePatterns?: Resolver<Array<ResolversTypes['InsightItem']>, ParentType, ContextType>;
  potentialImprovements?: Resolver<Array<ResolversTypes['InsightItem']>, ParentType, ContextType>;
  reoccurringTrends?: Resolver<Array<ResolversTypes['InsightItem']>, ParentType, ContextType>;
  repetitionRecommendations?: Resolver<Array<ResolversTypes['InsightItem']>, ParentType, ContextType>;
  risksImprovableTolerance?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  risksPositiveTolerance?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  risksStrategies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InscriptionEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionEdge'] = ResolversParentTypes['InscriptionEdge']> = {
  cursor?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Inscription'], ParentType, ContextType>;
};

export type InscriptionEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionEntry'] = ResolversParentTypes['InscriptionEntry']> = {
  audioUploadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  audioUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateCreated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateRecorded?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateUpdated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inscriptionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isImportant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isMuted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPrivate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preview?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionAnswers?: Resolver<Array<ResolversTypes['InscriptionEntryQuestionAnswer']>, ParentType, ContextType>;
  transcript?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wordTimings?: Resolver<Maybe<Array<ResolversTypes['WordTiming']>>, ParentType, ContextType>;
};

export type InscriptionEntryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionEntryConnection'] = ResolversParentTypes['InscriptionEntryConnection']> = {
  edges?: Resolver<Array<ResolversTypes['InscriptionEntryEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InscriptionEntryEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionEntryEdge'] = ResolversParentTypes['InscriptionEntryEdge']> = {
  cursor?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['InscriptionEntry'], ParentType, ContextType>;
};

export type InscriptionEntryQuestionAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionEntryQuestionAnswer'] = ResolversParentTypes['InscriptionEntryQuestionAnswer']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateCreated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateUpdated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inscriptionEntryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inscriptionQuestionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type InscriptionEntryQuestionAnswerResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionEntryQuestionAnswerResponse'] = ResolversParentTypes['InscriptionEntryQuestionAnswerResponse']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inscriptionEntryQuestionAnswer?: Resolver<Maybe<ResolversTypes['InscriptionEntryQuestionAnswer']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InscriptionEntryResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionEntryResponse'] = ResolversParentTypes['InscriptionEntryResponse']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inscriptionEntry?: Resolver<Maybe<ResolversTypes['InscriptionEntry']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InscriptionEntrySearchHitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionEntrySearchHit'] = ResolversParentTypes['InscriptionEntrySearchHit']> = {
  entry?: Resolver<ResolversTypes['InscriptionEntry'], ParentType, ContextType>;
  headline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type InscriptionEntrySourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionEntrySource'] = ResolversParentTypes['InscriptionEntrySource']> = {
  dateRecorded?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InscriptionQuestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionQuestion'] = ResolversParentTypes['InscriptionQuestion']> = {
  dateCreated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateDeleted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateUpdated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inscriptionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionType?: Resolver<ResolversTypes['QuestionType'], ParentType, ContextType>;
};

export type InscriptionQuestionResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionQuestionResponse'] = ResolversParentTypes['InscriptionQuestionResponse']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inscriptionQuestion?: Resolver<Maybe<ResolversTypes['InscriptionQuestion']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InscriptionQuestionsResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionQuestionsResponse'] = ResolversParentTypes['InscriptionQuestionsResponse']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inscriptionQuestions?: Resolver<Maybe<Array<ResolversTypes['InscriptionQuestion']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InscriptionResourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionResource'] = ResolversParentTypes['InscriptionResource']> = {
  host?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usages?: Resolver<Array<ResolversTypes['InscriptionResourceUsage']>, ParentType, ContextType>;
};

export type InscriptionResourceUsageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionResourceUsage'] = ResolversParentTypes['InscriptionResourceUsage']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['InscriptionResourceUsageKind'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InscriptionResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionResponse'] = ResolversParentTypes['InscriptionResponse']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inscription?: Resolver<Maybe<ResolversTypes['Inscription']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InscriptionTimelineEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionTimelineEntry'] = ResolversParentTypes['InscriptionTimelineEntry']> = {
  dateCreated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateUpdated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inscriptionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  month?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  scale?: Resolver<ResolversTypes['TimelineScale'], ParentType, ContextType>;
  sentences?: Resolver<Array<ResolversTypes['TimelineSentence']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  week?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InscriptionTimelineEntryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionTimelineEntryConnection'] = ResolversParentTypes['InscriptionTimelineEntryConnection']> = {
  edges?: Resolver<Array<ResolversTypes['InscriptionTimelineEntryEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InscriptionTimelineEntryEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionTimelineEntryEdge'] = ResolversParentTypes['InscriptionTimelineEntryEdge']> = {
  cursor?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['InscriptionTimelineEntry'], ParentType, ContextType>;
};

export type InscriptionTimelineEntryResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InscriptionTimelineEntryResponse'] = ResolversParentTypes['InscriptionTimelineEntryResponse']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inscriptionTimelineEntry?: Resolver<Maybe<ResolversTypes['InscriptionTimelineEntry']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InsightEvidenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InsightEvidence'] = ResolversParentTypes['InsightEvidence']> = {
  dateRecorded?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  entryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InsightFieldItemsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InsightFieldItems'] = ResolversParentTypes['InsightFieldItems']> = {
  field?: Resolver<ResolversTypes['InsightField'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['InsightItem']>, ParentType, ContextType>;
};

export type InsightHistoryItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InsightHistoryItem'] = ResolversParentTypes['InsightHistoryItem']> = {
  field?: Resolver<ResolversTypes['InsightField'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InsightHistoryPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InsightHistoryPoint'] = ResolversParentTypes['InsightHistoryPoint']> = {
  dateUpdated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entryCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['InsightHistoryItem']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InsightItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InsightItem'] = ResolversParentTypes['InsightItem']> = {
  evidence?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reasoning?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['InsightEvidence']>, ParentType, ContextType>;
  topic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InsightRefreshResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InsightRefreshResponse'] = ResolversParentTypes['InsightRefreshResponse']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type JobResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Job'] = ResolversParentTypes['Job']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dateCreated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateUpdated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inscriptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  progressMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  runAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['JobStatus'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createInscription?: Resolver<ResolversTypes['InscriptionResponse'], ParentType, ContextType, RequireFields<MutationCreateInscriptionArgs, 'input'>>;
  createInscriptionChatSession?: Resolver<ResolversTypes['InscriptionChatSessionResponse'], ParentType, ContextType, RequireFields<MutationCreateInscriptionChatSessionArgs, 'input'>>;
  createInscriptionChatSessionCategory?: Resolver<ResolversTypes['InscriptionChatSessionCategoryResponse'], ParentType, ContextType, RequireFields<MutationCreateInscriptionChatSessionCategoryArgs, 'input'>>;
  createInscriptionChatSessionMessage?: Resolver<ResolversTypes['InscriptionChatSessionMessageResponse'], ParentType, ContextType, RequireFields<MutationCreateInscriptionChatSessionMessageArgs, 'input'>>;
  createInscriptionEntry?: Resolver<ResolversTypes['InscriptionEntryResponse'], ParentType, ContextType, RequireFields<MutationCreateInscriptionEntryArgs, 'input'>>;
  createInscriptionEntryQuestionAnswer?: Resolver<ResolversTypes['InscriptionEntryQuestionAnswerResponse'], ParentType, ContextType, RequireFields<MutationCreateInscriptionEntryQuestionAnswerArgs, 'input'>>;
  createInscriptionQuestion?: Resolver<ResolversTypes['InscriptionQuestionResponse'], ParentType, ContextType, RequireFields<MutationCreateInscriptionQuestionArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['UserResponse'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  createUserReminder?: Resolver<ResolversTypes['UserReminderResponse'], ParentType, ContextType, RequireFields<MutationCreateUserReminderArgs, 'input'>>;
  createUserSocial?: Resolver<ResolversTypes['UserSocialResponse'], ParentType, ContextType, RequireFields<MutationCreateUserSocialArgs, 'input'>>;
  deleteInscription?: Resolver<ResolversTypes['InscriptionResponse'], ParentType, ContextType, RequireFields<MutationDeleteInscriptionArgs, 'input'>>;
  deleteInscriptionChatSession?: Resolver<ResolversTypes['InscriptionChatSessionResponse'], ParentType, ContextType, RequireFields<MutationDeleteInscriptionChatSessionArgs, 'id'>>;
  deleteInscriptionChatSessionCategory?: Resolver<ResolversTypes['InscriptionChatSessionCategoryResponse'], ParentType, ContextType, RequireFields<MutationDeleteInscriptionChatSessionCategoryArgs, 'id'>>;
  deleteInscriptionChatSessionMessage?: Resolver<ResolversTypes['InscriptionChatSessionMessageResponse'], ParentType, ContextType, RequireFields<MutationDeleteInscriptionChatSessionMessageArgs, 'id'>>;
  deleteInscriptionEntry?: Resolver<ResolversTypes['InscriptionEntryResponse'], ParentType, ContextType, RequireFields<MutationDeleteInscriptionEntryArgs, 'input'>>;
  deleteInscriptionEntryQuestionAnswer?: Resolver<ResolversTypes['InscriptionEntryQuestionAnswerResponse'], ParentType, ContextType, RequireFields<MutationDeleteInscriptionEntryQuestionAnswerArgs, 'input'>>;
  deleteInscriptionQuestion?: Resolver<ResolversTypes['InscriptionQuestionResponse'], ParentType, ContextType, RequireFields<MutationDeleteInscriptionQuestionArgs, 'input'>>;
  deleteInscriptionTimelineEntry?: Resolver<ResolversTypes['InscriptionTimelineEntryResponse'], ParentType, ContextType, RequireFields<MutationDeleteInscriptionTimelineEntryArgs, 'input'>>;
  deleteUser?: Resolver<ResolversTypes['UserResponse'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'input'>>;
  deleteUserReminder?: Resolver<ResolversTypes['UserReminderResponse'], ParentType, ContextType, RequireFields<MutationDeleteUserReminderArgs, 'input'>>;
  deleteUserSocial?: Resolver<ResolversTypes['UserSocialResponse'], ParentType, ContextType, RequireFields<MutationDeleteUserSocialArgs, 'input'>>;
  generateInscriptionTimeline?: Resolver<ResolversTypes['TimelineGenerationResponse'], ParentType, ContextType, RequireFields<MutationGenerateInscriptionTimelineArgs, 'input'>>;
  prepareInscriptionAnswers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationPrepareInscriptionAnswersArgs, 'inscriptionId'>>;
  refreshInscriptionDataInsight?: Resolver<ResolversTypes['InsightRefreshResponse'], ParentType, ContextType, RequireFields<MutationRefreshInscriptionDataInsightArgs, 'inscriptionId'>>;
  reorderInscriptionQuestions?: Resolver<ResolversTypes['InscriptionQuestionsResponse'], ParentType, ContextType, RequireFields<MutationReorderInscriptionQuestionsArgs, 'input'>>;
  transcribeInscriptionEntry?: Resolver<ResolversTypes['TranscriptionJobResponse'], ParentType, ContextType, RequireFields<MutationTranscribeInscriptionEntryArgs, 'id'>>;
  updateInscription?: Resolver<ResolversTypes['InscriptionResponse'], ParentType, ContextType, RequireFields<MutationUpdateInscriptionArgs, 'input'>>;
  updateInscriptionChatSession?: Resolver<ResolversTypes['InscriptionChatSessionResponse'], ParentType, ContextType, RequireFields<MutationUpdateInscriptionChatSessionArgs, 'input'>>;
  updateInscriptionChatSessionCategory?: Resolver<ResolversTypes['InscriptionChatSessionCategoryResponse'], ParentType, ContextType, RequireFields<MutationUpdateInscriptionChatSessionCategoryArgs, 'input'>>;
  updateInscriptionChatSessionMessage?: Resolver<ResolversTypes['InscriptionChatSessionMessageResponse'], ParentType, ContextType, RequireFields<MutationUpdateInscriptionChatSessionMessageArgs, 'input'>>;
  updateInscriptionEntry?: Resolver<ResolversTypes['InscriptionEntryResponse'], ParentType, ContextType, RequireFields<MutationUpdateInscriptionEntryArgs, 'input'>>;
  updateInscriptionEntryQuestionAnswer?: Resolver<ResolversTypes['InscriptionEntryQuestionAnswerResponse'], ParentType, ContextType, RequireFields<MutationUpdateInscriptionEntryQuestionAnswerArgs, 'input'>>;
  updateInscriptionQuestion?: Resolver<ResolversTypes['InscriptionQuestionResponse'], ParentType, ContextType, RequireFields<MutationUpdateInscriptionQuestionArgs, 'input'>>;
  updateInscriptionTimelineEntry?: Resolver<ResolversTypes['InscriptionTimelineEntryResponse'], ParentType, ContextType, RequireFields<MutationUpdateInscriptionTimelineEntryArgs, 'input'>>;
  updateUser?: Resolver<ResolversTypes['UserResponse'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'input'>>;
  updateUserReminder?: Resolver<ResolversTypes['UserReminderResponse'], ParentType, ContextType, RequireFields<MutationUpdateUserReminderArgs, 'input'>>;
  updateUserSocial?: Resolver<ResolversTypes['UserSocialResponse'], ParentType, ContextType, RequireFields<MutationUpdateUserSocialArgs, 'input'>>;
};

export type MutationResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MutationResponse'] = ResolversParentTypes['MutationResponse']> = {
  __resolveType: TypeResolveFn<'InscriptionChatSessionCategoryResponse' | 'InscriptionChatSessionMessageResponse' | 'InscriptionChatSessionResponse' | 'InscriptionEntryQuestionAnswerResponse' | 'InscriptionEntryResponse' | 'InscriptionQuestionResponse' | 'InscriptionQuestionsResponse' | 'InscriptionResponse' | 'InscriptionTimelineEntryResponse' | 'InsightRefreshResponse' | 'TimelineGenerationResponse' | 'TranscriptionJobResponse' | 'UserReminderResponse' | 'UserResponse' | 'UserSocialResponse', ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  chatAiSettings?: Resolver<ResolversTypes['ChatAiSettings'], ParentType, ContextType>;
  inscription?: Resolver<Maybe<ResolversTypes['Inscription']>, ParentType, ContextType, RequireFields<QueryInscriptionArgs, 'inscriptionId'>>;
  inscriptionChatSession?: Resolver<Maybe<ResolversTypes['InscriptionChatSession']>, ParentType, ContextType, RequireFields<QueryInscriptionChatSessionArgs, 'id'>>;
  inscriptionChatSessionCategories?: Resolver<Array<ResolversTypes['InscriptionChatSessionCategory']>, ParentType, ContextType, RequireFields<QueryInscriptionChatSessionCategoriesArgs, 'inscriptionId'>>;
  inscriptionChatSessionMessages?: Resolver<Array<ResolversTypes['InscriptionChatSessionMessage']>, ParentType, ContextType, RequireFields<QueryInscriptionChatSessionMessagesArgs, 'inscriptionChatSessionId'>>;
  inscriptionChatSessionsPaged?: Resolver<ResolversTypes['InscriptionChatSessionConnection'], ParentType, ContextType, RequireFields<QueryInscriptionChatSessionsPagedArgs, 'after' | 'first' | 'inscriptionId'>>;
  inscriptionDataInsight?: Resolver<Maybe<ResolversTypes['InscriptionDataInsight']>, ParentType, ContextType, RequireFields<QueryInscriptionDataInsightArgs, 'inscriptionId'>>;
  inscriptionDiveDeeperQuestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryInscriptionDiveDeeperQuestionsArgs, 'count' | 'fields' | 'inscriptionId'>>;
  inscriptionEntries?: Resolver<Array<ResolversTypes['InscriptionEntry']>, ParentType, ContextType, RequireFields<QueryInscriptionEntriesArgs, 'inscriptionId'>>;
  inscriptionEntriesPaged?: Resolver<ResolversTypes['InscriptionEntryConnection'], ParentType, ContextType, RequireFields<QueryInscriptionEntriesPagedArgs, 'after' | 'first' | 'inscriptionId'>>;
  inscriptionEntry?: Resolver<Maybe<ResolversTypes['InscriptionEntry']>, ParentType, ContextType, RequireFields<QueryInscriptionEntryArgs, 'inscriptionEntryId'>>;
  inscriptionEntryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryInscriptionEntryNameArgs, 'inscriptionEntryId'>>;
  inscriptionEntryQuestionAnswer?: Resolver<Maybe<ResolversTypes['InscriptionEntryQuestionAnswer']>, ParentType, ContextType, RequireFields<QueryInscriptionEntryQuestionAnswerArgs, 'id'>>;
  inscriptionEntryQuestionAnswers?: Resolver<Array<ResolversTypes['InscriptionEntryQuestionAnswer']>, ParentType, ContextType, RequireFields<QueryInscriptionEntryQuestionAnswersArgs, 'inscriptionEntryId'>>;
  inscriptionInsightHistory?: Resolver<Array<ResolversTypes['InsightHistoryPoint']>, ParentType, ContextType, RequireFields<QueryInscriptionInsightHistoryArgs, 'inscriptionId'>>;
  inscriptionQuestion?: Resolver<Maybe<ResolversTypes['InscriptionQuestion']>, ParentType, ContextType, RequireFields<QueryInscriptionQuestionArgs, 'id'>>;
  inscriptionQuestions?: Resolver<Array<ResolversTypes['InscriptionQuestion']>, ParentType, ContextType, RequireFields<QueryInscriptionQuestionsArgs, 'includeDeleted' | 'inscriptionId'>>;
  inscriptionResources?: Resolver<Array<ResolversTypes['InscriptionResource']>, ParentType, ContextType, RequireFields<QueryInscriptionResourcesArgs, 'inscriptionId'>>;
  inscriptionTimelineEntries?: Resolver<Array<ResolversTypes['InscriptionTimelineEntry']>, ParentType, ContextType, RequireFields<QueryInscriptionTimelineEntriesArgs, 'inscriptionId'>>;
  inscriptionTimelineEntriesPaged?: Resolver<ResolversTypes['InscriptionTimelineEntryConnection'], ParentType, ContextType, RequireFields<QueryInscriptionTimelineEntriesPagedArgs, 'after' | 'first' | 'inscriptionId'>>;
  inscriptionTimelineEntry?: Resolver<Maybe<ResolversTypes['InscriptionTimelineEntry']>, ParentType, ContextType, RequireFields<QueryInscriptionTimelineEntryArgs, 'id'>>;
  inscriptionWritingActivity?: Resolver<Array<ResolversTypes['WritingActivityPoint']>, ParentType, ContextType, RequireFields<QueryInscriptionWritingActivityArgs, 'inscriptionId'>>;
  inscriptions?: Resolver<Array<ResolversTypes['Inscription']>, ParentType, ContextType>;
  inscriptionsPaged?: Resolver<ResolversTypes['InscriptionConnection'], ParentType, ContextType, RequireFields<QueryInscriptionsPagedArgs, 'after' | 'first'>>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType, RequireFields<QueryJobArgs, 'id'>>;
  jobs?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType, RequireFields<QueryJobsArgs, 'first'>>;
  quotes?: Resolver<Array<ResolversTypes['Quote']>, ParentType, ContextType>;
  searchInscriptionEntries?: Resolver<Array<ResolversTypes['InscriptionEntrySearchHit']>, ParentType, ContextType, RequireFields<QuerySearchInscriptionEntriesArgs, 'first' | 'inscriptionId' | 'query'>>;
  serviceToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryServiceTokenArgs, 'service'>>;
  transcriptionAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userReminders?: Resolver<Array<ResolversTypes['UserReminder']>, ParentType, ContextType>;
  userSocials?: Resolver<Array<ResolversTypes['UserSocial']>, ParentType, ContextType>;
};

export type QuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Quote'] = ResolversParentTypes['Quote']> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  askInscriptionQuestion?: SubscriptionResolver<ResolversTypes['InscriptionChatAnswerEvent'], "askInscriptionQuestion", ParentType, ContextType, RequireFields<SubscriptionAskInscriptionQuestionArgs, 'input'>>;
};

export type TimelineGenerationResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimelineGenerationResponse'] = ResolversParentTypes['TimelineGenerationResponse']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TimelineSentenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimelineSentence'] = ResolversParentTypes['TimelineSentence']> = {
  entries?: Resolver<Array<ResolversTypes['TimelineSentenceSource']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TimelineSentenceSourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimelineSentenceSource'] = ResolversParentTypes['TimelineSentenceSource']> = {
  dateRecorded?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  entryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TranscriptionJobResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TranscriptionJobResponse'] = ResolversParentTypes['TranscriptionJobResponse']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  bio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateCreated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateUpdated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profileImageUploadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profileImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timezone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserReminderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserReminder'] = ResolversParentTypes['UserReminder']> = {
  dateCreated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateUpdated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reminderFrequency?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reminderFrequencyType?: Resolver<ResolversTypes['ReminderFrequencyType'], ParentType, ContextType>;
  reminderTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reminderType?: Resolver<ResolversTypes['ReminderType'], ParentType, ContextType>;
  reminderWeekDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserReminderResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserReminderResponse'] = ResolversParentTypes['UserReminderResponse']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userReminder?: Resolver<Maybe<ResolversTypes['UserReminder']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserResponse'] = ResolversParentTypes['UserResponse']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserSocialResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSocial'] = ResolversParentTypes['UserSocial']> = {
  dateCreated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateUpdated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['SocialPlatform'], ParentType, ContextType>;
  platformUserUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserSocialResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSocialResponse'] = ResolversParentTypes['UserSocialResponse']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userSocial?: Resolver<Maybe<ResolversTypes['UserSocial']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WordTimingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WordTiming'] = ResolversParentTypes['WordTiming']> = {
  end?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  word?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WritingActivityPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WritingActivityPoint'] = ResolversParentTypes['WritingActivityPoint']> = {
  entries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  words?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  ChatAiSettings?: ChatAiSettingsResolvers<ContextType>;
  Inscription?: InscriptionResolvers<ContextType>;
  InscriptionChatAnswerEvent?: InscriptionChatAnswerEventResolvers<ContextType>;
  InscriptionChatSession?: InscriptionChatSessionResolvers<ContextType>;
  InscriptionChatSessionCategory?: InscriptionChatSessionCategoryResolvers<ContextType>;
  InscriptionChatSessionCategoryResponse?: InscriptionChatSessionCategoryResponseResolvers<ContextType>;
  InscriptionChatSessionConnection?: InscriptionChatSessionConnectionResolvers<ContextType>;
  InscriptionChatSessionEdge?: InscriptionChatSessionEdgeResolvers<ContextType>;
  InscriptionChatSessionMessage?: InscriptionChatSessionMessageResolvers<ContextType>;
  InscriptionChatSessionMessageResponse?: InscriptionChatSessionMessageResponseResolvers<ContextType>;
  InscriptionChatSessionResponse?: InscriptionChatSessionResponseResolvers<ContextType>;
  InscriptionConnection?: InscriptionConnectionResolvers<ContextType>;
  InscriptionDataInsight?: InscriptionDataInsightResolvers<ContextType>;
  InscriptionEdge?: InscriptionEdgeResolvers<ContextType>;
  InscriptionEntry?: InscriptionEntryResolvers<ContextType>;
  InscriptionEntryConnection?: InscriptionEntryConnectionResolvers<ContextType>;
  InscriptionEntryEdge?: InscriptionEntryEdgeResolvers<ContextType>;
  InscriptionEntryQuestionAnswer?: InscriptionEntryQuestionAnswerResolvers<ContextType>;
  InscriptionEntryQuestionAnswerResponse?: InscriptionEntryQuestionAnswerResponseResolvers<ContextType>;
  InscriptionEntryResponse?: InscriptionEntryResponseResolvers<ContextType>;
  InscriptionEntrySearchHit?: InscriptionEntrySearchHitResolvers<ContextType>;
  InscriptionEntrySource?: InscriptionEntrySourceResolvers<ContextType>;
  InscriptionQuestion?: InscriptionQuestionResolvers<ContextType>;
  InscriptionQuestionResponse?: InscriptionQuestionResponseResolvers<ContextType>;
  InscriptionQuestionsResponse?: InscriptionQuestionsResponseResolvers<ContextType>;
  InscriptionResource?: InscriptionResourceResolvers<ContextType>;
  InscriptionResourceUsage?: InscriptionResourceUsageResolvers<ContextType>;
  InscriptionResponse?: InscriptionResponseResolvers<ContextType>;
  InscriptionTimelineEntry?: InscriptionTimelineEntryResolvers<ContextType>;
  InscriptionTimelineEntryConnection?: InscriptionTimelineEntryConnectionResolvers<ContextType>;
  InscriptionTimelineEntryEdge?: InscriptionTimelineEntryEdgeResolvers<ContextType>;
  InscriptionTimelineEntryResponse?: InscriptionTimelineEntryResponseResolvers<ContextType>;
  InsightEvidence?: InsightEvidenceResolvers<ContextType>;
  InsightFieldItems?: InsightFieldItemsResolvers<ContextType>;
  InsightHistoryItem?: InsightHistoryItemResolvers<ContextType>;
  InsightHistoryPoint?: InsightHistoryPointResolvers<ContextType>;
  InsightItem?: InsightItemResolvers<ContextType>;
  InsightRefreshResponse?: InsightRefreshResponseResolvers<ContextType>;
  Job?: JobResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationResponse?: MutationResponseResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Quote?: QuoteResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TimelineGenerationResponse?: TimelineGenerationResponseResolvers<ContextType>;
  TimelineSentence?: TimelineSentenceResolvers<ContextType>;
  TimelineSentenceSource?: TimelineSentenceSourceResolvers<ContextType>;
  TranscriptionJobResponse?: TranscriptionJobResponseResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserReminder?: UserReminderResolvers<ContextType>;
  UserReminderResponse?: UserReminderResponseResolvers<ContextType>;
  UserResponse?: UserResponseResolvers<ContextType>;
  UserSocial?: UserSocialResolvers<ContextType>;
  UserSocialResponse?: UserSocialResponseResolvers<ContextType>;
  WordTiming?: WordTimingResolvers<ContextType>;
  WritingActivityPoint?: WritingActivityPointResolvers<ContextType>;
};

