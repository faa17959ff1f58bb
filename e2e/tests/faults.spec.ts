import type { APIRequestContext, Browser } from '@playwright/test';
import { UPLOAD_FAILED } from '@inscriptions/contracts';
import { toneWav } from '../../server/src/test/media';
import { expect, graphql, PASSWORD, test, uniqueEmail, type SeededAccount } from './support';
import { startTopology, topologyUnavailable, type Topology } from './topology';
import { confirmationLink, createEntry, entryInput, mailTo, newAccount, proxiedContext } from './topologyAccounts';
import { askThroughProxy, runLoad } from './topologyLoad';

/*
 * Faults survived, in the production topology (tests/topology.ts) and through its proxy only: an
 * instance killed under load, SMTP down, S3 down, the language model down or slow, PostgreSQL
 * restarted. `pnpm bench failover` runs this file with FAULTS_BENCH=on: longer load, a minute
 * without SMTP, and the figures printed.
 */

test.describe.configure({ mode: 'serial' });

const unavailable = topologyUnavailable();
test.skip(unavailable !== null, unavailable ?? '');

const BENCH = process.env.FAULTS_BENCH === 'on';
const LOAD_S = BENCH ? 40 : 16;
const LOAD_WORKERS = BENCH ? 16 : 6;
const SMTP_DOWN_S = BENCH ? 60 : 8;
const LLM_TIMEOUT_S = 3;

let topology: Topology;
let alice: SeededAccount;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  topology = await startTopology({ llm: { timeoutS: LLM_TIMEOUT_S } });
});
test.afterAll(async () => {
  await topology?.stop();
});

const proxied = (browser: Browser) => proxiedContext(browser, topology);
const figure = (line: string) => console.info(`  ▸ ${line}`);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

test('one instance killed (kill -9) under reads and writes: at most 1% of requests fail, no acknowledged write is lost, the session goes on, the instance rejoins', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await proxied(browser);
  const page = await context.newPage();
  alice = await newAccount(topology, page, context.request);
  const [victim, survivor] = topology.instances;

  const started = Date.now();
  const load = runLoad(context.request, alice, { seconds: LOAD_S, workers: LOAD_WORKERS });
  await sleep((LOAD_S * 1000) / 4);
  await victim!.kill('SIGKILL');
  // The signed-in page goes on: the list loaded afresh through the one instance left.
  await page.goto('/inscriptions');
  await expect(page.getByText('Coffee cart').first()).toBeVisible();
  await sleep((LOAD_S * 1000) / 4);
  const logBeforeRestart = topology.proxy.upstreamLog().length;
  const restartedAt = Date.now();
  await victim!.start();
  const tally = await load;

  // Rejoined: nginx sends requests to the restarted instance again (its fail_timeout passes).
  let rejoinedAt = 0;
  await expect
    .poll(
      async () => {
        await context.request.get('/healthz');
        const answered = topology.proxy.upstreamLog().slice(logBeforeRestart).some((line) => line.port === victim!.port && line.status === 200);
        if (answered && !rejoinedAt) rejoinedAt = Date.now();
        return answered;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  expect(topology.proxy.upstreamLog().slice(logBeforeRestart).some((line) => line.port === survivor!.port)).toBe(true);

  const acknowledged = tally.acknowledged;
  const kept = await topology.database.query<{ id: string }>('select id from inscription_entries where id = any($1::uuid[])', [acknowledged]);
  const total = tally.reads + tally.writes;
  figure(
    `failover: ${total} requests in ${((Date.now() - started) / 1000).toFixed(0)} s (${tally.reads} reads, ${tally.writes} writes, ${LOAD_WORKERS} at once), ` +
      `${tally.failed} failed (${((100 * tally.failed) / total).toFixed(2)}%, goal ≤ 1%); ${acknowledged.length} acknowledged writes, ` +
      `${acknowledged.length - kept.length} lost (goal 0); session went on; instance rejoined ${((rejoinedAt - restartedAt) / 1000).toFixed(1)} s after its restart began`,
  );
  expect(tally.reads).toBeGreaterThan(50);
  expect(tally.failed / total).toBeLessThanOrEqual(0.01);
  expect(kept).toHaveLength(acknowledged.length);
  // The session of the page still works after the instance it may have used came back.
  await page.goto('/inscriptions');
  await expect(page.getByText('Coffee cart').first()).toBeVisible();
  await context.close();
});

test('SMTP down: sign-up still succeeds, and its mail is delivered when SMTP returns', async ({ browser }) => {
  test.setTimeout(SMTP_DOWN_S * 1000 + 180_000);
  const context = await proxied(browser);
  await topology.smtp.stop();
  const email = uniqueEmail();
  const signUp = await context.request.post('/account/signup', { data: { email, password: PASSWORD } });
  expect(signUp.status()).toBe(201);
  await sleep(SMTP_DOWN_S * 1000);
  expect(topology.smtp.mails.filter((mail) => mail.to.includes(email))).toHaveLength(0);
  await topology.smtp.start();
  const returnedAt = Date.now();
  const mail = await mailTo(topology, email, '/auth/confirmation', 120_000);
  const arrived = topology.smtp.mails.find((m) => m.to.includes(email))!.at;
  figure(`SMTP down ${SMTP_DOWN_S} s: sign-up answered 201; the mail arrived ${((arrived - returnedAt) / 1000).toFixed(1)} s after SMTP returned`);
  // Exactly one mail, and its link confirms the account.
  expect(topology.smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
  const page = await context.newPage();
  await page.goto(confirmationLink(topology, mail));
  await expect(page.getByRole('dialog')).toContainText('Your account has been confirmed!');
  await context.close();
});

const createEntryOfAlice = (request: APIRequestContext, name: string) =>
  createEntry(request, alice.accessToken, entryInput(alice.inscriptionId, name, 'Said while the bucket was away.'));

test('S3 down: the upload fails with the upload message, the entry is kept, and a retry succeeds', async ({ browser }) => {
  const context = await proxied(browser);
  const entry = await createEntryOfAlice(context.request, 'Recorded offline bucket');
  const audio = toneWav();
  await topology.s3.stop();
  const failed = await context.request.put(entry.audioUploadUrl, { data: audio, headers: { 'content-type': 'audio/wav' } });
  expect(failed.status()).toBe(503);
  expect(((await failed.json()) as { message: string }).message).toBe(UPLOAD_FAILED);
  const entryQuery = 'query ($id: ID!) { inscriptionEntry(inscriptionEntryId: $id) { name audioUrl } }';
  const kept = await graphql<{ inscriptionEntry: { name: string; audioUrl: string | null } }>(context.request, alice.accessToken, entryQuery, { id: entry.id });
  expect(kept.inscriptionEntry).toEqual({ name: 'Recorded offline bucket', audioUrl: null });

  await topology.s3.start();
  const retried = await context.request.put(entry.audioUploadUrl, { data: audio, headers: { 'content-type': 'audio/wav' } });
  expect(retried.status()).toBe(200);
  const stored = await graphql<{ inscriptionEntry: { audioUrl: string } }>(context.request, alice.accessToken, entryQuery, { id: entry.id });
  expect(Buffer.from(await (await context.request.get(stored.inscriptionEntry.audioUrl)).body()).equals(audio)).toBe(true);
  figure('S3 down: the upload answered 503 with the upload message; the entry was kept; the retry stored the recording');
  await context.close();
});

test('the language model down, cut off or slow: the chat says so clearly and saves no half answer', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await proxied(browser);
  const page = await context.newPage();
  await page.goto('/healthz');
  const messages = async () =>
    (
      await graphql<{ inscriptionChatSessionMessages: { chatContent: string }[] }>(
        context.request,
        alice.accessToken,
        'query ($id: ID!) { inscriptionChatSessionMessages(inscriptionChatSessionId: $id) { chatContent } }',
        { id: alice.chatSessionId },
      )
    ).inscriptionChatSessionMessages;
  const before = await messages();
  const llm = topology.llm!;
  const cases = [
    { reply: { kind: 'status', status: 503 } as const, says: 'The language model answered with an error (503). Please try again.' },
    { reply: { kind: 'drop', text: 'Half of an answer that never' } as const, says: 'The language model stopped before finishing its answer. Please try again.' },
    { reply: { kind: 'hang' } as const, says: 'The language model took too long to answer. Please try again.' },
  ];
  for (const { reply, says } of cases) {
    llm.reply(reply);
    const answer = await askThroughProxy(page, alice, 'How many cups did I sell?');
    expect(answer.error, reply.kind).toBe(says);
    expect(answer.saved).toBe(false);
  }
  expect(await messages()).toEqual(before);
  figure(`language model down, cut off, slow (timeout ${LLM_TIMEOUT_S} s): each a clear error, no message saved`);

  llm.reply({ kind: 'text', text: 'You sold twelve cups.' });
  const answer = await askThroughProxy(page, alice, 'How many cups did I sell?');
  expect(answer.error).toBeNull();
  expect(answer.saved).toBe(true);
  expect((await messages()).length).toBeGreaterThan(before.length);
  await context.close();
});

test('PostgreSQL restarted: the instances reconnect by themselves', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await proxied(browser);
  const how = await topology.database.restart();
  const restartedAt = Date.now();
  const logBefore = topology.proxy.upstreamLog().length;
  // Every instance answers reads again (each one's pool replaced its ended connections), and writes work.
  await expect
    .poll(
      async () => {
        const read = await context.request.post('/graphql', {
          headers: { authorization: `Bearer ${alice.accessToken}` },
          data: { query: '{ inscriptions { id } }' },
        });
        const fine = topology.proxy.upstreamLog().slice(logBefore).filter((line) => line.status === 200);
        return read.status() === 200 && topology.instances.every((instance) => fine.some((line) => line.port === instance.port));
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  const back = (Date.now() - restartedAt) / 1000;
  expect((await createEntryOfAlice(context.request, 'After the restart')).id).toBeTruthy();
  figure(`PostgreSQL ${how}: both instances answered again ${back.toFixed(1)} s later, no instance restarted`);
  await context.close();
});
