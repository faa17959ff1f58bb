import type { Database } from '../../db';
import type { Logger } from '../actor';
import { MAINTENANCE_JOB, MAINTENANCE_PATTERN, maintenanceHandler } from './maintenance';
import { startJobRunner, type JobHandler, type JobRunner } from './runner';
import { scheduleRecurring, type RecurringJob } from './schedule';

export { enqueue, type EnqueueOptions } from './queue';
export { MAIL_JOB, mailHandler, queuedMailer } from './mail';
export type { JobContext, JobHandler, JobRunner } from './runner';
export type { RecurringJob } from './schedule';
export { jobResolvers } from './resolvers';

export interface JobsOptions {
  pollMs: number;
  concurrency: number;
}

/**
 * This instance's share of the background work: the runner, with the handler of every kind of job
 * (the modules' own, given by the app, and the maintenance), and the recurring jobs' schedule.
 */
export function startJobs(
  database: Database,
  log: Logger,
  options: JobsOptions,
  handlers: Record<string, JobHandler>,
  recurring: RecurringJob[] = [],
): { runner: JobRunner; stop(): Promise<void> } {
  const runner = startJobRunner({
    db: database.db,
    log,
    handlers: { [MAINTENANCE_JOB]: maintenanceHandler(database), ...handlers },
    ...options,
  });
  const schedule = scheduleRecurring(database.db, log, [{ kind: MAINTENANCE_JOB, pattern: MAINTENANCE_PATTERN }, ...recurring]);
  return {
    runner,
    async stop() {
      schedule.stop();
      await runner.stop();
    },
  };
}
