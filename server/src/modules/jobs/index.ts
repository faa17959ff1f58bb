import type { Database } from '../../db';
import type { Logger } from '../actor';
import { MAINTENANCE_JOB, MAINTENANCE_PATTERN, maintenanceHandler } from './maintenance';
import { startJobRunner, type JobHandler, type JobRunner } from './runner';
import { scheduleRecurring } from './schedule';

export { enqueue, type EnqueueOptions } from './queue';
export type { JobContext, JobHandler, JobRunner } from './runner';

export interface JobsOptions {
  pollMs: number;
  concurrency: number;
}

/** Every kind of job this server runs. Later kinds (insight refresh, transcription…) join here. */
export function jobHandlers(database: Database): Record<string, JobHandler> {
  return { [MAINTENANCE_JOB]: maintenanceHandler(database) };
}

/** This instance's share of the background work: the runner and the recurring jobs' schedule. */
export function startJobs(
  database: Database,
  log: Logger,
  options: JobsOptions,
  /** Kinds whose handlers need more than the database (files, the speech engine), built by the app. */
  moreHandlers: Record<string, JobHandler> = {},
): { runner: JobRunner; stop(): Promise<void> } {
  const runner = startJobRunner({
    db: database.db,
    log,
    handlers: { ...jobHandlers(database), ...moreHandlers },
    ...options,
  });
  const schedule = scheduleRecurring(database.db, log, [{ kind: MAINTENANCE_JOB, pattern: MAINTENANCE_PATTERN }]);
  return {
    runner,
    async stop() {
      schedule.stop();
      await runner.stop();
    },
  };
}
