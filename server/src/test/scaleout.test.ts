import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  authorizeUrl,
  Browser,
  CLIENT_ID,
  PASSWORD,
  pkce,
  PUBLIC_URL,
  REDIRECT_URI,
  refresh,
  signIn,
  signUpAndConfirm,
  type Tokens,
} from '../identity/test/helpers';
import { MAINTENANCE_JOB } from '../modules/jobs/maintenance';
import {
  freePort,
  httpInjector,
  roundRobinProxy,
  startInstance,
  stopInstance,
  type Instance,
  type RoundRobinProxy,
} from './cluster';
import { createTestDatabase, type TestDatabase } from './helpers';

/*
 * Scale-out: two server processes on one PostgreSQL, with one shared DATA_DIR (files, outbox), behind
 * a loopback reverse proxy that alternates between them. PGlite is one process's embedded database,
 * so this runs only on the PostgreSQL of TEST_DATABASE_URL (CI sets it).
 */
const onPostgres = process.env['TEST_DATABASE_URL'] ? describe : describe.skip;
const title = process.env['TEST_DATABASE_URL']
  ? 'two instances behind a round-robin proxy (PostgreSQL)'
  : 'two instances behind a round-robin proxy — SKIPPED: set TEST_DATABASE_URL to a PostgreSQL server to run it';

onPostgres(title, () => {
  let database: TestDatabase;
  let proxy: RoundRobinProxy;
  const instances: Instance[] = [];
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ins-cluster-'));
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.config.databaseUrl!,
      DATA_DIR: dataDir,
      STATIC_DIR: dataDir,
      PUBLIC_URL,
      TRUST_PROXY: 'on',
      UPLOAD_SIGNING_SECRET: 'cluster-test-upload-secret-0123456789abcdef',
      // Each instance would otherwise remember a verified token for 5 s.
      AUTH_TOKEN_CACHE_TTL_S: '0',
      JOBS_ENABLED: 'on',
      JOBS_POLL_MS: '100',
    };
    const ports = [await freePort(), await freePort()];
    instances.push(...(await Promise.all(ports.map((port) => startInstance(env, port)))));
    proxy = await roundRobinProxy(ports);
  }, 240_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(instances.map((instance) => stopInstance(instance)));
    await database?.close();
  }, 60_000);

  it('serves one session from both instances in turn: sign-up, sign-in, API calls, refresh and a new authorization without logging in again', async () => {
    const transport = httpInjector(proxy.url);
    const browser = new Browser(transport);
    const email = `cluster-${Date.now()}@example.com`;
    await signUpAndConfirm(browser, dataDir, email);
    // authorize → interaction → login → resume → token: consecutive steps land on different instances.
    const tokens = await signIn(browser, email, PASSWORD);
    expect(new Set(transport.servedBy)).toEqual(new Set(['0', '1']));

    const graphql = async (accessToken: string, query: string, variables: Record<string, unknown> = {}) => {
      const answer = await browser.request('POST', '/graphql', {
        json: { query, variables },
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(answer.status).toBe(200);
      return {
        servedBy: transport.servedBy.at(-1),
        body: answer.json<{ data: Record<string, { id?: string; code?: string }> }>(),
      };
    };
    const created = await graphql(
      tokens.access_token,
      'mutation($input: CreateUserInput!) { createUser(input: $input) { code } }',
      {
        input: { fullName: 'Cluster User', timezone: 'UTC', bio: '', quote: '' },
      },
    );
    expect(created.body.data['createUser']!.code).toBe('200');
    const served: string[] = [];
    for (let n = 0; n < 6; n += 1) {
      const answer = await graphql(tokens.access_token, '{ user { id fullName } }');
      expect(answer.body.data['user']).toMatchObject({ fullName: 'Cluster User' });
      served.push(answer.servedBy!);
    }
    // Alternating: each instance answered every other request, all with the one token.
    expect(served.filter((s) => s === '0')).toHaveLength(3);
    expect(served.filter((s) => s === '1')).toHaveLength(3);

    // The refresh token rotates on one instance; the new tokens work on both.
    const rotated = await refresh(browser, tokens.refresh_token);
    expect(rotated.status).toBe(200);
    const next = rotated.json<Tokens>();
    const onBoth = [
      await graphql(next.access_token, '{ user { id } }'),
      await graphql(next.access_token, '{ user { id } }'),
    ];
    expect(new Set(onBoth.map((a) => a.servedBy))).toEqual(new Set(['0', '1']));

    // The provider's session cookie is honoured by either instance: a new authorization gives a code
    // straight away, with no login page.
    const { verifier, challenge } = pkce();
    let step = await browser.get(
      authorizeUrl({
        client_id: CLIENT_ID,
        response_type: 'code',
        redirect_uri: REDIRECT_URI,
        scope: 'openid email profile offline_access',
        state: 'again',
        nonce: 'again',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    );
    const visited: string[] = [];
    for (let hops = 0; hops < 6 && step.location && !step.location.startsWith(REDIRECT_URI); hops += 1) {
      visited.push(step.location);
      step = await browser.get(step.location);
    }
    expect(visited.some((url) => url.includes('/auth/signin'))).toBe(false);
    const code = new URL(step.location!).searchParams.get('code');
    expect(code).toBeTruthy();
    const exchanged = await browser.postForm('/oidc/token', {
      grant_type: 'authorization_code',
      code: code!,
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
    expect(exchanged.status).toBe(200);
    expect(
      (await graphql(exchanged.json<Tokens>().access_token, '{ user { fullName } }')).body.data['user'],
    ).toMatchObject({
      fullName: 'Cluster User',
    });
  }, 120_000);

  it('runs every due job once, whichever instance claims it', async () => {
    const JOBS = 12;
    const rows = await database.database.query<{ id: string }>(
      `insert into jobs (kind, key, run_at)
       select $1, 'cluster-' || n, now() from generate_series(1, $2::int) as n
       returning id`,
      [MAINTENANCE_JOB, JOBS],
    );
    const ids = rows.map((row) => row.id);
    let finished: { status: string; attempts: number }[] = [];
    for (let waited = 0; waited < 60_000; waited += 200) {
      finished = await database.database.query(
        `select status, attempts from jobs where id = any($1::uuid[]) and status in ('done', 'failed')`,
        [ids],
      );
      if (finished.length === JOBS) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Both instances poll the same rows every 100 ms; a claim (FOR UPDATE SKIP LOCKED) counts an
    // attempt, so one attempt each means no job was run twice.
    expect(finished).toHaveLength(JOBS);
    for (const job of finished) expect(job).toEqual({ status: 'done', attempts: 1 });
    expect(instances.every((instance) => instance.process.exitCode === null)).toBe(true);
  }, 90_000);
});
