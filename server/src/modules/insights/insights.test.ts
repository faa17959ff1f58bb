import { and, eq } from 'drizzle-orm';
import { INSIGHT_FIELDS, INSIGHT_REFRESH_JOB } from '@inscriptions/contracts';
import { insightRefreshes, jobs, users } from '../../db/schema';
import { BACKENDS } from '../../test/helpers';
import { createServiceTestEnv, type ServiceTestEnv } from '../../test/services';
import type { Actor } from '../actor';
import { createEntry, deleteEntry, updateEntry } from '../entries/service';
import { NotFoundError } from '../errors';
import { createInscription } from '../inscriptions/service';
import { startJobRunner, type JobRunner } from '../jobs/runner';
import { offlineInsightEngine } from './engine';
import { insightRefreshHandler } from './job';
import { datedSentences, localDay } from './nlp';
import { offlineInsights } from './rules';
import {
  diveDeeperQuestions,
  getInsight,
  INSIGHT_REFRESH_DEBOUNCE_MS,
  insightHistory,
  refreshInsights,
  refreshInsightsNow,
  writingActivity,
} from './service';
import journal from './testing/journal30.json';

const entries = journal.map((e, i) => ({ id: `entry-${i}`, name: e.name, transcript: e.transcript, dateRecorded: new Date(e.dateRecorded) }));

describe('offline insight rules', () => {
  const fields = offlineInsights(datedSentences(entries, 'Europe/London'));

  it('finds every one of the nine fields in a 30-entry journal', () => {
    for (const field of INSIGHT_FIELDS) expect({ field, count: fields[field].length }).toEqual({ field, count: expect.any(Number) });
    expect(INSIGHT_FIELDS.filter((f) => fields[f].length === 0)).toEqual([]);
  });

  it('quotes real sentences of dated entries, with their dates, as evidence', () => {
    for (const field of INSIGHT_FIELDS) {
      for (const item of fields[field]) {
        expect(item.sources!.length).toBeGreaterThan(0);
        for (const source of item.sources!) {
          const entry = entries.find((e) => e.id === source.entryId)!;
          expect(entry).toBeDefined();
          expect(entry.transcript).toContain(source.quote);
          expect(source.dateRecorded).toBe(entry.dateRecorded.toISOString());
          expect(item.evidence).toContain(`“${source.quote}” (${source.dateRecorded.slice(0, 10)})`);
        }
      }
    }
  });

  it('names what it found and why, with the counts behind it', () => {
    const trend = fields.reoccurringTrends.find((i) => i.topic === 'pricing')!;
    expect(trend.reasoning).toMatch(/appear in \d+ entries across 3 months: first written about in 2026-\d\d, most in/);
    expect(fields.habitsPositivePatterns[0]!.topic).toBe('run');
    expect(fields.habitsPositivePatterns[0]!.name).toContain('every morning');
    expect(fields.habitsImprovablePatterns[0]!.topic).toBe('email');
    expect(fields.concernsSelfDoubt.map((i) => i.topic)).toEqual(expect.arrayContaining(['cash', 'pricing']));
    expect(fields.risksImprovableTolerance.map((i) => i.topic)).toEqual(expect.arrayContaining(['cash', 'bank']));
  });

  it('finds themes as groups of entries named by their key phrases, placed by what their sentences say', () => {
    // "subscription" is written beside "pricing" in most of its entries: one theme, named by both where its sentences say it.
    const worry = fields.concernsSelfDoubt.find((i) => i.topic === 'pricing')!;
    expect(worry.name).toBe('Doubts about “pricing, subscription and customer” (worried, nervous, afraid)');
    for (const quote of worry.sources!.map((s) => s.quote)) expect(quote).toMatch(/worried|nervous|afraid|doubt/i);
    expect(fields.risksImprovableTolerance.find((i) => i.topic === 'cash')!.name).toContain('(hesitated)');
  });

  it('tells a theme’s rise and fade month by month', () => {
    const month = (m: string, text: string) => ({ id: `${m}-${text.length}`, name: m, transcript: text, dateRecorded: new Date(`${m}-10T12:00:00Z`) });
    const kiln = offlineInsights(
      datedSentences(
        [
          month('2026-01', 'The kiln arrived. The shelves are up.'),
          month('2026-02', 'Fired the kiln twice. The shelves held.'),
          month('2026-02', 'The kiln shelves cracked again.'),
          month('2026-03', 'A glaze test in the kiln.'),
          month('2026-05', 'Quiet month, only the garden.'),
          month('2026-06', 'The garden is full of beans.'),
        ],
        'UTC',
      ),
    ).reoccurringTrends.find((i) => i.topic === 'kiln')!;
    expect(kiln.name).toBe('“kiln and shelf” keeps coming up');
    expect(kiln.reasoning).toContain('first written about in 2026-01, most in 2026-02 (2 entries), faded after 2026-03');
    expect(kiln.reasoning).toContain('entries per month: 2026-01 1, 2026-02 2, 2026-03 1');
  });

  it('dates sentences by the day in the user’s zone (a bad zone reads as UTC), and reads an edited entry afresh', () => {
    const late = new Date('2026-03-28T23:30:00Z');
    expect(localDay(late, 'Europe/London')).toEqual({ day: '2026-03-28', month: '2026-03' });
    expect(localDay(new Date('2026-03-31T23:30:00Z'), 'Europe/London')).toEqual({ day: '2026-04-01', month: '2026-04' });
    expect(localDay(late, 'Pacific/Kiritimati')).toEqual({ day: '2026-03-29', month: '2026-03' });
    expect(localDay(late, 'Not/AZone')).toEqual(localDay(late, 'UTC'));
    const entry = { id: 'e', name: 'Kiln', transcript: 'The kiln cracked.', dateRecorded: late };
    expect(datedSentences([entry], 'UTC')).toEqual(datedSentences([{ ...entry }], 'UTC'));
    const edited = datedSentences([{ ...entry, transcript: 'The glaze ran.' }], 'UTC');
    expect(edited.map((s) => [s.text, s.nouns])).toEqual([['The glaze ran.', ['glaze']]]);
    expect(datedSentences([{ ...entry, id: 'f', name: 'Pots' }], 'UTC').map((s) => [s.entryId, s.entryName])).toEqual([['f', 'Pots']]);
  });

  it('finds nothing in no entries, and ignores words without a pattern', () => {
    expect(INSIGHT_FIELDS.every((f) => offlineInsights([])[f].length === 0)).toBe(true);
    const one = offlineInsights(datedSentences([{ id: 'x', name: 'x', transcript: 'The sky was grey.', dateRecorded: new Date() }], 'UTC'));
    expect(INSIGHT_FIELDS.every((f) => one[f].length === 0)).toBe(true);
  });
});

describe.each(BACKENDS)('insights service and refresh job (%s)', (kind) => {
  let env: ServiceTestEnv;
  let owner: Actor;
  let stranger: Actor;
  let inscriptionId: string;
  let entryIds: string[];
  beforeAll(async () => {
    env = await createServiceTestEnv(kind);
    owner = await env.newActor();
    stranger = await env.newActor();
    await env.database.db.insert(users).values({ id: owner.userId, fullName: 'Owner', email: owner.email!, timezone: 'Europe/London' });
    inscriptionId = (await createInscription(owner, { name: 'Coffee', about: 'A subscription' })).id;
    entryIds = [];
    for (const e of journal) entryIds.push((await createEntry(owner, { inscriptionId, ...e })).id);
  }, 120_000);
  afterAll(async () => {
    await env.close();
  });

  const queuedRefreshes = () =>
    env.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, INSIGHT_REFRESH_JOB), eq(jobs.inscriptionId, inscriptionId), eq(jobs.status, 'queued')));

  it('entry changes queue one debounced refresh, pushed later by each change', async () => {
    const [first] = await queuedRefreshes();
    expect(first).toBeDefined();
    expect(first!.userId).toBe(owner.userId);
    expect(first!.runAt.getTime()).toBeGreaterThan(Date.now() + INSIGHT_REFRESH_DEBOUNCE_MS / 2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await updateEntry(owner, { id: entryIds[0]!, name: 'Kick-off day' });
    const after = await queuedRefreshes();
    expect(after).toHaveLength(1);
    expect(after[0]!.id).toBe(first!.id);
    expect(after[0]!.runAt.getTime()).toBeGreaterThan(first!.runAt.getTime());
  });

  it('keeps one refresh per month: a later refresh in a month replaces that month', async () => {
    await refreshInsights(owner, inscriptionId, { now: new Date('2026-09-15T12:00:00Z') });
    await refreshInsights(owner, inscriptionId, { now: new Date('2026-10-10T12:00:00Z') });
    const extra = await createEntry(owner, {
      inscriptionId,
      name: 'Cash',
      transcript: 'I am worried about cash again. Cash keeps me up at night.',
      dateRecorded: '2026-10-30T09:00:00.000Z',
    });
    const latest = await refreshInsights(owner, inscriptionId, { now: new Date('2026-10-31T12:00:00Z') });
    expect(latest.entryCount).toBe(31);
    const history = await insightHistory(owner, inscriptionId);
    expect(history.map((p) => [p.period, p.entryCount])).toEqual([
      ['2026-09', 30],
      ['2026-10', 31],
    ]);
    const cash = (p: (typeof history)[number]) => p.items.find((i) => i.field === 'concernsSelfDoubt' && i.topic === 'cash')?.score;
    expect(cash(history[1]!)).toBeGreaterThan(cash(history[0]!)!);
    const rows = await env.database.db.select().from(insightRefreshes).where(eq(insightRefreshes.inscriptionId, inscriptionId));
    expect(rows).toHaveLength(2);
    await deleteEntry(owner, extra.id);
  });

  it('serves the stored insight with every field, and dive-deeper questions per field', async () => {
    const insight = (await getInsight(owner, inscriptionId))!;
    expect(insight.engine).toBe('offline');
    expect(INSIGHT_FIELDS.every((f) => insight.fields[f]!.length > 0)).toBe(true);
    expect(insight.concernsSelfDoubt[0]).toBe(`${insight.fields.concernsSelfDoubt![0]!.name}: ${insight.fields.concernsSelfDoubt![0]!.reasoning}`);
    const questions = await diveDeeperQuestions(owner, inscriptionId, ['reoccurringTrends'], 3);
    expect(questions).toHaveLength(3);
    expect(questions[0]).toContain(insight.fields.reoccurringTrends![0]!.topic!);
    await expect(diveDeeperQuestions(owner, inscriptionId, ['notAField'], 3)).rejects.toThrow('unknown insight field');
    expect(await writingActivity(owner, inscriptionId)).toEqual([
      { period: '2026-08', entries: 10, words: expect.any(Number) },
      { period: '2026-09', entries: 10, words: expect.any(Number) },
      { period: '2026-10', entries: 10, words: expect.any(Number) },
    ]);
  });

  it("a second user cannot read or refresh another user's insights", async () => {
    expect(await getInsight(stranger, inscriptionId)).toBeNull();
    expect(await insightHistory(stranger, inscriptionId)).toEqual([]);
    expect(await writingActivity(stranger, inscriptionId)).toEqual([]);
    expect(await diveDeeperQuestions(stranger, inscriptionId, ['reoccurringTrends'], 3)).toEqual([]);
    await expect(refreshInsightsNow(stranger, inscriptionId)).rejects.toThrow(NotFoundError);
    await expect(refreshInsights(stranger, inscriptionId)).rejects.toThrow(NotFoundError);
  });

  it('"refresh now" runs the queued refresh at once, through the job runner, with progress', async () => {
    const job = await refreshInsightsNow(owner, inscriptionId);
    expect(job.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await queuedRefreshes()).map((j) => j.id)).toEqual([job.id]);
    let runner: JobRunner | undefined;
    try {
      runner = startJobRunner({
        db: env.database.db,
        log: owner.log,
        pollMs: 25,
        handlers: { [INSIGHT_REFRESH_JOB]: insightRefreshHandler({ db: env.database.db, log: owner.log, files: env.files, engine: () => offlineInsightEngine }) },
      });
      const deadline = Date.now() + 30_000;
      let row = job;
      while (row.status !== 'done' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        [row] = (await env.database.db.select().from(jobs).where(eq(jobs.id, job.id))) as [typeof job];
      }
      expect(row).toMatchObject({ status: 'done', progress: 100, result: { engine: 'offline', entryCount: 30 } });
    } finally {
      await runner?.stop();
    }
  });
});
