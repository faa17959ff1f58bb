#!/usr/bin/env node
// `pnpm bench`: figures as ratios measured in one run on this machine (see README, "Benchmarks").
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureFrontend } from './bench/frontend.mjs';
import { measureTransfer } from './bench/transfer.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const requireFromServer = createRequire(join(root, 'server/package.json'));
const requireFromE2e = createRequire(join(root, 'e2e/package.json'));
const autocannon = requireFromServer('autocannon');
const { chromium } = requireFromE2e('@playwright/test');

const PORT = Number(process.env.BENCH_PORT ?? 8191);
const BASE = `http://127.0.0.1:${PORT}`;
const ENTRY_COUNT = 10_000;
const LARGE_ENTRY_COUNT = 100_000;
const SEARCH_QUERY = 'espresso crema';
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
/** BENCH_ONLY=search (comma-separated: js, entries, search, frontend, transfer) measures only those figures; sign-in always runs. */
const ONLY = new Set((process.env.BENCH_ONLY ?? 'js,entries,search,frontend,transfer').split(',').map((name) => name.trim()));

function startServer() {
  const child = fork(join(root, 'scripts/bench/server.cjs'), {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: process.env.BENCH_DATA_DIR,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: BASE,
    },
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function json(path, body, token) {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function gql(token, query, variables) {
  const body = await json('/graphql', { query, variables }, token);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const PASSWORD = 'Bench!Password1';

/** The confirmation link the server mailed to an address (written to the outbox). */
async function confirmationLink(email) {
  const outbox = join(process.env.BENCH_DATA_DIR, 'outbox');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    for (const file of await readdir(outbox).catch(() => [])) {
      const mail = (await readFile(join(outbox, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = mail.includes(email) && mail.match(/https?:\/\/\S*\/auth\/confirmation\?[^\s"<>]+/);
      if (link) return new URL(link[0].replace(/&amp;/g, '&'));
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`no confirmation mail for ${email}`);
}

async function confirmedAccount() {
  const email = `bench-${Date.now()}@example.com`;
  await json('/account/signup', { email, password: PASSWORD });
  const link = await confirmationLink(email);
  await json('/account/confirm', {
    userName: link.searchParams.get('userName'),
    confirmationCode: link.searchParams.get('confirmationCode'),
  });
  return email;
}

/**
 * Signs in through the real page (authorize → interaction → login → code → tokens) and reports the
 * HTTP round trips and time from the click on Login to the first authenticated page.
 */
async function measureSignIn(page, email) {
  await page.goto(`${BASE}/auth/signin`);
  await page.waitForURL(/interaction=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const requests = [];
  const onRequest = (request) => requests.push(request);
  page.on('request', onRequest);
  const started = performance.now();
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByTestId('page-OnboardingWelcome').waitFor();
  const elapsed = performance.now() - started;
  page.off('request', onRequest);
  const kinds = {};
  for (const request of requests) {
    const kind = request.isNavigationRequest() ? 'navigation' : request.resourceType();
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  console.info('\n(c) Sign-in: from the click on Login to the first authenticated page, loopback');
  console.info(`    ${elapsed.toFixed(0)} ms, ${requests.length} HTTP round trips`);
  console.info(
    `    ${Object.entries(kinds)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ')}`,
  );
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    return JSON.parse(localStorage.getItem(key)).access_token;
  });
}

async function seedInscription(accessToken, name, entries) {
  const { createInscription } = await gql(
    accessToken,
    'mutation($input: CreateInscriptionInput!) { createInscription(input: $input) { inscription { id } } }',
    { input: { name, about: 'Seeded entries', category: 'CONSUMER_SERVICES', isPrivate: false } },
  );
  const inscriptionId = createInscription.inscription.id;
  await json('/bench/seed', { inscriptionId, count: entries });
  return inscriptionId;
}

async function seedAccount(accessToken) {
  await gql(accessToken, 'mutation($input: CreateUserInput!) { createUser(input: $input) { code } }', {
    input: { fullName: 'Bench User', timezone: 'UTC', bio: '', quote: '' },
  });
  const { user } = await gql(accessToken, '{ user { id } }');
  return {
    accessToken,
    accountId: user.id,
    inscriptionId: await seedInscription(accessToken, 'Benchmark', ENTRY_COUNT),
    // Only the server figures need the large inscription.
    largeInscriptionId:
      ONLY.has('entries') || ONLY.has('search')
        ? await seedInscription(accessToken, 'Large benchmark', LARGE_ENTRY_COUNT)
        : undefined,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** A fresh tab in the signed-in browser context: nothing cached, the session kept. */
async function measureFirstRouteBytes(context) {
  const page = await context.newPage();
  try {
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({ url: new URL(response.url()).pathname, body: await response.body() });
    });
    await page.goto(`${BASE}/`);
    await page.getByTestId('page-SelectInscription').waitFor();
    await page.waitForLoadState('networkidle');
    const groups = { shell: 0, 'shared dependencies': 0, remote: 0 };
    for (const { url, body } of scripts) {
      const file = url.split('/').pop() ?? '';
      const group = url.startsWith('/mf/') ? 'remote' : file.startsWith('vendors') ? 'shared dependencies' : 'shell';
      groups[group] += gzipSync(body).length;
    }
    const total = Object.values(groups).reduce((sum, bytes) => sum + bytes, 0);
    console.info('\n(a) Production JS loaded for the first route (/ → /inscriptions), gzipped');
    for (const [group, bytes] of Object.entries(groups)) {
      console.info(`    ${group.padEnd(20)} ${kb(bytes).padStart(10)}  ${((bytes / total) * 100).toFixed(0)}%`);
    }
    console.info(`    ${'total'.padEnd(20)} ${kb(total).padStart(10)}  (${scripts.length} files)`);
  } finally {
    await page.close();
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Runs autocannon and computes exact percentiles from every response's latency. */
function load(title, options) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    // A generous timeout: a slow figure is reported, not turned into an error.
    const instance = autocannon({ connections: 10, duration: DURATION_S, timeout: 60, ...options }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0) {
        return reject(new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      }
      latencies.sort((a, b) => a - b);
      resolve({ title, p50: percentile(latencies, 50), p95: percentile(latencies, 95), rps: result.requests.average });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

const ENTRY_FIELDS =
  'id inscriptionId name transcript isMuted isPrivate isImportant dateRecorded dateCreated dateUpdated';

function graphqlLoad(account, query, variables) {
  return {
    url: `${BASE}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.accessToken}` },
    body: JSON.stringify({ query, variables }),
  };
}

const firstPageQuery = `query($inscriptionId: ID!) {
  inscriptionEntriesPaged(inscriptionId: $inscriptionId, first: 15) {
    totalCount pageInfo { endCursor hasNextPage } edges { cursor node { ${ENTRY_FIELDS} } }
  }
}`;
const searchQuery = `query($inscriptionId: ID!, $query: String!) {
  searchInscriptionEntries(inscriptionId: $inscriptionId, query: $query, first: 15) {
    rank headline entry { ${ENTRY_FIELDS} }
  }
}`;

/** Each pair measured back to back, after a warm-up of both (JIT, plan cache). */
async function comparePair(heading, viaGraphqlTitle, graphqlRequest, sqlTitle, sqlRequest) {
  await load('warm-up', { ...graphqlRequest, duration: 2 });
  await load('warm-up', { ...sqlRequest, duration: 2 });
  const viaGraphql = await load(viaGraphqlTitle, graphqlRequest);
  const viaSql = await load(sqlTitle, sqlRequest);
  console.info(`\n${heading}, ${DURATION_S} s each, 10 connections, loopback`);
  for (const r of [viaGraphql, viaSql]) {
    console.info(
      `    ${r.title.padEnd(44)} p50 ${r.p50.toFixed(2).padStart(7)} ms  p95 ${r.p95.toFixed(2).padStart(7)} ms  ${r.rps.toFixed(0).padStart(6)} req/s`,
    );
  }
  console.info(
    `    ratio GraphQL / SQL: throughput ${(viaGraphql.rps / viaSql.rps).toFixed(2)}×, p50 ${(viaGraphql.p50 / viaSql.p50).toFixed(2)}×, p95 ${(viaGraphql.p95 / viaSql.p95).toFixed(2)}×`,
  );
}

async function measureSearch(account) {
  const owner = `userId=${account.accountId}`;
  await comparePair(
    `(d) Search "${SEARCH_QUERY}" over ${LARGE_ENTRY_COUNT.toLocaleString('en')} entries (best 15)`,
    'searchInscriptionEntries (GraphQL)',
    graphqlLoad(account, searchQuery, { inscriptionId: account.largeInscriptionId, query: SEARCH_QUERY }),
    'direct SQL route',
    {
      url: `${BASE}/bench/search-sql?inscriptionId=${account.largeInscriptionId}&${owner}&q=${encodeURIComponent(SEARCH_QUERY)}`,
    },
  );
}

async function measureEntries(account) {
  const owner = `userId=${account.accountId}`;
  await comparePair(
    `(b) First page of 15 of ${ENTRY_COUNT.toLocaleString('en')} entries`,
    'inscriptionEntriesPaged (GraphQL)',
    graphqlLoad(account, firstPageQuery, { inscriptionId: account.inscriptionId }),
    'plain HTTP route, same rows from SQL',
    { url: `${BASE}/bench/entries-sql?inscriptionId=${account.inscriptionId}&${owner}` },
  );
  await comparePair(
    `(d) First page of 15 of ${LARGE_ENTRY_COUNT.toLocaleString('en')} entries in one inscription`,
    'inscriptionEntriesPaged (GraphQL)',
    graphqlLoad(account, firstPageQuery, { inscriptionId: account.largeInscriptionId }),
    'direct SQL route',
    { url: `${BASE}/bench/entries-sql?inscriptionId=${account.largeInscriptionId}&${owner}` },
  );
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const context = await browser.newContext();
  const email = await confirmedAccount();
  const accessToken = await measureSignIn(await context.newPage(), email);
  const account = await seedAccount(accessToken);
  if (ONLY.has('js')) await measureFirstRouteBytes(context);
  if (ONLY.has('entries')) await measureEntries(account);
  if (ONLY.has('search')) await measureSearch(account);
  if (ONLY.has('frontend')) {
    const storageState = await context.storageState();
    await measureFrontend({
      browser,
      storageState,
      base: BASE,
      account: { inscriptionId: account.inscriptionId, email, password: PASSWORD },
    });
  }
  if (ONLY.has('transfer')) {
    const other = await browser.newContext();
    const emptyAccountToken = await measureSignIn(await other.newPage(), await confirmedAccount());
    await measureTransfer({ base: BASE, serverPid: server.pid, ownerToken: account.accessToken, emptyAccountToken });
    await other.close();
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
