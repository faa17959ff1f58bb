// The server under benchmark (scripts/bench/server.cjs) and the server package's dependencies.
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const requireFromServer = createRequire(join(root, 'server/package.json'));

/** Forks the bench server in production mode with `env` over ours; resolves once it listens. */
export function forkBenchServer(env) {
  const child = fork(join(root, 'scripts/bench/server.cjs'), {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}
