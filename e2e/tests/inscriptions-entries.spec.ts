import type { Browser, Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { accessTokenOf, confirmedAccount, expect, graphql, seedAccount, signInThroughUi, test } from './support';
import { openDictateStep, reviewAndSubmit } from './entrySteps';
import { PNG } from '../../server/src/test/media';


async function expectEntryCount(page: Page, count: number): Promise<void> {
  await page.getByRole('link', { name: 'Inscriptions' }).first().click();
  await expect(page.getByTestId('page-SelectInscription')).toBeVisible();
  await expect(page.getByTestId('inscription-card').getByTestId('entry-count')).toContainText(String(count));
}

async function writeEntry(page: Page, title: string, text: string): Promise<void> {
  await page
    .getByTestId('inscription-card')
    .getByRole('link', { name: /Coffee cart/ })
    .first()
    .click();
  await expect(page.getByTestId('page-SelectEntry')).toBeVisible();
  await page.getByRole('button', { name: 'New Entry' }).click();
  await expect(page.getByTestId('page-NewEntry')).toBeVisible();
  await openDictateStep(page);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Entry', { exact: true }).fill(text);
  await reviewAndSubmit(page);
  await expect(page.getByTestId('page-SelectEntry')).toBeVisible();
  await expect(page.getByTestId('entry-row').first()).toContainText(title);
}

/** A second, unrelated user sees none of the first user's inscription and cannot change it. */
async function expectInvisibleToAnotherUser(
  browser: Browser,
  baseURL: string | undefined,
  inscriptionId: string,
  entryId: string,
): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const email = await confirmedAccount(context.request, baseURL);
    await signInThroughUi(page, email);
    const token = await accessTokenOf(page);
    const seen = await graphql<{
      inscription: unknown;
      inscriptionEntry: unknown;
      inscriptionEntriesPaged: { totalCount: number };
      updateInscriptionEntry: { code: string };
    }>(
      context.request,
      token,
      `
        query ($i: ID!, $e: ID!) {
          inscription(inscriptionId: $i) {
            id
          }
          inscriptionEntry(inscriptionEntryId: $e) {
            id
          }
          inscriptionEntriesPaged(inscriptionId: $i, first: 15) {
            totalCount
          }
        }
      `,
      { i: inscriptionId, e: entryId },
    );
    expect(seen.inscription).toBeNull();
    expect(seen.inscriptionEntry).toBeNull();
    expect(seen.inscriptionEntriesPaged.totalCount).toBe(0);
    const changed = await graphql<{ updateInscriptionEntry: { code: string } }>(
      context.request,
      token,
      `
        mutation ($e: ID!) {
          updateInscriptionEntry(input: { id: $e, name: "Taken over" }) {
            code
          }
        }
      `,
      { e: entryId },
    );
    expect(changed.updateInscriptionEntry.code).toBe('404');
  } finally {
    await context.close();
  }
}

test('a new user completes onboarding, then writes, edits and deletes entries with the count right at every step', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = await confirmedAccount(request, baseURL);
  await signInThroughUi(page, email);
  await expect(page.getByTestId('page-OnboardingWelcome')).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();

  // Profile: photo and full name, quote, bio.
  await expect(page.getByTestId('page-OnboardingProfile')).toBeVisible();
  await page.getByLabel('Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('Full Name').fill('Grace Hopper');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Favorite Quote').fill('The most dangerous phrase is: we have always done it this way.');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Short Bio').fill('Building a mobile coffee business.');
  await page.getByRole('button', { name: 'Complete Profile' }).click();

  // Reminder: the default reminder, the account email and the timezone.
  await expect(page.getByTestId('page-OnboardingReminder')).toBeVisible();
  await expect(page.getByTestId('reminder-card')).toHaveCount(1);
  await expect(page.getByTestId('reminder-email')).toHaveText(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  // First inscription: name and about, private, industry and logo.
  await expect(page.getByTestId('page-OnboardingInscription')).toBeVisible();
  await page.getByLabel('Name').fill('Coffee cart');
  await page.getByLabel('Description').fill('A mobile coffee business');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('No').check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Industry').selectOption('FOOD_BEVERAGE_TOBACCO');
  await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Create Inscription' }).click();

  await expect(page).toHaveURL(/\/inscriptions$/);
  await expect(page.getByTestId('inscriptions-help')).toContainText('Congratulations on completing your profile');
  const card = page.getByTestId('inscription-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('entry-count')).toContainText('0');
  // The uploaded logo is served back to its owner.
  await expect
    .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  const accessToken = await accessTokenOf(page);
  const { user, inscriptions } = await graphql<{
    user: { profileImageUrl: string | null };
    inscriptions: Array<{ id: string; category: string; isPrivate: boolean }>;
  }>(request, accessToken, '{ user { profileImageUrl } inscriptions { id category isPrivate } }');
  expect(user.profileImageUrl).toBeTruthy();
  expect((await request.get(user.profileImageUrl!)).headers()['content-type']).toBe('image/png');
  expect(inscriptions).toEqual([expect.objectContaining({ category: 'FOOD_BEVERAGE_TOBACCO', isPrivate: false })]);

  await writeEntry(page, 'Opening day', 'Sold forty cups before noon.');
  await expectEntryCount(page, 1);
  await writeEntry(page, 'Rainy Tuesday', 'Only twelve cups; umbrellas next time.');
  await expectEntryCount(page, 2);

  // Edit one entry.
  await card
    .getByRole('link', { name: /Coffee cart/ })
    .first()
    .click();
  const rainy = page.getByTestId('entry-row').filter({ hasText: 'Rainy Tuesday' });
  await rainy.getByRole('button', { name: 'Edit Entry' }).click();
  await expect(page.getByTestId('page-EntrySettings')).toBeVisible();
  await page.getByLabel('Title').fill('Rainy Tuesday, lessons');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('page-SelectEntry')).toBeVisible();
  await expect(page.getByTestId('entry-row').filter({ hasText: 'Rainy Tuesday, lessons' })).toHaveCount(1);

  // The unsaved-changes modal: 'Keep editing' stays, 'Exit without saving' leaves and keeps the old title.
  await page
    .getByTestId('entry-row')
    .filter({ hasText: 'Opening day' })
    .getByRole('button', { name: 'Edit Entry' })
    .click();
  await page.getByLabel('Title').fill('Something else');
  await page.getByRole('button', { name: 'Back' }).click();
  const unsaved = page.getByRole('dialog');
  await expect(unsaved).toContainText('You have unsaved changes');
  await expect(unsaved).toContainText('Are you sure you want to exit without saving your changes?');
  await unsaved.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByTestId('page-EntrySettings')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Something else');
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Exit without saving' }).click();
  await expect(page.getByTestId('page-SelectEntry')).toBeVisible();
  await expect(page.getByTestId('entry-row').filter({ hasText: 'Opening day' })).toHaveCount(1);
  await expect(page.getByTestId('entry-row').filter({ hasText: 'Something else' })).toHaveCount(0);

  // Delete one through the modal.
  const openingId = await page
    .getByTestId('entry-row')
    .filter({ hasText: 'Opening day' })
    .getAttribute('data-entry-id');
  await page
    .getByTestId('entry-row')
    .filter({ hasText: 'Opening day' })
    .getByRole('button', { name: 'Edit Entry' })
    .click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirmDelete = page.getByRole('dialog');
  await expect(confirmDelete).toContainText('Delete This Entry?');
  await expect(confirmDelete).toContainText("Once this entry has been deleted, it can't be undone.");
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('page-SelectEntry')).toBeVisible();
  await expect(page.getByTestId('entry-row')).toHaveCount(1);
  await expectEntryCount(page, 1);

  const remaining = await page
    .getByTestId('inscription-card')
    .getByRole('link', { name: /Coffee cart/ })
    .first()
    .getAttribute('href');
  const inscriptionId = remaining!.split('/')[2]!;
  expect(openingId).toBeTruthy();
  const { inscriptionEntries } = await graphql<{ inscriptionEntries: Array<{ id: string }> }>(
    request,
    accessToken,
    'query($i: ID!) { inscriptionEntries(inscriptionId: $i) { id } }',
    { i: inscriptionId },
  );
  expect(inscriptionEntries.map((e) => e.id)).not.toContain(openingId);
  await expectInvisibleToAnotherUser(browser, baseURL, inscriptionId, inscriptionEntries[0]!.id);
});

/** Titles of the entry rows in the DOM, checked to be a run of the expected order with no repeats. */
async function visibleRun(list: Locator, expected: string[]): Promise<string[]> {
  const titles = await list
    .getByTestId('entry-row')
    .evaluateAll((rows) => rows.map((row) => /Entry \d\d|First day/.exec(row.textContent ?? '')?.[0] ?? ''));
  const start = expected.indexOf(titles[0]!);
  expect(start, `first row ${titles[0]}`).toBeGreaterThanOrEqual(0);
  expect(titles).toEqual(expected.slice(start, start + titles.length));
  return titles;
}

async function scrollUntilSettled(page: Page, list: Locator, to: 'top' | 'bottom', expected: string[]) {
  const seen = new Set<string>();
  let stable = 0;
  while (stable < 3) {
    await list.evaluate((el, edge) => {
      el.scrollTop = edge === 'top' ? 0 : el.scrollHeight;
    }, to);
    await page.waitForTimeout(300);
    await expect(list).toHaveAttribute('aria-busy', 'false');
    const before = seen.size;
    for (const title of await visibleRun(list, expected)) seen.add(title);
    stable = seen.size === before ? stable + 1 : 0;
  }
  return seen;
}

test('40 entries page both ways by scrolling, each once, newest first; a typed draft survives a reload', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const account = await seedAccount(page, request, baseURL);
  const now = Date.now();
  const expected: string[] = [];
  const ids: string[] = [];
  // Entry 01 is the newest; the seeded account's own entry ('First day', now) comes before them all.
  for (let n = 1; n <= 40; n += 1) {
    const name = `Entry ${String(n).padStart(2, '0')}`;
    const { createInscriptionEntry } = await graphql<{
      createInscriptionEntry: { inscriptionEntry: { id: string } };
    }>(
      request,
      account.accessToken,
      `
        mutation ($input: CreateInscriptionEntryInput!) {
          createInscriptionEntry(input: $input) {
            inscriptionEntry {
              id
            }
          }
        }
      `,
      {
        input: {
          inscriptionId: account.inscriptionId,
          name,
          transcript: `Notes of day ${n}.`,
          dateRecorded: new Date(now - n * 60 * 60 * 1000).toISOString(),
        },
      },
    );
    expected.push(name);
    ids.push(createInscriptionEntry.inscriptionEntry.id);
  }

  // Downwards from the newest page (the seeded account's 'First day' is newer than them all).
  const all = ['First day', ...expected];
  await page.goto(`/inscriptions/${account.inscriptionId}/entries`);
  const list = page.getByTestId('entry-list');
  await expect(list.getByTestId('entry-row').first()).toContainText('First day');
  const down = await scrollUntilSettled(page, list, 'bottom', all);
  expect([...down]).toEqual(all);

  // Opened at an entry in the middle, upwards to the newest, then downwards to the oldest.
  await page.goto(`/inscriptions/${account.inscriptionId}/entries?pivot=${ids[19]}`);
  // It starts at the pivot, marked as the opened entry and in view, and loads the newer page right away,
  // since it opened at the top edge.
  const opened = list.getByTestId('entry-row').filter({ hasText: 'Entry 20' });
  await expect(opened).toHaveAttribute('aria-current', 'true');
  await expect(list.getByTestId('entry-row').filter({ hasText: 'Entry 19' })).toHaveCount(1);
  await expect(list).toHaveAttribute('aria-busy', 'false');
  await expect(opened).toBeInViewport();
  await expect(list.locator('[aria-current]')).toHaveCount(1);
  const up = await scrollUntilSettled(page, list, 'top', all);
  expect([...up].sort()).toEqual(all.slice(0, 35).sort());
  const downAgain = await scrollUntilSettled(page, list, 'bottom', all);
  expect(new Set([...up, ...downAgain])).toEqual(new Set(all));

  // A draft is kept while typing and restored after a reload; submitting clears it.
  await page.goto(`/inscriptions/${account.inscriptionId}/entries/new`);
  await page.getByLabel('Title').fill('Draft that survives');
  await page.getByLabel('Entry', { exact: true }).fill('Typed before the tab crashed.');
  // A drawer link asks first; 'Keep editing' stays with the text.
  await page.getByRole('link', { name: 'Inscriptions' }).first().click();
  const leave = page.getByRole('dialog', { name: 'You have unsaved changes' });
  await leave.getByRole('button', { name: 'Keep editing' }).click();
  await expect(leave).toBeHidden();
  await expect(page.getByTestId('page-NewEntry')).toBeVisible();
  await page.waitForTimeout(800);
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue('Draft that survives');
  await expect(page.getByLabel('Entry', { exact: true })).toHaveValue('Typed before the tab crashed.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('page-SelectEntry')).toBeVisible();
  await page.goto(`/inscriptions/${account.inscriptionId}/entries/new`);
  await expect(page.getByLabel('Title')).toHaveValue('');

  // 'Exit without saving' from a drawer link leaves and drops the stored draft: coming back finds an empty form.
  await page.getByLabel('Title').fill('Thrown away');
  await page.waitForTimeout(800);
  await page.getByRole('link', { name: 'Inscriptions' }).first().click();
  await page
    .getByRole('dialog', { name: 'You have unsaved changes' })
    .getByRole('button', { name: 'Exit without saving' })
    .click();
  await expect(page.getByTestId('page-SelectInscription')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('page-NewEntry')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('');
});

test('another user’s inscription and entry URLs say not found, as unknown ones do; the owner still has them', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await seedAccount(page, request, baseURL);
  const context = await browser.newContext({ baseURL });
  try {
    const other = await context.newPage();
    const errors: string[] = [];
    other.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await seedAccount(other, context.request, baseURL);
    const inscriptionNotFound = other.getByTestId('inscription-not-found');

    await other.goto(`/inscriptions/${owner.inscriptionId}/entries`);
    await expect(inscriptionNotFound).toContainText('This Inscription does not exist or was deleted.');
    await expect(other.getByRole('button', { name: 'New Entry' })).toHaveCount(0);
    await expect(other.getByTestId('entry-list')).toHaveCount(0);

    await other.goto(`/inscriptions/${owner.inscriptionId}/entries/new`);
    await expect(inscriptionNotFound).toContainText('This Inscription does not exist or was deleted.');
    await expect(other.getByRole('button', { name: /^(Submit|Next)$/ })).toHaveCount(0);

    await other.goto(`/inscriptions/${owner.inscriptionId}/entries/${owner.entryId}/settings`);
    await expect(other.getByTestId('entry-not-found')).toContainText('This entry does not exist or was deleted.');
    await expect(other.getByTestId('entry-settings-load-error')).toHaveCount(0);
    await expect(other.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await other.getByRole('link', { name: 'Back to my Inscriptions' }).click();
    await expect(other.getByTestId('page-SelectInscription')).toBeVisible();

    // Unknown ids answer exactly the same.
    await other.goto(`/inscriptions/${randomUUID()}/entries`);
    await expect(inscriptionNotFound).toBeVisible();
    await other.goto(`/inscriptions/${randomUUID()}/entries/${randomUUID()}/settings`);
    await expect(other.getByTestId('entry-not-found')).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }

  await page.goto(`/inscriptions/${owner.inscriptionId}/entries/${owner.entryId}/settings`);
  await expect(page.getByLabel('Title')).toHaveValue('First day');
  await page.goto(`/inscriptions/${owner.inscriptionId}/entries`);
  await expect(page.getByTestId('entry-row')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'New Entry' })).toBeVisible();
});
