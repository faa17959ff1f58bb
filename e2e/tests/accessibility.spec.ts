import AxeBuilder from '@axe-core/playwright';
import { test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, expectSignInPage, seedAccount, type SeededAccount } from './support';

/** A phone and a laptop: the two layouts (bottom navigation + menu, drawer + sidebar). */
const WIDTHS = [360, 1280] as const;

/**
 * Rules whose violations fail the audit whatever axe's impact says: `region` (content outside every
 * landmark) is 'moderate' but was reported against the drawer, so it stays fixed.
 */
const ALWAYS_BLOCKING = new Set(['region']);

interface Screen {
  /** What the report calls it. */
  label: string;
  /** Brings the screen up and waits until it has settled. */
  open: (page: Page) => Promise<void>;
}

/** Waits for a route's page root and its heading, and until nothing is loading any more. */
async function settled(page: Page, routeName: string): Promise<void> {
  const root = page.getByTestId(`page-${routeName}`);
  await expect(root).toBeVisible();
  await expect(root.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0);
}

const route =
  (path: string, routeName: string, then?: (page: Page) => Promise<void>): Screen['open'] =>
  async (page) => {
    await page.goto(path);
    await settled(page, routeName);
    await then?.(page);
  };

/**
 * Audits the page with axe (with the name-from-content rule, experimental in axe, switched on) and
 * returns the blocking violations; lesser ones are noted on the test as annotations.
 */
async function audit(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const blocking = (v: (typeof results.violations)[number]) =>
    v.impact === 'critical' || v.impact === 'serious' || ALWAYS_BLOCKING.has(v.id);
  for (const v of results.violations.filter((x) => !blocking(x)))
    test.info().annotations.push({
      type: `axe ${v.impact ?? ''}`,
      description: `${label}: ${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    });
  return results.violations
    .filter(blocking)
    .map((v) =>
      [
        `${label}: [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`,
        ...v.nodes.map(
          (n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        ),
      ].join('\n'),
    );
}

async function auditAll(context: BrowserContext, width: number, screens: Screen[]): Promise<string[]> {
  const page = await context.newPage();
  const problems: string[] = [];
  for (const screen of screens) {
    await test.step(screen.label, async () => {
      await screen.open(page);
      problems.push(...(await audit(page, `${width} px ${screen.label}`)));
    });
  }
  await page.close();
  return problems;
}

const PUBLIC_SCREENS: Screen[] = [
  {
    label: 'SignIn',
    open: async (page) => {
      await page.goto('/auth/signin');
      await expectSignInPage(page);
      await settled(page, 'SignIn');
    },
  },
  { label: 'SignUp', open: route('/auth/signup', 'SignUp') },
  { label: 'RequestReset', open: route('/auth/request-reset', 'RequestReset') },
  { label: 'ResetPassword', open: route('/auth/reset-password', 'ResetPassword') },
  { label: 'Confirmation', open: route('/auth/confirmation', 'Confirmation') },
  { label: 'ConfirmEmail', open: route('/auth/confirm-email', 'ConfirmEmail') },
  { label: 'CookiePolicy', open: route('/cookie-policy', 'CookiePolicy') },
  {
    label: 'PersonalInformationProcessingAgreement',
    open: route('/personal-information-processing-agreement', 'PersonalInformationProcessingAgreement'),
  },
  { label: 'TermsOfService', open: route('/terms-of-service', 'TermsOfService') },
];

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

function signedInScreens(account: SeededAccount, width: number): Screen[] {
  const i = account.inscriptionId;
  const unknown = randomUUID();
  const screens: Screen[] = [
    { label: 'OnboardingWelcome', open: route('/auth/onboarding/welcome', 'OnboardingWelcome') },
    { label: 'OnboardingProfile step 1', open: route('/auth/onboarding/profile', 'OnboardingProfile') },
    {
      label: 'OnboardingProfile step 2',
      open: async (page) => {
        await page.getByLabel('Full Name').fill('Ada Lovelace');
        await next(page);
      },
    },
    { label: 'OnboardingProfile step 3', open: next },
    { label: 'OnboardingReminder', open: route('/auth/onboarding/reminder', 'OnboardingReminder') },
    { label: 'OnboardingInscription step 1', open: route('/auth/onboarding/inscription', 'OnboardingInscription') },
    {
      label: 'OnboardingInscription step 2',
      open: async (page) => {
        await page.getByLabel('Name').fill('Bakery');
        await page.getByLabel('Description').fill('Bread at dawn');
        await next(page);
      },
    },
    { label: 'OnboardingInscription step 3', open: next },
    { label: 'SelectInscription', open: route('/inscriptions', 'SelectInscription') },
    {
      label: 'SelectInscription, About open',
      open: (page) => page.getByTestId('inscription-card').getByRole('button', { name: 'About' }).click(),
    },
    { label: 'NewInscription', open: route('/inscriptions/new', 'NewInscription') },
    { label: 'InscriptionDetails', open: route(`/inscriptions/${i}/settings`, 'InscriptionDetails') },
    {
      label: 'InscriptionDetails, delete modal',
      open: async (page) => {
        await page.getByRole('button', { name: 'Delete' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    },
    { label: 'InscriptionDetails, not found', open: route(`/inscriptions/${unknown}/settings`, 'InscriptionDetails') },
    { label: 'Timeline', open: route(`/inscriptions/${i}/timeline`, 'Timeline') },
    { label: 'SelectEntry', open: route(`/inscriptions/${i}/entries`, 'SelectEntry') },
    { label: 'SelectEntry, not found', open: route(`/inscriptions/${unknown}/entries`, 'SelectEntry') },
    { label: 'NewEntry', open: route(`/inscriptions/${i}/entries/new`, 'NewEntry') },
    {
      label: 'NewEntry, microphone refused',
      open: route(`/inscriptions/${i}/entries/new`, 'NewEntry', async (page) => {
        await page.getByRole('button', { name: 'Start recording' }).click();
        await expect(page.getByTestId('microphone-error')).toBeVisible();
      }),
    },
    {
      label: 'NewEntry, review step',
      open: route(`/inscriptions/${i}/entries/new`, 'NewEntry', async (page) => {
        await page.getByLabel('Title').fill('Reviewed');
        await page.getByLabel('Entry', { exact: true }).fill('Some text to review.');
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(page.getByTestId('step-REVIEW')).toBeVisible();
      }),
    },
    { label: 'NewEntry, not found', open: route(`/inscriptions/${unknown}/entries/new`, 'NewEntry') },
    { label: 'EntrySettings', open: route(`/inscriptions/${i}/entries/${account.entryId}/settings`, 'EntrySettings') },
    {
      label: 'EntrySettings, unsaved-changes modal',
      open: async (page) => {
        await page.getByLabel('Title').fill('Changed title');
        await page.getByRole('button', { name: 'Back' }).click();
        await expect(page.getByRole('dialog', { name: 'You have unsaved changes' })).toBeVisible();
      },
    },
    {
      label: 'EntrySettings, not found',
      open: route(`/inscriptions/${i}/entries/${unknown}/settings`, 'EntrySettings'),
    },
    { label: 'Profile', open: route('/profile', 'Profile') },
    { label: 'EditProfile', open: route('/edit-profile', 'EditProfile') },
    {
      label: 'EditProfile, add-link modal',
      open: async (page) => {
        await page.getByRole('button', { name: 'Add link' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add a link' });
        await dialog.getByLabel('Link URL').fill('https://github.com/ada');
        await dialog.getByRole('button', { name: 'Add' }).click();
        await expect(page.getByTestId('social-link').first()).toBeVisible();
        await page.getByRole('button', { name: 'Add link' }).click();
        await expect(page.getByRole('dialog', { name: 'Add a link' })).toBeVisible();
      },
    },
    { label: 'Profile, with a social link', open: route('/profile', 'Profile') },
    { label: 'SetReminders', open: route('/set-reminders', 'SetReminders') },
    {
      label: 'SetReminders, a weekly reminder',
      open: async (page) => {
        await page.getByRole('button', { name: 'Add Reminder' }).click();
        const card = page.getByTestId('reminder-card').first();
        await card.getByLabel('Repeat').selectOption('WEEKLY');
        await expect(card.getByRole('button', { name: 'Monday' })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      },
    },
    { label: 'ImportData', open: route('/import-data', 'ImportData') },
    { label: 'ExportData', open: route('/export-data', 'ExportData') },
    { label: 'AccountSecurity', open: route('/security', 'AccountSecurity') },
    {
      label: 'AccountSecurity, authenticator setup',
      open: route('/security', 'AccountSecurity', async (page) => {
        await page.getByRole('button', { name: 'Set up authenticator app' }).click();
        await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
      }),
    },
    { label: 'SelectTaskInscription', open: route('/tasks', 'SelectTaskInscription') },
    { label: 'Tasks', open: route(`/tasks/${i}`, 'Tasks') },
    { label: 'NewTask', open: route(`/tasks/${i}/new`, 'NewTask') },
    { label: 'TaskDetails', open: route(`/tasks/${i}/1`, 'TaskDetails') },
    { label: 'SelectResource', open: route('/resources', 'SelectResource') },
    { label: 'ResourceDetails', open: route(`/resources/${i}`, 'ResourceDetails') },
    { label: 'AllEntries', open: route(`/resources/${i}/query-all-entries`, 'AllEntries') },
    { label: 'SelectDataInsights', open: route('/data-insights', 'SelectDataInsights') },
    { label: 'DataInsightsDetails', open: route(`/data-insights/${i}`, 'DataInsightsDetails') },
    {
      label: 'DataInsightsDetails, refreshed (sections, fields, charts, dive-deeper questions)',
      open: route(`/data-insights/${i}`, 'DataInsightsDetails', async (page) => {
        await page.getByRole('button', { name: 'Refresh now' }).click();
        await expect(page.getByTestId('insight-charts')).toBeVisible({ timeout: 30_000 });
        await expect(page.getByTestId('dive-deeper-risksStrategies').getByRole('link')).toHaveCount(3);
        await expect(page.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0);
      }),
    },
    { label: 'DataInsightsDetails, not found', open: route(`/data-insights/${unknown}`, 'DataInsightsDetails') },
    {
      label: 'Timeline, a generated month',
      open: route(`/inscriptions/${i}/timeline`, 'Timeline', async (page) => {
        await page.getByRole('textbox', { name: 'Month' }).fill(new Date().toISOString().slice(0, 7));
        await page.getByRole('button', { name: 'Generate' }).click();
        await expect(page.getByTestId('timeline-summary')).toHaveCount(1, { timeout: 30_000 });
      }),
    },
    {
      label: 'Timeline, year list',
      open: route(`/inscriptions/${i}/timeline`, 'Timeline', (page) => page.getByRole('radio', { name: 'Year' }).check()),
    },
    { label: 'PriorQuestions', open: route(`/data-insights/${i}/prior-questions`, 'PriorQuestions') },
    { label: 'NewQuestion', open: route(`/data-insights/${i}/new-question`, 'NewQuestion') },
    {
      label: 'QuestionResults',
      open: route(`/data-insights/${i}/questions/${account.chatSessionId}`, 'QuestionResults'),
    },
    {
      label: 'QuestionResults, answered',
      open: route(`/data-insights/${i}/questions/${account.chatSessionId}`, 'QuestionResults', async (page) => {
        await page.getByLabel('Ask a follow-up question').fill('How many cups did I sell?');
        await page.getByRole('button', { name: 'Ask' }).click();
        await expect(page.getByTestId('chat-answer').first()).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      }),
    },
    {
      label: 'PriorQuestions, with a category',
      open: route(`/data-insights/${i}/prior-questions`, 'PriorQuestions', async (page) => {
        await page.getByRole('textbox', { name: 'New category' }).fill('Sales');
        await page.getByRole('button', { name: 'Add category' }).click();
        await expect(page.getByRole('heading', { name: 'Sales', level: 2 }).first()).toBeVisible();
      }),
    },
  ];
  if (width < 600)
    screens.push({
      label: 'Menu open',
      open: async (page) => {
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      },
    });
  return screens;
}

// The two widths are audited side by side, each worker with its own signed-in user (beforeAll runs
// once per worker): one after the other they were the suite's longest path.
test.describe.configure({ mode: 'parallel' });
test.use({ actionTimeout: 10_000 });

let account: SeededAccount;
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;

test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  account = await seedAccount(await context.newPage(), context.request, testInfo.project.use.baseURL);
  signedIn = await context.storageState();
  await context.close();
});

async function auditWidth(browser: Browser, baseURL: string | undefined, width: number): Promise<string[]> {
  const viewport = { width, height: 800 };
  const signedOut = await browser.newContext({ baseURL, viewport });
  const problems = await auditAll(signedOut, width, PUBLIC_SCREENS);
  await signedOut.close();
  const user = await browser.newContext({ baseURL, viewport, storageState: signedIn });
  problems.push(...(await auditAll(user, width, signedInScreens(account, width))));
  await user.close();
  return problems;
}

for (const width of WIDTHS) {
  test(`every screen at ${width} px has no critical or serious axe violation`, async ({ browser, baseURL }) => {
    // One test walks every screen (chat, insights, timeline, security, voice and transfer joined this session).
    test.setTimeout(600_000);
    const problems = await auditWidth(browser, baseURL, width);
    expect(problems.length, `axe violations:\n${problems.join('\n')}`).toBe(0);
  });
}
