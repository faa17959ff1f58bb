import { accessTokenOf, expect, graphql, seedAccount, test } from './support';
import { recordTransientStates, seenStates } from './transientStates';

test('tasks: create, edit and complete a task over the mock, with loading states and a simulated failure', async ({
  page,
  request,
  baseURL,
}) => {
  const { inscriptionId } = await seedAccount(page, request, baseURL);
  // The mock answers after 500 ms: its loading and saving states are recorded as the page shows them.
  await recordTransientStates(page);

  await page.goto('/tasks');
  await page
    .getByTestId('inscription-choice')
    .getByRole('link', { name: /Coffee cart/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/tasks/${inscriptionId}$`));
  await expect(page.getByTestId('task-row')).toHaveCount(4);
  await expect.poll(() => seenStates(page)).toContain('testid:tasks-loading');

  await page.getByRole('link', { name: 'New task' }).click();
  await page.getByLabel('Title').fill('Order oat milk');
  await page.getByLabel('Priority').selectOption('high');
  await page.getByRole('button', { name: 'Create task' }).click();
  await expect(page).toHaveURL(new RegExp(`/tasks/${inscriptionId}$`));
  await expect.poll(() => seenStates(page)).toContain('button:Creating task… (disabled)');
  await page.getByRole('link', { name: /Order oat milk/ }).click();

  // A reload reads the task from the session's mock again: loading first, then the kept task.
  await expect(page.getByTestId('task-status')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('task-status')).toHaveText('Status: In Progress');
  await expect.poll(() => seenStates(page)).toContain('testid:task-loading');
  await page.getByLabel('Title').fill('Order oat and almond milk');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect.poll(() => seenStates(page)).toContain('button:Saving… (disabled)');
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  await page.getByRole('button', { name: 'Mark completed' }).click();
  await expect(page.getByTestId('task-status')).toHaveText('Status: Completed');
  await expect.poll(() => seenStates(page)).toContain('status:Updating status…');
  await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to tasks' }).click();
  await expect(page.getByTestId('tasks-Completed').getByText('Order oat and almond milk')).toBeVisible();

  // The documented switch: ?simulateFailure=create makes the mock's create fail.
  await page.goto(`/tasks/${inscriptionId}/new?simulateFailure=create`);
  await page.getByLabel('Title').fill('Never saved');
  await page.getByRole('button', { name: 'Create task' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to create task' })).toBeVisible();
});

test('resources: AllEntries highlights a word of a transcript; ResourceDetails lists a written link opening in a new tab', async ({
  page,
  request,
  baseURL,
}) => {
  const { inscriptionId } = await seedAccount(page, request, baseURL);
  const token = await accessTokenOf(page);
  const { createInscriptionEntry } = await graphql<{ createInscriptionEntry: { inscriptionEntry: { id: string } } }>(
    request,
    token,
    `
      mutation ($input: CreateInscriptionEntryInput!) {
        createInscriptionEntry(input: $input) {
          code
          inscriptionEntry {
            id
          }
        }
      }
    `,
    {
      input: {
        inscriptionId,
        name: 'Supplier notes',
        transcript: 'The espresso grinder from https://example.com/grinders is quieter.',
      },
    },
  );
  const entryId = createInscriptionEntry.inscriptionEntry.id;

  await page.goto('/resources');
  await page
    .getByTestId('inscription-choice')
    .getByRole('link', { name: /Coffee cart/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/resources/${inscriptionId}$`));
  const resource = page.getByTestId('resource').filter({ hasText: 'https://example.com/grinders' });
  await expect(resource).toBeVisible();
  const external = resource.getByRole('link', { name: /example\.com\/grinders/ });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(resource.getByRole('link', { name: 'Supplier notes' })).toHaveAttribute(
    'href',
    `/inscriptions/${inscriptionId}/entries/${entryId}/settings`,
  );
  await page.context().route('https://example.com/**', (route) => route.fulfill({ body: '<title>Grinders</title>' }));
  const [popup] = await Promise.all([page.waitForEvent('popup'), external.click()]);
  await expect(popup).toHaveURL('https://example.com/grinders');
  await popup.close();

  await page.getByRole('link', { name: 'Search all entries' }).click();
  await expect(page.getByTestId('page-AllEntries')).toBeVisible();
  await page.keyboard.press('/');
  const box = page.getByRole('searchbox', { name: /Search all entries/ });
  await expect(box).toBeFocused();
  await page.keyboard.type('grinder');
  await expect(page.getByTestId('search-status')).toHaveText('1 entry found.');
  const result = page.getByTestId('search-result');
  await expect(result.locator('mark')).toHaveText('grinder');
  await box.press('ArrowDown');
  await expect(result.getByRole('link')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/entries/${entryId}/settings$`));
});
