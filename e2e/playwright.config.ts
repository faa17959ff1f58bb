import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
// Every run starts on new embedded databases, the way a newcomer's first `npm start` does. The
// workers inherit these variables, so the tests read the outboxes of the servers they talk to.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'inscriptions-e2e-')));
const shortLinksDataDir = (process.env.E2E_SHORT_LINKS_DATA_DIR ??= mkdtempSync(
  join(tmpdir(), 'inscriptions-e2e-short-'),
));
const shortLinksURL = (process.env.E2E_SHORT_LINKS_URL ??= `http://127.0.0.1:${port + 1}`);

function server(url: string, dataDir: string, extraEnv: Record<string, string> = {}) {
  const { port: serverPort } = new URL(url);
  return {
    command: `node ${resolve(__dirname, '../server/dist/main.js')}`,
    url: `${url}/healthz`,
    reuseExistingServer: false,
    // A fresh embedded database migrates on first start, slow on a busy 2-core machine.
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: serverPort,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url,
      // The suite signs up more accounts from one address within 15 minutes than the sign-up limit allows
      // a person (50 a window): a one-minute window keeps the limit on without refusing the later tests.
      IDENTITY_RATE_LIMIT_WINDOW_S: '60',
      ...extraEnv,
    },
  };
}

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // One retry on CI, where the 2-core machine is shared with the build; a retried pass is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The service worker (offline support) only where a test is about it (pwa.spec.ts): elsewhere
    // page.route must see every request, and each test starts without one.
    serviceWorkers: 'block',
    // The seeded profiles' timezone (support.ts), so the timezone-mismatch modal only shows where a test asks for it.
    timezoneId: 'Europe/London',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    server(baseURL, dataDir),
    // A second server whose confirmation and reset links expire after 2 s, for the expired-link tests.
    server(shortLinksURL, shortLinksDataDir, {
      IDENTITY_CONFIRMATION_TTL_S: '2',
      IDENTITY_RESET_TTL_S: '2',
    }),
  ],
});
