import type { Database } from '../../db';
import type { Mailer } from '../../identity/mailer';
import type { Logger } from '../actor';
import { startReminderDelivery } from '../reminders/delivery';
import { MAINTENANCE_JOB, MAINTENANCE_PATTERN, maintenanceHandler } from './maintenance';
import { startJobRunner, type JobHandler, type JobRunner } from './runner';
import { scheduleRecurring } from './schedule';

export { enqueue, type EnqueueOptions } from './queue';
export type { JobContext, JobHandler, JobRunner } from './runner';

export interface JobsOptions {
  pollMs: number;
  concurrency: number;
  /** Reminder mails: the account mail transport and the links' base (PUBLIC_URL). */
  reminders: { mailer: Mailer; publicUrl: string };
}

/** Every kind of job this server runs. Later kinds (insight refresh, transcription…) join here. */
export function jobHandlers(database: Database): Record<string, JobHandler> {
  return { [MAINTENANCE_JOB]: maintenanceHandler(database) };
}

/** This instance's share of the background work: the runner and the recurring jobs' schedule. */
export function startJobs(database: Database, log: Logger, options: JobsOptions): { runner: JobRunner; stop(): Promise<void> } {
  const { reminders, ...runnerOptions } = options;
  const runner = startJobRunner({ db: database.db, log, handlers: jobHandlers(database), ...runnerOptions });
  const schedule = scheduleRecurring(database.db, log, [{ kind: MAINTENANCE_JOB, pattern: MAINTENANCE_PATTERN }]);
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
