import { SERVER_RENDER_ELEMENT_ID } from '@inscriptions/contracts';
import { expect, expectSignInPage, graphql, seedAccount, test } from './support';
/** The shell's scripts: without them no code of the app runs. */
const APP_SCRIPTS = /\/(main|vendors-[^/]*)\.[0-9a-f]{8}\.js$/;

// A device far from UTC (UTC+14): a day printed in the server's zone would be a day early.
test.use({ timezoneId: 'Pacific/Kiritimati' });

test('a signed-in list is rendered by the server with the user’s data, in the device’s zone, and becomes the live page', async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  const account = await seedAccount(page, request, baseURL);
  // 12:00 UTC on 1 January: 2 January on this device.
  await graphql(
    request,
    account.accessToken,
    `
      mutation ($input: CreateInscriptionEntryInput!) {
        createInscriptionEntry(input: $input) {
          code
        }
      }
    `,
    {
      input: {
        inscriptionId: account.inscriptionId,
        name: 'New year',
        transcript: 'Opened on the first morning of the year.',
        isPrivate: false,
        isImportant: false,
        isMuted: false,
        dateRecorded: '2026-01-01T12:00:00.000Z',
      },
    },
  );

  // Without any of the app's code, the document alone shows the live lists.
  await page.route(APP_SCRIPTS, (route) => route.abort());
  const list = await page.goto('/inscriptions');
  expect(await list?.text()).toContain(SERVER_RENDER_ELEMENT_ID);
  await expect(page.getByTestId('page-SelectInscription')).toContainText('Coffee cart');
  await page.goto(`/inscriptions/${account.inscriptionId}/entries`);
  const entries = page.getByTestId('page-SelectEntry');
  await expect(entries).toContainText('New year');
  await expect(entries).toContainText('Jan 2, 2026');
  await expect(entries).not.toContainText('Jan 1, 2026');
  await expect(page.locator('#last-view')).toHaveCount(0);
  await page.unroute(APP_SCRIPTS);
  consoleErrors.length = 0;

  // With the app's code, the server's page becomes the app's own: hydrated in place (the same
  // element), without a mismatch, and it answers a click.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const rendered = document.querySelector('[data-testid="page-SelectInscription"]');
      if (!rendered) return;
      (window as { __serverPage?: Element }).__serverPage = rendered;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/inscriptions');
  await expect(page.getByTestId('page-SelectInscription')).toContainText('Coffee cart');
  // The app marks its first commit (shell/src/app/RootLayout.tsx): here, the hydration.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('inscriptions:app-rendered').length))
    .toBe(1);
  expect(
    await page.evaluate(
      () =>
        document.querySelector('[data-testid="page-SelectInscription"]') ===
        (window as { __serverPage?: Element }).__serverPage,
    ),
  ).toBe(true);
  // The profile's zone (London) is not the device's: the app asks, in a dialog opened once hydrated.
  await page
    .getByRole('dialog', { name: 'Update your timezone?' })
    .getByRole('button', { name: 'Keep Europe/London' })
    .click();
  await page
    .getByTestId('page-SelectInscription')
    .getByRole('link', { name: /^Coffee cart/ })
    .click();
  await expect(page).toHaveURL(/\/entries$/);
  await expect(page.getByTestId('page-SelectEntry')).toContainText('New year');
  expect(consoleErrors).toEqual([]);

  // Signed out, the session is no longer lent to documents: nothing of the user is rendered.
  await page.goto('/auth/signout');
  await expectSignInPage(page, 30_000);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('inscriptions_session');
  // Read apart from the page, which leaves the document for sign-in at once.
  const after = await page.request.get('/inscriptions', { headers: { accept: 'text/html' } });
  expect(await after.text()).not.toContain('Coffee cart');
  await page.goto('/inscriptions');
  await expectSignInPage(page, 30_000);
});
