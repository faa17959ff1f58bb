import type { Page } from '@playwright/test';
import { expect, expectSignInPage, seedAccount, test } from './support';

/** shell/src/lastView/showLastView.ts */
const LAST_VIEWS_KEY = 'inscriptions.lastViews';

const keptPaths = (page: Page) =>
  page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ path: string }>).map((v) => v.path), LAST_VIEWS_KEY);

test("a page opened again shows its last view before the app's code runs, then the live page; signing out forgets it", async ({
  page,
  request,
  baseURL,
}) => {
  await seedAccount(page, request, baseURL);
  await page.goto('/inscriptions');
  await expect(page.getByTestId('page-SelectInscription')).toBeVisible();
  // Kept once the page has settled.
  await expect.poll(() => keptPaths(page)).toContain('/inscriptions');

  // Without any of the app's code, the HTML alone shows the last view: a picture, inert and hidden
  // from assistive technology, that no test id or id of the live page is copied into.
  await page.route(/\/(main|vendors-[^/]*)\.[0-9a-f]{8}\.js$/, (route) => route.abort());
  await page.reload();
  const lastView = page.locator('#last-view');
  await expect(lastView).toBeVisible();
  await expect(lastView).toContainText('Coffee cart');
  await expect(lastView).toHaveAttribute('inert', '');
  await expect(lastView).toHaveAttribute('aria-hidden', 'true');
  await expect(page.getByTestId('page-SelectInscription')).toHaveCount(0);
  expect(await lastView.locator('[id], [data-testid]').count()).toBe(0);
  await expect(page.getByRole('heading', { name: 'Coffee cart' })).toHaveCount(0);

  // With the app's code, the live page replaces it.
  await page.unroute(/\/(main|vendors-[^/]*)\.[0-9a-f]{8}\.js$/);
  await page.reload();
  await expect(page.getByTestId('page-SelectInscription')).toBeVisible();
  await expect(lastView).toHaveCount(0);
  await expect(page.getByTestId('page-SelectInscription')).toContainText('Coffee cart');

  // Another address has no view of its own until it is visited.
  await page.goto('/profile');
  await expect(page.getByTestId('page-Profile')).toBeVisible();
  await expect.poll(() => keptPaths(page)).toEqual(['/profile', '/inscriptions']);

  await page.goto('/auth/signout');
  await expectSignInPage(page, 30_000);
  expect(await keptPaths(page)).toEqual([]);
  await page.goto('/inscriptions');
  await expectSignInPage(page, 30_000);
  await expect(lastView).toHaveCount(0);
});
