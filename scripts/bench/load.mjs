#!/usr/bin/env node
// `pnpm bench load`: requests/s and latency of the main requests from many users at once, on PGlite
// (one instance: the embedded database belongs to one process) and on PostgreSQL (BENCH_DATABASE_URL,
// else TEST_DATABASE_URL) with one instance and with two behind a round-robin loopback proxy.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forkBenchServer } from './benchServer.mjs';
import { SCENARIOS, graphqlLoad, signInLoad } from './loadRunners.mjs';
import { BASE_PORT, CONNECTIONS, DURATION_S, GOAL, PUBLIC_URL, USERS } from './loadSettings.mjs';
import { freshPostgresDatabase, roundRobin } from './loadTopology.mjs';
import { seedUsers } from './loadUsers.mjs';

function startInstance(port, env) {
  return forkBenchServer({ ...env, PORT: String(port), PUBLIC_URL, JOBS_POLL_MS: '1000' });
}

async function runSetup(label, { databaseUrl, instances }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'inscriptions-load-'));
  const env = {
    DATA_DIR: dataDir,
    UPLOAD_SIGNING_SECRET: 'bench-load-upload-secret-0123456789abcdef',
    // Production on PostgreSQL seals its secrets with a key it is given (README, "Configuration").
    ENCRYPTION_KEY: `bench:${Buffer.alloc(32, 7).toString('base64')}`,
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
