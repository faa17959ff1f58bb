// The page loads of BENCH_ONLY=frontend measured at 4× CPU throttling (CDP): the live page cold and warm, and
// the route change into another remote. scripts/bench/frontend.mjs prints them beside their goals.

export const CPU_THROTTLING = 4;

async function throttle(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** The localStorage key of the pages' last views (shell/src/lastView/showLastView.ts). */
const LAST_VIEWS_KEY = 'inscriptions.lastViews';

/** The signed-in state without the pages' last views: a cold load has nothing of an earlier visit. */
function withoutLastViews(storageState) {
  return {
    ...storageState,
    origins: storageState.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.filter((item) => item.name !== LAST_VIEWS_KEY),
    })),
  };
}

/**
 * Run in a document: once an element with the test id is in it, records when (`__benchVisibleAt`, the
 * page's clock in epoch ms) and calls the `__benchShown` binding if the page has one; then, once the
 * frame holding it has been painted, `__benchPaintedAt` (ms since the navigation started).
 */
function watchTestId(id) {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(`[data-testid="${id}"]`)) return;
    observer.disconnect();
    window.__benchVisibleAt = performance.timeOrigin + performance.now();
    // A task queued from the frame's callback runs after that frame is painted.
    requestAnimationFrame(() => setTimeout(() => (window.__benchPaintedAt = performance.now())));
    window.__benchShown?.();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Marks when an element with the test id is first in the DOM: in the documents the page loads next
 * and in the current one (sign-in completes without loading a document).
 */
export async function markVisible(page, testId) {
  await page.addInitScript(watchTestId, testId);
  await page.evaluate(watchTestId, testId);
}

/**
 * Opens `url` and resolves once an element with the test id is in the DOM, told by a binding from an
 * observer installed at document start. A locator's wait would inject Playwright's selector engine
 * into the page while it loads: 45–60 ms of the main thread at 4× CPU, on the path being measured.
 */
async function openUntilShown(page, url, testId) {
  let shown;
  let timer;
  const whenShown = new Promise((resolve, reject) => {
    shown = resolve;
    timer = setTimeout(() => reject(new Error(`${testId} was not shown at ${url} within 30 s`)), 30_000);
  });
  await page.exposeBinding('__benchShown', () => shown());
  await page.addInitScript(watchTestId, testId);
  await page.goto(url, { waitUntil: 'commit' });
  await whenShown.finally(() => clearTimeout(timer));
}

/** The app's first commit, its render or its hydration of the server's page (shell/src/app/RootLayout.tsx). */
export const APP_RENDERED_MARK = 'inscriptions:app-rendered';
/** The block of reads beside a page the server rendered (@inscriptions/contracts' SERVER_RENDER_ELEMENT_ID). */
const SERVER_RENDER_ELEMENT_ID = 'inscriptions-server-render';

/**
 * When the live page showed the element with the test id (ms since the navigation started): the
 * later of its Largest Contentful Paint and the paint of the frame that first held the element; when
 * the page was live (the app had rendered it, or hydrated the server's render of it); and whether the
 * server rendered it. With `lastView`, also when the page's last view was painted and when the live
 * page replaced it (null when none was shown).
 */
async function liveLoad(page, url, testId, { lastView }) {
  // Read once the HTML is parsed, before the app's scripts run (they take the block in).
  await page.addInitScript((id) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') window.__benchServerRendered = document.getElementById(id) !== null;
    });
  }, SERVER_RENDER_ELEMENT_ID);
  if (lastView) {
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const shown = document.getElementById('last-view');
        if (shown && window.__benchLastViewAt === undefined) {
          window.__benchLastViewAt = null;
          requestAnimationFrame(() => setTimeout(() => (window.__benchLastViewAt = performance.now())));
        } else if (!shown && window.__benchLastViewAt !== undefined && window.__benchLivePageAt === undefined) {
          window.__benchLivePageAt = performance.now();
        }
      }).observe(document, { childList: true, subtree: true });
    });
  } else {
    // The last view turned off: the measured page is the app's own render only.
    await page.addInitScript((key) => localStorage.removeItem(key), LAST_VIEWS_KEY);
  }
  await openUntilShown(page, url, testId);
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    (mark) =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const lcp = entries[entries.length - 1]?.startTime ?? NaN;
          resolve({
            shownMs: Math.max(lcp, window.__benchPaintedAt ?? Infinity),
            liveMs: performance.getEntriesByName(mark)[0]?.startTime ?? NaN,
            serverRendered: window.__benchServerRendered === true,
            lastViewMs: window.__benchLastViewAt ?? null,
            livePageMs: window.__benchLivePageAt ?? null,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
    APP_RENDERED_MARK,
  );
}

async function throttledPage(context) {
  const page = await context.newPage();
  await throttle(page, CPU_THROTTLING);
  return page;
}

/** How long a cold load's page may take to install the app's service worker (registered 3 s after its first page). */
const SERVICE_WORKER_WAIT_MS = 30_000;

/**
 * A page shown by the live app with 4× CPU throttling: cold (new context, empty caches, no last view),
 * then warm, a returning visit: the same context in a new tab after the cold one was closed (HTTP cache
 * and session warm, the last view turned off), with the app's service worker installed first where the
 * page has one (`serviceWorker`), as a returning user has it. Then once more warm with the last view the
 * earlier loads kept, reported apart. Each tab is closed before the next opens: an open tab of the same
 * site shares its renderer, whose in-memory compiled code made a second tab faster than a return.
 */
export async function measurePageLoad(browser, storageState, url, testId, { serviceWorker = false } = {}) {
  const context = await browser.newContext({ storageState: withoutLastViews(storageState) });
  const inNewTab = async (load) => {
    const page = await throttledPage(context);
    try {
      return await load(page);
    } finally {
      await page.close();
    }
  };
  try {
    const cold = await inNewTab(async (page) => {
      const shown = await liveLoad(page, url, testId, { lastView: false });
      if (serviceWorker) await serviceWorkerInstalled(page);
      return shown;
    });
    const warm = await inNewTab((page) => liveLoad(page, url, testId, { lastView: false }));
    const withLastView = await inNewTab((page) => liveLoad(page, url, testId, { lastView: true }));
    return {
      coldMs: cold.shownMs,
      warmMs: warm.shownMs,
      coldLiveMs: cold.liveMs,
      warmLiveMs: warm.liveMs,
      serverRendered: cold.serverRendered && warm.serverRendered,
      lastViewMs: withLastView.lastViewMs,
      livePageMs: withLastView.livePageMs,
    };
  } finally {
    await context.close();
  }
}

async function serviceWorkerInstalled(page) {
  const installed = await page.evaluate(
    (waitMs) =>
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise((resolve) => setTimeout(() => resolve(false), waitMs)),
      ]),
    SERVICE_WORKER_WAIT_MS,
  );
  if (!installed) throw new Error(`the service worker was not installed within ${SERVICE_WORKER_WAIT_MS / 1000} s of ${page.url()}`);
}

/** A static page with one small deferred script, answered by the browser itself (no server work). */
const REFERENCE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reference</title>
<script defer src="reference.js"></script></head><body><h1>A static page</h1><p id="text"></p></body></html>`;
const REFERENCE_SCRIPT = `document.getElementById('text').textContent = 'Painted by a small script, as a page of the app is.';`;

/**
 * This machine's fixed cost of a page at the same throttling, measured in the same run: a new tab
 * opening a static page with one small script, until its first contentful paint (ms since the
 * navigation started). The app's pages pay it too; what they take beyond it is the app's own.
 */
export async function measureReferencePage(browser, base) {
  const context = await browser.newContext();
  try {
    await context.route(`${base}/bench-reference/**`, (route) =>
      route.request().url().endsWith('.js')
        ? route.fulfill({ contentType: 'text/javascript', body: REFERENCE_SCRIPT })
        : route.fulfill({ contentType: 'text/html', body: REFERENCE_PAGE }),
    );
    const page = await throttledPage(context);
    await page.goto(`${base}/bench-reference/`, { waitUntil: 'load' });
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const contentful = list.getEntriesByName('first-contentful-paint')[0];
            if (contentful) resolve(contentful.startTime);
          }).observe({ type: 'paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

/** From the click on the drawer's Profile link (on the inscription list) to the Profile page, in the page's clock. */
export async function measureRouteChange(browser, storageState, base) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  try {
    await page.goto(`${base}/inscriptions`);
    await page.getByTestId('page-SelectInscription').waitFor();
    await page.waitForLoadState('networkidle');
    await throttle(page, CPU_THROTTLING);
    // Idle time after the first page, as a reader would have before clicking.
    await page.waitForTimeout(1500);
    const measured = page.evaluate(
      () =>
        new Promise((resolve) => {
          let clickedAt = 0;
          document.addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true });
          const observer = new MutationObserver(() => {
            if (clickedAt && document.querySelector('[data-testid="page-Profile"]')) {
              observer.disconnect();
              resolve(performance.now() - clickedAt);
            }
          });
          observer.observe(document.body, { childList: true, subtree: true });
        }),
    );
    await page.getByRole('link', { name: 'Profile' }).first().click();
    return await measured;
  } finally {
    await context.close();
  }
}
