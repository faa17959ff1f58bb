import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { jobs } from '../../db/schema';
import type { Mail, Mailer } from '../../identity/mailer';
import { enqueue } from './queue';
import type { JobHandler } from './runner';

export const MAIL_JOB = 'mail.send';
/**
 * Attempts before a mail is given up: with the runner's backoff (5 s doubling, at most an hour apart)
 * they span about seven hours, so an SMTP server that is down for a while delays mail but loses none.
 */
export const MAIL_MAX_ATTEMPTS = 16;

const isMail = (payload: Record<string, unknown>): payload is Record<string, unknown> & Mail =>
  ['to', 'subject', 'text', 'html'].every((field) => typeof payload[field] === 'string');

/**
 * A mailer that queues: `send` stores the mail as a job (so it outlives an SMTP outage and this
 * instance) and `deliver` hands it to the transport, retried with backoff by whichever instance claims it.
 */
export function queuedMailer(db: Db, transport: Mailer, onQueued: () => void): Mailer {
  return {
    outboxDir: transport.outboxDir,
    async send(mail) {
      await enqueue(db, { kind: MAIL_JOB, payload: { ...mail }, maxAttempts: MAIL_MAX_ATTEMPTS });
      onQueued();
    },
  };
}

/** Sends a queued mail, then keeps only its recipient: the links it carried hold one-time codes. */
export function mailHandler(db: Db, transport: Mailer): JobHandler {
  return async ({ job }) => {
    if (!isMail(job.payload)) throw new Error('A queued mail lacks its recipient, subject or body');
    await transport.send(job.payload);
    await db.update(jobs).set({ payload: { to: job.payload.to } }).where(eq(jobs.id, job.id));
    return { to: job.payload.to };
  };
}
