import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, graphql, seedAccount, test } from './support';

/** The 30-entry journal the server's insight tests use (August to October 2026). */
const JOURNAL = JSON.parse(
  readFileSync(resolve(__dirname, '../../server/src/modules/insights/testing/journal30.json'), 'utf8'),
) as { name: string; transcript: string; dateRecorded: string }[];

const FIELDS = [
  'potentialImprovements',
  'habitsPositivePatterns',
  'habitsImprovablePatterns',
  'repetitionRecommendations',
  'reoccurringTrends',
  'concernsSelfDoubt',
  'risksStrategies',
  'risksImprovableTolerance',
  'risksPositiveTolerance',
];

test('insights on the offline engine: nine fields with evidence links, a dive-deeper question opens a prefilled chat, a month summary shows on the timeline', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { accessToken, inscriptionId, entryId } = await seedAccount(page, request, baseURL);
  // A 30-entry journal, seeded through the API (the seeded account's own entry goes).
  await graphql(request, accessToken, `mutation ($input: DeleteInscriptionEntryInput!) { deleteInscriptionEntry(input: $input) { code } }`, {
    input: { id: entryId },
  });
  for (const entry of JOURNAL) {
    await graphql(
      request,
      accessToken,
      `mutation ($input: CreateInscriptionEntryInput!) { createInscriptionEntry(input: $input) { code } }`,
      { input: { inscriptionId, isPrivate: false, isImportant: false, isMuted: false, ...entry } },
    );
  }

  await page.goto('/data-insights');
  await page.getByTestId('page-SelectDataInsights').getByRole('link', { name: /Coffee cart/ }).click();
  await expect(page).toHaveURL(new RegExp(`/data-insights/${inscriptionId}$`));
  // The entries queued a debounced refresh; "Refresh now" runs it at once, and its progress shows.
  await expect(page.getByTestId('insights-empty')).toBeVisible();
  await expect(page.getByTestId('refresh-status')).toBeVisible();
  await page.getByRole('button', { name: 'Refresh now' }).click();
  for (const field of FIELDS) {
    const card = page.getByTestId(`insight-field-${field}`);
    await expect(card.getByTestId('evidence-link').first()).toBeVisible({ timeout: 60_000 });
    await expect(card.getByTestId('evidence-link').first()).toHaveAttribute(
      'href',
      new RegExp(`/inscriptions/${inscriptionId}/entries/[0-9a-f-]{36}/settings$`),
    );
    await expect(page.getByTestId(`dive-deeper-${field}`).getByRole('link')).toHaveCount(3);
  }
  await expect(page.getByTestId('insight-charts')).toContainText('Your writing over time');

  // An evidence link opens the entry it quotes.
  const evidence = page.getByTestId('insight-field-reoccurringTrends').getByTestId('evidence-link').first();
  const href = (await evidence.getAttribute('href'))!;
  await evidence.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByTestId('page-EntrySettings')).toBeVisible();
  await page.goBack();

  // A dive-deeper question opens a new chat, prefilled and scoped to its field.
  const question = page.getByTestId('dive-deeper-concernsSelfDoubt').getByRole('link').first();
  const text = (await question.textContent())!;
  await question.click();
  await expect(page).toHaveURL(/\/new-question\?.*field=concernsSelfDoubt/);
  await expect(page.getByTestId('page-NewQuestion')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveValue(text);
  await expect(page.getByTestId('insight-field')).toContainText('Concerns or Self-Doubt');

  // Timeline: September 2026 (a month of the journal) has no summary until Generate. Not October: the hourly
  // sweep summarises the last closed month by itself, and may run during the test.
  await page.goto(`/inscriptions/${inscriptionId}/timeline`);
  await expect(page.getByTestId('page-Timeline')).toBeVisible();
  await page.getByRole('textbox', { name: 'Month' }).fill('2026-09');
  await expect(page.getByTestId('timeline-empty')).toContainText('has not been generated yet');
  await page.getByRole('button', { name: 'Generate' }).click();
  const summary = page.getByTestId('timeline-summary');
  await expect(summary).toHaveCount(1, { timeout: 60_000 });
  await expect(summary.getByRole('heading', { name: 'September 2026' })).toBeVisible();
  const cited = summary.getByRole('link');
  expect(await cited.count()).toBeGreaterThanOrEqual(3);
  await expect(cited.first()).toHaveAttribute('href', new RegExp(`/inscriptions/${inscriptionId}/entries/[0-9a-f-]{36}/settings$`));
  // Another scale reloads from the first page: no week summaries yet for that month.
  await page.getByRole('radio', { name: 'Week' }).check();
  await expect(page.getByTestId('timeline-empty')).toBeVisible();
});
