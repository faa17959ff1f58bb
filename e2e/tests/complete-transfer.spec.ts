import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PNG, toneWav } from '../../server/src/test/media';
import { accessTokenOf, confirmedAccount, expect, graphql, seedAccount, signInThroughUi, test } from './support';
import { accountContent } from './transferContent';

const UPDATE_USER = `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { code user { profileImageUploadUrl } } }`;
const UPDATE_INSCRIPTION = `mutation ($input: UpdateInscriptionInput!) { updateInscription(input: $input) { code inscription { logoImageUploadUrl } } }`;
const CREATE_QUESTION = `mutation ($input: CreateInscriptionQuestionInput!) { createInscriptionQuestion(input: $input) { code inscriptionQuestion { id } } }`;
const CREATE_ENTRY = `mutation ($input: CreateInscriptionEntryInput!) { createInscriptionEntry(input: $input) { code inscriptionEntry { id audioUploadUrl } } }`;
const CREATE_ANSWER = `mutation ($input: CreateInscriptionEntryQuestionAnswerInput!) { createInscriptionEntryQuestionAnswer(input: $input) { code } }`;
const CREATE_SOCIAL = `mutation ($input: CreateUserSocialInput!) { createUserSocial(input: $input) { code } }`;
const CREATE_REMINDER = `mutation ($input: CreateUserReminderInput!) { createUserReminder(input: $input) { code } }`;
const CREATE_CATEGORY = `mutation ($input: CreateInscriptionChatSessionCategoryInput!) { createInscriptionChatSessionCategory(input: $input) { code category { id } } }`;
const UPDATE_CHAT = `mutation ($input: UpdateInscriptionChatSessionInput!) { updateInscriptionChatSession(input: $input) { code } }`;
const CREATE_MESSAGE = `mutation ($input: CreateInscriptionChatSessionMessageInput!) { createInscriptionChatSessionMessage(input: $input) { code } }`;
const REFRESH_INSIGHTS = `mutation ($id: ID!) { refreshInscriptionDataInsight(inscriptionId: $id) { code } }`;
const GENERATE_TIMELINE = `mutation ($input: GenerateInscriptionTimelineInput!) { generateInscriptionTimeline(input: $input) { code } }`;
const INSIGHT_AND_TIMELINE = `query ($id: ID!) {
  inscriptionDataInsight(inscriptionId: $id) { entryCount }
  inscriptionInsightHistory(inscriptionId: $id) { period }
  inscriptionTimelineEntries(inscriptionId: $id) { summary }
}`;
const WORD_TIMINGS = `query ($id: ID!) { inscriptionEntry(inscriptionEntryId: $id) { wordTimings { word } } }`;

/** axe's serious and critical violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

/** The archive with one byte of its data/chats.json's compressed data broken (a reserved deflate block type). */
function withBrokenChats(zip: Buffer): Buffer {
  const damaged = Buffer.from(zip);
  const name = damaged.indexOf('data/chats.json');
  const header = name - 30;
  expect(damaged.readUInt32LE(header)).toBe(0x04034b50);
  damaged[name + damaged.readUInt16LE(header + 26) + damaged.readUInt16LE(header + 28)] = 0xff;
  return damaged;
}

test('an account with one of everything, exported as the zip, is restored whole into a fresh account; a second import adds nothing; a damaged archive imports nothing and says why', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const alice = await seedAccount(page, request, baseURL);
  const token = alice.accessToken;
  const put = async (url: string, data: Buffer, type: string) =>
    expect((await request.put(url, { data, headers: { 'content-type': type } })).status()).toBe(200);

  // One of everything (seedAccount gave the profile, the inscription, an entry and a chat).
  const { updateUser } = await graphql<{ updateUser: { user: { profileImageUploadUrl: string } } }>(
    request,
    token,
    UPDATE_USER,
    {
      input: { bio: 'Sells coffee from a cart.', quote: 'Start small.' },
    },
  );
  await put(updateUser.user.profileImageUploadUrl, PNG, 'image/png');
  await graphql(request, token, CREATE_SOCIAL, { input: { platformUserUrl: 'https://github.com/ada-coffee' } });
  await graphql(request, token, CREATE_REMINDER, {
    input: { reminderTime: '07:45', reminderFrequencyType: 'WEEKLY', reminderFrequency: 1, reminderWeekDays: 1 | 8 },
  });
  const { updateInscription } = await graphql<{ updateInscription: { inscription: { logoImageUploadUrl: string } } }>(
    request,
    token,
    UPDATE_INSCRIPTION,
    {
      input: { id: alice.inscriptionId, isPrivate: true },
    },
  );
  await put(updateInscription.inscription.logoImageUploadUrl, PNG, 'image/png');
  const { createInscriptionQuestion } = await graphql<{
    createInscriptionQuestion: { inscriptionQuestion: { id: string } };
  }>(request, token, CREATE_QUESTION, {
    input: { inscriptionId: alice.inscriptionId, questionType: 'NUMBER', question: 'Cups sold?', min: 0, max: 500 },
  });
  const { createInscriptionEntry } = await graphql<{
    createInscriptionEntry: { inscriptionEntry: { id: string; audioUploadUrl: string } };
  }>(request, token, CREATE_ENTRY, {
    input: {
      inscriptionId: alice.inscriptionId,
      name: 'Rainy Tuesday',
      transcript: 'Only regulars came. Should I sell soup when it rains?',
      isPrivate: false,
      isImportant: true,
      isMuted: false,
      dateRecorded: '2024-07-02T08:00:00.000Z',
    },
  });
  const rainy = createInscriptionEntry.inscriptionEntry;
  await put(rainy.audioUploadUrl, toneWav(), 'audio/wav');
  await graphql(request, token, CREATE_ANSWER, {
    input: {
      inscriptionEntryId: rainy.id,
      inscriptionQuestionId: createInscriptionQuestion.inscriptionQuestion.id,
      answer: '42',
    },
  });
  const { createInscriptionChatSessionCategory } = await graphql<{
    createInscriptionChatSessionCategory: { category: { id: string } };
  }>(request, token, CREATE_CATEGORY, { input: { inscriptionId: alice.inscriptionId, categoryName: 'Weather' } });
  await graphql(request, token, UPDATE_CHAT, {
    input: {
      id: alice.chatSessionId,
      inscriptionChatSessionCategoryId: createInscriptionChatSessionCategory.category.id,
    },
  });
  await graphql(request, token, CREATE_MESSAGE, {
    input: { inscriptionChatSessionId: alice.chatSessionId, chatRole: 'user', chatContent: 'Does rain hurt sales?' },
  });
  await graphql(request, token, CREATE_MESSAGE, {
    input: {
      inscriptionChatSessionId: alice.chatSessionId,
      chatRole: 'assistant',
      chatContent: 'Rainy days brought only regulars.',
      chatHelpful: true,
      externalSources: ['https://example.com/weather-and-retail'],
      inscriptionEntrySources: [{ id: rainy.id, name: 'Rainy Tuesday' }],
    },
  });
  await graphql(request, token, REFRESH_INSIGHTS, { id: alice.inscriptionId });
  await graphql(request, token, GENERATE_TIMELINE, {
    input: { inscriptionId: alice.inscriptionId, scale: 'MONTH', year: 2024, month: 7 },
  });
  await expect
    .poll(
      async () => {
        const got = await graphql<{
          inscriptionDataInsight: { entryCount: number } | null;
          inscriptionInsightHistory: unknown[];
          inscriptionTimelineEntries: unknown[];
        }>(request, token, INSIGHT_AND_TIMELINE, { id: alice.inscriptionId });
        return [
          got.inscriptionDataInsight?.entryCount ?? 0,
          got.inscriptionInsightHistory.length,
          got.inscriptionTimelineEntries.length,
        ];
      },
      { timeout: 60_000 },
    )
    .toEqual([2, 1, 1]);
  // The recording's word timings (forced alignment, a job after the upload) are part of what is exported.
  await expect
    .poll(
      async () =>
        (
          await graphql<{ inscriptionEntry: { wordTimings: unknown[] | null } }>(request, token, WORD_TIMINGS, {
            id: rainy.id,
          })
        ).inscriptionEntry.wordTimings,
      {
        timeout: 60_000,
      },
    )
    .not.toBeNull();

  const aliceContent = await accountContent(request, token);
  const [aliceInscription] = aliceContent.inscriptions;
  expect(aliceContent.profile).toMatchObject({
    bio: 'Sells coffee from a cart.',
    photo: expect.stringMatching(/^[0-9a-f]{64}$/),
  });
  expect(aliceInscription).toMatchObject({
    logo: expect.stringMatching(/^[0-9a-f]{64}$/),
    chatCategories: ['Weather'],
  });
  expect(aliceInscription!.entries.find((e) => e.name === 'Rainy Tuesday')).toMatchObject({
    audio: expect.stringMatching(/^[0-9a-f]{64}$/),
    answers: [{ answer: '42' }],
  });

  // Alice exports the zip from ExportData.
  await page.goto('/export-data');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export zip with recordings' }).click();
  const archive = await readFile(await (await downloading).path());
  await expect(page.getByTestId('export-done')).toBeVisible();

  // Bob's account is fresh (confirmed, nothing in it): the archive restores all of it.
  // Bob uses a 360 px wide phone: the import's report has to read there too.
  const bobContext = await browser.newContext({
    baseURL,
    timezoneId: 'Europe/London',
    viewport: { width: 360, height: 740 },
  });
  const bobPage = await bobContext.newPage();
  await signInThroughUi(bobPage, await confirmedAccount(bobContext.request, baseURL));
  const bobToken = await accessTokenOf(bobPage);
  expect((await accountContent(bobContext.request, bobToken)).inscriptions).toEqual([]);
  const imported = await bobContext.request.post('/transfer/import', {
    data: archive,
    headers: { authorization: `Bearer ${bobToken}`, 'content-type': 'application/zip' },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  expect(await accountContent(bobContext.request, bobToken)).toEqual(aliceContent);

  // The same archive again, through ImportData: the report says every kind was already there.
  await bobPage.goto('/import-data');
  await bobPage
    .getByTestId('import-file')
    .setInputFiles({ name: 'alice.zip', mimeType: 'application/zip', buffer: archive });
  const done = bobPage.getByTestId('import-done');
  await expect(done.getByTestId('import-totals')).toContainText('Import finished: 0 items added, 0 updated,');
  const kinds = done.getByRole('table', { name: 'What the import did, by kind' });
  await expect(kinds.getByRole('row', { name: 'Chat messages 0 0 2' })).toBeVisible();
  await expect(kinds.getByRole('row', { name: 'Timeline summaries 0 0 1' })).toBeVisible();
  await expect(kinds.getByRole('row', { name: 'Files (photo, logos, recordings) 0 0 3' })).toBeVisible();
  expect(await seriousViolations(bobPage)).toEqual([]);
  expect(await bobPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await accountContent(bobContext.request, bobToken)).toEqual(aliceContent);

  // A damaged archive: nothing is imported, and the report says which file and why.
  await bobPage
    .getByTestId('import-file')
    .setInputFiles({ name: 'damaged.zip', mimeType: 'application/zip', buffer: withBrokenChats(archive) });
  const errors = bobPage.getByTestId('import-errors');
  await expect(errors).toContainText('nothing was imported');
  await expect(errors.getByRole('row', { name: /^data\/chats\.json .*damaged/ })).toBeVisible();
  await bobPage
    .getByTestId('import-file')
    .setInputFiles({ name: 'cut.zip', mimeType: 'application/zip', buffer: archive.subarray(0, archive.length >> 1) });
  await expect(errors.getByRole('row', { name: /not a readable zip/ })).toBeVisible();
  expect(await seriousViolations(bobPage)).toEqual([]);
  expect(await bobPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const carolContext = await browser.newContext({ baseURL });
  const carolPage = await carolContext.newPage();
  await signInThroughUi(carolPage, await confirmedAccount(carolContext.request, baseURL));
  const carolToken = await accessTokenOf(carolPage);
  const refused = await carolContext.request.post('/transfer/import', {
    data: withBrokenChats(archive),
    headers: { authorization: `Bearer ${carolToken}`, 'content-type': 'application/zip' },
  });
  expect(refused.status()).toBe(422);
  expect(await accountContent(carolContext.request, carolToken)).toEqual({
    profile: null,
    socials: [],
    reminders: [],
    inscriptions: [],
  });

  // Alice's account is as it was, and bob's copies are his own rows.
  expect(await accountContent(request, token)).toEqual(aliceContent);
  const { inscriptions } = await graphql<{ inscriptions: { id: string }[] }>(
    bobContext.request,
    bobToken,
    '{ inscriptions { id } }',
  );
  expect(inscriptions.map((i) => i.id)).not.toContain(alice.inscriptionId);
  await carolContext.close();
  await bobContext.close();
});
