import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { jobs, type JobRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';

export interface EnqueueOptions {
  kind: string;
  /**
   * Idempotency key: while a job of this kind and key is queued, enqueueing it again returns that job
   * (with the later run_at and the newer payload) instead of adding one. Null: always a new job.
   */
  key?: string | null;
  payload?: Record<string, unknown>;
  /** The user the job works for, who may read its progress. */
  userId?: string | null;
  inscriptionId?: string | null;
  /** Not before (default now). A later run_at for a queued key debounces it. */
  runAt?: Date;
  maxAttempts?: number;
}

/** Adds a job, or moves the queued one of the same kind and key (never earlier). One statement. */
export async function enqueue(db: Db, options: EnqueueOptions): Promise<JobRow> {
  const runAt = options.runAt ?? new Date();
  const [row] = await db
    .insert(jobs)
    .values({
      kind: options.kind,
      key: options.key ?? null,
      payload: options.payload ?? {},
      userId: options.userId ?? null,
      inscriptionId: options.inscriptionId ?? null,
      runAt,
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    })
    .onConflictDoUpdate({
      target: [jobs.kind, jobs.key],
      targetWhere: sql`status = 'queued'`,
      set: {
        runAt: sql`greatest(${jobs.runAt}, excluded.run_at)`,
        payload: sql`excluded.payload`,
        dateUpdated: sql`now()`,
      },
    })
    .returning();
  return row!;
}

/**
 * Claims up to `limit` due jobs for `instanceId` in ONE statement (PGlite has a single connection, so
 * there is no transaction to hold open): queued jobs whose run_at has come, and running jobs whose lease
 * has expired (their instance died). SKIP LOCKED lets concurrent claimers pass each other's rows.
 */
export async function claimDue(db: Db, instanceId: string, limit: number, leaseMs: number): Promise<JobRow[]> {
  const { rows } = (await db.execute(sql`
    with due as (
      select id from ${jobs}
       where (status = 'queued' and run_at <= now())
          or (status = 'running' and locked_until < now())
       order by run_at, id
       limit ${limit}
       for update skip locked
    )
    update ${jobs} set status = 'running', attempts = ${jobs.attempts} + 1, locked_by = ${instanceId},
           locked_until = now() + make_interval(secs => ${leaseMs / 1000}), date_updated = now()
      from due where ${jobs.id} = due.id
    returning ${jobs.id}`)) as unknown as { rows: { id: string }[] };
  if (!rows.length) return [];
  // Read back through Drizzle so the rows are typed and mapped like every other select.
  return db.query.jobs.findMany({ where: (j, { inArray }) => inArray(j.id, rows.map((r) => r.id)) });
}

/** A lease still held by this instance: later lease, and optionally progress. False once it is lost. */
export async function renewLease(
  db: Db,
  job: Pick<JobRow, 'id'>,
  instanceId: string,
  leaseMs: number,
  progress?: { progress: number; message: string | null },
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      dateUpdated: sql`now()`,
      ...(progress ? { progress: progress.progress, progressMessage: progress.message } : {}),
    })
    .where(heldBy(job, instanceId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

const heldBy = (job: Pick<JobRow, 'id'>, instanceId: string) =>
  and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, instanceId));

export async function markDone(db: Db, job: Pick<JobRow, 'id'>, instanceId: string, result: unknown): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', progress: 100, result: result ?? null, error: null, lockedBy: null, lockedUntil: null, dateUpdated: sql`now()` })
    .where(heldBy(job, instanceId));
}

/** Exponential backoff: base, 2×base, 4×base … at most an hour. */
export const retryDelayMs = (attempts: number, baseMs: number): number =>
  Math.min(baseMs * 2 ** Math.max(attempts - 1, 0), 3_600_000);

/** Queues the job again after a backoff, or marks it failed once it has used its attempts. */
export async function markFailed(
  db: Db,
  job: Pick<JobRow, 'id' | 'attempts' | 'maxAttempts'>,
  instanceId: string,
  error: string,
  retryBaseMs: number,
): Promise<'retry' | 'failed'> {
  const fail = { error, lockedBy: null, lockedUntil: null, dateUpdated: sql`now()` };
  if (job.attempts < job.maxAttempts) {
    try {
      await db
        .update(jobs)
        .set({ ...fail, status: 'queued', runAt: new Date(Date.now() + retryDelayMs(job.attempts, retryBaseMs)) })
        .where(heldBy(job, instanceId));
      return 'retry';
    } catch (err) {
      // The same key was enqueued again while this one ran: that queued job takes over.
      if (!isUniqueViolation(err)) throw err;
    }
  }
  await db.update(jobs).set({ ...fail, status: 'failed' }).where(heldBy(job, instanceId));
  return 'failed';
}

