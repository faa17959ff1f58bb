import type { Page } from '@playwright/test';
import { expect, expectSignInPage, seedAccount, test } from './support';

/** shell/src/lastView/showLastView.ts */
const LAST_VIEWS_KEY = 'inscriptions.lastViews';

interface DomNode {
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
}

/**
 * The last view, which sits in a closed shadow root that the page's scripts and Playwright's
 * selectors cannot enter; the DevTools protocol's document (pierce) can: its text, or its markup
 * (elements with their attributes). Null without one.
 */
async function lastViewContent(page: Page, as: 'text' | 'markup' = 'text'): Promise<string | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const inner = (node: DomNode): DomNode[] => [...(node.children ?? []), ...(node.shadowRoots ?? [])];
    const text = (node: DomNode): string => (node.nodeType === 3 ? node.nodeValue : inner(node).map(text).join(' '));
    const markup = (node: DomNode): string => {
      const content = inner(node).map(markup).join('');
      if (node.nodeType === 1) return `<${node.nodeName.toLowerCase()} ${(node.attributes ?? []).join(' ')}>${content}`;
      return node.nodeType === 11 ? content : '';
    };
    const find = (node: DomNode): DomNode | null => {
      const id = node.attributes?.[node.attributes.indexOf('id') + 1];
      if (node.attributes?.includes('id') && id === 'last-view') return node;
      for (const child of inner(node)) {
        const found = find(child);
        if (found) return found;
      }
      return null;
    };
    const view = find(root);
    if (!view) return null;
    return as === 'text' ? text(view) : markup(view);
  } finally {
    await cdp.detach();
  }
}

const keptPaths = (page: Page) =>
  page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ path: string }>).map((v) => v.path), LAST_VIEWS_KEY);

test("a page opened again shows its last view before the app's code runs, then the live page; signing out forgets it", async ({
  page,
  request,
  baseURL,
  cspViolations,
}) => {
  await seedAccount(page, request, baseURL);
  // The profile, which the server does not render (the lists it renders show no last view: below).
  await page.goto('/profile');
  await expect(page.getByTestId('page-Profile')).toBeVisible();
  // Kept once the page has settled.
  await expect.poll(() => keptPaths(page)).toContain('/profile');

  // Without any of the app's code, the HTML alone shows the last view: a picture, inert and hidden
  // from assistive technology, that the page's selectors never meet (no second copy of any text).
  await page.route(/\/(main|vendors-[^/]*)\.[0-9a-f]{8}\.js$/, (route) => route.abort());
  await page.reload();
  const lastView = page.locator('#last-view');
  await expect(lastView).toBeVisible();
  await expect(lastView).toHaveAttribute('inert', '');
  await expect(lastView).toHaveAttribute('aria-hidden', 'true');
  // The page's sidebar lists the inscriptions.
  expect(await lastViewContent(page)).toContain('Coffee cart');
  await expect(page.getByText('Coffee cart')).toHaveCount(0);
  await expect(page.getByTestId('page-Profile')).toHaveCount(0);

  // With the app's code, the live page replaces it.
  await page.unroute(/\/(main|vendors-[^/]*)\.[0-9a-f]{8}\.js$/);
  await page.reload();
  await expect(page.getByTestId('page-Profile')).toBeVisible();
  await expect(lastView).toHaveCount(0);
  expect(await lastViewContent(page)).toBeNull();
  await expect(page.getByTestId('my-inscriptions-sidebar')).toContainText('Coffee cart');

  // Another address has no view of its own until it is visited.
  await page.goto('/inscriptions');
  await expect(page.getByTestId('page-SelectInscription')).toBeVisible();
  await expect.poll(() => keptPaths(page)).toEqual(['/inscriptions', '/profile']);
  // A page the server renders is the live page from the first paint: no view is shown over it.
  await page.route(/\/(main|vendors-[^/]*)\.[0-9a-f]{8}\.js$/, (route) => route.abort());
  await page.reload();
  await expect(page.getByTestId('page-SelectInscription')).toContainText('Coffee cart');
  await expect(lastView).toHaveCount(0);
  await page.unroute(/\/(main|vendors-[^/]*)\.[0-9a-f]{8}\.js$/);

  // Markup written into the stored views by anything but the app is put back sanitised: it shows, and
  // none of its scripts, handlers or javascript: links run.
  await page.evaluate((key) => {
    const views = JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ path: string; html: string }>;
    const profile = views.find((view) => view.path === '/profile')!;
    profile.html = `<p>Tampered view</p><img src="/nothing.png" onerror="window.__lastViewRan = 'onerror'"><script>window.__lastViewRan = 'script'</script><a href="javascript:window.__lastViewRan='link'" id="tampered-link">link</a>${profile.html}`;
    localStorage.setItem(key, JSON.stringify(views));
  }, LAST_VIEWS_KEY);
  await page.route(/\/(main|vendors-[^/]*)\.[0-9a-f]{8}\.js$/, (route) => route.abort());
  await page.goto('/profile');
  await expect(lastView).toBeVisible();
  expect(await lastViewContent(page)).toContain('Tampered view');
  const markup = await lastViewContent(page, 'markup');
  expect(markup).toContain('<img');
  expect(markup).not.toMatch(/<script|onerror|javascript:/);
  expect(await page.evaluate(() => (window as { __lastViewRan?: string }).__lastViewRan ?? null)).toBeNull();
  // Chromium's parser reports each inline handler it meets to the page's policy, which refuses it,
  // before the sanitizer drops it: only such refusals, then none once the view is gone.
  expect(cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations.filter((violation) => !/script-src-attr/.test(violation))).toEqual([]);
  cspViolations.length = 0;
  await page.unroute(/\/(main|vendors-[^/]*)\.[0-9a-f]{8}\.js$/);

  await page.goto('/auth/signout');
  await expectSignInPage(page, 30_000);
  expect(await keptPaths(page)).toEqual([]);
  await page.goto('/inscriptions');
  await expectSignInPage(page, 30_000);
  await expect(lastView).toHaveCount(0);
});
