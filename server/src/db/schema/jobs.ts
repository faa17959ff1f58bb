import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { dates, ts } from './columns';
import { inscriptions } from './inscriptions';

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

export type JobRow = typeof jobs.$inferSelect;
