// BENCH_ONLY=frontend: the front end's budgets measured in Chromium (CDP throttling), each printed
// beside its goal. Called by scripts/bench.mjs with a signed-in browser context.
import { gzipSync } from 'node:zlib';
import {
  APP_RENDERED_MARK,
  CPU_THROTTLING,
  markVisible,
  measurePageLoad,
  measureReferencePage,
  measureRouteChange,
} from './pageLoads.mjs';
import { measureStackFloor } from './stackFloor.mjs';

const GOALS = {
  /** KB of 1,000 bytes, gzipped. */
  firstRouteKB: 200,
  signInMs: 400,
  signInRoundTrips: 8,
  shownColdMs: 1000,
  shownWarmMs: 500,
  routeChangeMs: 150,
};

/** LCP and the route change vary by ±100 ms from one load to the next: each is the median of this many, each in a new context. */
const SAMPLES = 5;

const kb = (bytes) => bytes / 1000;
const verdict = (value, goal) => (value <= goal ? 'met' : 'over');
function line(label, value, unit, goal, note = '') {
  const shown = unit === 'KB' ? value.toFixed(1) : value.toFixed(0);
  console.info(
    `    ${label.padEnd(46)} ${`${shown} ${unit}`.padStart(11)}   goal ≤ ${`${goal} ${unit}`.padEnd(9)} ${verdict(value, goal)}${note}`,
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Prints the median of the values beside the goal, with their range. */
function medianLine(label, values, unit, goal) {
  const sorted = [...values].sort((a, b) => a - b);
  const range = `  (median of ${sorted.length}: ${sorted[0].toFixed(0)}–${sorted.at(-1).toFixed(0)})`;
  line(label, median(values), unit, goal, range);
}

/** `SAMPLES` results of `measure()`, one after the other. */
async function repeated(measure) {
  const results = [];
  for (let i = 0; i < SAMPLES; i += 1) results.push(await measure());
  return results;
}

/**
 * Gzipped JS a first visit to `path` loads (nothing cached, the session kept). The first-route figure
 * counts the scripts requested before the page was live (what the route needs to render: the page
 * shown and the app's first commit, which hydrates a page the server rendered); the scripts requested
 * afterwards, until the network is idle (the shell's idle prefetch of other areas), are counted
 * apart: both are printed.
 */
async function firstRouteBytes(browser, storageState, base, path, testId) {
  const context = await browser.newContext({ storageState, serviceWorkers: 'block' });
  try {
    const route = { total: 0, files: 0 };
    const prefetch = { total: 0, files: 0 };
    for (const script of await firstVisitScripts(await context.newPage(), `${base}${path}`, testId)) {
      const bucket = script.beforeLive ? route : prefetch;
      if (process.env.BENCH_VERBOSE) {
        console.info(`      ${path} ${script.beforeLive ? 'route' : 'prefetch'} ${kb(script.gzipBytes).toFixed(1)} KB ${script.path}`);
      }
      bucket.total += script.gzipBytes;
      bucket.files += 1;
    }
    return { route, prefetch };
  } finally {
    await context.close();
  }
}

/**
 * The scripts a first visit to `url` loads until the network is idle, each gzipped, and whether it was
 * requested before the page was live (what the route needs: its test id shown and the app's first
 * commit) or after (the idle prefetch).
 */
export async function firstVisitScripts(page, url, testId) {
  await markVisible(page, testId);
  const scripts = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script') return;
    scripts.push({ request, body: response.body().catch(() => Buffer.alloc(0)) });
  });
  await page.goto(url);
  await page.getByTestId(testId).waitFor();
  await page.waitForLoadState('networkidle');
  const liveAt = await page.evaluate(
    (mark) =>
      Math.max(
        window.__benchVisibleAt ?? Infinity,
        performance.timeOrigin + (performance.getEntriesByName(mark)[0]?.startTime ?? Infinity),
      ),
    APP_RENDERED_MARK,
  );
  return Promise.all(
    scripts.map(async ({ request, body }) => ({
      path: new URL(request.url()).pathname,
      gzipBytes: gzipSync(await body).length,
      beforeLive: request.timing().startTime < liveAt,
    })),
  );
}

/**
 * Sign-in from the click on Login to the first page (loopback, unthrottled, in the page's clock), and its HTTP round trips:
 * those sent before the page showed; the ones sent after it (idle prefetch) are counted apart.
 */
async function measureSignIn(browser, base, email, password) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${base}/auth/signin`);
    await page.waitForURL(/interaction=/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    // The time a person takes to type their email and password, in which the page prepares its landing.
    await page.waitForTimeout(1500);
    await markVisible(page, 'page-SelectInscription');
    const requests = [];
    // When Playwright saw each request (epoch ms): the start of one that got no answer before the
    // context closed, such as a script of the idle prefetch, is otherwise unknown.
    const seenAt = new Map();
    const onRequest = (request) => {
      requests.push(request);
      seenAt.set(request, Date.now());
    };
    page.on('request', onRequest);
    // In the page's clock: from the click event to the first page in the DOM.
    await page.evaluate(() =>
      document.addEventListener('click', () => (window.__benchClickAt = performance.timeOrigin + performance.now()), {
        capture: true,
        once: true,
      }),
    );
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByTestId('page-SelectInscription').waitFor();
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    const { clickedAt, visibleAt } = await page.evaluate(() => ({
      clickedAt: window.__benchClickAt,
      visibleAt: window.__benchVisibleAt ?? Infinity,
    }));
    const ms = visibleAt - clickedAt;
    const startOf = (request) => (request.timing().startTime > 0 ? request.timing().startTime : seenAt.get(request));
    const before = requests.filter((request) => startOf(request) < visibleAt);
    const byType = {};
    for (const request of before) {
      const kind = request.isNavigationRequest() ? 'navigation' : request.resourceType();
      byType[kind] = (byType[kind] ?? 0) + 1;
    }
    if (process.env.BENCH_VERBOSE) {
      for (const request of requests) {
        let query;
        try {
          query = /^\s*(query|mutation)?\s*(\w+)?/.exec(request.postDataJSON()?.query ?? '')?.[2];
        } catch {
          query = undefined;
        }
        const after = before.includes(request) ? '' : '  [after the page showed]';
        // When it started after the click, and how long it took to its response's end (ms).
        const timing = request.timing();
        const at = `${Math.round(startOf(request) - clickedAt)}`.padStart(5);
        const took = timing.responseEnd >= 0 ? `${Math.round(timing.responseEnd)}`.padStart(5) : '    ?';
        console.info(
          `      +${at} ms ${took} ms  ${request.resourceType().padEnd(10)} ${request.method()} ${request.url().slice(0, 90)}${query ? ` (${query})` : ''}${after}`,
        );
      }
    }
    return { ms, roundTrips: before.length, after: requests.length - before.length, byType };
  } finally {
    await context.close();
  }
}

/**
 * @param {{ browser: import('playwright-core').Browser, storageState: object, base: string,
 *   account: { inscriptionId: string, email: string, password: string } }} options
 */
export async function measureFrontend({ browser, storageState, base, account }) {
  const entriesPath = `/inscriptions/${account.inscriptionId}/entries`;
  console.info(
    `\n(f) Front-end budgets, Chromium (page loads and route change at ${CPU_THROTTLING}× CPU throttling, the live page without its last view), loopback`,
  );
  for (const [path, testId] of [
    ['/inscriptions', 'page-SelectInscription'],
    [entriesPath, 'page-SelectEntry'],
    ['/profile', 'page-Profile'],
  ]) {
    const { route, prefetch } = await firstRouteBytes(browser, storageState, base, path, testId);
    const shown = path.replace(account.inscriptionId, ':id');
    const label = `first route ${shown} JS, gzipped, until live (${route.files} files)`;
    // The brief's budget is the signed-in list's first route; the other landings are shown beside it.
    if (path === '/inscriptions') line(label, kb(route.total), 'KB', GOALS.firstRouteKB);
    else console.info(`    ${label.padEnd(46)} ${`${kb(route.total).toFixed(1)} KB`.padStart(11)}   (compared: the budget is /inscriptions')`);
    console.info(
      `    ${`  + idle prefetch after it (${prefetch.files} files)`.padEnd(46)} ${`${kb(prefetch.total).toFixed(1)} KB`.padStart(11)}   (not in the budget: loaded once the page is live)`,
    );
  }
  const signIn = await measureSignIn(browser, base, account.email, account.password);
  line('sign-in, click on Login → first page', signIn.ms, 'ms', GOALS.signInMs);
  line('sign-in HTTP round trips (before the page showed)', signIn.roundTrips, '', GOALS.signInRoundTrips);
  console.info(
    `      by type: ${Object.entries(signIn.byType)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([type, count]) => `${type} ${count}`)
      .join(', ')}; ${signIn.after} more after the page showed (idle prefetch)`,
  );
  // Page loads vary with the machine (a static page alone takes 3-4 times longer on some days' machines
  // than on others): this run's reference is printed beside them.
  const reference = median(await repeated(() => measureReferencePage(browser, base)));
  console.info(
    `    reference: a static page with one small script paints at ${reference.toFixed(0)} ms in a new tab at ${CPU_THROTTLING}× CPU (median of ${SAMPLES}), this machine's fixed cost of a page`,
  );
  // What the brief's libraries alone cost on this machine, the floor under the app's page loads.
  const floor = await measureStackFloor(browser, SAMPLES);
  for (const [page, label, without] of [
    ['react', 'floor: React 19 alone, a list from one fetch', 'no federation, sign-in or app code'],
    ['stack', 'floor: + router, react-query, Redux, styled, graphql-request', 'no federation, sign-in or app code'],
    ['federated', 'floor: + Module Federation, the list from a remote', 'no sign-in or app code'],
  ]) {
    const loads = floor[page];
    console.info(
      `    ${label.padEnd(62)} cold ${median(loads.map((l) => l.coldMs)).toFixed(0)} ms, warm ${median(loads.map((l) => l.warmMs)).toFixed(0)} ms (medians of ${loads.length}; ${without})`,
    );
  }
  for (const [label, path, testId] of [
    ['/inscriptions', '/inscriptions', 'page-SelectInscription'],
    ['entry list', entriesPath, 'page-SelectEntry'],
  ]) {
    const loads = await repeated(() => measurePageLoad(browser, storageState, `${base}${path}`, testId, { serviceWorker: true }));
    const cold = loads.map((load) => load.coldMs);
    const warm = loads.map((load) => load.warmMs);
    medianLine(`${label} shown by the live page, cold`, cold, 'ms', GOALS.shownColdMs);
    medianLine(`${label} shown by the live page, warm (a return)`, warm, 'ms', GOALS.shownWarmMs);
    const rendered = loads.filter((load) => load.serverRendered).length;
    console.info(
      `      rendered by the server in ${rendered} of ${loads.length} loads; live (the app rendered or hydrated it): cold ${median(loads.map((l) => l.coldLiveMs)).toFixed(0)} ms, warm ${median(loads.map((l) => l.warmLiveMs)).toFixed(0)} ms (medians)`,
    );
    // The same run's ratios, which a busier or slower machine changes less than the milliseconds.
    const federated = floor.federated;
    console.info(
      `      ÷ the federated floor: cold ×${(median(cold) / median(federated.map((l) => l.coldMs))).toFixed(2)}, warm ×${(median(warm) / median(federated.map((l) => l.warmMs))).toFixed(2)}; ÷ the static page: cold ×${(median(cold) / reference).toFixed(2)}, warm ×${(median(warm) / reference).toFixed(2)}`,
    );
    const withView = loads.filter((load) => load.lastViewMs !== null);
    console.info(
      withView.length === loads.length
        ? `      apart, not in the budget: with the last view, a picture of the page is painted at ${median(withView.map((l) => l.lastViewMs)).toFixed(0)} ms and the live page replaces it at ${median(withView.map((l) => l.livePageMs)).toFixed(0)} ms (medians)`
        : `      apart, not in the budget: the last view was shown in ${withView.length} of ${loads.length} loads`,
    );
  }
  medianLine(
    'route change /inscriptions → Profile',
    await repeated(() => measureRouteChange(browser, storageState, base)),
    'ms',
    GOALS.routeChangeMs,
  );
}
