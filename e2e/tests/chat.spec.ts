import { expect, graphql, seedAccount, test, type SeededAccount } from './support';

/*
 * Chat on the offline engine (the default): a 30-entry journal seeded through the API, questions asked
 * in the UI, answers streamed over GraphQL SSE, citations checked against the entries they link to.
 */

const CREATE_ENTRY = `
  mutation ($input: CreateInscriptionEntryInput!) {
    createInscriptionEntry(input: $input) { code inscriptionEntry { id } }
  }
`;

const now = new Date();
/** Noon UTC on the 15th, `back` months before this one. */
const midMonth = (back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 15, 12)).toISOString();

const TOPICS = [
  'Tried a new route through the park and sold twenty lattes.',
  'Rain all day, only a handful of regulars came by.',
  'Met the farmers market organiser about a weekend pitch.',
  'Tested a cinnamon syrup; people liked it more than vanilla.',
  'Cleaned the grinder and recalibrated the dose.',
  'Paid the insurance premium for the cart.',
  'A school asked about catering their sports day.',
  'Counted stock: cups are running low, lids are fine.',
  'Designed a loyalty card with a free tenth coffee.',
  'Spoke to a bakery about selling their croissants.',
];

async function seedJournal(request: Parameters<typeof seedAccount>[1], account: SeededAccount) {
  const ids: Record<string, string> = {};
  const add = async (key: string, name: string, transcript: string, dateRecorded: string) => {
    const { createInscriptionEntry } = await graphql<{ createInscriptionEntry: { code: string; inscriptionEntry: { id: string } } }>(
      request,
      account.accessToken,
      CREATE_ENTRY,
      { input: { inscriptionId: account.inscriptionId, name, transcript, isPrivate: false, isImportant: false, isMuted: false, dateRecorded } },
    );
    expect(createInscriptionEntry.code).toBe('200');
    ids[key] = createInscriptionEntry.inscriptionEntry.id;
  };
  await add('oat', 'Oat milk trouble', 'Customers complained that the oat milk ran out before noon every day. I will order twice as much.', midMonth(3));
  await add('espressoOld', 'Auction day', 'We bought the espresso machine from a restaurant auction for a good price.', midMonth(2));
  await add('espressoLast', 'Broken machine', 'The espresso machine broke down during the Saturday market rush, so we lost sales.', midMonth(1));
  await add('espressoNow', 'Machine serviced', 'A technician serviced the espresso machine and replaced the seals.', now.toISOString());
  // 25 more, so the journal holds 30 entries with the seeded account's first one.
  for (let n = 0; n < 25; n += 1) {
    await add(`filler${n}`, `Day ${n + 1}`, TOPICS[n % TOPICS.length]!, midMonth(4 + (n % 6)));
  }
  return ids;
}

test.describe('chat on the offline engine', () => {
  let account: SeededAccount;
  let ids: Record<string, string>;

  test.beforeEach(async ({ page, request, baseURL }) => {
    account = await seedAccount(page, request, baseURL);
    ids = await seedJournal(request, account);
  });

  test('a question gets a streamed answer citing an entry that supports it, and the link opens that entry', async ({ page }) => {
    await page.goto(`/data-insights/${account.inscriptionId}/new-question`);
    await expect(page.getByTestId('no-web-sources')).toContainText('Web sources: none');
    await page.getByLabel('Your question').fill('Why did customers complain about the oat milk?');
    const stream = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && (r.headers()['content-type'] ?? '').includes('text/event-stream'),
    );
    await page.getByRole('button', { name: 'Ask' }).click();
    await expect(page).toHaveURL(new RegExp(`/data-insights/${account.inscriptionId}/questions/`));
    expect((await stream).status()).toBe(200);

    const answer = page.getByTestId('chat-answer');
    await expect(answer).toContainText('Customers complained that the oat milk ran out before noon every day.');
    const citation = answer.getByRole('link', { name: /Entry: Oat milk trouble$/ }).first();
    await expect(citation).toHaveAttribute('href', `/inscriptions/${account.inscriptionId}/entries/${ids.oat}/settings`);
    // The supporting passage shows on focus.
    await citation.focus();
    await expect(answer.getByRole('tooltip').first()).toContainText('the oat milk ran out before noon');
    await citation.click();
    await expect(page).toHaveURL(`/inscriptions/${account.inscriptionId}/entries/${ids.oat}/settings`);
    await expect(page.getByTestId('page-EntrySettings')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('Oat milk trouble');
  });

  test('a date-relative question cites only entries of that period', async ({ page }) => {
    await page.goto(`/data-insights/${account.inscriptionId}/new-question`);
    await page.getByLabel('Your question').fill('What happened with the espresso machine last month?');
    await page.getByRole('button', { name: 'Ask' }).click();
    const answer = page.getByTestId('chat-answer');
    await expect(answer).toContainText('The espresso machine broke down during the Saturday market rush');
    const hrefs = await answer.getByTestId('entry-source').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([`/inscriptions/${account.inscriptionId}/entries/${ids.espressoLast}/settings`]);
    await expect(answer).not.toContainText('auction');
    await expect(answer).not.toContainText('technician');

    // The session is listed under prior questions.
    await page.getByRole('link', { name: 'Prior questions' }).click();
    await expect(page.getByTestId('page-PriorQuestions').getByRole('link', { name: /espresso machine last month/ })).toBeVisible();
  });

  test('a change over time is told before → after, with dated citations oldest first', async ({ page }) => {
    await page.goto(`/data-insights/${account.inscriptionId}/new-question`);
    await page.getByLabel('Your question').fill('How did the espresso machine change over time?');
    await page.getByRole('button', { name: 'Ask' }).click();
    const answer = page.getByTestId('chat-answer');
    await expect(answer).toContainText('After, on');
    const text = (await answer.textContent()) ?? '';
    const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const day = (iso: string) => `${new Date(iso).getUTCDate()} ${MONTHS[new Date(iso).getUTCMonth()]} ${new Date(iso).getUTCFullYear()}`;
    // The bought-at-auction entry comes first, dated; the serviced one last.
    expect(text.indexOf(`Before, on ${day(midMonth(2))}: We bought the espresso machine from a restaurant auction`)).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('Before, on')).toBeLessThan(text.indexOf('After, on'));
    expect(text.indexOf('auction')).toBeLessThan(text.indexOf('technician serviced'));
    const hrefs = await answer.getByTestId('entry-source').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const entryLink = (id: string) => `/inscriptions/${account.inscriptionId}/entries/${id}/settings`;
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    expect(hrefs[0]).toBe(entryLink(ids.espressoOld!));
    expect(hrefs.at(-1)).toBe(entryLink(ids.espressoNow!));
  });

  test('a question the journal cannot answer says so and cites no entry', async ({ page }) => {
    await page.goto(`/data-insights/${account.inscriptionId}/new-question`);
    await page.getByLabel('Your question').fill('What did I name my dog?');
    await page.getByRole('button', { name: 'Ask' }).click();
    const answer = page.getByTestId('chat-answer');
    await expect(answer).toContainText('I found nothing about that in this inscription.');
    await expect(answer.getByTestId('entry-source')).toHaveCount(0);
  });
});
