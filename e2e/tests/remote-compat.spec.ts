import { expect, seedAccount, test } from './support';

test('a remote declaring an incompatible contract shows a clear message in its area and the other areas work', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await seedAccount(page, request, baseURL);
  let declared = 0;
  // The deployed Profile remote claims a contract from a future shell: /remotes.json declares it.
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const remotes = (await response.json()) as Record<string, unknown>;
    remotes['mf-profile'] = { manifest: remotes['mf-profile'], contract: '99.0' };
    declared += 1;
    await route.fulfill({ response, json: remotes });
  });
  const profileCode: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/mf/mf-profile/')) profileCode.push(req.url());
  });

  await page.goto('/profile');
  const refusal = page.getByTestId('remote-incompatible');
  await expect(refusal).toBeVisible();
  await expect(refusal).toHaveAttribute('role', 'alert');
  await expect(refusal.getByRole('heading', { name: 'Profile needs an update' })).toBeVisible();
  await expect(refusal).toContainText(
    "The Profile area was built for version 99.0 of Inscriptions' remote contract and this app supports version 1.0: it cannot be opened until it is updated.",
  );
  await expect(refusal).toContainText('The rest of Inscriptions keeps working.');
  await expect(page.getByTestId('page-Profile')).toHaveCount(0);
  expect(declared).toBeGreaterThan(0);
  // Refused from its declaration alone: none of the remote's code was fetched.
  expect(profileCode).toEqual([]);

  // The other areas keep working.
  await page.getByRole('link', { name: 'Inscriptions' }).first().click();
  await expect(page.getByTestId('page-SelectInscription')).toBeVisible();
  await page.goto(`/inscriptions/${account.inscriptionId}/entries`);
  await expect(page.getByTestId('page-SelectEntry')).toBeVisible();
  await expect(page.getByText('First day')).toBeVisible();

  // Once the remote is redeployed against this contract, it opens.
  await page.unroute('**/remotes.json');
  await page.goto('/profile');
  await expect(page.getByTestId('page-Profile')).toBeVisible();
  await expect(page.getByTestId('remote-incompatible')).toHaveCount(0);
});
