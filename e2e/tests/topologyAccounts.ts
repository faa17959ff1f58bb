// Reaching the topology (topology.ts) as its users do: a browser on the proxy's HTTPS address, and
// accounts signed up there with the confirmation mail that arrived over SMTP.
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, graphql, onboardAccount, PASSWORD, uniqueEmail, type SeededAccount } from './support';
import type { Topology } from './topology';

/** A browser context on the proxy's address, trusting the certificate its script made. */
export const proxiedContext = (browser: Browser, topology: Topology): Promise<BrowserContext> =>
  browser.newContext({ baseURL: topology.url, ignoreHTTPSErrors: true, timezoneId: 'Europe/London' });

/** The newest mail to an address holding `containing`, waiting up to `timeout` ms for it to arrive over SMTP. */
export async function mailTo(topology: Topology, email: string, containing: string, timeout = 30_000): Promise<string> {
  let found = '';
  await expect
    .poll(() => (found = topology.smtp.mails.filter((m) => m.to.includes(email) && m.text.includes(containing)).at(-1)?.text ?? ''), {
      timeout,
    })
    .not.toBe('');
  return found;
}

/** The confirmation link of a mail, which must be PUBLIC_URL's, port included. */
export function confirmationLink(topology: Topology, mail: string): string {
  const link = /https?:\/\/[^\s"<>]*\/auth\/confirmation\?[^\s"<>]+/.exec(mail)![0].replace(/&amp;/g, '&');
  expect(link.startsWith(`${topology.url}/auth/confirmation?`)).toBe(true);
  return link;
}

/** Signs up through the proxy and confirms from the mailed link in Chromium; then onboarding. */
export async function newAccount(topology: Topology, page: Page, request: APIRequestContext): Promise<SeededAccount> {
  const email = uniqueEmail();
  expect((await request.post('/account/signup', { data: { email, password: PASSWORD } })).status()).toBe(201);
  await page.goto(confirmationLink(topology, await mailTo(topology, email, '/auth/confirmation')));
  await expect(page.getByRole('dialog')).toContainText('Your account has been confirmed!');
  return onboardAccount(page, request, email);
}

/** A new entry's input, recorded now. */
export const entryInput = (inscriptionId: string, name: string, transcript: string) => ({
  inscriptionId,
  name,
  transcript,
  isPrivate: false,
  isImportant: false,
  isMuted: false,
  dateRecorded: new Date().toISOString(),
});

/** Creates an entry through the proxy; answers its id and the URL its recording is uploaded to. */
export async function createEntry(
  request: APIRequestContext,
  accessToken: string,
  input: ReturnType<typeof entryInput>,
): Promise<{ id: string; audioUploadUrl: string }> {
  const { createInscriptionEntry } = await graphql<{ createInscriptionEntry: { inscriptionEntry: { id: string; audioUploadUrl: string } } }>(
    request,
    accessToken,
    'mutation ($input: CreateInscriptionEntryInput!) { createInscriptionEntry(input: $input) { inscriptionEntry { id audioUploadUrl } } }',
    { input },
  );
  return createInscriptionEntry.inscriptionEntry;
}
