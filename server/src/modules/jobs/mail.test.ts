import { eq } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import type { Mail, Mailer } from '../../identity/mailer';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import type { Logger } from '../actor';
import { MAIL_JOB, MAIL_MAX_ATTEMPTS, mailHandler, queuedMailer } from './mail';
import { startJobRunner, type JobRunner } from './runner';

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A transport that refuses the first `failures` mails, as an SMTP server that is down does. */
function flakyTransport(failures: number): Mailer & { sent: Mail[]; tries: number } {
  const transport = {
    outboxDir: undefined,
    sent: [] as Mail[],
    tries: 0,
    async send(mail: Mail) {
      transport.tries++;
      if (transport.tries <= failures) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      transport.sent.push(mail);
    },
  };
  return transport;
}

const MAIL: Mail = {
  to: 'ada@example.com',
  subject: 'Confirm your account',
  text: 'Open https://example.com/auth/confirmation?confirmationCode=secret',
  html: '<p>secret</p>',
  link: 'https://example.com/auth/confirmation?confirmationCode=secret',
};

describe('mail through the job queue', () => {
  let testDb: TestDatabase;
  let runner: JobRunner | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
  });
  afterEach(async () => {
    await runner?.stop();
    runner = undefined;
  });
  afterAll(async () => {
    await testDb.close();
  });
  const db = () => testDb.database.db;

  it('a mail the transport refuses is retried until it goes, sent once, and its links are not kept', async () => {
    const transport = flakyTransport(3);
    let poked = 0;
    const mailer = queuedMailer(db(), transport, () => poked++);
    await mailer.send(MAIL);
    expect(poked).toBe(1);
    // Queued, not sent: sending waits for a runner, which may be another instance's.
    expect(transport.tries).toBe(0);
    const [queued] = await db().select().from(jobs).where(eq(jobs.kind, MAIL_JOB));
    expect(queued).toMatchObject({ status: 'queued', maxAttempts: MAIL_MAX_ATTEMPTS, userId: null });

    runner = startJobRunner({ db: db(), log: quiet, handlers: { [MAIL_JOB]: mailHandler(db(), transport) }, pollMs: 20, retryBaseMs: 10 });
    const deadline = Date.now() + 15_000;
    while (transport.sent.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(transport.tries).toBe(4);
    expect(transport.sent).toEqual([MAIL]);
    const [done] = await db().select().from(jobs).where(eq(jobs.id, queued!.id));
    expect(done).toMatchObject({ status: 'done', attempts: 4, payload: { to: MAIL.to }, result: { to: MAIL.to } });
  });

  it('a queued mail without its recipient or body fails instead of sending something empty', async () => {
    const transport = flakyTransport(0);
    const handler = mailHandler(db(), transport);
    const job = { id: '00000000-0000-0000-0000-000000000000', payload: { to: 'ada@example.com' } };
    await expect(handler({ job: job as never, report: async () => undefined, signal: new AbortController().signal })).rejects.toThrow(
      'A queued mail lacks its recipient, subject or body',
    );
    expect(transport.tries).toBe(0);
  });
});
