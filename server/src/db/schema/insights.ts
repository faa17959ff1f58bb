import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { InsightField } from '@inscriptions/contracts';
import { dates, ts } from './columns';
import { inscriptions } from './inscriptions';

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

/** One row per inscription; every insight field kind is a jsonb list, written by the insight refresh job. */
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

export type InscriptionInsightRow = typeof inscriptionInsights.$inferSelect;
export type InsightRefreshRow = typeof insightRefreshes.$inferSelect;
