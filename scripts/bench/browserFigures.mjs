// The figures measured in the browser: (a) the first route's JavaScript and (c) sign-in.
import { BASE, PASSWORD } from './benchSettings.mjs';
import { firstVisitScripts } from './frontend.mjs';

/**
 * Signs in through the real page (authorize → interaction → login → code → tokens) and reports the
 * HTTP round trips and time from the click on Login to the first authenticated page.
 */
export async function measureSignIn(page, email) {
  await page.goto(`${BASE}/auth/signin`);
  await page.waitForURL(/interaction=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const requests = [];
  const onRequest = (request) => requests.push(request);
  page.on('request', onRequest);
  const started = performance.now();
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByTestId('page-OnboardingWelcome').waitFor();
  const elapsed = performance.now() - started;
  page.off('request', onRequest);
  const kinds = {};
  for (const request of requests) {
    const kind = request.isNavigationRequest() ? 'navigation' : request.resourceType();
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  console.info('\n(c) First sign-in of a new account: from the click on Login to onboarding, loopback');
  console.info(`    ${elapsed.toFixed(0)} ms, ${requests.length} HTTP round trips`);
  console.info(
    `    ${Object.entries(kinds)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ')}`,
  );
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    return JSON.parse(localStorage.getItem(key)).access_token;
  });
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * A fresh tab in the signed-in browser context: nothing cached, the session kept. The scripts requested
 * before the page showed, by origin; the idle prefetch after it on its own line.
 */
export async function measureFirstRouteBytes(context) {
  const page = await context.newPage();
  try {
    const scripts = await firstVisitScripts(page, `${BASE}/`, 'page-SelectInscription');
    const needed = scripts.filter((script) => script.beforeVisible);
    const groups = { shell: 0, 'shared dependencies': 0, remote: 0 };
    for (const { path, gzipBytes } of needed) {
      const file = path.split('/').pop() ?? '';
      const group = path.startsWith('/mf/') ? 'remote' : file.startsWith('vendors') ? 'shared dependencies' : 'shell';
      groups[group] += gzipBytes;
    }
    const total = Object.values(groups).reduce((sum, bytes) => sum + bytes, 0);
    const prefetch = scripts.filter((script) => !script.beforeVisible);
    console.info('\n(a) Production JS loaded for the first route (/ → /inscriptions) before it showed, gzipped');
    for (const [group, bytes] of Object.entries(groups)) {
      console.info(`    ${group.padEnd(20)} ${kb(bytes).padStart(10)}  ${((bytes / total) * 100).toFixed(0)}%`);
    }
    console.info(`    ${'total'.padEnd(20)} ${kb(total).padStart(10)}  (${needed.length} files)`);
    console.info(
      `    then the idle prefetch of other areas: ${kb(prefetch.reduce((sum, s) => sum + s.gzipBytes, 0))} (${prefetch.length} files)`,
    );
  } finally {
    await page.close();
  }
}
