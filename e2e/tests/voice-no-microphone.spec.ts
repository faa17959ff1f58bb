import { expect as baseExpect, graphql, test } from './support';

// Generous waits: the e2e machine is shared and often busy.
const expect = baseExpect.configure({ timeout: 30_000 });
import { signedInUser } from './voiceSupport';

// The spec's message (contracts' MICROPHONE_ERROR_PREFIX; e2e has no workspace dependencies).
const MICROPHONE_ERROR_PREFIX = 'Error accessing the microphone: ';

// The default browser: no fake capture device and no microphone permission.
test.describe('without a microphone', () => {
  test('the first-ever entry starts at the privacy step; a denied microphone says so and typing still works; QUESTIONS saves answers', async ({
    page,
    request,
    baseURL,
    consoleErrors,
  }) => {
    const { token, inscriptionId } = await signedInUser(page, request, baseURL);
    await graphql(
      request,
      token,
      `
        mutation ($input: CreateInscriptionQuestionInput!) {
          createInscriptionQuestion(input: $input) {
            code
          }
        }
      `,
      {
        input: { inscriptionId, questionType: 'NUMBER', question: 'How was your energy today?', min: 1, max: 10 },
      },
    );
    await page.goto(`/inscriptions/${inscriptionId}/entries/new`);
    await expect(page.getByTestId('step-DICTATE_PRIVACY')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    // No microphone permission (and no device) in this context.
    await page.getByRole('button', { name: 'Start recording' }).click();
    const error = page.getByTestId('microphone-error');
    await expect(error).toBeVisible();
    const message = (await error.textContent()) ?? '';
    expect(message.startsWith(MICROPHONE_ERROR_PREFIX)).toBe(true);

    await page.getByLabel('Title').fill('Typed instead');
    await page.getByLabel('Entry', { exact: true }).fill('The microphone was off, so I typed this.');
    // Back from DICTATE in the onboarding returns to the privacy step, keeping what was typed.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByTestId('step-DICTATE_PRIVACY')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Title')).toHaveValue('Typed instead');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('step-QUESTIONS')).toBeVisible();
    await page.getByLabel('How was your energy today?').fill('8');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('step-REVIEW')).toContainText('How was your energy today?');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('page-SelectEntry')).toBeVisible();

    const { inscriptionEntries } = await graphql<{
      inscriptionEntries: Array<{
        name: string;
        transcript: string;
        audioUrl: string | null;
        questionAnswers: Array<{ answer: string }>;
      }>;
    }>(
      request,
      token,
      `
        query ($id: ID!) {
          inscriptionEntries(inscriptionId: $id) {
            name
            transcript
            audioUrl
            questionAnswers {
              answer
            }
          }
        }
      `,
      {
        id: inscriptionId,
      },
    );
    expect(inscriptionEntries).toHaveLength(1);
    expect(inscriptionEntries[0]).toMatchObject({
      name: 'Typed instead',
      transcript: 'The microphone was off, so I typed this.',
      audioUrl: null,
      questionAnswers: [{ answer: '8' }],
    });
    consoleErrors.length = 0; // the refused microphone is logged by the browser
  });
});
