import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { EXTERNAL_AI_TEXT, chatSharingNotice } from '@inscriptions/contracts';
import { accessTokenOf, confirmedAccount, expect, graphql, seedAccount, signInThroughUi, test } from './support';

/*
 * An inscription's "Share private entries with an external AI": off by default, turned on on its settings
 * page, and the chat page says what the external model reads. The server under test answers with its
 * embedded engine, so ChatAiSettings is answered here as a server with LLM_BASE_URL answers it; the
 * setting itself is the server's.
 */

/** axe's critical and serious violations (and content outside every landmark), as the accessibility audit counts them. */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious' || v.id === 'region')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Fits 360 px and passes axe. */
async function expectNarrowAndAccessible(page: Page): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await blockingViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const SETTING = 'query ($i: ID!) { inscription(inscriptionId: $i) { allowExternalAi } }';

test('turning on sharing with an external AI on the settings page changes what the chat page says', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const account = await seedAccount(page, request, baseURL);
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'ChatAiSettings') return route.continue();
    return route.fulfill({ json: { data: { chatAiSettings: { engine: 'openai', webSources: false } } } });
  });
  const notice = (allowExternalAi: boolean) =>
    chatSharingNotice({ external: true, inscriptionPrivate: false, allowExternalAi })!;

  await page.goto(`/data-insights/${account.inscriptionId}/new-question`);
  await expect(page.getByTestId('external-ai-notice')).toContainText(notice(false));
  await expectNarrowAndAccessible(page);

  await page.getByRole('link', { name: 'Inscription settings' }).click();
  const toggle = page.getByRole('checkbox', { name: EXTERNAL_AI_TEXT.toggleLabel });
  await expect(toggle).not.toBeChecked();
  await expect(page.getByTestId('external-ai-help')).toContainText(EXTERNAL_AI_TEXT.externalNow);
  await toggle.check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('inscription-saved')).toHaveText('Changes saved.');
  await expectNarrowAndAccessible(page);
  const saved = await graphql<{ inscription: { allowExternalAi: boolean } }>(request, account.accessToken, SETTING, {
    i: account.inscriptionId,
  });
  expect(saved.inscription.allowExternalAi).toBe(true);

  await page.goto(`/data-insights/${account.inscriptionId}/new-question`);
  await expect(page.getByTestId('external-ai-notice')).toContainText(notice(true));

  // Another user neither reads the setting nor changes it.
  const context = await browser.newContext({ baseURL });
  try {
    const other = await context.newPage();
    await signInThroughUi(other, await confirmedAccount(context.request, baseURL));
    const token = await accessTokenOf(other);
    expect(await graphql(context.request, token, SETTING, { i: account.inscriptionId })).toEqual({ inscription: null });
    const changed = await graphql<{ updateInscription: { code: string } }>(
      context.request,
      token,
      'mutation ($i: ID!) { updateInscription(input: { id: $i, allowExternalAi: false }) { code } }',
      { i: account.inscriptionId },
    );
    expect(changed.updateInscription.code).toBe('404');
  } finally {
    await context.close();
  }
  const kept = await graphql<{ inscription: { allowExternalAi: boolean } }>(request, account.accessToken, SETTING, {
    i: account.inscriptionId,
  });
  expect(kept.inscription.allowExternalAi).toBe(true);
});
