import { expect, expectSignInPage, navigateInApp, seedAccount, test, type SeededAccount } from './support';

/** Every route of spec section 2 with the route name its page announces. */
function routesOf(account: SeededAccount): Array<[path: string, routeName: string]> {
  const i = account.inscriptionId;
  return [
    ['/cookie-policy', 'CookiePolicy'],
    ['/personal-information-processing-agreement', 'PersonalInformationProcessingAgreement'],
    ['/terms-of-service', 'TermsOfService'],
    ['/auth/signin', 'SignIn'],
    ['/auth/signup', 'SignUp'],
    ['/auth/confirmation', 'Confirmation'],
    ['/auth/confirm-email', 'ConfirmEmail'],
    ['/auth/request-reset', 'RequestReset'],
    ['/auth/reset-password', 'ResetPassword'],
    ['/auth/onboarding/welcome', 'OnboardingWelcome'],
    ['/auth/onboarding/profile', 'OnboardingProfile'],
    ['/auth/onboarding/reminder', 'OnboardingReminder'],
    ['/auth/onboarding/inscription', 'OnboardingInscription'],
    ['/inscriptions', 'SelectInscription'],
    ['/inscriptions/new', 'NewInscription'],
    [`/inscriptions/${i}/settings`, 'InscriptionDetails'],
    [`/inscriptions/${i}/timeline`, 'Timeline'],
    [`/inscriptions/${i}/entries`, 'SelectEntry'],
    [`/inscriptions/${i}/entries/new`, 'NewEntry'],
    [`/inscriptions/${i}/entries/${account.entryId}/settings`, 'EntrySettings'],
    ['/profile', 'Profile'],
    ['/edit-profile', 'EditProfile'],
    ['/set-reminders', 'SetReminders'],
    ['/import-data', 'ImportData'],
    ['/export-data', 'ExportData'],
    ['/security', 'AccountSecurity'],
    ['/tasks', 'SelectTaskInscription'],
    [`/tasks/${i}`, 'Tasks'],
    [`/tasks/${i}/new`, 'NewTask'],
    [`/tasks/${i}/1`, 'TaskDetails'],
    ['/data-insights', 'SelectDataInsights'],
    [`/data-insights/${i}`, 'DataInsightsDetails'],
    [`/data-insights/${i}/prior-questions`, 'PriorQuestions'],
    [`/data-insights/${i}/new-question`, 'NewQuestion'],
    [`/data-insights/${i}/questions/${account.chatSessionId}`, 'QuestionResults'],
    ['/resources', 'SelectResource'],
    [`/resources/${i}`, 'ResourceDetails'],
    [`/resources/${i}/query-all-entries`, 'AllEntries'],
  ];
}

test('/ lands on /inscriptions', async ({ page, request, baseURL, consoleErrors }) => {
  await seedAccount(page, request, baseURL);
  await page.goto('/');
  await expect(page).toHaveURL(/\/inscriptions$/);
  await expect(page.getByTestId('page-SelectInscription')).toBeVisible();
  await expect(page.getByText('Coffee cart').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('/auth redirects to the sign-in page and unknown paths show not found', async ({ page, consoleErrors }) => {
  await page.goto('/auth');
  // Signed out, the sign-in page starts the provider's login interaction by itself.
  await expect(page).toHaveURL(/\/auth\/signin\?interaction=[^&]+$/);
  await expect(page.getByTestId('page-SignIn')).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByTestId('page-NotFound')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a signed-out visitor of a signed-in page is sent to sign in', async ({ page }) => {
  await page.goto('/profile');
  await expectSignInPage(page);
  await expect(page.getByTestId('page-SignIn')).toBeVisible();
});

test('every route of the spec renders its page, loaded from its remote, without console errors', async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  // About thirty routes, each a full page load: the default minute is too short on a busy machine.
  test.setTimeout(180_000);
  const account = await seedAccount(page, request, baseURL);
  for (const [path, routeName] of routesOf(account)) {
    await page.goto(path);
    const pageRoot = page.getByTestId(`page-${routeName}`);
    await expect(pageRoot, `${path} should render ${routeName}`).toBeVisible();
    await expect(pageRoot.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname, `${path} should not redirect`).toBe(path);
  }
  // Sign-out last: it ends the session.
  await navigateInApp(page, '/auth/signout');
  await expect(page).toHaveURL(/\/auth\/signin|\/$/);
  expect(consoleErrors).toEqual([]);
});
