import { expect, graphql, seedAccount, test } from './support';

/** A 1×1 PNG: the server checks the uploaded bytes, so the photo must be a real image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('edit the profile with a photo; leaving unsaved changes asks first', async ({ page, request, baseURL }) => {
  await seedAccount(page, request, baseURL);
  await page.goto('/edit-profile');
  await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);

  await page.getByLabel('Favorite Quote').fill('Unsaved quote');
  await page.getByRole('link', { name: 'Profile', exact: true }).first().click();
  const guard = page.getByRole('dialog', { name: 'You have unsaved changes' });
  await expect(guard).toBeVisible();
  await guard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/edit-profile$/);

  await page.getByLabel('Full Name').fill('Ada King');
  await page.getByLabel('Favorite Quote').fill('That brain of mine is something more than merely mortal.');
  await page.getByLabel('Short Bio').fill('Mathematician and writer.');
  await page.getByLabel('Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByTestId('page-Profile')).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveText('Ada King');
  await expect(page.getByTestId('profile-quote')).toHaveText(
    'That brain of mine is something more than merely mortal.',
  );
  await expect(page.getByTestId('profile-bio')).toHaveText('Mathematician and writer.');
  const photo = page.getByRole('img', { name: 'Profile photo' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});

test('add and delete a social link (platform guessed); a javascript: link is refused', async ({
  page,
  request,
  baseURL,
}) => {
  const { accessToken } = await seedAccount(page, request, baseURL);
  await page.goto('/edit-profile');

  await page.getByRole('button', { name: 'Add link' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add a link' });
  await expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
  await dialog.getByLabel('Link URL').fill('javascript:alert(document.cookie)');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Invalid link')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The server refuses it too, whoever asks.
  const refused = await graphql<{ createUserSocial: { code: string; userSocial: null } }>(
    request,
    accessToken,
    `
      mutation ($input: CreateUserSocialInput!) {
        createUserSocial(input: $input) {
          code
          message
          userSocial {
            id
          }
        }
      }
    `,
    { input: { platformUserUrl: 'javascript:alert(1)' } },
  );
  expect(refused.createUserSocial.code).toBe('400');

  await page.getByRole('button', { name: 'Add link' }).click();
  dialog = page.getByRole('dialog', { name: 'Add a link' });
  await dialog.getByLabel('Link URL').fill('https://github.com/ada-e2e');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'GitHub: https://github.com/ada-e2e' })).toBeVisible();

  await page.goto('/profile');
  const link = page.getByRole('link', { name: 'GitHub: https://github.com/ada-e2e' });
  await expect(link).toHaveAttribute('href', 'https://github.com/ada-e2e');
  await expect(link.locator('svg[data-platform="GITHUB"]')).toHaveCount(1);

  await page.goto('/edit-profile');
  await page.getByRole('button', { name: 'Delete https://github.com/ada-e2e' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this social link?' });
  await expect(confirm).toContainText('You can always add this link back if you change your mind.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('social-link')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('No links yet.')).toBeVisible();
});

test('add, change, pause and delete reminders; every change is saved at once', async ({ page, request, baseURL }) => {
  const { email } = await seedAccount(page, request, baseURL);
  await page.goto('/set-reminders');
  await expect(page.getByTestId('reminder-email')).toHaveText(email);
  await expect(page.getByTestId('reminder-timezone')).toHaveText('Europe/London');

  await page.getByRole('button', { name: 'Add Reminder' }).click();
  const card = page.getByTestId('reminder-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByLabel('Reminder time')).toHaveValue('09:30');
  await expect(card.getByLabel('Repeat')).toHaveValue('DAILY');
  await expect(card.getByLabel('Every')).toHaveValue('1');

  await card.getByLabel('Reminder time').fill('07:45');
  await card.getByLabel('Repeat').selectOption('WEEKLY');
  await expect(card.getByRole('button', { name: 'Monday' })).toHaveAttribute('aria-pressed', 'true');
  await card.getByRole('button', { name: 'Wednesday' }).click();
  await expect(card.getByRole('button', { name: 'Wednesday' })).toHaveAttribute('aria-pressed', 'true');
  await card.getByLabel('Every').selectOption('2');
  await card.getByLabel('Reminder on').uncheck();
  await expect(card).not.toHaveAttribute('aria-busy', 'true');

  await page.reload();
  const saved = page.getByTestId('reminder-card');
  await expect(saved.getByLabel('Reminder time')).toHaveValue('07:45');
  await expect(saved.getByLabel('Repeat')).toHaveValue('WEEKLY');
  await expect(saved.getByLabel('Every')).toHaveValue('2');
  await expect(saved.getByRole('button', { name: 'Monday' })).toHaveAttribute('aria-pressed', 'true');
  await expect(saved.getByRole('button', { name: 'Wednesday' })).toHaveAttribute('aria-pressed', 'true');
  await expect(saved.getByLabel('Reminder on')).not.toBeChecked();

  // A second reminder sorts before or after by time.
  await page.getByRole('button', { name: 'Add Reminder' }).click();
  await expect(page.getByTestId('reminder-card')).toHaveCount(2);
  await expect(page.getByLabel('Reminder time').first()).toHaveValue('07:45');
  await expect(page.getByLabel('Reminder time').last()).toHaveValue('09:30');

  await page.getByTestId('reminder-card').first().getByRole('button', { name: 'Delete reminder' }).click();
  await page.getByRole('dialog', { name: 'Delete this reminder?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('reminder-card')).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Reminder time')).toHaveValue('09:30');
});

test('the static pages render the served Markdown', async ({ page }) => {
  await page.goto('/cookie-policy');
  await expect(page.getByTestId('legal-document')).toContainText('no advertising, analytics or tracking cookies');
  await page.goto('/personal-information-processing-agreement');
  await expect(page.getByTestId('legal-document')).toContainText('What reaches an AI engine');
  await page.goto('/terms-of-service');
  await expect(page.getByTestId('legal-document')).toContainText('Your content');
});

test.describe('a traveller', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('is asked once whether to update the profile timezone; "keep" is remembered', async ({
    page,
    request,
    baseURL,
  }) => {
    await seedAccount(page, request, baseURL);
    await page.goto('/profile');
    const dialog = page.getByRole('dialog', { name: 'Update your timezone?' });
    await expect(dialog).toContainText('This device is set to America/New_York, your profile to Europe/London.');
    await dialog.getByRole('button', { name: 'Keep Europe/London' }).click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('page-Profile')).toBeVisible();
    await expect(page.getByTestId('profile-name')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('can update the profile to the device timezone', async ({ page, request, baseURL }) => {
    await seedAccount(page, request, baseURL);
    await page.goto('/set-reminders');
    const dialog = page.getByRole('dialog', { name: 'Update your timezone?' });
    await dialog.getByRole('button', { name: 'Use America/New_York' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('reminder-timezone')).toHaveText('America/New_York');
  });
});
