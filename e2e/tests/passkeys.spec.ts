import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PASSWORD, accessTokenOf, expect, expectSignInPage, seedAccount, signInThroughUi, test as base } from './support';

/** A free TCP port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/**
 * WebAuthn refuses an IP address as the relying party id, and the other e2e servers are reached at
 * 127.0.0.1. These tests start their own server whose PUBLIC_URL is http://localhost:<free port>
 * (localhost is a secure context and a valid RP id), and use it as the base URL.
 */
const test = base.extend<object, { passkeyServer: { url: string; dataDir: string } }>({
  passkeyServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const port = await freePort();
      const url = `http://localhost:${port}`;
      const dataDir = mkdtempSync(join(tmpdir(), 'inscriptions-e2e-passkeys-'));
      const child: ChildProcess = spawn('node', [resolve(__dirname, '../../server/dist/main.js')], {
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', PUBLIC_URL: url },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status ?? 0, { timeout: 90_000, intervals: [500] })
        .toBe(200);
      // support.ts's dataDirOf finds this server's outbox by its URL.
      process.env.E2E_PASSKEYS_URL = url;
      process.env.E2E_PASSKEYS_DATA_DIR = dataDir;
      await use({ url, dataDir });
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ passkeyServer }, use) => use(passkeyServer.url),
});

/** Chromium's virtual authenticator (CDP): a platform authenticator with resident keys and user verification. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function signOut(page: Page) {
  await page.goto('/auth/signout');
  await expectSignInPage(page, 30_000);
}

test('a passkey added on the security page signs in without a password, and as the second step after the password', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await addVirtualAuthenticator(page);

  // A user past onboarding, signed in with the password.
  const { email } = await seedAccount(page, request, baseURL);

  // Register a passkey with the virtual authenticator.
  await page.goto('/security');
  await expect(page.getByTestId('page-AccountSecurity')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Passkey name').fill('Virtual key');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByTestId('passkey')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('passkey-list')).toContainText('Virtual key');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: test.info().outputPath('passkeys-360.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Passwordless: the sign-in page's passkey button alone.
  await signOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).not.toHaveURL(/\/auth\/(signin|callback)/, { timeout: 30_000 });
  expect(await accessTokenOf(page)).toBeTruthy();
  await page.goto('/security');
  await expect(page.getByTestId('passkey-list')).toContainText('Virtual key', { timeout: 30_000 });

  // Second factor: the password is followed by the passkey step.
  await signOut(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Use passkey' }).click();
  await expect(page).not.toHaveURL(/\/auth\/(signin|callback)/, { timeout: 30_000 });

  // Removed, it no longer stands between the password and the app.
  await page.goto('/security');
  await page.getByRole('button', { name: 'Remove passkey Virtual key' }).click();
  await expect(page.getByTestId('passkey')).toHaveCount(0, { timeout: 30_000 });
  await signOut(page);
  await signInThroughUi(page, email);
});
