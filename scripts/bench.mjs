#!/usr/bin/env node
// `pnpm bench`: figures as ratios measured in one run on this machine (see README, "Benchmarks").
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { confirmedAccount, seedAccount } from './bench/benchAccount.mjs';
import { forkBenchServer, root } from './bench/benchServer.mjs';
import { BASE, ONLY, PASSWORD, PORT } from './bench/benchSettings.mjs';
import { measureFirstRouteBytes, measureSignIn } from './bench/browserFigures.mjs';
import { measureFrontend } from './bench/frontend.mjs';
import { measureEntries, measureSearch } from './bench/graphqlVsSql.mjs';
import { measureTransfer } from './bench/transfer.mjs';

const requireFromE2e = createRequire(join(root, 'e2e/package.json'));
const { chromium } = requireFromE2e('@playwright/test');

function startServer() {
  return forkBenchServer({ PORT: String(PORT), DATA_DIR: process.env.BENCH_DATA_DIR, PUBLIC_URL: BASE });
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
