import {
  PASSWORD,
  confirmedAccount,
  dataDirOf,
  expect,
  expectSignInPage,
  mailedLink,
  mailsTo,
  signInThroughUi,
  signUpByApi,
  test,
  uniqueEmail,
} from './support';

test('sign up, confirm from the mailed link, sign in, keep the session over a reload, sign out', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const email = uniqueEmail();
  await page.goto('/auth/signup');
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  const signedUp = page.getByRole('dialog');
  await expect(signedUp).toContainText('Check your email! You may safely close this tab.');
  await expect(signedUp).toContainText('Please check your email for a confirmation link to activate your account.');

  // The account is kept under the lowercased email, which the mail is sent to.
  await page.goto(await mailedLink(dataDirOf(baseURL), email, '/auth/confirmation'));
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectSignInPage(page);

  // The code reaches the callback in the document that showed the form: nothing is loaded again.
  expect(await signInThroughUi(page, email)).toEqual({ sameDocument: true });
  await expect(page).toHaveURL(/\/auth\/onboarding\/welcome$/);
  await expect(page.getByTestId('page-OnboardingWelcome')).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/auth\/onboarding\/welcome$/);
  await expect(page.getByTestId('page-OnboardingWelcome')).toBeVisible();

  await page.goto('/auth/signout');
  await expectSignInPage(page);
  // Signed out for real: a signed-in page sends the visitor back to sign in.
  await page.goto('/profile');
  await expectSignInPage(page);
  expect(consoleErrors.filter((message) => !message.includes('401'))).toEqual([]);
});

test('the tab that signed up signs in by itself once the mailed link is opened in another tab', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  const email = uniqueEmail();
  await page.goto('/auth/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('dialog')).toContainText('Check your email! You may safely close this tab.');

  const other = await context.newPage();
  await other.goto(await mailedLink(dataDirOf(baseURL), email, '/auth/confirmation'));
  await expect(other.getByRole('dialog')).toBeVisible();

  // The next poll (every 5 s) sees the confirmation; no password is asked for again.
  await expect(page).toHaveURL(/\/auth\/onboarding\/welcome$/, { timeout: 15_000 });
  await expect(page.getByTestId('page-OnboardingWelcome')).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(window.sessionStorage).filter((k) => k.includes('Continuation'))),
  ).toEqual([]);
  await other.close();
  expect(consoleErrors.filter((message) => !message.includes('401'))).toEqual([]);
});

test('a wrong password shows the server message; it is gone once the right one signs in', async ({ page, request, baseURL }) => {
  const email = await confirmedAccount(request, baseURL);
  await page.goto('/auth/signin');
  await expectSignInPage(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong!Password1');
  await page.getByRole('button', { name: 'Login' }).click();
  const message = page.getByText('Incorrect username or password.');
  await expect(message).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signin/);
  // Signing in keeps the document: the failed attempt's message must not follow into the app.
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/auth\/onboarding/);
  await expect(message).toHaveCount(0, { timeout: 1000 });
});

test('signing in before confirming resends the confirmation and says so', async ({ page, request, baseURL }) => {
  const email = await signUpByApi(request);
  await mailedLink(dataDirOf(baseURL), email, '/auth/confirmation');
  await page.goto('/auth/signin');
  await expectSignInPage(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('Check your email to confirm your account');
  await expect(modal).toContainText('We just sent a confirmation link to your inbox. You may safely close this tab.');
  await expect.poll(async () => (await mailsTo(dataDirOf(baseURL), email)).length).toBe(2);
});

test.describe('confirmation links', () => {
  test('a link without its parameters is an invalid invite link', async ({ page }) => {
    await page.goto('/auth/confirmation');
    await expect(page.getByRole('dialog')).toContainText('Invalid invite link!');
    await page.goto('/auth/confirmation?userName=someone%40example.com');
    await expect(page.getByRole('dialog')).toContainText('Invalid invite link!');
  });

  test('a reused link says the account is already confirmed and goes to sign in', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = await signUpByApi(request);
    const link = await mailedLink(dataDirOf(baseURL), email, '/auth/confirmation');
    await page.goto(link);
    await expectSignInPage(page);
    await page.goto(link);
    await expect(
      page.getByText('Your account has already been confirmed, you will be redirected to sign in.'),
    ).toBeVisible();
    await expectSignInPage(page, 5_000);
  });
});

test.describe('reset links', () => {
  test('a link without its parameters is an invalid link', async ({ page }) => {
    await page.goto('/auth/reset-password');
    await expect(page.getByText('Invalid link')).toBeVisible();
    await page.goto('/auth/reset-password?email=someone%40example.com');
    await expect(page.getByText('Invalid link')).toBeVisible();
  });

  test('a valid reset changes the password; the reused link is refused', async ({ page, request, baseURL }) => {
    const email = await confirmedAccount(request, baseURL);
    await page.goto('/auth/request-reset');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText(
      `If you have an account, an email will be sent to ${email} to reset your password.`,
    );

    const link = await mailedLink(dataDirOf(baseURL), email, '/auth/reset-password');
    const newPassword = 'Moonrise$2027';
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    // Success goes to sign-in, which starts a sign-in interaction by itself.
    await expectSignInPage(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Incorrect username or password.')).toBeVisible();

    await signInThroughUi(page, email, newPassword);
    await expect(page).toHaveURL(/\/auth\/onboarding\/welcome$/);

    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Another!Pass3');
    await page.getByLabel('Confirm password', { exact: true }).fill('Another!Pass3');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Invalid verification code provided, please try again.')).toBeVisible();
  });
});

test.describe('expired links', () => {
  test.use({ baseURL: process.env.E2E_SHORT_LINKS_URL });

  test('an expired confirmation link sends a new one and says the invite expired', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = await signUpByApi(request);
    const link = await mailedLink(dataDirOf(baseURL), email, '/auth/confirmation');
    await page.waitForTimeout(2_500);
    await page.goto(link);
    await expect(page.getByRole('dialog')).toContainText('Invite link expired!');
    await mailedLink(dataDirOf(baseURL), email, '/auth/confirmation', 2);
  });

  test('an expired reset link is refused with the server message', async ({ page, request, baseURL }) => {
    const email = await confirmedAccount(request, baseURL);
    const forgot = await request.post('/account/forgot', { data: { email } });
    expect(forgot.status()).toBe(200);
    const link = await mailedLink(dataDirOf(baseURL), email, '/auth/reset-password');
    await page.waitForTimeout(2_500);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Moonrise$2027');
    await page.getByLabel('Confirm password', { exact: true }).fill('Moonrise$2027');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Invalid code provided, please request a code again.')).toBeVisible();
  });
});
