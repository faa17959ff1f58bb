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

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
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

const pnpm = (...args) => run('npx', ['--yes', packageManager, ...args]);

async function step(title, action) {
  const started = Date.now();
  console.info(`\n▶ ${title}`);
  await action();
  console.info(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

const install = () => step('Install dependencies', () => pnpm('install', '--frozen-lockfile', '--prefer-offline'));
const build = () => step('Build shell, remotes and server', () => pnpm('run', 'build'));

const commands = {
  async start() {
    await install();
    await build();
    // The server migrates the database before it listens, and prints the URL when ready.
    await run(process.execPath, ['server/dist/main.js'], { allowSignal: true });
  },
  async test() {
    await install();
    await step('Generated code is up to date', () => pnpm('run', 'codegen:check'));
    await step('Lint', () => pnpm('run', 'lint'));
    await step('Type check', () => pnpm('run', 'typecheck'));
    await step('Unit and integration tests (jest)', () => pnpm('exec', 'jest', ...(isCI ? ['--ci'] : [])));
    await build();
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
      // Retrieval recall@5 and the offline engine's answer times on a generated journal (server/src/modules/ai/bench.ts).
      await step('AI benchmark', () =>
        run(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/src/modules/ai/bench.ts', ...process.argv.slice(4)]),
      );
      return;
    }
    await build();
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
