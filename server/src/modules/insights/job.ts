import type { Db } from '../../db';
import type { Actor, Logger } from '../actor';
import type { JobHandler } from '../jobs';
import type { InsightEngine } from './engine';
import { refreshInsights } from './service';

/** The insight refresh job: runs the refresh for the job's user and inscription, reporting progress. */
export function insightRefreshHandler(deps: { db: Db; log: Logger; files: Actor['files']; engine: () => InsightEngine }): JobHandler {
  return async ({ job, report, signal }) => {
    if (!job.userId || !job.inscriptionId) throw new Error('An insight refresh needs a user and an inscription');
    const actor: Actor = { db: deps.db, userId: job.userId, files: deps.files, log: deps.log };
    const row = await refreshInsights(actor, job.inscriptionId, { engine: deps.engine(), report, signal });
    return { engine: row.engine, entryCount: row.entryCount };
  };
}
