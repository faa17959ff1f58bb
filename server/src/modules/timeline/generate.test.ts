import { eq } from 'drizzle-orm';
import { TIMELINE_GENERATE_JOB } from '@inscriptions/contracts';
import { jobs, timelineEntries, users } from '../../db/schema';
import { BACKENDS } from '../../test/helpers';
import { createServiceTestEnv, type ServiceTestEnv } from '../../test/services';
import type { Actor } from '../actor';
import { createEntry } from '../entries/service';
import { InputError, NotFoundError } from '../errors';
import journal from '../insights/testing/journal30.json';
import { createInscription } from '../inscriptions/service';
import { NO_ENTRIES_SUMMARY, queueClosedPeriods, requestTimelineGeneration, runTimelineGeneration } from './generate';
import { lastClosedPeriods, weeksOfMonth } from './periods';
import { listTimelineEntries } from './service';

describe('timeline periods', () => {
  it("lists the weeks (Sunday to Saturday) that end in a month, in the user's timezone", () => {
    const weeks = weeksOfMonth(2026, 10, 'Europe/London');
    expect(weeks.map((w) => w.title)).toEqual([
      'Week 40, 27 Sep – 3 Oct 2026',
      'Week 41, 4 Oct – 10 Oct 2026',
      'Week 42, 11 Oct – 17 Oct 2026',
      'Week 43, 18 Oct – 24 Oct 2026',
      'Week 44, 25 Oct – 31 Oct 2026',
    ]);
    expect(new Date(weeks[0]!.start.getTime()).toISOString()).toBe('2026-09-26T23:00:00.000Z');
    // The clocks go back on 25 October: that week is an hour longer.
    expect(weeks[4]!.end.getTime() - weeks[4]!.start.getTime()).toBe(7 * 24 * 3_600_000 + 3_600_000);
  });

  it('finds the week, month and year that closed last', () => {
    const [week, month, year] = lastClosedPeriods(new Date('2026-11-04T10:00:00Z'), 'Europe/London');
    expect(week!.key).toBe('WEEK:2026-W44');
    expect(month!.key).toBe('MONTH:2026-10');
    expect(year!.key).toBe('YEAR:2025');
    expect(lastClosedPeriods(new Date('2027-01-10T10:00:00Z'), 'UTC')[1]!.key).toBe('MONTH:2026-12');
  });
});

describe.each(BACKENDS)('timeline summaries (%s)', (kind) => {
  let env: ServiceTestEnv;
  let owner: Actor;
  let stranger: Actor;
  let inscriptionId: string;
  const byName = new Map<string, string>();
  beforeAll(async () => {
    env = await createServiceTestEnv(kind);
    owner = await env.newActor();
    stranger = await env.newActor();
    await env.database.db.insert(users).values({ id: owner.userId, fullName: 'Owner', email: owner.email!, timezone: 'Europe/London' });
    inscriptionId = (await createInscription(owner, { name: 'Coffee', about: 'A subscription' })).id;
    for (const e of journal) byName.set((await createEntry(owner, { inscriptionId, ...e })).id, e.dateRecorded);
  }, 120_000);
  afterAll(async () => {
    await env.close();
  });

  it('a month summary cites only entries of that month, sentence by sentence, and regenerating replaces it', async () => {
    const now = new Date('2026-11-20T10:00:00Z');
    expect(await runTimelineGeneration(owner, inscriptionId, { scale: 'MONTH', year: 2026, month: 10 }, { now })).toEqual({ generated: 1 });
    const [month] = await listTimelineEntries(owner, inscriptionId, { scale: 'MONTH', year: 2026, month: 10 });
    expect(month).toMatchObject({ title: 'October 2026', scale: 'MONTH', year: 2026, month: 10, week: null, periodKey: 'MONTH:2026-10' });
    // Five sentences, and one more for each eventful entry beyond five, up to eight.
    expect(month!.sentences.length).toBeGreaterThanOrEqual(5);
    expect(month!.sentences.length).toBeLessThanOrEqual(8);
    for (const sentence of month!.sentences) {
      expect(sentence.entries).toHaveLength(1);
      const recorded = byName.get(sentence.entries[0]!.entryId)!;
      expect(recorded.slice(0, 7)).toBe('2026-10');
      const entry = journal.find((e) => e.dateRecorded === recorded)!;
      expect(entry.transcript).toContain(sentence.text);
    }
    expect(month!.summary).toBe(month!.sentences.map((s) => s.text).join(' '));
    await runTimelineGeneration(owner, inscriptionId, { scale: 'MONTH', year: 2026, month: 10 }, { now });
    const again = await listTimelineEntries(owner, inscriptionId, { scale: 'MONTH', year: 2026, month: 10 });
    expect(again.map((r) => r.id)).toEqual([month!.id]);
  });

  it('week summaries cover each week ending in the month; a year summary the whole year', async () => {
    const now = new Date('2026-11-20T10:00:00Z');
    expect(await runTimelineGeneration(owner, inscriptionId, { scale: 'WEEK', year: 2026, month: 9 }, { now })).toEqual({ generated: 4 });
    const weeks = await listTimelineEntries(owner, inscriptionId, { scale: 'WEEK', year: 2026, month: 9 });
    expect(weeks.map((w) => w.week).sort()).toEqual([36, 37, 38, 39]);
    expect(weeks.every((w) => w.sentences.length > 0 && w.sentences.length <= 3)).toBe(true);
    await runTimelineGeneration(owner, inscriptionId, { scale: 'YEAR', year: 2025 }, { now });
    const [empty] = await listTimelineEntries(owner, inscriptionId, { scale: 'YEAR', year: 2025 });
    expect(empty).toMatchObject({ summary: NO_ENTRIES_SUMMARY, sentences: [] });
  });

  it('Generate queues one job per request and checks its input', async () => {
    const job = await requestTimelineGeneration(owner, { inscriptionId, scale: 'MONTH', year: 2026, month: 8 });
    const same = await requestTimelineGeneration(owner, { inscriptionId, scale: 'MONTH', year: 2026, month: 8 });
    expect(same.id).toBe(job.id);
    expect(job).toMatchObject({ kind: TIMELINE_GENERATE_JOB, userId: owner.userId, inscriptionId, payload: { scale: 'MONTH', year: 2026, month: 8 } });
    await expect(requestTimelineGeneration(owner, { inscriptionId, scale: 'MONTH', year: 2026 })).rejects.toThrow(InputError);
    await expect(requestTimelineGeneration(owner, { inscriptionId, scale: 'MONTH', year: 2026, month: 13 })).rejects.toThrow(InputError);
  });

  it("a second user cannot read or generate another user's timeline", async () => {
    expect(await listTimelineEntries(stranger, inscriptionId, {})).toEqual([]);
    await expect(requestTimelineGeneration(stranger, { inscriptionId, scale: 'YEAR', year: 2026 })).rejects.toThrow(NotFoundError);
    await expect(runTimelineGeneration(stranger, inscriptionId, { scale: 'YEAR', year: 2026 }, {})).rejects.toThrow(NotFoundError);
  });

  it('the sweep queues the just-closed periods that had entries and no summary yet, once', async () => {
    await env.database.db.delete(jobs).where(eq(jobs.kind, TIMELINE_GENERATE_JOB));
    const now = new Date('2026-11-04T10:00:00Z');
    // October's month summary exists (first test); the week ending 31 October had entries; 2025 had none.
    expect(await queueClosedPeriods(env.database.db, now)).toBe(1);
    const queued = await env.database.db.select().from(jobs).where(eq(jobs.kind, TIMELINE_GENERATE_JOB));
    expect(queued.map((j) => j.payload)).toEqual([{ scale: 'WEEK', year: 2026, month: 10, only: 'WEEK:2026-W44' }]);
    await queueClosedPeriods(env.database.db, now);
    expect(await env.database.db.select().from(jobs).where(eq(jobs.kind, TIMELINE_GENERATE_JOB))).toHaveLength(1);
    await runTimelineGeneration(owner, inscriptionId, queued[0]!.payload, { now });
    const rows = await env.database.db.select().from(timelineEntries).where(eq(timelineEntries.periodKey, 'WEEK:2026-W44'));
    expect(rows).toHaveLength(1);
  });
});
