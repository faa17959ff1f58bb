import { INSIGHT_REFRESH_JOB, TIMELINE_GENERATE_JOB } from '@inscriptions/contracts';
import type { Database } from './db';
import type { Files } from './files';
import type { Mailer } from './identity';
import type { Logger } from './modules/actor';
import type { Ai } from './modules/ai';
import { insightEngineFor, insightRefreshHandler } from './modules/insights';
import { MAIL_JOB, mailHandler, startJobs, type JobRunner, type JobsOptions } from './modules/jobs';
import { startReminderDelivery } from './modules/reminders';
import { ALIGN_ENTRY_JOB, alignEntryHandler, TRANSCRIBE_ENTRY_JOB, transcribeEntryHandler, type Speech } from './modules/speech';
import {
  summariserFor,
  TIMELINE_SWEEP_JOB,
  TIMELINE_SWEEP_PATTERN,
  timelineGenerateHandler,
  timelineSweepHandler,
} from './modules/timeline';

export interface BackgroundOptions extends JobsOptions {
  /** Reminder mails: the mailer and the links' base (PUBLIC_URL). */
  reminders: { mailer: Mailer; publicUrl: string };
}

/** What the jobs work with besides the database: files, the engines chosen by configuration, the mail transport. */
export interface BackgroundDeps {
  files: Files;
  ai: Ai;
  speech: Speech;
  /** Sends the queued mail (the mailer the app hands out queues it). */
  transport: Mailer;
}

/**
 * This instance's share of the background work: the job runner with every module's handlers (the jobs
 * module knows none of them), the recurring jobs, and the reminders' delivery.
 */
export function startBackgroundWork(
  database: Database,
  log: Logger,
  { reminders, ...jobOptions }: BackgroundOptions,
  { files, ai, speech, transport }: BackgroundDeps,
): { runner: JobRunner; stop(): Promise<void> } {
  const { db } = database;
  const base = { db, log, files };
  const insightEngine = insightEngineFor(ai);
  const summariser = summariserFor(ai);
  const jobs = startJobs(
    database,
    log,
    jobOptions,
    {
      [INSIGHT_REFRESH_JOB]: insightRefreshHandler({ ...base, engine: () => insightEngine }),
      [TIMELINE_GENERATE_JOB]: timelineGenerateHandler({ ...base, summariser: () => summariser }),
      [TIMELINE_SWEEP_JOB]: timelineSweepHandler(db),
      [ALIGN_ENTRY_JOB]: alignEntryHandler(db, files.store),
      [TRANSCRIBE_ENTRY_JOB]: transcribeEntryHandler(db, files.store, speech.engine),
      [MAIL_JOB]: mailHandler(db, transport),
    },
    [{ kind: TIMELINE_SWEEP_JOB, pattern: TIMELINE_SWEEP_PATTERN }],
  );
  const delivery = startReminderDelivery({ db, log, ...reminders });
  return {
    runner: jobs.runner,
    async stop() {
      await delivery.stop();
      await jobs.stop();
    },
  };
}
