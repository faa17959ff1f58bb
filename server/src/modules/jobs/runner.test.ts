import { eq, sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../../db';
import { jobs } from '../../db/schema';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../../test/helpers';
import type { Logger } from '../actor';
import { enqueue } from './queue';
import { startJobRunner, type JobHandler, type JobRunner } from './runner';

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(BACKENDS)('job runner (%s)', (kind) => {
  let testDb: TestDatabase;
  /** The second instance's connection: another pool on PostgreSQL, the same single connection on PGlite. */
  let other: Database;
  let runners: JobRunner[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    other = kind === 'postgres' ? await createDatabase(testDb.config) : testDb.database;
  });
  afterEach(async () => {
    await Promise.all(runners.map((r) => r.stop()));
    runners = [];
  });
  afterAll(async () => {
    if (other !== testDb.database) await other.close();
    await testDb.close();
  });

  const db = () => testDb.database.db;
  const start = (handlers: Record<string, JobHandler>, instanceId: string, database: Database = testDb.database, extra = {}) => {
    const runner = startJobRunner({ db: database.db, log: quiet, handlers, instanceId, pollMs: 25, concurrency: 4, retryBaseMs: 10, ...extra });
    runners.push(runner);
    return runner;
  };
  const statusOf = async (id: string) => (await db().select().from(jobs).where(eq(jobs.id, id)))[0]!;

  it('two instances on one database run each of many due jobs exactly once', async () => {
    const runs = new Map<string, string[]>();
    const handler =
      (instance: string): JobHandler =>
      async ({ job, report }) => {
        runs.set(job.id, [...(runs.get(job.id) ?? []), instance]);
        await report(50, 'half way');
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10));
        return { instance };
      };
    const ids: string[] = [];
    for (let n = 0; n < 60; n += 1) ids.push((await enqueue(db(), { kind: 'count', payload: { n } })).id);
    start({ count: handler('a') }, 'instance-a');
    start({ count: handler('b') }, 'instance-b', other);
    await until(async () => {
      const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(jobs).where(eq(jobs.status, 'done'));
      return row!.n === ids.length;
    });
    expect(ids.every((id) => runs.get(id)?.length === 1)).toBe(true);
    // Both instances took part.
    expect(new Set([...runs.values()].flat())).toEqual(new Set(['a', 'b']));
    const done = await statusOf(ids[0]!);
    expect(done).toMatchObject({ status: 'done', progress: 100, attempts: 1, lockedBy: null });
    expect(done.result).toEqual({ instance: runs.get(ids[0]!)![0] });
  });

  it('retries a failing job with backoff, then marks it failed', async () => {
    let calls = 0;
    const job = await enqueue(db(), { kind: 'flaky', maxAttempts: 3 });
    start(
      {
        flaky: async () => {
          calls += 1;
          throw new Error(`attempt ${calls} failed`);
        },
      },
      'instance-a',
    );
    await until(async () => (await statusOf(job.id)).status === 'failed');
    expect(calls).toBe(3);
    expect(await statusOf(job.id)).toMatchObject({ status: 'failed', attempts: 3, error: 'attempt 3 failed', lockedBy: null });
  });

  it("takes over a job whose instance died once its lease expires", async () => {
    const job = await enqueue(db(), { kind: 'slow' });
    // An instance claimed it and vanished: running, its lease already over.
    await db()
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedBy: 'dead-instance', lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, job.id));
    const seen: string[] = [];
    start({ slow: async ({ job: claimed }) => void seen.push(claimed.lockedBy ?? '') }, 'instance-b', other);
    await until(async () => (await statusOf(job.id)).status === 'done');
    expect(seen).toEqual(['instance-b']);
    expect((await statusOf(job.id)).attempts).toBe(2);
  });

  it('leaves a running job alone while its lease is renewed', async () => {
    const job = await enqueue(db(), { kind: 'long' });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const runs: string[] = [];
    const long =
      (instance: string): JobHandler =>
      async () => {
        runs.push(instance);
        await released;
      };
    start({ long: long('a') }, 'instance-a', testDb.database, { leaseMs: 300 });
    await until(async () => (await statusOf(job.id)).status === 'running');
    start({ long: long('b') }, 'instance-b', other, { leaseMs: 300 });
    // Several lease lengths pass; instance a keeps renewing, so b never takes it.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    release();
    await until(async () => (await statusOf(job.id)).status === 'done');
    expect(runs).toEqual(['a']);
  });

  it('debounces: enqueueing the same key while queued moves it later and it runs once', async () => {
    const soon = new Date(Date.now() + 300);
    const first = await enqueue(db(), { kind: 'refresh', key: 'inscription-1', payload: { v: 1 }, runAt: soon });
    const second = await enqueue(db(), { kind: 'refresh', key: 'inscription-1', payload: { v: 2 }, runAt: new Date(soon.getTime() + 300) });
    const again = await enqueue(db(), { kind: 'refresh', key: 'inscription-1', payload: { v: 3 }, runAt: soon });
    expect(second.id).toBe(first.id);
    expect(again.id).toBe(first.id);
    expect(again.runAt.getTime()).toBe(soon.getTime() + 300);
    const payloads: unknown[] = [];
    start({ refresh: async ({ job }) => void payloads.push(job.payload) }, 'instance-a');
    start({ refresh: async ({ job }) => void payloads.push(job.payload) }, 'instance-b', other);
    await until(async () => (await statusOf(first.id)).status === 'done');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(payloads).toEqual([{ v: 3 }]);
    // Once it has run, the same key queues a new job.
    const later = await enqueue(db(), { kind: 'refresh', key: 'inscription-1', runAt: new Date(Date.now() + 60_000) });
    expect(later.id).not.toBe(first.id);
  });
});
