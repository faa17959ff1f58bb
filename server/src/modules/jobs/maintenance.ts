import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { jobs } from '../../db/schema';
import { identityCodes } from '../../identity/schema';
import { sweepExpired } from '../../identity';
import type { JobHandler } from './runner';

export const MAINTENANCE_JOB = 'maintenance.daily';
/** Every day at 03:17 UTC. */
export const MAINTENANCE_PATTERN = '17 3 * * *';
/** Finished jobs stay readable (their progress and result) this long. */
export const FINISHED_JOB_RETENTION_DAYS = 14;

/**
 * The daily housekeeping: expired identity codes and provider rows, old finished jobs, and on PGlite
 * (which has no autovacuum) VACUUM ANALYZE, so dead rows are reclaimed and the planner's statistics kept.
 */
export function maintenanceHandler(database: Pick<Database, 'db' | 'kind' | 'query'>): JobHandler {
  return async ({ report }) => {
    const { db } = database;
    const codes = await db.delete(identityCodes).where(lt(identityCodes.expiresAt, sql`now()`)).returning({ id: identityCodes.id });
    await sweepExpired(db);
    await report(30, 'Expired codes deleted');
    const finished = await db
      .delete(jobs)
      .where(
        and(
          inArray(jobs.status, ['done', 'failed']),
          lt(jobs.dateUpdated, sql`now() - make_interval(days => ${FINISHED_JOB_RETENTION_DAYS})`),
        ),
      )
      .returning({ id: jobs.id });
    await report(60, 'Old jobs deleted');
    if (database.kind === 'pglite') await database.query('VACUUM ANALYZE');
    return { expiredCodes: codes.length, finishedJobs: finished.length, vacuumed: database.kind === 'pglite' };
  };
}
