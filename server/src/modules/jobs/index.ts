import type { Database } from '../../db';
import type { Files } from '../../files';
import type { Mailer } from '../../identity/mailer';
import type { Logger } from '../actor';
import type { InsightEngine } from '../insights/engine';
import { insightRefreshHandler } from '../insights/job';
import { startReminderDelivery } from '../reminders/delivery';
import { TIMELINE_SWEEP_JOB, TIMELINE_SWEEP_PATTERN, timelineGenerateHandler, timelineSweepHandler } from '../timeline/job';
import type { TimelineSummariser } from '../timeline/summarise';
import { INSIGHT_REFRESH_JOB, TIMELINE_GENERATE_JOB } from '@inscriptions/contracts';
import { MAINTENANCE_JOB, MAINTENANCE_PATTERN, maintenanceHandler } from './maintenance';
import { startJobRunner, type JobHandler, type JobRunner } from './runner';
import { scheduleRecurring } from './schedule';

export { enqueue, type EnqueueOptions } from './queue';
export { MAIL_JOB, mailHandler, queuedMailer } from './mail';
export type { JobContext, JobHandler, JobRunner } from './runner';

export interface JobsOptions {
  pollMs: number;
  concurrency: number;
  /** Reminder mails: the account mail transport and the links' base (PUBLIC_URL). */
  reminders: { mailer: Mailer; publicUrl: string };
}

/** What the jobs work with besides the database: files, and the engines chosen by configuration. */
export interface JobDeps {
  files: Files;
  insightEngine: InsightEngine;
  summariser: TimelineSummariser;
}

/** Every kind of job this server runs. Later kinds (transcription…) join here. */
export function jobHandlers(database: Database, log: Logger, deps: JobDeps): Record<string, JobHandler> {
  const base = { db: database.db, log, files: deps.files };
  return {
    [MAINTENANCE_JOB]: maintenanceHandler(database),
    [INSIGHT_REFRESH_JOB]: insightRefreshHandler({ ...base, engine: () => deps.insightEngine }),
    [TIMELINE_GENERATE_JOB]: timelineGenerateHandler({ ...base, summariser: () => deps.summariser }),
    [TIMELINE_SWEEP_JOB]: timelineSweepHandler(database.db),
  };
}

/** This instance's share of the background work: the runner and the recurring jobs' schedule. */
export function startJobs(
  database: Database,
  log: Logger,
  options: JobsOptions,
  deps: JobDeps,
  /** Kinds whose handlers the app builds itself (the speech engine's alignment). */
  moreHandlers: Record<string, JobHandler> = {},
): { runner: JobRunner; stop(): Promise<void> } {
  const { reminders, ...runnerOptions } = options;
  const runner = startJobRunner({
    db: database.db,
    log,
    handlers: { ...jobHandlers(database, log, deps), ...moreHandlers },
    ...runnerOptions,
  });
  const schedule = scheduleRecurring(database.db, log, [
    { kind: MAINTENANCE_JOB, pattern: MAINTENANCE_PATTERN },
    { kind: TIMELINE_SWEEP_JOB, pattern: TIMELINE_SWEEP_PATTERN },
  ]);
  const delivery = startReminderDelivery({ db: database.db, log, ...reminders });
  return {
    runner,
    async stop() {
      schedule.stop();
      await delivery.stop();
      await runner.stop();
    },
  };
}
