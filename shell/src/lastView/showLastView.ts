/**
 * The last view: what a signed-in page looked like when it was last settled, shown again at once
 * when the same address is opened on this device, until the app's own page replaces it (README,
 * "Design decisions: the last view"). This file is compiled into the shell's HTML as an inline
 * script that runs before the app's code, so it imports nothing; the app imports it for its names.
 */

/** Where the views are kept, the most recent first (localStorage: read synchronously before the first paint). */
export const LAST_VIEW_KEY = 'inscriptions.lastViews';
/** The element that shows it, above the app, until the app's page has settled. */
export const LAST_VIEW_ELEMENT_ID = 'last-view';
/** A view older than this is not shown: a day-old page would mislead more than it helps. */
export const LAST_VIEW_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The id of the block of reads beside a page the server rendered (@inscriptions/contracts'
 * SERVER_RENDER_ELEMENT_ID, repeated here as this file imports nothing): such a page is the live one
 * already, so no last view is shown over it.
 */
export const SERVER_RENDER_ELEMENT_ID = 'inscriptions-server-render';

/** One address's last view. */
export interface LastView {
  /** The shape of this record. */
  v: 2;
  /** When it was taken (epoch ms). */
  at: number;
  /** pathname and search of the page. */
  path: string;
  /** The localStorage key of the session it was taken in, and that session's subject. */
  sessionKey: string;
  user: string;
  html: string;
  css: string;
  /**
   * The body's background and text styles as CSS declarations: the document's rules for `body` do
   * not reach into the view's shadow root, so the view's frame carries them.
   */
  frame: string;
}

interface StoredSession {
  profile?: { sub?: string };
  expires_at?: number;
  refresh_token?: string;
}

/** The kept views, the most recent first (a malformed record throws). */
export function readLastViews(storage: Storage): LastView[] {
  const views: unknown = JSON.parse(storage.getItem(LAST_VIEW_KEY) ?? '[]');
  return Array.isArray(views) ? (views as LastView[]) : [];
}

/** The view kept for the address open now, if it is less than a day old and the same session is still signed in. */
export function lastViewFor(storage: Storage, path: string, now: number): LastView | null {
  const view = readLastViews(storage).find((candidate) => candidate.v === 2 && candidate.path === path);
  if (!view || typeof view.frame !== 'string' || !(now - view.at < LAST_VIEW_MAX_AGE_MS)) return null;
  const session = JSON.parse(storage.getItem(view.sessionKey) ?? 'null') as StoredSession | null;
  if (!session || session.profile?.sub !== view.user) return null;
  // An expired session that cannot be renewed ends at start-up: its pages are not shown.
  if (!session.refresh_token && (session.expires_at ?? 0) * 1000 <= now) return null;
  return view;
}

/** The browser's HTML Sanitizer (`setHTML`), where it has one. */
type SanitizingElement = Element & {
  setHTML(html: string, options: { sanitizer: { removeElements: string[]; removeAttributes: string[] } }): void;
};
const canSanitize = (element: Element): element is SanitizingElement => 'setHTML' in element;

/**
 * Shows the last view of this address: a picture of the page, inert and hidden from assistive
 * technology, in a closed shadow root, so neither its styles nor its markup meet the live page's
 * (scripts, selectors and audits of the page never see a second copy of it). The stored markup is
 * put back through the browser's HTML Sanitizer, which drops scripts, event handlers and
 * `javascript:` URLs whatever the configuration, so markup written into localStorage by anyone but
 * the app cannot run. A browser without it shows no view: the view only saves a wait.
 */
export function showLastView(doc: Document = document, storage: Storage = window.localStorage): void {
  try {
    if (doc.getElementById(SERVER_RENDER_ELEMENT_ID)) return;
    const view = lastViewFor(storage, doc.location.pathname + doc.location.search, Date.now());
    const page = doc.createElement('div');
    if (!view || !canSanitize(page)) return;
    const overlay = doc.createElement('div');
    overlay.id = LAST_VIEW_ELEMENT_ID;
    overlay.setAttribute('aria-hidden', 'true');
    overlay.setAttribute('inert', '');
    overlay.style.cssText = `${view.frame};position:fixed;inset:0;z-index:2147483000;overflow:hidden`;
    const picture = overlay.attachShadow({ mode: 'closed' });
    const style = doc.createElement('style');
    style.textContent = view.css;
    // Everything a page may hold is kept (no element or attribute removed on top of the unsafe ones).
    page.setHTML(view.html, { sanitizer: { removeElements: [], removeAttributes: [] } });
    picture.append(style, page);
    doc.body.append(overlay);
  } catch (error) {
    // A view that cannot be read is skipped: the app renders as it would without one.
    console.warn('The last view could not be shown', error);
  }
}
