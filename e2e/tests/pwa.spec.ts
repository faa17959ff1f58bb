import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, expectSignInPage, graphql, seedAccount, test } from './support';
import { openDictateStep, reviewAndSubmit } from './entrySteps';

interface WebAppManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

/** The service worker's own fetches bypass the page's network emulation: cut them too. */
const abortWorkerRequests = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback();

async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  if (offline) await context.route('**/*', abortWorkerRequests);
  else await context.unroute('**/*', abortWorkerRequests);
  await context.setOffline(offline);
}

/** Waits until /sw.js is installed, active and controls the page. */
async function serviceWorkerControls(page: Page): Promise<string> {
  const scriptURL = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  return scriptURL;
}

test.use({ serviceWorkers: 'allow' });
// Seeding, a service worker install and two round trips offline: more than the default minute on a busy machine.
test.describe.configure({ timeout: 150_000 });

test('the web app manifest and the service worker are valid, and the app opens offline to the offline page', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/');
  // The first visit also installs the service worker (precaching): slow on a busy machine.
  await expectSignInPage(page, 45_000);
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const answer = await request.get(manifestHref!);
  expect(answer.status()).toBe(200);
  const manifest = (await answer.json()) as WebAppManifest;
  expect(manifest).toMatchObject({
    name: 'Inscriptions',
    short_name: 'Inscriptions',
    start_url: '/inscriptions',
    scope: '/',
    display: 'standalone',
    theme_color: '#3d5a80',
  });
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    const png = await image.body();
    // PNG signature, then IHDR's width and height.
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
  }

  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(await serviceWorkerControls(page)).toMatch(/\/sw\.js$/);
  // The shell is precached: its scripts and the offline page are in the worker's caches.
  const precached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const key of await (await caches.open(name)).keys()) urls.push(new URL(key.url).pathname);
    }
    return urls;
  });
  expect(precached).toEqual(expect.arrayContaining(['/offline.html', '/manifest.webmanifest']));
  expect(precached.some((url) => /^\/main\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);

  await setOffline(context, true);
  await page.goto('/inscriptions');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByTestId('page-Offline')).toContainText(
    'Entry drafts you write stay on this device and are sent when you are back online.',
  );
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/inscriptions');

  await setOffline(context, false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).not.toHaveURL(/offline/);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
});

test('an entry draft written offline is kept, shows its state, and syncs when back online', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await seedAccount(page, request, baseURL);
  const newEntry = `/inscriptions/${account.inscriptionId}/entries/new`;
  await page.goto(newEntry);
  await openDictateStep(page, 30_000);
  await serviceWorkerControls(page);

  // Written offline: the page says the draft stays on this device.
  await setOffline(context, true);
  const state = page.getByTestId('draft-sync-state');
  await expect(state).toHaveText('You are offline. Your draft is saved on this device.');
  await page.getByLabel('Title').fill('Written on the train');
  await page.getByLabel('Entry').fill('No signal between stations, sold ten cups anyway.');

  // Back online and reloaded: the draft is there.
  await page.waitForTimeout(500); // the draft is saved 300 ms after the last keystroke
  await setOffline(context, false);
  await expect(state).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await openDictateStep(page);
  await expect(page.getByLabel('Title')).toHaveValue('Written on the train');
  await expect(page.getByLabel('Entry')).toHaveValue('No signal between stations, sold ten cups anyway.');

  // Submitted offline: it waits on the device, then is sent when the network comes back.
  await setOffline(context, true);
  await reviewAndSubmit(page);
  await expect(state).toHaveText('Saved on this device: this entry will be sent when you are back online.');
  await expect(state).toHaveAttribute('data-status', 'waiting');
  await setOffline(context, false);
  await expect(page.getByTestId('page-SelectEntry')).toBeVisible();
  await expect(page.getByText('Written on the train')).toBeVisible();

  // It reached the server once, and no draft is left behind on the device.
  const { inscriptionEntriesPaged } = await graphql<{
    inscriptionEntriesPaged: { edges: Array<{ node: { name: string } }> };
  }>(
    request,
    account.accessToken,
    'query ($id: ID!) { inscriptionEntriesPaged(inscriptionId: $id, first: 15) { edges { node { name } } } }',
    { id: account.inscriptionId },
  );
  expect(
    inscriptionEntriesPaged.edges.map((edge) => edge.node.name).filter((name) => name === 'Written on the train'),
  ).toHaveLength(1);
  const drafts = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('inscriptions-entry-drafts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('drafts').objectStore('drafts').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  expect(drafts).toBe(0);
});
