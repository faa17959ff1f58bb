import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_CATEGORY, QUESTION_TYPES } from '@inscriptions/contracts';
import { accounts } from './accounts';
import { dates, ts } from './columns';
import { inscriptionCategory, timelineScale } from './enums';

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
    /** Whether private entries (and all entries of a private inscription) may go to an external model (modules/ai/privacy.ts). */
    allowExternalAi: boolean('allow_external_ai').notNull().default(false),
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
    /** One of the contracts' QUESTION_TYPES (the check below); text, so that a new type needs no enum migration. */
    questionType: text('question_type').notNull(),
    question: text('question').notNull(),
    min: integer('min'),
    max: integer('max'),
    /** Where the question is asked among its inscription's questions, lowest first. */
    position: integer('position').notNull().default(0),
    /** Set when the question was deleted but its answers kept: it is no longer asked, the answers still show it. */
    dateDeleted: ts('date_deleted'),
    ...dates,
  },
  (t) => [
    index('inscription_questions_inscription_idx').on(t.inscriptionId, t.position),
    check('inscription_questions_type_check', sql`${t.questionType} in (${sql.raw(QUESTION_TYPES.map((type) => `'${type}'`).join(', '))})`),
  ],
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

export type InscriptionRow = typeof inscriptions.$inferSelect;
export type InscriptionEntryRow = typeof inscriptionEntries.$inferSelect;
export type InscriptionQuestionRow = typeof inscriptionQuestions.$inferSelect;
export type EntryQuestionAnswerRow = typeof entryQuestionAnswers.$inferSelect;
export type TimelineEntryRow = typeof timelineEntries.$inferSelect;
