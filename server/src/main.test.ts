import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from './db';
import { testConfig } from './test/helpers';

const SERVER_ROOT = path.resolve(__dirname, '..');

// The server process opens and migrates PGlite, on a shared 2-core machine.
jest.setTimeout(120_000);

describe('starting the server on a port already in use', () => {
  it('says so, exits, and leaves the embedded database whole for the next start', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ins-main-'));
    const taken = createServer();
    await new Promise<void>((listening) => taken.listen(0, listening));
    const port = (taken.address() as AddressInfo).port;
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };
      delete env['DATABASE_URL'];
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: SERVER_ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((exited) => child.once('exit', exited));
      expect(code).toBe(1);
      expect(output).toContain(`Port ${port} is in use by another program: stop it, or set PORT to a free port.`);

      const reopened = await createDatabase(testConfig({ DATABASE_URL: '' }, { dataDir }));
      await reopened.migrate();
      await reopened.close();
    } finally {
      taken.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
