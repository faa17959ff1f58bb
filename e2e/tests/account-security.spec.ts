import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { PASSWORD, expect, expectSignInPage, seedAccount, signInThroughUi, test } from './support';

const totpFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
/** The next 30 s step's code: the server accepts one step of drift, and never a step it has already seen. */
const nextCode = (totp: TOTP) => totp.generate({ timestamp: Date.now() + 30_000 });

async function passwordStep(page: Page, email: string) {
  await page.goto('/auth/signin');
  await expectSignInPage(page, 30_000);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
}

async function signOut(page: Page) {
  await page.goto('/auth/signout');
  await expectSignInPage(page, 30_000);
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

test('enrol an authenticator from Profile, then sign in with its code (a wrong one refused) and with a recovery code once', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const account = await seedAccount(page, request, baseURL);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Account Security' }).click();
  await expect(page.getByTestId('page-AccountSecurity')).toBeVisible();
  await expect(page.getByTestId('totp-off')).toBeVisible();

  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const totp = totpFor(secret);
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Invalid code received for user').first()).toBeVisible();
  await page.getByLabel('Code from the app').fill(totp.generate());
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByTestId('recovery-codes')).toBeVisible();
  const codes = await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByTestId('totp-on')).toContainText('10 recovery codes left');

  // Sign out; the password alone no longer signs in.
  await signOut(page);
  await passwordStep(page, account.email);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Challenge response cannot be empty')).toBeVisible();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid code received for user').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signin/);
  await page.getByLabel('Authentication code').fill(nextCode(totp));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/auth\/(signin|callback)/, { timeout: 30_000 });
  await page.goto('/profile');
  await expect(page.getByTestId('page-Profile')).toBeVisible();

  // A recovery code instead of the app: once.
  await signOut(page);
  await passwordStep(page, account.email);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/auth\/(signin|callback)/, { timeout: 30_000 });
  await page.goto('/security');
  await expect(page.getByTestId('totp-on')).toContainText('9 recovery codes left');

  await signOut(page);
  await passwordStep(page, account.email);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That recovery code is not valid or was already used.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signin/);
});

test('"Sign out everywhere" ends the session of another browser', async ({ page, request, baseURL, browser }) => {
  test.setTimeout(240_000);
  const account = await seedAccount(page, request, baseURL);
  const other = await browser.newContext({ baseURL: baseURL! });
  const otherPage = await other.newPage();
  await signInThroughUi(otherPage, account.email);
  await otherPage.goto('/profile');
  await expect(otherPage.getByTestId('page-Profile')).toBeVisible();

  await page.goto('/security');
  const devices = page.getByTestId('device');
  await expect(devices).toHaveCount(2);
  await expect(devices.filter({ has: page.getByText('This device', { exact: true }) })).toHaveCount(1);
  await expect(devices.first()).toContainText('Last seen');
  // The phone layout too: no serious axe violation, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('security-360.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere' }).click();
  await expectSignInPage(page, 30_000);

  // The other browser still holds its tokens, but they are revoked: it is sent to sign in.
  await otherPage.goto('/profile');
  await expectSignInPage(otherPage, 30_000);
  await other.close();
});

test('changing the password signs the other browser out and keeps this one; the new password signs in', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(240_000);
  const account = await seedAccount(page, request, baseURL);
  const other = await browser.newContext({ baseURL: baseURL! });
  const otherPage = await other.newPage();
  await signInThroughUi(otherPage, account.email);

  const newPassword = 'Harbour!Lights9';
  await page.goto('/security');
  const form = page.getByRole('form', { name: 'Change your password' });
  await form.getByLabel('Current password').fill('Not!ThePassword1');
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your current password is not right.');
  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText('Your password has been changed. Your other devices are signed out.');

  // This browser stays signed in; the other one is sent to sign in.
  await page.goto('/profile');
  await expect(page.getByTestId('page-Profile')).toBeVisible();
  await otherPage.goto('/profile');
  await expectSignInPage(otherPage, 30_000);
  // The old password no longer signs in; the new one does.
  await otherPage.getByLabel('Email').fill(account.email);
  await otherPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await otherPage.getByRole('button', { name: 'Login' }).click();
  await expect(otherPage.getByText('Incorrect username or password.')).toBeVisible();
  await signInThroughUi(otherPage, account.email, newPassword);
  await other.close();
});
