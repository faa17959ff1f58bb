import { randomUUID } from 'node:crypto';
import type { Db } from '../../db';
import type { JobRow } from '../../db/schema';
import type { Logger } from '../actor';
import { claimDue, markDone, markFailed, renewLease } from './queue';

export interface JobContext {
  job: JobRow;
  /** Records progress (0–100) and a message the owner sees; also renews the lease. */
  report(progress: number, message?: string | null): Promise<void>;
  /** Aborted when the runner stops or the lease was lost to another instance. */
  signal: AbortSignal;
}

/** What a kind of job does; its resolved value is stored as the job's result. */
export type JobHandler = (context: JobContext) => Promise<unknown>;

export interface JobRunnerOptions {
  db: Db;
  log: Logger;
  handlers: Record<string, JobHandler>;
  /** Identifies this instance in locked_by (default a random id). */
  instanceId?: string;
  /** How often to look for due jobs when idle (default 1000 ms). */
  pollMs?: number;
  /** Jobs run at once by this instance (default 2). */
  concurrency?: number;
  /** How long a claim holds without renewal before another instance may take the job (default 60 s). */
  leaseMs?: number;
  /** First retry delay; doubles with each attempt (default 5 s). */
  retryBaseMs?: number;
}

export interface JobRunner {
  instanceId: string;
  /** Look for due jobs now (e.g. right after enqueueing one). */
  poke(): void;
  /** Stops claiming, aborts running handlers' signals and waits for them to settle. */
  stop(): Promise<void>;
}

const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n)));
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Runs due jobs of the given kinds on this instance, sharing the queue with every other instance. */
export function startJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log, handlers } = options;
  const instanceId = options.instanceId ?? randomUUID();
  const pollMs = options.pollMs ?? 1000;
  const concurrency = options.concurrency ?? 2;
  const leaseMs = options.leaseMs ?? 60_000;
  const retryBaseMs = options.retryBaseMs ?? 5000;
  const running = new Set<Promise<void>>();
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let claiming = false;
  let again = false;

  async function run(job: JobRow): Promise<void> {
    const lease = new AbortController();
    const abort = () => lease.abort();
    stopping.signal.addEventListener('abort', abort);
    const keepLease = async (progress?: { progress: number; message: string | null }) => {
      if (!(await renewLease(db, job, instanceId, leaseMs, progress))) lease.abort();
    };
    const renewal = setInterval(
      () => void keepLease().catch((err: unknown) => log.warn({ err, jobId: job.id }, 'job lease renewal failed')),
      leaseMs / 3,
    ).unref();
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
      if (job.attempts > job.maxAttempts) throw new Error('The job was interrupted too many times');
      const result = await handler({
        job,
        signal: lease.signal,
        report: (progress, text = null) => keepLease({ progress: clamp(progress), message: text }),
      });
      await markDone(db, job, instanceId, result);
    } catch (err) {
      const outcome = await markFailed(db, job, instanceId, message(err), retryBaseMs).catch((e: unknown) => {
        log.error({ err: e, jobId: job.id }, 'could not record a job failure');
        return 'unknown';
      });
      log.warn({ err, jobId: job.id, kind: job.kind, attempt: job.attempts, outcome }, 'job failed');
    } finally {
      clearInterval(renewal);
      stopping.signal.removeEventListener('abort', abort);
    }
  }

  async function claim(): Promise<void> {
    if (stopping.signal.aborted) return;
    if (claiming) {
      again = true;
      return;
    }
    claiming = true;
    try {
      const free = concurrency - running.size;
      const claimed = free > 0 ? await claimDue(db, instanceId, free, leaseMs) : [];
      for (const job of claimed) {
        const task = run(job).finally(() => {
          running.delete(task);
          void claim();
        });
        running.add(task);
      }
      // A full batch: there may be more due right now.
      if (claimed.length && claimed.length === free) again = true;
    } catch (err) {
      log.error({ err }, 'claiming jobs failed');
    } finally {
      claiming = false;
    }
    if (again) {
      again = false;
      void claim();
    }
  }

  const tick = () => {
    void claim().finally(() => {
      if (!stopping.signal.aborted) timer = setTimeout(tick, pollMs).unref();
    });
  };
  timer = setTimeout(tick, 0);

  return {
    instanceId,
    poke: () => void claim(),
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      while (claiming) await new Promise((resolve) => setTimeout(resolve, 5));
      await Promise.allSettled([...running]);
    },
  };
}
