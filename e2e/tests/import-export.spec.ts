import { readFile } from 'node:fs/promises';
import { toneWav } from '../../server/src/test/media';
import { expect, graphql, seedAccount, test } from './support';

const CREATE_INSCRIPTION = `mutation ($input: CreateInscriptionInput!) { createInscription(input: $input) { code inscription { id } } }`;
const CREATE_QUESTION = `mutation ($input: CreateInscriptionQuestionInput!) { createInscriptionQuestion(input: $input) { code inscriptionQuestion { id } } }`;
const CREATE_ENTRY = `mutation ($input: CreateInscriptionEntryInput!) { createInscriptionEntry(input: $input) { code inscriptionEntry { id audioUploadUrl } } }`;
const CREATE_ANSWER = `mutation ($input: CreateInscriptionEntryQuestionAnswerInput!) { createInscriptionEntryQuestionAnswer(input: $input) { code } }`;
const READ_ALL = `query {
  inscriptions { id name about isPrivate }
}`;
const READ_ENTRIES = `query ($id: ID!) {
  inscriptionEntries(inscriptionId: $id) { id name transcript isImportant audioUrl }
  inscriptionQuestions(inscriptionId: $id) { id question min max }
}`;
const READ_ANSWERS = `query ($id: ID!) { inscriptionEntryQuestionAnswers(inscriptionEntryId: $id) { answer inscriptionQuestionId } }`;

test('export the zip, import it into a second account: the same inscriptions, entries, answers and audio', async ({ browser, page, request, baseURL }) => {
  const alice = await seedAccount(page, request, baseURL);
  const audio = toneWav();
  const { createInscription } = await graphql<{ createInscription: { inscription: { id: string } } }>(request, alice.accessToken, CREATE_INSCRIPTION, {
    input: { name: 'Garden notes', about: 'What grows, what does not', category: 'CONSUMER_SERVICES', isPrivate: true },
  });
  const gardenId = createInscription.inscription.id;
  const { createInscriptionQuestion } = await graphql<{ createInscriptionQuestion: { inscriptionQuestion: { id: string } } }>(
    request,
    alice.accessToken,
    CREATE_QUESTION,
    { input: { inscriptionId: gardenId, questionType: 'NUMBER', question: 'How much energy today?', min: 1, max: 5 } },
  );
  const { createInscriptionEntry } = await graphql<{ createInscriptionEntry: { inscriptionEntry: { id: string; audioUploadUrl: string } } }>(
    request,
    alice.accessToken,
    CREATE_ENTRY,
    {
      input: {
        inscriptionId: gardenId,
        name: 'Tomatoes',
        transcript: '=The first red one. Will the rain split them?',
        isPrivate: false,
        isImportant: true,
        isMuted: false,
        dateRecorded: '2024-07-01T07:00:00.000Z',
      },
    },
  );
  const put = await request.put(createInscriptionEntry.inscriptionEntry.audioUploadUrl, { data: audio, headers: { 'content-type': 'audio/wav' } });
  expect(put.status()).toBe(200);
  await graphql(request, alice.accessToken, CREATE_ANSWER, {
    input: { inscriptionEntryId: createInscriptionEntry.inscriptionEntry.id, inscriptionQuestionId: createInscriptionQuestion.inscriptionQuestion.id, answer: '4' },
  });

  // Alice exports the zip from ExportData.
  await page.goto('/export-data');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export zip with recordings' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^inscriptions-\d{4}-\d\d-\d\d\.zip$/);
  const zipPath = await download.path();
  await expect(page.getByTestId('export-done')).toBeVisible();

  // Bob, in his own browser context, imports it on ImportData.
  const bobContext = await browser.newContext({ baseURL, timezoneId: 'Europe/London' });
  const bobPage = await bobContext.newPage();
  const bob = await seedAccount(bobPage, bobContext.request, baseURL);
  await bobPage.goto('/import-data');
  await expect(bobPage.getByRole('button', { name: 'Download CSV template' })).toBeVisible();
  await bobPage.getByTestId('import-file').setInputFiles({ name: 'alice.zip', mimeType: 'application/zip', buffer: await readFile(zipPath) });
  const kinds = bobPage.getByTestId('import-done').getByRole('table', { name: 'What the import did, by kind' });
  for (const row of ['Inscriptions 2 0 0', 'Entries 2 0 0', 'Questions 1 0 0', 'Answers 1 0 0', 'Files (photo, logos, recordings) 1 0 0']) {
    await expect(kinds.getByRole('row', { name: row })).toBeVisible();
  }

  // Bob sees the inscription and its entry in the app.
  await bobPage.goto('/inscriptions');
  await expect(bobPage.getByText('Garden notes').first()).toBeVisible();
  const { inscriptions } = await graphql<{ inscriptions: { id: string; name: string; about: string; isPrivate: boolean }[] }>(request, bob.accessToken, READ_ALL);
  const garden = inscriptions.find((i) => i.name === 'Garden notes')!;
  expect(garden).toMatchObject({ about: 'What grows, what does not', isPrivate: true });
  expect(garden.id).not.toBe(gardenId);
  await bobPage.goto(`/inscriptions/${garden.id}/entries`);
  await expect(bobPage.getByText('Tomatoes').first()).toBeVisible();

  const read = await graphql<{
    inscriptionEntries: { id: string; name: string; transcript: string; isImportant: boolean; audioUrl: string | null }[];
    inscriptionQuestions: { id: string; question: string; min: number; max: number }[];
  }>(request, bob.accessToken, READ_ENTRIES, { id: garden.id });
  expect(read.inscriptionEntries).toHaveLength(1);
  const [entry] = read.inscriptionEntries;
  expect(entry).toMatchObject({ name: 'Tomatoes', transcript: '=The first red one. Will the rain split them?', isImportant: true });
  expect(read.inscriptionQuestions).toEqual([expect.objectContaining({ question: 'How much energy today?', min: 1, max: 5 })]);
  const answers = await graphql<{ inscriptionEntryQuestionAnswers: { answer: string; inscriptionQuestionId: string }[] }>(request, bob.accessToken, READ_ANSWERS, { id: entry!.id });
  expect(answers.inscriptionEntryQuestionAnswers).toEqual([{ answer: '4', inscriptionQuestionId: read.inscriptionQuestions[0]!.id }]);
  const audioBack = await request.get(entry!.audioUrl!);
  expect(audioBack.status()).toBe(200);
  expect(Buffer.from(await audioBack.body()).equals(audio)).toBe(true);

  // Importing the same zip again adds nothing.
  await bobPage.goto('/import-data');
  await bobPage.getByTestId('import-file').setInputFiles({ name: 'alice.zip', mimeType: 'application/zip', buffer: await readFile(zipPath) });
  await expect(bobPage.getByTestId('import-done')).toBeVisible();
  const again = await graphql<{ inscriptions: { name: string }[] }>(request, bob.accessToken, READ_ALL);
  expect(again.inscriptions.filter((i) => i.name === 'Garden notes')).toHaveLength(1);

  // Alice's data is untouched and still hers alone.
  const aliceView = await graphql<{ inscriptions: { id: string }[] }>(request, alice.accessToken, READ_ALL);
  expect(aliceView.inscriptions.map((i) => i.id)).toContain(gardenId);
  expect(aliceView.inscriptions.map((i) => i.id)).not.toContain(garden.id);
  await bobContext.close();
});

test('a CSV with bad rows lists each line and reason and imports nothing', async ({ page, request, baseURL }) => {
  const { accessToken } = await seedAccount(page, request, baseURL);
  await page.goto('/import-data');
  const header = 'type,id,inscription_id,entry_id,question_id,name,text,category,is_private,is_important,is_muted,date,question_type,min,max,file';
  const csv = [header, 'inscription,x,,,,New one,,,false,,,,,,,', 'entry,e,x,,,Day,text,,false,false,false,yesterday,,,,', 'entry,f,nowhere,,,Day,text,,false,false,false,2024-01-01,,,,', ''].join('\n');
  await page.getByTestId('import-file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const report = page.getByTestId('import-errors');
  await expect(report).toContainText('nothing was imported');
  await expect(report.getByRole('row', { name: /^3 .*"date" must be an ISO 8601/ })).toBeVisible();
  await expect(report.getByRole('row', { name: /^4 .*unknown inscription "nowhere"/ })).toBeVisible();
  const { inscriptions } = await graphql<{ inscriptions: { name: string }[] }>(request, accessToken, READ_ALL);
  expect(inscriptions.map((i) => i.name)).not.toContain('New one');
});
