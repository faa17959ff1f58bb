import { eq, sql } from 'drizzle-orm';
import { identityCodes } from '../../identity/schema';
import { jobs } from '../../db/schema';
import { BACKENDS, createTestEnv, gql, login, type Session, type TestEnv } from '../../test/helpers';
import { enqueue } from './queue';
import { MAINTENANCE_JOB } from './maintenance';

const JOB = `query($id: ID!) { job(id: $id) { id kind inscriptionId status progress progressMessage attempts runAt } }`;
const JOBS = `query($kind: String) { jobs(kind: $kind) { id status } }`;

describe.each(BACKENDS)('jobs through the app (%s)', (kind) => {
  let env: TestEnv;
  let owner: Session;
  let stranger: Session;
  beforeAll(async () => {
    env = await createTestEnv(kind, { JOBS_ENABLED: 'on', JOBS_POLL_MS: '50' });
    owner = await login(env.app);
    stranger = await login(env.app);
  });
  afterAll(async () => {
    await env.close();
  });

  it("shows the owner their job's progress, and nobody else", async () => {
    const job = await enqueue(env.database.db, { kind: 'report', userId: owner.accountId, runAt: new Date(Date.now() + 3_600_000) });
    await env.database.db.update(jobs).set({ progress: 40, progressMessage: 'Reading entries' }).where(eq(jobs.id, job.id));
    const mine = await gql(env.app, owner, JOB, { id: job.id });
    expect(mine.data.job).toMatchObject({ id: job.id, kind: 'report', status: 'QUEUED', progress: 40, progressMessage: 'Reading entries', attempts: 0 });
    expect((await gql(env.app, owner, JOBS, { kind: 'report' })).data.jobs).toEqual([{ id: job.id, status: 'QUEUED' }]);
    const theirs = await gql(env.app, stranger, JOB, { id: job.id });
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data.job).toBeNull();
    expect((await gql(env.app, stranger, JOBS, {})).data.jobs).toEqual([]);
    expect((await gql(env.app, owner, JOB, { id: 'not-a-uuid' })).data.job).toBeNull();
  });

  it("the app's runner does the daily maintenance: expired codes go, live ones stay", async () => {
    await env.database.db.insert(identityCodes).values([
      { accountId: owner.accountId, purpose: 'confirm', codeHash: 'expired', expiresAt: new Date(Date.now() - 1000) },
      { accountId: owner.accountId, purpose: 'confirm', codeHash: 'live', expiresAt: new Date(Date.now() + 3_600_000) },
    ]);
    // The schedule keeps the next occurrence queued; bring it forward to now.
    await env.database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.kind, MAINTENANCE_JOB));
    const deadline = Date.now() + 20_000;
    let done: (typeof jobs.$inferSelect)[] = [];
    while (!done.length && Date.now() < deadline) {
      done = await env.database.db.select().from(jobs).where(sql`${jobs.kind} = ${MAINTENANCE_JOB} and ${jobs.status} = 'done'`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(done).toHaveLength(1);
    expect(done[0]!.result).toEqual({ expiredCodes: 1, finishedJobs: 0, vacuumed: kind === 'pglite' });
    const codes = await env.database.db.select({ codeHash: identityCodes.codeHash }).from(identityCodes);
    expect(codes.map((c) => c.codeHash)).toContain('live');
    expect(codes.map((c) => c.codeHash)).not.toContain('expired');
  });
});
