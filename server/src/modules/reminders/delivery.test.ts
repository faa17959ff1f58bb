import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../../db';
import { userReminders } from '../../db/schema';
import { createMailer } from '../../identity/mailer';
import { readMail } from '../../identity/test/helpers';
import { BACKENDS } from '../../test/helpers';
import { createServiceTestEnv, type ServiceTestEnv } from '../../test/services';
import type { Actor, Logger } from '../actor';
import { createEntry } from '../entries/service';
import { createInscription } from '../inscriptions/service';
import { createProfile } from '../users/service';
import { createReminder, updateReminder } from './service';
import { deliverDueReminders, startReminderDelivery } from './delivery';

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const PUBLIC_URL = 'http://inscriptions.test';

describe.each(BACKENDS)('reminder delivery (%s)', (kind) => {
  let env: ServiceTestEnv;
  /** The second "instance": its own connection pool on PostgreSQL (PGlite has one connection in all). */
  let second: Database;
  let outbox: string;
  const mails = () => readdirSync(path.join(outbox, 'outbox')).filter((f) => f.endsWith('.eml'));
  const mailer = () => createMailer({ publicUrl: PUBLIC_URL, dataDir: outbox, nodeEnv: 'test' });

  beforeAll(async () => {
    env = await createServiceTestEnv(kind);
    second = kind === 'postgres' ? await createDatabase(env.config) : env.database;
  }, 120_000);
  afterAll(async () => {
    if (second !== env.database) await second.close();
    await env.close();
  });
  beforeEach(() => {
    outbox = mkdtempSync(path.join(os.tmpdir(), 'ins-outbox-'));
  });

  async function userWithReminders(count: number, transcript: string): Promise<{ actor: Actor; inscriptionId: string; ids: string[] }> {
    const actor = await env.newActor();
    await createProfile(actor, { fullName: 'Ada Writer', timezone: 'Europe/London' });
    const inscription = await createInscription(actor, { name: 'Pilot', about: 'A business idea', category: 'OTHER', isPrivate: false });
    await createEntry(actor, { inscriptionId: inscription.id, name: 'Pricing', transcript, isPrivate: true, dateRecorded: new Date().toISOString() });
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push((await createReminder(actor, { reminderTime: '09:30' })).id);
    return { actor, inscriptionId: inscription.id, ids };
  }

  const makeDue = (ids: string[]) =>
    env.database.db.update(userReminders).set({ nextRunAt: sql`now() - interval '1 minute'` }).where(inArray(userReminders.id, ids));

  it('two instances on one database send each due reminder exactly once, with a link to a new entry and a personal prompt', async () => {
    const a = await userWithReminders(12, 'Sales went well today. How will I price the pilot? I will call Sam tomorrow.');
    const b = await userWithReminders(11, 'A quiet week. I am worried the supplier will be late.');
    await makeDue([...a.ids, ...b.ids]);

    // Two instances, each running its sweep (small batches, so their claims interleave), twice over.
    const one = { db: env.database.db, mailer: mailer(), publicUrl: PUBLIC_URL, log: quiet, batchSize: 2 };
    const two = { ...one, db: second.db, mailer: mailer() };
    const sent = await Promise.all([deliverDueReminders(one), deliverDueReminders(two), deliverDueReminders(one), deliverDueReminders(two)]);
    expect(sent.reduce((x, y) => x + y, 0)).toBe(23);
    expect(mails()).toHaveLength(23);

    const rows = await env.database.db.select().from(userReminders).where(inArray(userReminders.id, [...a.ids, ...b.ids]));
    for (const row of rows) {
      expect(row.lastSentAt).not.toBeNull();
      expect(row.sendingRunAt).toBeNull();
      expect(row.nextRunAt!.getTime()).toBeGreaterThan(Date.now());
    }
    // Nothing is due any more: a further sweep sends nothing.
    expect(await deliverDueReminders(one)).toBe(0);

    const aMails = mails().filter((f) => f.includes(a.actor.email!.toLowerCase()));
    const bMails = mails().filter((f) => f.includes(b.actor.email!.toLowerCase()));
    expect(aMails).toHaveLength(12);
    expect(bMails).toHaveLength(11);
    const { text: aText, raw } = await readMail(outbox, a.actor.email!, 'time-to-write');
    expect(raw).toContain('Subject: Time to write in your Inscription');
    expect(aText).toContain(`${PUBLIC_URL}/inscriptions/${a.inscriptionId}/entries/new`);
    expect(aText).toContain('How will I price the pilot?');
    const { text: bText } = await readMail(outbox, b.actor.email!, 'time-to-write');
    expect(bText).toContain(`${PUBLIC_URL}/inscriptions/${b.inscriptionId}/entries/new`);
    expect(bText).toContain('I am worried the supplier will be late.');
    // Each user's mail carries only their own words and inscription.
    expect(bText).not.toContain('price the pilot');
    expect(bText).not.toContain(a.inscriptionId);
  });

  it('two started job runners (croner sweeps on two instances) send a due reminder once; paused and future ones are not sent', async () => {
    const { ids } = await userWithReminders(3, 'Nothing to ask.');
    await makeDue(ids);
    await env.database.db.update(userReminders).set({ isActive: false }).where(eq(userReminders.id, ids[1]!));
    await env.database.db.update(userReminders).set({ nextRunAt: sql`now() + interval '1 hour'` }).where(eq(userReminders.id, ids[2]!));
    const runners = [
      startReminderDelivery({ db: env.database.db, mailer: mailer(), publicUrl: PUBLIC_URL, log: quiet }),
      startReminderDelivery({ db: second.db, mailer: mailer(), publicUrl: PUBLIC_URL, log: quiet }),
    ];
    await Promise.all(runners.map((r) => r.stop()));
    expect(mails()).toHaveLength(1);
    const [sentRow] = await env.database.db.select().from(userReminders).where(eq(userReminders.id, ids[0]!));
    expect(sentRow!.lastSentAt).not.toBeNull();
  });

  it('a claim left by an instance that died expires and the reminder is then sent by another', async () => {
    const { ids } = await userWithReminders(1, 'x');
    // A claim as an instance leaves it mid-send: due time remembered, next_run_at = the claim's expiry (past).
    await env.database.db
      .update(userReminders)
      .set({ sendingRunAt: sql`now() - interval '10 minutes'`, nextRunAt: sql`now() - interval '5 minutes'` })
      .where(eq(userReminders.id, ids[0]!));
    expect(await deliverDueReminders({ db: env.database.db, mailer: mailer(), publicUrl: PUBLIC_URL, log: quiet })).toBe(1);
    expect(mails()).toHaveLength(1);
  });

  it('new, edited and paused reminders get their next run from the profile timezone', async () => {
    const { actor, ids } = await userWithReminders(1, 'x');
    const [row] = await actor.db.select().from(userReminders).where(eq(userReminders.id, ids[0]!));
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }).format(row!.nextRunAt!);
    expect(local).toBe('09:30');
    const paused = await updateReminder(actor, { id: ids[0]!, isActive: false });
    expect(paused.nextRunAt).toBeNull();
    const resumed = await updateReminder(actor, { id: ids[0]!, isActive: true, reminderTime: '18:05' });
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }).format(resumed.nextRunAt!)).toBe('18:05');
  });
});
