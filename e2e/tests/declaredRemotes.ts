import type { Page } from '@playwright/test';
import { BOOT_DATA_ELEMENT_ID } from '@inscriptions/contracts';

const KEY = 'e2e.declaredRemotes';

/**
 * Makes the browser see other remote locations than the server declares, as a deployment with other
 * REMOTE_*_URL would: in the page's boot data (the first load) and in /remotes.json (a retry). The
 * page itself still comes from the server, so it keeps its loopback address space and its headers.
 * `overrides` replaces entries of the declaration; null goes back to the server's own.
 */
export async function declareRemotes(page: Page, overrides: Record<string, unknown> | null): Promise<void> {
  await page.unroute('**/remotes.json');
  if (!overrides) {
    await page.evaluate((key) => localStorage.removeItem(key), KEY);
    return;
  }
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [KEY, JSON.stringify(overrides)] as const);
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const remotes = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...remotes, ...overrides } });
  });
}

/** Installs the boot-data rewrite that `declareRemotes` drives; call once, before the page loads. */
export async function rewriteBootData(page: Page): Promise<void> {
  await page.addInitScript(
    ([key, id]) => {
      const overrides = localStorage.getItem(key);
      if (!overrides) return;
      // The block is rewritten once the parser has inserted all of it, before the deferred shell scripts
      // read it (they run after parsing ends).
      const observer = new MutationObserver(() => {
        let data: { remotes?: Record<string, unknown> };
        try {
          data = JSON.parse(document.getElementById(id)?.textContent ?? '') as typeof data;
        } catch {
          return;
        }
        observer.disconnect();
        data.remotes = { ...data.remotes, ...(JSON.parse(overrides) as Record<string, unknown>) };
        document.getElementById(id)!.textContent = JSON.stringify(data);
      });
      observer.observe(document, { childList: true, subtree: true });
    },
    [KEY, BOOT_DATA_ELEMENT_ID] as const,
  );
}
