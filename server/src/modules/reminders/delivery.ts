import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { Cron } from 'croner';
import { NEW_ENTRY_PATH, SELECT_INSCRIPTION_PATH, routeUrl } from '@inscriptions/contracts';
import type { Db } from '../../db';
import { accounts, inscriptions, userReminders, users } from '../../db/schema';
import type { Mailer } from '../../identity/mailer';
import type { Logger } from '../actor';
import { reminderMail } from './mail';
import { nextRun, usableTimezone } from './nextRun';
import { pickPrompt, recentEntriesForPrompt } from './prompt';
import { firstRun } from './schedule';

export interface ReminderDeliveryOptions {
  db: Db;
  mailer: Mailer;
  /** Base of the link in the mail (PUBLIC_URL). */
  publicUrl: string;
  log: Logger;
  /** Reminders one claim takes (default 50). */
  batchSize?: number;
  /** How long a claim holds before another instance may send the reminder again (default 5 min). */
  claimMs?: number;
}

interface Claimed {
  id: string;
  user_id: string;
  sending_run_at: Date | string;
  /** sending_run_at as PostgreSQL's text (microseconds kept): the claim the completion must still match. */
  claim: string;
}

/**
 * Claims up to `limit` due reminders in ONE statement: SKIP LOCKED lets concurrent instances pass each
 * other's rows, and the claim moves next_run_at to the claim's expiry (remembering the due time in
 * sending_run_at), so no other instance sees the reminder as due while it is being sent. An instance
 * that dies mid-send leaves the claim to expire; the reminder is then sent by another.
 */
async function claimDueReminders(db: Db, limit: number, claimMs: number): Promise<Claimed[]> {
  const { rows } = (await db.execute(sql`
    with due as (
      select id from ${userReminders}
       where is_active and next_run_at <= now()
       order by next_run_at, id
       limit ${limit}
       for update skip locked
    )
    update ${userReminders} r
       set sending_run_at = coalesce(r.sending_run_at, r.next_run_at),
           next_run_at = now() + make_interval(secs => ${claimMs / 1000})
      from due where r.id = due.id
    returning r.id, r.user_id, r.sending_run_at, r.sending_run_at::text as claim`)) as unknown as { rows: Claimed[] };
  return rows;
}

/** Active reminders without a next run (created before delivery existed): schedule them. */
async function scheduleUnscheduled(db: Db): Promise<void> {
  const rows = await db
    .select({ reminder: userReminders, timezone: users.timezone })
    .from(userReminders)
    .leftJoin(users, eq(users.id, userReminders.userId))
    .where(and(eq(userReminders.isActive, true), isNull(userReminders.nextRunAt), isNull(userReminders.sendingRunAt)))
    .limit(500);
  for (const { reminder, timezone } of rows) {
    await db
      .update(userReminders)
      .set({ nextRunAt: firstRun(reminder, timezone) })
      .where(and(eq(userReminders.id, reminder.id), isNull(userReminders.nextRunAt)));
  }
}

/** The link in the mail: a new entry in the most recently changed inscription, else the inscription list. */
async function newEntryLink(db: Db, publicUrl: string, userId: string): Promise<string> {
  const [latest] = await db
    .select({ id: inscriptions.id })
    .from(inscriptions)
    .where(eq(inscriptions.userId, userId))
    .orderBy(desc(inscriptions.dateUpdated), desc(inscriptions.id))
    .limit(1);
  return latest ? routeUrl(publicUrl, NEW_ENTRY_PATH, { inscriptionId: latest.id }) : routeUrl(publicUrl, SELECT_INSCRIPTION_PATH);
}

async function sendOne(options: ReminderDeliveryOptions, claimed: Claimed): Promise<void> {
  const { db } = options;
  const [row] = await db
    .select({ reminder: userReminders, email: accounts.email, profileEmail: users.email, fullName: users.fullName, timezone: users.timezone })
    .from(userReminders)
    .innerJoin(accounts, eq(accounts.id, userReminders.userId))
    .leftJoin(users, eq(users.id, userReminders.userId))
    .where(eq(userReminders.id, claimed.id));
  if (!row) return;
  const dueAt = new Date(claimed.sending_run_at);
  const timezone = usableTimezone(row.timezone);
  const link = await newEntryLink(db, options.publicUrl, claimed.user_id);
  const prompt = pickPrompt(await recentEntriesForPrompt(db, claimed.user_id));
  await options.mailer.send(reminderMail(row.profileEmail ?? row.email, row.fullName, link, prompt, timezone));
  await db
    .update(userReminders)
    .set({ nextRunAt: nextRun(row.reminder, timezone, new Date(), dueAt), sendingRunAt: null, lastSentAt: new Date() })
    .where(and(eq(userReminders.id, claimed.id), sql`${userReminders.sendingRunAt} = ${claimed.claim}::timestamptz`));
}

/** Sends every reminder due now, claiming them batch by batch; returns how many this instance sent. */
export async function deliverDueReminders(options: ReminderDeliveryOptions): Promise<number> {
  const batchSize = options.batchSize ?? 50;
  const claimMs = options.claimMs ?? 5 * 60_000;
  await scheduleUnscheduled(options.db);
  let sent = 0;
  for (;;) {
    const claimed = await claimDueReminders(options.db, batchSize, claimMs);
    for (const reminder of claimed) {
      try {
        await sendOne(options, reminder);
        sent++;
      } catch (err) {
        // The claim stays and expires: another sweep (on any instance) tries again.
        options.log.error({ err, reminderId: reminder.id }, 'reminder mail failed');
      }
    }
    if (claimed.length < batchSize) return sent;
  }
}

/** Every instance sweeps due reminders at the top of each minute (reminder times are HH:MM). */
export const REMINDER_SWEEP_PATTERN = '* * * * *';

export function startReminderDelivery(options: ReminderDeliveryOptions): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const sweep = (): Promise<void> => {
    running = deliverDueReminders(options).then(
      () => undefined,
      (err: unknown) => options.log.error({ err }, 'reminder sweep failed'),
    );
    return running;
  };
  const cron = new Cron(REMINDER_SWEEP_PATTERN, { timezone: 'UTC', protect: true }, sweep);
  void sweep();
  return {
    async stop() {
      cron.stop();
      await running;
    },
  };
}
