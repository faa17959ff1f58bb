#!/usr/bin/env node
// The two commands (and the benchmark) for a machine with only Node 20 and npm:
// pnpm comes from the version pinned in package.json's packageManager, through npx.
import { spawn } from 'node:child_process';
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const isCI = Boolean(process.env.CI);

/** Runs a command; with `log`, its output is collected there instead of shown as it comes. */
function run(command, args, { log, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit', ...options });
    if (log) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => log.push(chunk));
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      if (code === 0 || (options.allowSignal && signal)) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

const pnpmWith = (options, ...args) => run('npx', ['--yes', packageManager, ...args], options);
const pnpm = (...args) => pnpmWith({}, ...args);

async function step(title, action, log) {
  const say = (line) => (log ? log.push(Buffer.from(`${line}\n`)) : console.info(line));
  const started = Date.now();
  say(`\n▶ ${title}`);
  await action();
  say(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/**
 * Runs the steps one after the other with their output collected, and prints it once they end (or one
 * fails): they run beside another step whose output is shown live.
 */
async function besideLive(steps) {
  const log = [];
  try {
    for (const [title, action] of steps) await step(title, () => action({ log }), log);
  } finally {
    process.stdout.write(Buffer.concat(log));
  }
}

/** Waits for every task, then fails with the first failure, if any. */
async function allOf(tasks) {
  const failed = (await Promise.allSettled(tasks)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

const install = () => step('Install dependencies', () => pnpm('install', '--frozen-lockfile', '--prefer-offline'));
/** The production build as a step: its title and its command (with `run`'s options). */
const BUILD = ['Build shell, remotes and server', (options) => pnpmWith(options, 'run', 'build')];
const build = () => step(...BUILD);

const commands = {
  async start() {
    await install();
    await build();
    // The server migrates the database before it listens, and prints the URL when ready.
    await run(process.execPath, ['server/dist/main.js'], { allowSignal: true });
  },
  async test() {
    await install();
    // jest, the longest step before the end-to-end tests, uses one worker on a 2-core machine: the
    // checks and the build run beside it on the other core (their output follows when they end).
    await allOf([
      step('Unit and integration tests (jest)', () => pnpm('exec', 'jest', ...(isCI ? ['--ci'] : []))),
      besideLive([
        ['Generated code is up to date', (options) => pnpmWith(options, 'run', 'codegen:check')],
        ['Lint', (options) => pnpmWith(options, 'run', 'lint')],
        ['Type check', (options) => pnpmWith(options, 'run', 'typecheck')],
        BUILD,
      ]),
    ]);
    await step('End-to-end tests (Playwright, Chromium)', () => pnpm('--filter', '@inscriptions/e2e', 'run', 'test'));
  },
  async bench(suite) {
    await install();
    if (suite === 'speech') {
      // Speech needs no build: word error rate, real-time factor, latency and alignment (server/src/modules/speech).
      await step('Speech benchmark', () =>
        run(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/src/modules/speech/bench.ts', ...process.argv.slice(4)]),
      );
      return;
    }
    if (suite === 'ai') {
      // The labelled evaluation (the embedded engine, or the model LLM_BASE_URL names), then retrieval recall@5
      // and the embedded engine's answer times on a generated journal (server/src/modules/ai/bench.ts).
      await step('AI benchmark', () =>
        run(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/src/modules/ai/bench.ts', ...process.argv.slice(4)]),
      );
      return;
    }
    await build();
    if (suite === 'failover') {
      // Faults through the production topology (e2e/tests/faults.spec.ts): an instance killed under
      // load, SMTP down a minute, S3 down, the language model down or slow, PostgreSQL restarted.
      const database = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
      if (!database) throw new Error('The failover benchmark runs on PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL)');
      await step('Failover benchmark', () =>
        pnpmWith(
          { env: { ...process.env, TEST_DATABASE_URL: database, FAULTS_BENCH: 'on' } },
          '--filter',
          '@inscriptions/e2e',
          'exec',
          'playwright',
          'test',
          '-c',
          'faults.config.ts',
        ),
      );
      return;
    }
    if (suite === 'load') {
      // Many users at once on PGlite and PostgreSQL, one and two instances (scripts/bench/load.mjs).
      await step('Load benchmark', () => run(process.execPath, ['scripts/bench/load.mjs']));
      return;
    }
    await step('Benchmarks', () =>
      run(process.execPath, ['scripts/bench.mjs'], {
        env: { ...process.env, BENCH_DATA_DIR: mkdtempSync(join(tmpdir(), 'inscriptions-bench-')) },
      }),
    );
  },
};

const name = process.argv[2];
if (!commands[name]) {
  console.error(`Usage: node scripts/run.mjs ${Object.keys(commands).join('|')}`);
  process.exit(2);
}
commands[name](process.argv[3]).catch((error) => {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
});
