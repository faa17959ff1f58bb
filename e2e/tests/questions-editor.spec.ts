import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { accessTokenOf, confirmedAccount, expect, graphql, seedAccount, signInThroughUi, test } from './support';
import { openDictateStep } from './entrySteps';

/** The questions as the settings page lists them, in order. */
const listedQuestions = (page: Page) => page.getByTestId('question-item').locator('strong').allTextContents();

async function addQuestion(page: Page, question: string, bounds?: { min: string; max: string }): Promise<void> {
  const form = page.getByTestId('new-question-form');
  await form.getByLabel('Question').fill(question);
  await form.getByLabel('Answer type').selectOption(bounds ? 'NUMBER' : 'TEXT');
  if (bounds) {
    await form.getByLabel('Lowest answer (optional)').fill(bounds.min);
    await form.getByLabel('Highest answer (optional)').fill(bounds.max);
  }
  await form.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByTestId('question-item').filter({ hasText: question })).toHaveCount(1);
  await expect(form.getByLabel('Question')).toHaveValue('');
}

/** axe's critical and serious violations (and content outside every landmark), as the accessibility audit counts them. */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious' || v.id === 'region')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Another user neither reads the questions nor changes one. */
async function expectQuestionsHiddenFromAnotherUser(
  browser: Browser,
  baseURL: string | undefined,
  inscriptionId: string,
  questionId: string,
): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signInThroughUi(page, await confirmedAccount(context.request, baseURL));
    const token = await accessTokenOf(page);
    const seen = await graphql<{ inscriptionQuestions: unknown[]; inscriptionQuestion: unknown }>(
      context.request,
      token,
      'query ($i: ID!, $q: ID!) { inscriptionQuestions(inscriptionId: $i, includeDeleted: true) { id } inscriptionQuestion(id: $q) { id } }',
      { i: inscriptionId, q: questionId },
    );
    expect(seen).toEqual({ inscriptionQuestions: [], inscriptionQuestion: null });
    const changed = await graphql<{
      updateInscriptionQuestion: { code: string };
      deleteInscriptionQuestion: { code: string };
    }>(
      context.request,
      token,
      `
        mutation ($q: ID!) {
          updateInscriptionQuestion(input: { id: $q, question: "Taken over?" }) {
            code
          }
          deleteInscriptionQuestion(input: { id: $q }) {
            code
          }
        }
      `,
      { q: questionId },
    );
    expect(changed).toEqual({ updateInscriptionQuestion: { code: '404' }, deleteInscriptionQuestion: { code: '404' } });
  } finally {
    await context.close();
  }
}

test('questions made on the settings page are asked in the QUESTIONS step, in their order, and their answers show on EntrySettings', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const { inscriptionId, accessToken } = await seedAccount(page, request, baseURL);

  // Settings: add three questions, move one up with the keyboard, edit one.
  await page.goto(`/inscriptions/${inscriptionId}/settings`);
  await expect(page.getByTestId('questions-empty')).toBeVisible();
  await addQuestion(page, 'What sold best?');
  await addQuestion(page, 'Energy?', { min: '1', max: '10' });
  await addQuestion(page, 'Weather?');
  await expect(page.getByTestId('question-item').filter({ hasText: 'Energy?' })).toContainText('Number from 1 to 10');

  await page.getByRole('button', { name: 'Move “Energy?” up' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => listedQuestions(page)).toEqual(['Energy?', 'What sold best?', 'Weather?']);
  await expect(page.getByRole('button', { name: 'Move “Energy?” down' })).toBeFocused();

  await page.getByRole('button', { name: 'Edit “Weather?”' }).click();
  const edit = page.getByTestId('question-item').filter({ has: page.getByRole('button', { name: 'Save question' }) });
  await edit.getByLabel('Question').fill('How was the weather?');
  await edit.getByRole('button', { name: 'Save question' }).click();
  await expect.poll(() => listedQuestions(page)).toEqual(['Energy?', 'What sold best?', 'How was the weather?']);

  // The order survives a reload (it is the server's).
  await page.reload();
  await expect.poll(() => listedQuestions(page)).toEqual(['Energy?', 'What sold best?', 'How was the weather?']);

  // At 360 px the list and the delete dialog fit the width and pass axe.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await blockingViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Delete “Energy?”' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 1280, height: 800 });

  // NewEntry: the QUESTIONS step asks them in that order; a number out of range is held with a message.
  await page.goto(`/inscriptions/${inscriptionId}/entries/new`);
  await openDictateStep(page);
  await page.getByLabel('Title').fill('Market day');
  await page.getByLabel('Entry', { exact: true }).fill('Busy from nine.');
  await page.getByRole('button', { name: 'Next' }).click();
  const step = page.getByTestId('step-QUESTIONS');
  await expect(step).toBeVisible();
  await expect(step.locator('label')).toHaveText(['Energy?', 'What sold best?', 'How was the weather?']);
  await step.getByLabel('Energy?').fill('11');
  await expect(step.getByText('Enter a number from 1 to 10.')).toBeVisible();
  await expect(step.getByRole('button', { name: 'Next' })).toBeDisabled();
  await step.getByLabel('Energy?').fill('8');
  await step.getByLabel('What sold best?').fill('Flat whites');
  await step.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('step-REVIEW')).toContainText('Flat whites');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('page-SelectEntry')).toBeVisible();

  // EntrySettings: the answers, in their fields.
  const market = page.getByTestId('entry-row').filter({ hasText: 'Market day' });
  const entryId = await market.getAttribute('data-entry-id');
  await market.getByRole('button', { name: 'Edit Entry' }).click();
  await expect(page.getByTestId('page-EntrySettings')).toBeVisible();
  await expect(page.getByLabel('Energy?')).toHaveValue('8');
  await expect(page.getByLabel('What sold best?')).toHaveValue('Flat whites');
  await expect(page.getByLabel('How was the weather?')).toHaveValue('');

  // Deleting a question keeping its answers: no longer asked, its answer still on the entry.
  await page.goto(`/inscriptions/${inscriptionId}/settings`);
  await page.getByRole('button', { name: 'Delete “What sold best?”' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(/Keep them/)).toBeChecked();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => listedQuestions(page)).toEqual(['Energy?', 'How was the weather?']);
  // …and deleting one with its answers takes the answer from the entry.
  await page.getByRole('button', { name: 'Delete “Energy?”' }).click();
  await page.getByRole('dialog').getByLabel('Delete them too').check();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => listedQuestions(page)).toEqual(['How was the weather?']);

  await page.goto(`/inscriptions/${inscriptionId}/entries/${entryId}/settings`);
  await expect(page.getByLabel('What sold best? (no longer asked)')).toHaveValue('Flat whites');
  await expect(page.getByLabel('How was the weather?')).toBeVisible();
  await expect(page.getByLabel(/Energy\?/)).toHaveCount(0);
  const { inscriptionEntry } = await graphql<{ inscriptionEntry: { questionAnswers: { answer: string }[] } }>(
    request,
    accessToken,
    'query ($e: ID!) { inscriptionEntry(inscriptionEntryId: $e) { questionAnswers { answer } } }',
    { e: entryId },
  );
  expect(inscriptionEntry.questionAnswers.map((a) => a.answer)).toEqual(['Flat whites']);

  const { inscriptionQuestions } = await graphql<{ inscriptionQuestions: { id: string }[] }>(
    request,
    accessToken,
    'query ($i: ID!) { inscriptionQuestions(inscriptionId: $i) { id } }',
    { i: inscriptionId },
  );
  await expectQuestionsHiddenFromAnotherUser(browser, baseURL, inscriptionId, inscriptionQuestions[0]!.id);
});
