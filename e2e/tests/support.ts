import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export { expect };

export const PASSWORD = 'Sunrise!2026';

/** The data folder (with its mail outbox) of the server behind a base URL. */
export function dataDirOf(baseURL: string | undefined): string {
  const dir =
    baseURL === process.env.E2E_SHORT_LINKS_URL
      ? process.env.E2E_SHORT_LINKS_DATA_DIR
      : baseURL !== undefined && baseURL === process.env.E2E_PASSKEYS_URL // passkeys.spec.ts's own server
        ? process.env.E2E_PASSKEYS_DATA_DIR
        : baseURL !== undefined && baseURL === process.env.E2E_ASSEMBLYAI_URL // voice-engines.spec.ts's own server
          ? process.env.E2E_ASSEMBLYAI_DATA_DIR
          : process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E data folders are set by playwright.config.ts');
  return dir;
}

/** Plain text of every mail sent to an address, oldest first (quoted-printable decoded). */
export async function mailsTo(dataDir: string, email: string): Promise<string[]> {
  const folder = join(dataDir, 'outbox');
  const files = (await readdir(folder).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map((file) => readFile(join(folder, file), 'utf8')));
  return mails
    .map((raw) =>
      raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .filter((mail) => mail.toLowerCase().includes(`to: ${email}`));
}

/** The newest link of a kind mailed to an address, waiting for the mail to arrive. */
export async function mailedLink(
  dataDir: string,
  email: string,
  path: '/auth/confirmation' | '/auth/reset-password' | '/auth/confirm-email',
  count = 1,
): Promise<string> {
  let links: string[] = [];
  await expect
    .poll(async () => {
      const mails = await mailsTo(dataDir, email);
      links = mails.flatMap((mail) => mail.match(new RegExp(`https?://[^\\s"<>]*${path}\\?[^\\s"<>]+`, 'g')) ?? []);
      return new Set(links).size;
    })
    .toBeGreaterThanOrEqual(count);
  return links[links.length - 1]!.replace(/&amp;/g, '&');
}

export const uniqueEmail = () => `e2e-${randomUUID()}@example.com`;

export async function signUpByApi(request: APIRequestContext, email = uniqueEmail()): Promise<string> {
  const response = await request.post('/account/signup', { data: { email, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/** A confirmed account, made through the account API and the link in its confirmation mail. */
export async function confirmedAccount(request: APIRequestContext, baseURL: string | undefined): Promise<string> {
  const email = await signUpByApi(request);
  const link = new URL(await mailedLink(dataDirOf(baseURL), email, '/auth/confirmation'));
  const response = await request.post('/account/confirm', {
    data: {
      userName: link.searchParams.get('userName'),
      confirmationCode: link.searchParams.get('confirmationCode'),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return email;
}

/**
 * Waits until the app has settled on the sign-in page: `/auth/signin` starts an authorization
 * request whose answer lands back on it with `?interaction=`. Tests wait for that last hop, so no
 * navigation is still under way when they go on or end.
 */
export async function expectSignInPage(page: Page, timeout = 15_000): Promise<void> {
  await expect(page).toHaveURL(/\/auth\/signin\?interaction=/, { timeout });
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
}

/**
 * Signs in through the app's own sign-in page (the provider's login interaction). Answers whether the
 * document that showed the form is the one signed in (no page was loaded after the click on Login).
 */
export async function signInThroughUi(page: Page, email: string, password = PASSWORD): Promise<{ sameDocument: boolean }> {
  await page.goto('/auth/signin');
  await expectSignInPage(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const formDocument = await page.evaluate(() => performance.timeOrigin);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/auth\/(signin|callback)/);
  return { sameDocument: (await page.evaluate(() => performance.timeOrigin)) === formDocument };
}

/** The access token oidc-client-ts keeps for the signed-in user. */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((name) => name.startsWith('oidc.user:'));
    return key
      ? (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token
      : null;
  });
  expect(token, 'signed in').toBeTruthy();
  return token!;
}

export async function graphql<T>(
  request: APIRequestContext,
  accessToken: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

export interface SeededAccount {
  email: string;
  accessToken: string;
  inscriptionId: string;
  entryId: string;
  chatSessionId: string;
}

/**
 * A user past onboarding, signed in on the page: a profile, one inscription with one entry,
 * and one chat session.
 */
export async function seedAccount(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
): Promise<SeededAccount> {
  return onboardAccount(page, request, await confirmedAccount(request, baseURL));
}

/** A confirmed account past onboarding, as seedAccount makes it, from its email address on. */
export async function onboardAccount(page: Page, request: APIRequestContext, email: string): Promise<SeededAccount> {
  await signInThroughUi(page, email);
  const accessToken = await accessTokenOf(page);
  const created = await graphql<{ createUser: { code: string } }>(
    request,
    accessToken,
    `
      mutation ($input: CreateUserInput!) {
        createUser(input: $input) {
          code
          message
        }
      }
    `,
    { input: { fullName: 'Ada Lovelace', email, timezone: 'Europe/London', bio: '', quote: '' } },
  );
  expect(created.createUser.code).toBe('200');
  const { createInscription } = await graphql<{
    createInscription: { code: string; inscription: { id: string } };
  }>(
    request,
    accessToken,
    `
      mutation ($input: CreateInscriptionInput!) {
        createInscription(input: $input) {
          code
          message
          inscription {
            id
          }
        }
      }
    `,
    {
      input: {
        name: 'Coffee cart',
        about: 'A mobile coffee business',
        category: 'CONSUMER_SERVICES',
        isPrivate: false,
      },
    },
  );
  expect(createInscription.code).toBe('200');
  const inscriptionId = createInscription.inscription.id;
  const { createInscriptionEntry } = await graphql<{
    createInscriptionEntry: { code: string; inscriptionEntry: { id: string } };
  }>(
    request,
    accessToken,
    `
      mutation ($input: CreateInscriptionEntryInput!) {
        createInscriptionEntry(input: $input) {
          code
          message
          inscriptionEntry {
            id
          }
        }
      }
    `,
    {
      input: {
        inscriptionId,
        name: 'First day',
        transcript: 'Sold forty cups.',
        isPrivate: false,
        isImportant: false,
        isMuted: false,
        dateRecorded: new Date().toISOString(),
      },
    },
  );
  expect(createInscriptionEntry.code).toBe('200');
  const { createInscriptionChatSession } = await graphql<{
    createInscriptionChatSession: { code: string; inscriptionChatSession: { id: string } };
  }>(
    request,
    accessToken,
    `
      mutation ($input: CreateInscriptionChatSessionInput!) {
        createInscriptionChatSession(input: $input) {
          code
          message
          inscriptionChatSession {
            id
          }
        }
      }
    `,
    { input: { inscriptionId, chatShortSummary: 'Pricing', chatLongSummary: 'How should I price coffee?' } },
  );
  expect(createInscriptionChatSession.code).toBe('200');
  return {
    email,
    accessToken,
    inscriptionId,
    entryId: createInscriptionEntry.inscriptionEntry.id,
    chatSessionId: createInscriptionChatSession.inscriptionChatSession.id,
  };
}

/**
 * Client-side navigation inside the running app (no reload), as a link click would do:
 * the router listens to popstate.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(window.history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/**
 * consoleErrors: every console error or uncaught page error, for the test to check.
 * cspViolations: fails every test whose pages break the server's Content-Security-Policy (the
 * `securitypolicyviolation` event, or Chromium's "Content Security Policy" console message).
 */
export const test = base.extend<{ consoleErrors: string[]; cspViolations: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('reportCspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
          report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} on ${event.documentURI}`);
        });
      });
      context.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
