import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { ACCOUNT_DELETED, EMAIL_CHANGED } from '@inscriptions/contracts';
import { PNG } from '../../server/src/test/media';
import {
  PASSWORD,
  dataDirOf,
  expect,
  expectSignInPage,
  graphql,
  mailedLink,
  mailsTo,
  seedAccount,
  signInThroughUi,
  test,
  uniqueEmail,
  type SeededAccount,
} from './support';

/** Gives the seeded inscription a logo, stored under the account's folder; returns that folder. */
async function storeLogo(request: APIRequestContext, account: SeededAccount, baseURL: string | undefined): Promise<string> {
  const { updateInscription } = await graphql<{ updateInscription: { inscription: { logoImageUploadUrl: string } } }>(
    request,
    account.accessToken,
    'mutation ($input: UpdateInscriptionInput!) { updateInscription(input: $input) { inscription { logoImageUploadUrl } } }',
    { input: { id: account.inscriptionId, name: 'Coffee cart', about: 'A mobile coffee business', isPrivate: false } },
  );
  const url = updateInscription.inscription.logoImageUploadUrl;
  const stored = await request.put(url, { data: PNG, headers: { 'content-type': 'image/png' } });
  expect(stored.status()).toBe(200);
  const accountId = new URL(url).pathname.split('/')[2]!;
  const folder = join(dataDirOf(baseURL), 'files', accountId);
  expect(existsSync(folder)).toBe(true);
  return folder;
}

const inscriptionNames = async (request: APIRequestContext, accessToken: string) =>
  (await graphql<{ inscriptions: { name: string }[] }>(request, accessToken, 'query { inscriptions { name } }')).inscriptions.map((i) => i.name);

test('changing the email: the link goes to the new address, the old one is told, and only the new one signs in', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const account = await seedAccount(page, request, baseURL);
  const newEmail = uniqueEmail();
  await page.goto('/security');
  await expect(page.getByTestId('account-email')).toHaveText(account.email);
  const form = page.getByRole('form', { name: 'Change your email address' });
  await form.getByLabel('New email address').fill(newEmail);
  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Send the link' }).click();
  await expect(form.getByRole('status')).toContainText(`We sent a link to ${newEmail}.`);

  const link = await mailedLink(dataDirOf(baseURL), newEmail, '/auth/confirm-email');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByTestId('confirm-email-status')).toHaveText(EMAIL_CHANGED);
  await expect.poll(async () => (await mailsTo(dataDirOf(baseURL), account.email)).some((mail) => mail.includes(newEmail))).toBe(true);
  await page.goto('/security');
  await expect(page.getByTestId('account-email')).toHaveText(newEmail);

  await page.goto('/auth/signout');
  await expectSignInPage(page, 30_000);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Incorrect username or password.')).toBeVisible();
  await signInThroughUi(page, newEmail);
  await page.goto('/inscriptions');
  await expect(page.getByText('Coffee cart').first()).toBeVisible();
});

test('deleting the account: the export offered, then its rows, files and sessions gone, and another user untouched', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(240_000);
  const account = await seedAccount(page, request, baseURL);
  const folder = await storeLogo(request, account, baseURL);
  const other = await browser.newContext({ baseURL: baseURL! });
  const otherPage = await other.newPage();
  const stranger = await seedAccount(otherPage, other.request, baseURL);
  const strangerFolder = await storeLogo(other.request, stranger, baseURL);

  await page.goto('/security');
  const section = page.getByRole('region', { name: 'Delete account' });
  await expect(section.getByRole('link', { name: 'Export your data' })).toHaveAttribute('href', '/export-data');
  await section.getByRole('button', { name: 'Delete my account…' }).click();
  await section.getByLabel('Current password').fill('Not!ThePassword1');
  await section.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(section.getByRole('alert')).toHaveText('Your current password is not right.');
  expect(existsSync(folder)).toBe(true);
  await section.getByLabel('Current password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Delete my account for good' }).click();

  await expectSignInPage(page, 30_000);
  await expect(page.getByText(ACCOUNT_DELETED)).toBeVisible();
  expect(existsSync(folder)).toBe(false);
  // Its tokens are dead and its password signs nobody in.
  const refused = await request.post('/graphql', {
    data: { query: 'query { inscriptions { name } }' },
    headers: { authorization: `Bearer ${account.accessToken}` },
  });
  expect(refused.status()).toBe(401);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Incorrect username or password.')).toBeVisible();

  // The other user keeps everything.
  expect(existsSync(strangerFolder)).toBe(true);
  expect(await inscriptionNames(other.request, stranger.accessToken)).toEqual(['Coffee cart']);
  await otherPage.goto('/inscriptions');
  await expect(otherPage.getByText('Coffee cart').first()).toBeVisible();
  await other.close();
});
