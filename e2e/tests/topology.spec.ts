import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { PNG, toneWav } from '../../server/src/test/media';
import { expect, graphql, test, type SeededAccount } from './support';
import { createEntry, entryInput, newAccount, proxiedContext } from './topologyAccounts';
import { askThroughProxy } from './topologyLoad';
import { startTopology, topologyUnavailable, type Topology } from './topology';
import { ROOT } from './topologyProxy';

/*
 * What self-hosters run, through the shipped proxy only (tests/topology.ts): Debian's nginx with
 * deploy/nginx.conf.template and its TLS, two instances on one PostgreSQL, files in S3 (s3rver), mail
 * over SMTP (smtp-server). Every request below goes to nginx's HTTPS address, PUBLIC_URL.
 */

test.describe.configure({ mode: 'serial' });

const unavailable = topologyUnavailable();
test.skip(unavailable !== null, unavailable ?? '');

let topology: Topology;
let alice: SeededAccount;

test.beforeAll(async () => {
  // Two instances migrating a new database and nginx starting, on a busy 2-core machine.
  test.setTimeout(240_000);
  topology = await startTopology();
});
test.afterAll(async () => {
  await topology?.stop();
});

const proxied = (browser: Browser) => proxiedContext(browser, topology);

test('HTTPS through the proxy: the server writes the HTML and its headers, HTTP redirects, OpenID discovery names PUBLIC_URL', async ({
  browser,
}) => {
  const context = await proxied(browser);
  const request = context.request;
  const html = await request.get('/inscriptions', { headers: { accept: 'text/html' } });
  expect(html.status()).toBe(200);
  expect(html.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
  expect(html.headers()['x-content-type-options']).toBe('nosniff');
  expect(html.headers()['x-frame-options']).toBe('DENY');
  expect(html.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(await html.text()).toContain('id="inscriptions-boot"');
  // The shell's hashed scripts and the remotes' files come from nginx's web root (the server's own
  // answers all carry X-Frame-Options), hashed ones cached for a year.
  const script = /src="(\/main\.[0-9a-f]{8}\.js)"/.exec(await html.text())![1]!;
  const js = await request.get(script);
  expect(js.status()).toBe(200);
  expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(js.headers()['x-content-type-options']).toBe('nosniff');
  expect(js.headers()['x-frame-options']).toBeUndefined();
  const entry = await request.get('/mf/mf-auth/remoteEntry.js');
  expect(entry.status()).toBe(200);
  expect(entry.headers()['cache-control']).toBe('no-cache');
  expect(entry.headers()['access-control-allow-origin']).toBe('*');
  expect(entry.headers()['x-frame-options']).toBeUndefined();

  const redirect = await request.get(`${topology.httpUrl}/inscriptions?tab=1`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers()['location']).toBe(`${topology.url}/inscriptions?tab=1`);

  const discovery = (await (await request.get('/oidc/.well-known/openid-configuration')).json()) as Record<string, string>;
  expect(discovery['issuer']).toBe(`${topology.url}/oidc`);
  expect(discovery['authorization_endpoint']).toBe(`${topology.url}/oidc/auth`);
  await context.close();
});

test('sign-up mailed over SMTP, confirmed and signed in in Chromium; a logo and a recording stored in S3', async ({ browser }) => {
  const context = await proxied(browser);
  const page = await context.newPage();
  alice = await newAccount(topology, page, context.request);
  await expect(page).toHaveURL(new RegExp(`^${topology.url}/`));

  const { createInscription } = await graphql<{ createInscription: { inscription: { id: string; logoImageUploadUrl: string } } }>(
    context.request,
    alice.accessToken,
    'mutation ($input: CreateInscriptionInput!) { createInscription(input: $input) { inscription { id logoImageUploadUrl } } }',
    { input: { name: 'Garden notes', about: 'What grows', category: 'CONSUMER_SERVICES', isPrivate: false } },
  );
  const logo = await context.request.put(createInscription.inscription.logoImageUploadUrl, { data: PNG, headers: { 'content-type': 'image/png' } });
  expect(logo.status()).toBe(200);
  const audio = toneWav();
  const entry = await createEntry(
    context.request,
    alice.accessToken,
    entryInput(createInscription.inscription.id, 'Tomatoes', 'The first red one.'),
  );
  expect(entry.audioUploadUrl.startsWith(`${topology.url}/uploads/`)).toBe(true);
  const put = await context.request.put(entry.audioUploadUrl, {
    data: audio,
    headers: { 'content-type': 'audio/wav' },
  });
  expect(put.status()).toBe(200);
  // Both files are in the bucket, and the recording comes back whole through the proxy.
  expect(topology.s3.storedObjects().length).toBeGreaterThanOrEqual(2);
  const { inscriptionEntry } = await graphql<{ inscriptionEntry: { audioUrl: string } }>(
    context.request,
    alice.accessToken,
    'query ($id: ID!) { inscriptionEntry(inscriptionEntryId: $id) { audioUrl } }',
    { id: entry.id },
  );
  const back = await context.request.get(inscriptionEntry.audioUrl);
  expect(Buffer.from(await back.body()).equals(audio)).toBe(true);
  await context.close();
});

test('the zip export downloads through the proxy and imports into a second account', async ({ browser }) => {
  const context = await proxied(browser);
  const exported = await context.request.get('/transfer/export.zip', { headers: { authorization: `Bearer ${alice.accessToken}` } });
  expect(exported.status()).toBe(200);
  expect(exported.headers()['content-type']).toBe('application/zip');
  const zip = Buffer.from(await exported.body());
  expect(zip.subarray(0, 2).toString()).toBe('PK');

  const bobContext = await proxied(browser);
  const bob = await newAccount(topology, await bobContext.newPage(), bobContext.request);
  const imported = await bobContext.request.post('/transfer/import', {
    data: zip,
    headers: { authorization: `Bearer ${bob.accessToken}`, 'content-type': 'application/zip' },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  const { inscriptions } = await graphql<{ inscriptions: { name: string }[] }>(bobContext.request, bob.accessToken, '{ inscriptions { name } }');
  expect(inscriptions.map((i) => i.name)).toEqual(expect.arrayContaining(['Garden notes', 'Coffee cart']));
  await bobContext.close();
  await context.close();
});

test('a chat answer streams through the proxy in pieces, and the speech socket answers through it', async ({ browser }) => {
  const context = await proxied(browser);
  const page = await context.newPage();
  // A page of the origin without the app (which would send this session-less tab to sign in).
  await page.goto('/healthz');
  const stream = await askThroughProxy(page, alice, 'How many cups did I sell?');
  expect(stream.status).toBe(200);
  expect(stream.contentType).toContain('text/event-stream');
  // Each delta is its own event, read as it came: nginx passes the stream through unbuffered.
  expect(stream.events.length).toBeGreaterThan(2);
  expect(stream.reads).toBeGreaterThan(1);
  expect(stream.saved).toBe(true);

  const { serviceToken } = await graphql<{ serviceToken: string }>(context.request, alice.accessToken, '{ serviceToken(service: DEEPGRAM) }');
  const answer = await page.evaluate(async (token) => {
    const url = new URL('/speech/listen?encoding=linear16&sample_rate=16000&channels=1', location.href);
    url.protocol = 'wss:';
    const socket = new WebSocket(url, ['bearer', token]);
    return new Promise<string>((resolve) => {
      socket.onopen = () => {
        socket.send(new Int16Array(1600).buffer);
        socket.send(JSON.stringify({ type: 'CloseStream' }));
      };
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as { type: string };
        if (message.type === 'Metadata') resolve(message.type);
      };
      socket.onclose = (event) => resolve(`closed ${event.code}`);
    });
  }, serviceToken);
  expect(answer).toBe('Metadata');
  await context.close();
});

test('a due reminder is mailed once, with both instances sweeping', async ({ browser }) => {
  // The sweeps run at the top of each minute: up to a minute's wait, then the mail's delivery.
  test.setTimeout(150_000);
  const context = await proxied(browser);
  const { createUserReminder } = await graphql<{ createUserReminder: { code: string; userReminder: { id: string } } }>(
    context.request,
    alice.accessToken,
    'mutation ($input: CreateUserReminderInput!) { createUserReminder(input: $input) { code userReminder { id } } }',
    { input: { reminderTime: '09:30', reminderFrequencyType: 'DAILY', reminderFrequency: 1, isActive: true } },
  );
  expect(createUserReminder.code).toBe('200');
  // Due now: both instances sweep at the top of each minute; one claims it.
  await topology.database.query('update user_reminders set next_run_at = now() - interval \'1 second\' where id = $1', [createUserReminder.userReminder.id]);
  const reminderMails = () => topology.smtp.mails.filter((m) => m.to.includes(alice.email) && !m.text.includes('/auth/confirmation'));
  await expect.poll(() => reminderMails().length, { timeout: 120_000, intervals: [1000] }).toBe(1);
  const [row] = await topology.database.query<{ next_run_at: Date; last_sent_at: Date | null }>(
    'select next_run_at, last_sent_at from user_reminders where id = $1',
    [createUserReminder.userReminder.id],
  );
  expect(row!.last_sent_at).not.toBeNull();
  expect(row!.next_run_at.getTime()).toBeGreaterThan(Date.now());
  expect(reminderMails()).toHaveLength(1);
  await context.close();
});

test('one area released on its own: a newer Profile placed in releases/ is served in place of the one the image carries, while the shell and the other areas stay', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await proxied(browser);
  const page = await context.newPage();
  await newAccount(topology, page, context.request);
  const releases = () =>
    page.evaluate(() =>
      Object.fromEntries(
        ((window as { __INSCRIPTIONS_SINGLETONS__?: Array<{ area: string; release: string }> }).__INSCRIPTIONS_SINGLETONS__ ?? []).map((r) => [
          r.area,
          r.release,
        ]),
      ),
    );
  await page.goto('/profile');
  await expect(page.getByTestId('page-Profile')).toBeVisible();
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
  expect(await releases()).toMatchObject({ shell: version, 'mf-profile': version });
  const imageFiles = filesOf(topology.proxy.webRoot);

  // Released by the team that owns Profile: built alone, placed where the proxy looks first.
  const release = `${version}-topology.${Date.now()}`;
  const placed = join(topology.proxy.webRoot, 'releases/mf/mf-profile');
  execFileSync(process.execPath, [join(ROOT, 'scripts/release-remote.mjs'), 'mf-profile', '--release', release, '--out', placed], { stdio: 'ignore' });

  const profileFiles: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/mf/mf-profile/') && response.status() === 200) profileFiles.push(path.replace('/mf/mf-profile/', ''));
  });
  await page.goto('/profile');
  await expect(page.getByTestId('page-Profile')).toBeVisible();
  expect(await releases()).toMatchObject({ shell: version, 'mf-profile': release });
  // Every Profile file the page fetched is the release's, its entry among them.
  expect(profileFiles).toContain('remoteEntry.js');
  for (const file of profileFiles) expect(existsSync(join(placed, file)), file).toBe(true);
  expect(await (await context.request.get('/mf/mf-profile/remoteEntry.js')).text()).toBe(readFileSync(join(placed, 'remoteEntry.js'), 'utf8'));

  // Another area, from the image as before.
  await page.goto('/inscriptions');
  await expect(page.getByTestId('page-SelectInscription')).toBeVisible();
  expect(await releases()).toMatchObject({ shell: version, 'mf-inscriptions': version });
  // Nothing of the image's web root was rebuilt or touched.
  expect(filesOf(topology.proxy.webRoot)).toEqual(imageFiles);
  await context.close();
});

/** Every file under a web root but its releases/ folder, with a digest of its content. */
function filesOf(webRoot: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(webRoot, { recursive: true, encoding: 'utf8' })
      .filter((file) => !file.startsWith('releases') && statSync(join(webRoot, file)).isFile())
      .map((file) => [file, createHash('sha256').update(readFileSync(join(webRoot, file))).digest('hex')]),
  );
}
