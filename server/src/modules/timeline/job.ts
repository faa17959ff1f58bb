import type { Db } from '../../db';
import type { Actor, Logger } from '../actor';
import type { JobHandler } from '../jobs';
import { queueClosedPeriods, runTimelineGeneration } from './generate';
import type { TimelineSummariser } from './summarise';

/** Every hour: queue the summaries of the periods that have just closed (each user's own timezone). */
export const TIMELINE_SWEEP_JOB = 'timeline.sweep';
export const TIMELINE_SWEEP_PATTERN = '7 * * * *';

/** Generates the summaries a 'Generate' (or the sweep) asked for, with progress. */
export function timelineGenerateHandler(deps: { db: Db; log: Logger; files: Actor['files']; summariser: () => TimelineSummariser }): JobHandler {
  return async ({ job, report, signal }) => {
    if (!job.userId || !job.inscriptionId) throw new Error('A timeline summary needs a user and an inscription');
    const actor: Actor = { db: deps.db, userId: job.userId, files: deps.files, log: deps.log };
    return runTimelineGeneration(actor, job.inscriptionId, job.payload, { summariser: deps.summariser(), report, signal });
  };
}

export const timelineSweepHandler =
  (db: Db): JobHandler =>
  async () => ({ queued: await queueClosedPeriods(db) });
