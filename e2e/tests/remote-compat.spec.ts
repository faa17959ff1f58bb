import { FEDERATION_CONTRACT_VERSION } from '@inscriptions/contracts';
import { declareRemotes, rewriteBootData } from './declaredRemotes';
import { expect, seedAccount, test } from './support';

test('a remote declaring a 2.x contract (built for preact/compat) shows a clear message in its area, the other areas work, and one built on react-dom with contract 3.0 loads', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await seedAccount(page, request, baseURL);
  // The deployed Profile remote was built against contract 2.0, when preact/compat rendered the app:
  // the server's declaration says so.
  const served = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  await rewriteBootData(page);
  await declareRemotes(page, { 'mf-profile': { entry: served['mf-profile'], contract: '2.0' } });
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
    `The Profile area was built for version 2.0 of Inscriptions' remote contract and this app supports version ${FEDERATION_CONTRACT_VERSION}: it cannot be opened until it is updated.`,
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

  // Redeployed on react-dom against contract 3.0 (this build), it opens, rendered by the shell's React 19.
  expect(FEDERATION_CONTRACT_VERSION).toBe('3.0');
  await declareRemotes(page, { 'mf-profile': { entry: served['mf-profile'], contract: '3.0' } });
  await page.goto('/profile');
  await expect(page.getByTestId('page-Profile')).toBeVisible();
  await expect(page.getByTestId('remote-incompatible')).toHaveCount(0);
  const profileReact = await page.evaluate(() => {
    const reports = (window as { __INSCRIPTIONS_SINGLETONS__?: Array<{ area: string; React: { version: string } }> })
      .__INSCRIPTIONS_SINGLETONS__ ?? [];
    const shell = reports.find((report) => report.area === 'shell');
    const profile = reports.find((report) => report.area === 'mf-profile');
    return { version: profile?.React.version, sameAsShell: Boolean(profile) && profile?.React === shell?.React };
  });
  expect(profileReact.version).toMatch(/^19\./);
  expect(profileReact.sameAsShell).toBe(true);
});
