import type { Page } from '@playwright/test';

/**
 * Records every state the page shows, however briefly: each DOM change adds the test ids present and the
 * buttons' labels (with "disabled" when they are) and the texts of status regions. A loading state of 500 ms can fall between two polls of
 * `expect` on a busy machine; a MutationObserver inside the page sees every one. Call before the page loads.
 */
export async function recordTransientStates(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { __seenStates: Set<string> }).__seenStates = seen;
    const snapshot = () => {
      document.querySelectorAll('[data-testid]').forEach((el) => seen.add(`testid:${el.getAttribute('data-testid')}`));
      document.querySelectorAll('button').forEach((button) => {
        const label = button.textContent?.trim() ?? '';
        seen.add(`button:${label}${button.disabled ? ' (disabled)' : ''}`);
      });
      document.querySelectorAll('[role="status"]').forEach((el) => seen.add(`status:${el.textContent?.trim() ?? ''}`));
    };
    new MutationObserver(snapshot).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['disabled', 'data-testid'],
    });
  });
}

/** What `recordTransientStates` saw since the page last loaded. */
export async function seenStates(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { __seenStates: Set<string> }).__seenStates]);
}
