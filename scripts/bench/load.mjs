#!/usr/bin/env node
// `pnpm bench load`: requests/s and latency of the main requests from many users at once, on PGlite
// (one instance: the embedded database belongs to one process) and on PostgreSQL (BENCH_DATABASE_URL,
// else TEST_DATABASE_URL) with one instance and with two behind a round-robin loopback proxy.
import { fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const requireFromServer = createRequire(join(root, 'server/package.json'));
const autocannon = requireFromServer('autocannon');
const httpProxy = requireFromServer('http-proxy');
const { Client } = requireFromServer('pg');

const BASE_PORT = Number(process.env.BENCH_PORT ?? 8191) + 10;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
/** Users signed in at once, each with an inscription of ENTRIES_PER_USER entries. */
const USERS = Number(process.env.BENCH_LOAD_USERS ?? 50);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
const ENTRIES_PER_USER = 2_000;
const PASSWORD = 'Bench!Password1';
const PUBLIC_URL = 'http://localhost:8080';
const CLIENT_ID = 'inscriptions-web';
const REDIRECT_URI = `${PUBLIC_URL}/auth/callback`;
const GOAL = { rps: 3 * 190, p95: 100 };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function startInstance(port, env) {
  const child = fork(join(root, 'scripts/bench/server.cjs'), {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_URL,
      JOBS_POLL_MS: '1000',
    },
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

function roundRobin(ports, port) {
  const proxy = httpProxy.createProxyServer({ agent: new http.Agent({ keepAlive: true, maxSockets: 256 }) });
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = `http://127.0.0.1:${ports[next]}`;
    next = (next + 1) % ports.length;
    proxy.web(req, res, { target }, (err) => res.writeHead(502).end(String(err)));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** A minimal browser for the code + PKCE flow: cookie jar, no automatic redirects, Host of PUBLIC_URL. */
function browser(base) {
  const cookies = new Map();
  async function request(method, path, { json, form, headers = {} } = {}) {
    const url = new URL(path, base);
    const body = json ? JSON.stringify(json) : form ? new URLSearchParams(form).toString() : undefined;
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        host: 'localhost:8080',
        ...(json
          ? { 'content-type': 'application/json' }
          : form
            ? { 'content-type': 'application/x-www-form-urlencoded' }
            : {}),
        ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      body,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1);
      if (value === '' || /max-age=0|expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(pair.slice(0, eq));
      else cookies.set(pair.slice(0, eq), value);
    }
    const text = await response.text();
    const location = response.headers.get('location');
    return { status: response.status, text, location: location && new URL(location, PUBLIC_URL).toString() };
  }
  return { request };
}

/** authorize → interaction → login → resume → callback → token: one whole sign-in. */
async function signIn(base, email) {
  const b = browser(base);
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: 'openid email profile offline_access',
    state: 's',
    nonce: 'n',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const start = await b.request('GET', `/oidc/auth?${query}`);
  const uid = /\/oidc\/interaction\/([^/?]+)/.exec(start.location ?? '')?.[1];
  if (!uid) throw new Error(`authorize: ${start.status} ${start.text}`);
  const login = await b.request('POST', `/oidc/interaction/${uid}/login`, { json: { email, password: PASSWORD } });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${login.text}`);
  let step = await b.request(
    'GET',
    new URL(JSON.parse(login.text).redirectTo).pathname + new URL(JSON.parse(login.text).redirectTo).search,
  );
  for (let hops = 0; hops < 5 && step.location && !step.location.startsWith(REDIRECT_URI); hops += 1) {
    step = await b.request('GET', new URL(step.location).pathname + new URL(step.location).search);
  }
  const code = step.location && new URL(step.location).searchParams.get('code');
  if (!code) throw new Error(`no code: ${step.status} ${step.location}`);
  const token = await b.request('POST', '/oidc/token', {
    form: {
      grant_type: 'authorization_code',
      code,
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    },
  });
  if (token.status !== 200) throw new Error(`token: ${token.status} ${token.text}`);
  return JSON.parse(token.text).access_token;
}

async function post(base, path, body, token) {
  const response = await fetch(new URL(path, base), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      host: 'localhost:8080',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok || json.errors) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

function confirmationLink(dataDir, email) {
  for (const file of readdirSync(join(dataDir, 'outbox'))) {
    const mail = readFileSync(join(dataDir, 'outbox', file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const link = mail.includes(email) && mail.match(/https?:\/\/\S*\/auth\/confirmation\?[^\s"<>]+/);
    if (link) return new URL(link[0].replace(/&amp;/g, '&'));
  }
  return null;
}

/** USERS confirmed accounts with a profile and one inscription of ENTRIES_PER_USER entries each. */
async function seedUsers(base, dataDir) {
  const users = [];
  for (let n = 0; n < USERS; n += 1) {
    const email = `load-${n}-${Date.now()}@example.com`;
    await post(base, '/account/signup', { email, password: PASSWORD });
    let link = null;
    for (let attempt = 0; attempt < 100 && !link; attempt += 1) {
      link = confirmationLink(dataDir, email);
      if (!link) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await post(base, '/account/confirm', {
      userName: link.searchParams.get('userName'),
      confirmationCode: link.searchParams.get('confirmationCode'),
    });
    const token = await signIn(base, email);
    const gql = (query, variables) => post(base, '/graphql', { query, variables }, token).then((body) => body.data);
    await gql('mutation($input: CreateUserInput!) { createUser(input: $input) { code } }', {
      input: { fullName: `Load ${n}`, timezone: 'UTC', bio: '', quote: '' },
    });
    const { createInscription } = await gql(
      'mutation($input: CreateInscriptionInput!) { createInscription(input: $input) { inscription { id } } }',
      { input: { name: `Load ${n}`, about: 'Load test', category: 'CONSUMER_SERVICES', isPrivate: false } },
    );
    const inscriptionId = createInscription.inscription.id;
    await post(base, '/bench/seed', { inscriptionId, count: ENTRIES_PER_USER });
    users.push({ email, token, inscriptionId });
  }
  return users;
}

const ENTRY_FIELDS = 'id name transcript isPrivate isImportant dateRecorded';
const SCENARIOS = {
  'list inscriptions': () => ({ query: '{ inscriptions { id name entryCount } }', variables: {} }),
  'page entries': (user) => ({
    query: `query($id: ID!) { inscriptionEntriesPaged(inscriptionId: $id, first: 15) { totalCount pageInfo { endCursor hasNextPage } edges { cursor node { ${ENTRY_FIELDS} } } } }`,
    variables: { id: user.inscriptionId },
  }),
  search: (user) => ({
    query: `query($id: ID!, $q: String!) { searchInscriptionEntries(inscriptionId: $id, query: $q, first: 15) { rank headline entry { ${ENTRY_FIELDS} } } }`,
    variables: { id: user.inscriptionId, q: 'espresso crema' },
  }),
  'create entry': (user) => ({
    query: 'mutation($input: CreateInscriptionEntryInput!) { createInscriptionEntry(input: $input) { code } }',
    variables: { input: { inscriptionId: user.inscriptionId, name: 'Load entry', transcript: 'Written under load.' } },
  }),
};

/** autocannon over GraphQL, each request from the next user; exact percentiles from every latency. */
function graphqlLoad(base, users, build) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    let turn = 0;
    const instance = autocannon(
      {
        url: `${base}/graphql`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        timeout: 60,
        requests: [
          {
            method: 'POST',
            setupRequest(request) {
              const user = users[turn++ % users.length];
              return {
                ...request,
                headers: {
                  'content-type': 'application/json',
                  host: 'localhost:8080',
                  authorization: `Bearer ${user.token}`,
                },
                body: JSON.stringify(build(user)),
              };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          rps: result.requests.average,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          errors: result.errors + result.non2xx,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
}

/** Whole sign-ins (6 requests and one scrypt each) by many users at once for DURATION_S. */
async function signInLoad(base, users) {
  const latencies = [];
  let errors = 0;
  const until = Date.now() + DURATION_S * 1000;
  const parallel = Math.min(users.length, 10);
  await Promise.all(
    Array.from({ length: parallel }, async (_, lane) => {
      for (let n = lane; Date.now() < until; n += parallel) {
        const started = performance.now();
        try {
          await signIn(base, users[n % users.length].email);
          latencies.push(performance.now() - started);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / DURATION_S, p50: percentile(latencies, 50), p95: percentile(latencies, 95), errors };
}

async function freshPostgresDatabase(adminUrl) {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

async function runSetup(label, { databaseUrl, instances }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'inscriptions-load-'));
  const env = {
    DATA_DIR: dataDir,
    UPLOAD_SIGNING_SECRET: 'bench-load-upload-secret-0123456789abcdef',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    // Sign-in is measured, not refused: the per-account and per-IP limits are for people.
    IDENTITY_RATE_LIMIT_WINDOW_S: '1',
  };
  const ports = Array.from({ length: instances }, (_, n) => BASE_PORT + 1 + n);
  const children = [];
  // One after the other: the first migrates, the second finds the database ready.
  for (const port of ports) children.push(await startInstance(port, env));
  const proxy = instances > 1 ? await roundRobin(ports, BASE_PORT) : null;
  const base = `http://127.0.0.1:${instances > 1 ? BASE_PORT : ports[0]}`;
  const rows = [];
  try {
    const users = await seedUsers(base, dataDir);
    rows.push(['sign-in (whole code flow)', await signInLoad(base, users)]);
    for (const [name, build] of Object.entries(SCENARIOS)) {
      await graphqlLoad(base, users, build).catch(() => undefined); // warm-up
      rows.push([name, await graphqlLoad(base, users, build)]);
    }
  } finally {
    // Let the requests autocannon left in flight finish before the servers close their databases.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    proxy?.close();
    for (const child of children) child.kill('SIGTERM');
  }
  console.info(`\n${label}`);
  for (const [name, r] of rows) {
    console.info(
      `    ${name.padEnd(28)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(1).padStart(7)} ms   p95 ${r.p95.toFixed(1).padStart(7)} ms   errors ${r.errors}`,
    );
  }
  return rows;
}

const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
console.info(
  `Load: ${USERS} users, ${CONNECTIONS} connections (sign-in: 10 at once), ${DURATION_S} s per row; ` +
    `goal for reads on PostgreSQL with 2 instances: ≥ ${GOAL.rps} req/s at p95 ≤ ${GOAL.p95} ms`,
);
await runSetup('PGlite, 1 instance (2 instances need PostgreSQL: the embedded database is one process’s)', {
  instances: 1,
});
if (postgresUrl) {
  for (const instances of [1, 2]) {
    const database = await freshPostgresDatabase(postgresUrl);
    try {
      await runSetup(`PostgreSQL, ${instances} instance${instances > 1 ? 's behind a round-robin proxy' : ''}`, {
        databaseUrl: database.url,
        instances,
      });
    } finally {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await database.drop();
    }
  }
} else {
  console.info('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
