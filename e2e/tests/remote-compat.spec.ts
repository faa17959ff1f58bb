import { FEDERATION_CONTRACT_VERSION } from '@inscriptions/contracts';
import { declareRemotes, rewriteBootData } from './declaredRemotes';
import { expect, seedAccount, test } from './support';

test('a remote declaring an incompatible contract shows a clear message in its area and the other areas work', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await seedAccount(page, request, baseURL);
  // The deployed Profile remote claims a contract from a future shell: the server's declaration says so.
  const served = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  await rewriteBootData(page);
  await declareRemotes(page, { 'mf-profile': { entry: served['mf-profile'], contract: '99.0' } });
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
    `The Profile area was built for version 99.0 of Inscriptions' remote contract and this app supports version ${FEDERATION_CONTRACT_VERSION}: it cannot be opened until it is updated.`,
  );
  await expect(refusal).toContainText('The rest of Inscriptions keeps working.');
  await expect(page.getByTestId('page-Profile')).toHaveCount(0);
  // Refused from its declaration alone: none of the remote's code was fetched.
  expect(profileCode).toEqual([]);

  // The other areas keep working.
  await page.getByRole('link', { name: 'Inscriptions' }).first().click();
  await expect(page.getByTestId('page-SelectInscription')).toBeVisible();
  await page.goto(`/inscriptions/${account.inscriptionId}/entries`);
  await expect(page.getByTestId('page-SelectEntry')).toBeVisible();
  await expect(page.getByText('First day')).toBeVisible();

  // Once the remote is redeployed against this contract, it opens.
  await declareRemotes(page, null);
  await page.goto('/profile');
  await expect(page.getByTestId('page-Profile')).toBeVisible();
  await expect(page.getByTestId('remote-incompatible')).toHaveCount(0);
});
