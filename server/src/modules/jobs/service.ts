import { and, desc, eq } from 'drizzle-orm';
import { isUuid } from '@inscriptions/contracts';
import { jobs, type JobRow } from '../../db/schema';
import type { Actor } from '../actor';
import { DEFAULT_PAGE_SIZE } from '../paging';

/** Most jobs one list returns. */
export const JOBS_MAX_RESULTS = 50;

/** One of the actor's jobs; another user's (or a system job, or a malformed id) answers like a missing one. */
export async function getJob(actor: Pick<Actor, 'db' | 'userId'>, id: unknown): Promise<JobRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await actor.db.select().from(jobs).where(and(eq(jobs.id, id), eq(jobs.userId, actor.userId))).limit(1);
  return row ?? null;
}

/** The actor's jobs, newest first. */
export async function listJobs(
  actor: Pick<Actor, 'db' | 'userId'>,
  filter: { kind?: string | null; inscriptionId?: unknown; first?: number | null },
): Promise<JobRow[]> {
  const limit = Math.min(Math.max(filter.first ?? DEFAULT_PAGE_SIZE, 0), JOBS_MAX_RESULTS);
  if (limit === 0) return [];
  if (filter.inscriptionId != null && !isUuid(filter.inscriptionId)) return [];
  return actor.db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.userId, actor.userId),
        filter.kind ? eq(jobs.kind, filter.kind) : undefined,
        filter.inscriptionId != null ? eq(jobs.inscriptionId, filter.inscriptionId as string) : undefined,
      ),
    )
    .orderBy(desc(jobs.dateCreated), desc(jobs.id))
    .limit(limit);
}
