import { Cron } from 'croner';
import type { Db } from '../../db';
import type { Logger } from '../actor';
import { enqueue } from './queue';

export interface RecurringJob {
  kind: string;
  /** Cron pattern (croner syntax), evaluated in UTC. */
  pattern: string;
  payload?: Record<string, unknown>;
}

/**
 * Keeps the next occurrence of each recurring job queued: at start, and at every occurrence the one
 * after. Every instance does this; the key is the occurrence's time, so the instances' enqueues meet
 * on one queued row and the occurrence runs once, on whichever instance claims it.
 */
export function scheduleRecurring(db: Db, log: Logger, recurring: RecurringJob[]): { stop(): void } {
  const crons = recurring.map((job) => {
    const cron = new Cron(job.pattern, { timezone: 'UTC', protect: true }, () => void queueNext());
    const queueNext = async () => {
      const next = cron.nextRun();
      if (!next) return;
      await enqueue(db, { kind: job.kind, key: next.toISOString(), payload: job.payload ?? {}, runAt: next }).catch((err: unknown) =>
        log.error({ err, kind: job.kind }, 'could not queue a recurring job'),
      );
    };
    void queueNext();
    return cron;
  });
  return {
    stop: () => crons.forEach((cron) => cron.stop()),
  };
}
