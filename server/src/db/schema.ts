import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CHAT_ROLES,
  DEFAULT_CATEGORY,
  DEFAULT_REMINDER,
  INSCRIPTION_CATEGORIES,
  REMINDER_FREQUENCY_TYPES,
  REMINDER_TYPES,
  SOCIAL_PLATFORMS,
  TIMELINE_SCALES,
  type InsightField,
} from '@inscriptions/contracts';

// The enumerations are the contracts' (spec section 3); their order is the database enum's.
export const inscriptionCategory = pgEnum('inscription_category', INSCRIPTION_CATEGORIES);
export const timelineScale = pgEnum('timeline_scale', TIMELINE_SCALES);
export const reminderType = pgEnum('reminder_type', REMINDER_TYPES);
export const reminderFrequencyType = pgEnum('reminder_frequency_type', REMINDER_FREQUENCY_TYPES);
export const socialPlatform = pgEnum('social_platform', SOCIAL_PLATFORMS);
export const chatRole = pgEnum('chat_role', CHAT_ROLES);

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const dates = {
  dateCreated: ts('date_created').notNull().defaultNow(),
  dateUpdated: ts('date_updated').notNull().defaultNow(),
};

/** Identity rows (one per signed-in identity). A later issue adds password hash, confirmation etc. */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Always stored lowercased. */
  email: text('email').notNull().unique(),
  dateCreated: ts('date_created').notNull().defaultNow(),
});

/** Profile of an account: id = account id. */
export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  bio: text('bio'),
  quote: text('quote'),
  timezone: text('timezone'),
  profileImageKey: text('profile_image_key'),
  ...dates,
});

export const userReminders = pgTable(
  'user_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    reminderType: reminderType('reminder_type').notNull().default(DEFAULT_REMINDER.reminderType),
    reminderTime: text('reminder_time').notNull(),
    reminderFrequencyType: reminderFrequencyType('reminder_frequency_type')
      .notNull()
      .default(DEFAULT_REMINDER.reminderFrequencyType),
    reminderFrequency: integer('reminder_frequency').notNull().default(DEFAULT_REMINDER.reminderFrequency),
    reminderWeekDays: integer('reminder_week_days').notNull().default(DEFAULT_REMINDER.reminderWeekDays),
    isActive: boolean('is_active').notNull().default(DEFAULT_REMINDER.isActive),
    /** When the reminder is next due (computed in the user's timezone); null while paused. */
    nextRunAt: ts('next_run_at'),
    /** The due time an instance is sending right now (its claim); next_run_at then holds the claim's expiry. */
    sendingRunAt: ts('sending_run_at'),
    lastSentAt: ts('last_sent_at'),
    ...dates,
  },
  (t) => [
    index('user_reminders_user_idx').on(t.userId),
    index('user_reminders_due_idx').on(t.nextRunAt).where(sql`is_active`),
  ],
);

export const userSocials = pgTable(
  'user_socials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    platform: socialPlatform('platform').notNull().default('WEBSITE'),
    platformUserUrl: text('platform_user_url').notNull(),
    ...dates,
  },
  (t) => [index('user_socials_user_idx').on(t.userId)],
);

export const inscriptions = pgTable(
  'inscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    about: text('about').notNull(),
    category: inscriptionCategory('category').notNull().default(DEFAULT_CATEGORY),
    isPrivate: boolean('is_private').notNull().default(false),
    logoImageKey: text('logo_image_key'),
    /** Number of entries; maintained by a trigger on inscription_entries (drizzle/0002), same transaction. */
    entryCount: integer('entry_count').notNull().default(0),
    ...dates,
  },
  (t) => [index('inscriptions_user_created_idx').on(t.userId, t.dateCreated, t.id)],
);

export const inscriptionEntries = pgTable(
  'inscription_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inscriptionId: uuid('inscription_id')
      .notNull()
      .references(() => inscriptions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    transcript: text('transcript').notNull().default(''),
    audioKey: text('audio_key'),
    /** Where each word of the transcript is spoken in the recording (forced alignment); null until aligned. */
    wordTimings: jsonb('word_timings').$type<Array<{ word: string; start: number; end: number }>>(),
    isMuted: boolean('is_muted').notNull().default(false),
    isPrivate: boolean('is_private').notNull().default(false),
    isImportant: boolean('is_important').notNull().default(false),
    dateRecorded: ts('date_recorded').notNull().defaultNow(),
    ...dates,
  },
  (t) => [
    // Ascending: a backward scan gives the newest-first order (DESC NULLS FIRST) exactly, a forward
    // scan the pages before a pivot. (Drizzle's .desc() would emit DESC NULLS LAST, which no query matches.)
    index('inscription_entries_paging_idx').on(t.inscriptionId, t.dateRecorded, t.id),
  ],
);

export const inscriptionQuestions = pgTable(
  'inscription_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inscriptionId: uuid('inscription_id')
      .notNull()
      .references(() => inscriptions.id, { onDelete: 'cascade' }),
    questionType: text('question_type').notNull(),
    question: text('question').notNull(),
    min: integer('min'),
    max: integer('max'),
    ...dates,
  },
  (t) => [index('inscription_questions_inscription_idx').on(t.inscriptionId)],
);

export const entryQuestionAnswers = pgTable(
  'entry_question_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inscriptionEntryId: uuid('inscription_entry_id')
      .notNull()
      .references(() => inscriptionEntries.id, { onDelete: 'cascade' }),
    inscriptionQuestionId: uuid('inscription_question_id')
      .notNull()
      .references(() => inscriptionQuestions.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    ...dates,
  },
  (t) => [
    uniqueIndex('entry_question_answers_entry_question_uq').on(t.inscriptionEntryId, t.inscriptionQuestionId),
    index('entry_question_answers_question_idx').on(t.inscriptionQuestionId),
  ],
);

export const timelineEntries = pgTable(
  'timeline_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inscriptionId: uuid('inscription_id')
      .notNull()
      .references(() => inscriptions.id, { onDelete: 'cascade' }),
    title: text('title'),
    summary: text('summary').notNull().default(''),
    scale: timelineScale('scale').notNull(),
    year: integer('year').notNull(),
    month: integer('month'),
    week: integer('week'),
    /** The summary sentence by sentence, each with the entries it draws on. */
    sentences: jsonb('sentences').$type<TimelineSentenceValue[]>().notNull().default(sql`'[]'::jsonb`),
    /** 'MONTH:2026-03', 'WEEK:2026-W12', 'YEAR:2026' for generated summaries: one per period (idempotent). */
    periodKey: text('period_key'),
    ...dates,
  },
  (t) => [
    index('timeline_entries_paging_idx').on(t.inscriptionId, t.dateCreated, t.id),
    uniqueIndex('timeline_entries_period_idx').on(t.inscriptionId, t.periodKey),
  ],
);

export interface TimelineSentenceValue {
  text: string;
  entries: { entryId: string; entryName: string; dateRecorded: string }[];
}

export const chatCategories = pgTable(
  'chat_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inscriptionId: uuid('inscription_id')
      .notNull()
      .references(() => inscriptions.id, { onDelete: 'cascade' }),
    categoryName: text('category_name').notNull(),
    ...dates,
  },
  (t) => [index('chat_categories_inscription_idx').on(t.inscriptionId)],
);

export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inscriptionId: uuid('inscription_id')
      .notNull()
      .references(() => inscriptions.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => chatCategories.id, { onDelete: 'cascade' }),
    chatShortSummary: text('chat_short_summary'),
    chatLongSummary: text('chat_long_summary'),
    queryFrom: text('query_from'),
    fetchUsing: text('fetch_using'),
    ...dates,
  },
  (t) => [
    index('chat_sessions_paging_idx').on(t.inscriptionId, t.dateCreated, t.id),
    index('chat_sessions_category_idx').on(t.categoryId),
  ],
);

export interface EntrySource {
  id: string;
  name: string;
  /** The entry's passage that supports the answer (verified citations of generated answers). */
  passage?: string;
  /** The entry's dateRecorded (ISO), for generated answers. */
  dateRecorded?: string;
}

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    chatRole: chatRole('chat_role').notNull(),
    chatContent: text('chat_content').notNull(),
    chatHelpful: boolean('chat_helpful'),
    externalSources: text('external_sources')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    inscriptionEntrySources: jsonb('inscription_entry_sources')
      .$type<EntrySource[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...dates,
  },
  (t) => [index('chat_messages_session_idx').on(t.sessionId, t.dateCreated, t.id)],
);

/** A sentence an insight quotes, from a dated entry of the inscription. */
export interface InsightEvidenceValue {
  entryId: string;
  entryName: string;
  /** ISO datetime of the entry. */
  dateRecorded: string;
  quote: string;
}

export interface InsightItemValue {
  name: string;
  reasoning: string;
  /** The quoted sentences with their dates, as text. */
  evidence: string;
  /** The same sentences, each linking to its entry. */
  sources?: InsightEvidenceValue[];
  /** The word or phrase the item is about (dive-deeper questions and the month-to-month chart use it). */
  topic?: string;
  /** How strongly the entries show it: the number of entries behind it. */
  score?: number;
}

/** All nine fields, each as items (the four plain-text fields too, with their evidence). */
export type InsightFieldsValue = Record<InsightField, InsightItemValue[]>;

/** One row per inscription; every insight field kind is a jsonb list. Filled by a later issue. */
export const inscriptionInsights = pgTable('inscription_insights', {
  inscriptionId: uuid('inscription_id')
    .primaryKey()
    .references(() => inscriptions.id, { onDelete: 'cascade' }),
  potentialImprovements: jsonb('potential_improvements').$type<InsightItemValue[]>().notNull().default(sql`'[]'::jsonb`),
  habitsPositivePatterns: jsonb('habits_positive_patterns').$type<InsightItemValue[]>().notNull().default(sql`'[]'::jsonb`),
  habitsImprovablePatterns: jsonb('habits_improvable_patterns').$type<InsightItemValue[]>().notNull().default(sql`'[]'::jsonb`),
  repetitionRecommendations: jsonb('repetition_recommendations').$type<InsightItemValue[]>().notNull().default(sql`'[]'::jsonb`),
  reoccurringTrends: jsonb('reoccurring_trends').$type<InsightItemValue[]>().notNull().default(sql`'[]'::jsonb`),
  concernsSelfDoubt: jsonb('concerns_self_doubt').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  risksStrategies: jsonb('risks_strategies').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  risksImprovableTolerance: jsonb('risks_improvable_tolerance').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  risksPositiveTolerance: jsonb('risks_positive_tolerance').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  /** All nine fields as items with linked evidence (the columns above are the spec's shapes of it). */
  fields: jsonb('fields').$type<Partial<InsightFieldsValue>>().notNull().default(sql`'{}'::jsonb`),
  /** 'offline' or 'openai' (the engine that wrote it). */
  engine: text('engine'),
  entryCount: integer('entry_count').notNull().default(0),
  dateUpdated: ts('date_updated').notNull().defaultNow(),
});

/**
 * The insights as they stood each month: the last refresh of a month replaces that month's row, so an
 * item's history is one point a month.
 */
export const insightRefreshes = pgTable(
  'insight_refreshes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inscriptionId: uuid('inscription_id')
      .notNull()
      .references(() => inscriptions.id, { onDelete: 'cascade' }),
    /** yyyy-MM in the user's timezone. */
    period: text('period').notNull(),
    engine: text('engine').notNull(),
    entryCount: integer('entry_count').notNull(),
    fields: jsonb('fields').$type<Partial<InsightFieldsValue>>().notNull(),
    ...dates,
  },
  (t) => [uniqueIndex('insight_refreshes_period_idx').on(t.inscriptionId, t.period)],
);

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const jobStatus = pgEnum('job_status', JOB_STATUSES);

/**
 * Background work (modules/jobs), shared by every instance: a runner claims due rows with
 * FOR UPDATE SKIP LOCKED and holds a lease (locked_until) that another instance may take over once
 * it expires. (kind, key) is unique while queued, so enqueueing the same key again only moves it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The user the job works for (who may see its progress); null for system jobs. */
    userId: uuid('user_id').references(() => accounts.id, { onDelete: 'cascade' }),
    inscriptionId: uuid('inscription_id').references(() => inscriptions.id, { onDelete: 'cascade' }),
    runAt: ts('run_at').notNull().defaultNow(),
    status: jobStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    progress: integer('progress').notNull().default(0),
    progressMessage: text('progress_message'),
    result: jsonb('result'),
    error: text('error'),
    lockedBy: text('locked_by'),
    lockedUntil: ts('locked_until'),
    ...dates,
  },
  (t) => [
    uniqueIndex('jobs_kind_key_queued_idx')
      .on(t.kind, t.key)
      .where(sql`status = 'queued'`),
    index('jobs_queued_run_at_idx')
      .on(t.runAt)
      .where(sql`status = 'queued'`),
    index('jobs_running_locked_until_idx')
      .on(t.lockedUntil)
      .where(sql`status = 'running'`),
    index('jobs_user_created_idx').on(t.userId, t.dateCreated),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type UserReminderRow = typeof userReminders.$inferSelect;
export type UserSocialRow = typeof userSocials.$inferSelect;
export type InscriptionRow = typeof inscriptions.$inferSelect;
export type InscriptionEntryRow = typeof inscriptionEntries.$inferSelect;
export type InscriptionQuestionRow = typeof inscriptionQuestions.$inferSelect;
export type EntryQuestionAnswerRow = typeof entryQuestionAnswers.$inferSelect;
export type TimelineEntryRow = typeof timelineEntries.$inferSelect;
export type ChatCategoryRow = typeof chatCategories.$inferSelect;
export type ChatSessionRow = typeof chatSessions.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type InscriptionInsightRow = typeof inscriptionInsights.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
export type InsightRefreshRow = typeof insightRefreshes.$inferSelect;
