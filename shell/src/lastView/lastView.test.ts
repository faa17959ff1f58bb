import { captureLastView, dismissLastView, forgetLastViews, keepLastView, LAST_VIEWS_KEPT } from './lastView';
import { SERVER_RENDER_ELEMENT_ID as CONTRACT_SERVER_RENDER_ELEMENT_ID } from '@inscriptions/contracts';
import {
  LAST_VIEW_ELEMENT_ID,
  LAST_VIEW_KEY,
  LAST_VIEW_MAX_AGE_MS,
  SERVER_RENDER_ELEMENT_ID,
  lastViewFor,
  showLastView,
} from './showLastView';
import type { LastView } from './showLastView';

const SESSION_KEY = 'oidc.user:http://localhost/oidc:inscriptions-web';
const OWNER = { sessionKey: SESSION_KEY, user: 'user-1' };
const NOW = Date.now();

function storeSession(sub: string, { expiresAt = NOW / 1000 + 3600, refreshToken = 'r' as string | null } = {}) {
  localStorage.setItem(
    SESSION_KEY,
    JSON.stringify({ access_token: 'a', profile: { sub }, expires_at: expiresAt, refresh_token: refreshToken ?? undefined }),
  );
}

function view(path: string, html = `<main class="page"><h1>${path}</h1></main>`, at = NOW): LastView {
  return { v: 2, at, path, ...OWNER, html, css: '.page { color: rgb(1, 2, 3); }', frame: 'background-color:rgb(246, 245, 241);font-family:Georgia' };
}

type Sanitize = (html: string, options: unknown) => void;
/**
 * jsdom has no HTML Sanitizer: a stand-in records what `setHTML` was given and writes the markup as
 * is (Chromium's own sanitising is checked end to end, e2e/tests/last-view.spec.ts).
 */
function browserSanitizer(): Array<{ html: string; options: unknown }> {
  const calls: Array<{ html: string; options: unknown }> = [];
  (Element.prototype as unknown as { setHTML?: Sanitize }).setHTML = function (this: Element, html, options) {
    calls.push({ html, options });
    this.innerHTML = html;
  };
  return calls;
}
afterEach(() => delete (Element.prototype as unknown as { setHTML?: Sanitize }).setHTML);

/** The closed shadow roots attached from now on: the test looks into what the page cannot. */
function watchPictures(): ShadowRoot[] {
  const roots: ShadowRoot[] = [];
  const attach = Element.prototype.attachShadow;
  jest.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (this: Element, init: ShadowRootInit) {
    const root = attach.call(this, init);
    roots.push(root);
    return root;
  });
  return roots;
}

afterEach(() => jest.restoreAllMocks());

function renderApp(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
}

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/inscriptions');
});

describe('showLastView (the inline script)', () => {
  it("shows the address's view above the app, inert and hidden from assistive technology, with its styles", () => {
    storeSession('user-1');
    keepLastView(localStorage, view('/inscriptions'));
    keepLastView(localStorage, view('/profile'));
    renderApp('');
    const pictures = watchPictures();
    const sanitized = browserSanitizer();
    showLastView();
    // The stored markup goes back through the browser's sanitizer, removing nothing on top of what it always removes.
    expect(sanitized).toEqual([{ html: view('/inscriptions').html, options: { sanitizer: { removeElements: [], removeAttributes: [] } } }]);
    const overlay = document.getElementById(LAST_VIEW_ELEMENT_ID);
    expect(overlay).not.toBeNull();
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    expect(overlay).toHaveAttribute('inert');
    expect(overlay?.style.position).toBe('fixed');
    expect(overlay?.style.backgroundColor).toBe('rgb(246, 245, 241)');
    expect(overlay?.style.fontFamily).toBe('Georgia');
    // After the app's root, in a closed shadow root: the page's scripts and selectors never meet it.
    expect(document.body.lastElementChild).toBe(overlay);
    expect(overlay?.shadowRoot).toBeNull();
    expect(document.querySelector('h1')).toBeNull();
    expect(pictures).toHaveLength(1);
    expect(pictures[0]?.querySelector('h1')).toHaveTextContent('/inscriptions');
    expect(pictures[0]?.querySelector('style')?.textContent).toBe('.page { color: rgb(1, 2, 3); }');
  });

  it('shows nothing for another address, another or no session, or an expired session that cannot be renewed', () => {
    keepLastView(localStorage, view('/inscriptions'));
    expect(lastViewFor(localStorage, '/inscriptions', NOW)).toBeNull();
    storeSession('user-2');
    expect(lastViewFor(localStorage, '/inscriptions', NOW)).toBeNull();
    storeSession('user-1');
    expect(lastViewFor(localStorage, '/inscriptions', NOW)?.path).toBe('/inscriptions');
    expect(lastViewFor(localStorage, '/inscriptions?tab=2', NOW)).toBeNull();
    expect(lastViewFor(localStorage, '/profile', NOW)).toBeNull();
    storeSession('user-1', { expiresAt: NOW / 1000 - 1, refreshToken: null });
    expect(lastViewFor(localStorage, '/inscriptions', NOW)).toBeNull();
    storeSession('user-1', { expiresAt: NOW / 1000 - 1 });
    expect(lastViewFor(localStorage, '/inscriptions', NOW)?.path).toBe('/inscriptions');
  });

  it('shows nothing a day after the view was taken, nor a view of an older shape', () => {
    storeSession('user-1');
    keepLastView(localStorage, view('/inscriptions'));
    expect(lastViewFor(localStorage, '/inscriptions', NOW + LAST_VIEW_MAX_AGE_MS - 1)?.path).toBe('/inscriptions');
    expect(lastViewFor(localStorage, '/inscriptions', NOW + LAST_VIEW_MAX_AGE_MS)).toBeNull();
    const { at: _at, ...unversioned } = view('/profile');
    localStorage.setItem(LAST_VIEW_KEY, JSON.stringify([{ ...unversioned, v: 1 }]));
    expect(lastViewFor(localStorage, '/profile', NOW)).toBeNull();
  });

  it('shows no view over a page the server rendered: that page is the live one', () => {
    expect(SERVER_RENDER_ELEMENT_ID).toBe(CONTRACT_SERVER_RENDER_ELEMENT_ID);
    storeSession('user-1');
    keepLastView(localStorage, view('/inscriptions'));
    browserSanitizer();
    renderApp('<main>rendered by the server</main>');
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="${SERVER_RENDER_ELEMENT_ID}">{}</script>`);
    showLastView();
    expect(document.getElementById(LAST_VIEW_ELEMENT_ID)).toBeNull();
    document.getElementById(SERVER_RENDER_ELEMENT_ID)?.remove();
    showLastView();
    expect(document.getElementById(LAST_VIEW_ELEMENT_ID)).not.toBeNull();
  });

  it('shows no view in a browser without an HTML Sanitizer', () => {
    storeSession('user-1');
    keepLastView(localStorage, view('/inscriptions'));
    renderApp('');
    showLastView();
    expect(document.getElementById(LAST_VIEW_ELEMENT_ID)).toBeNull();
  });

  it('leaves the page alone when the stored views cannot be read', () => {
    storeSession('user-1');
    localStorage.setItem(LAST_VIEW_KEY, '{not json');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('');
    expect(() => showLastView()).not.toThrow();
    expect(document.getElementById(LAST_VIEW_ELEMENT_ID)).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('captureLastView', () => {
  it("keeps the page's markup and styled-components' rules, without ids, test ids or autofocus", () => {
    renderApp(
      '<main data-testid="page-SelectInscription" aria-labelledby="h"><h1 id="h">My Inscriptions</h1><input autofocus value="x"></main>',
    );
    const style = document.createElement('style');
    style.setAttribute('data-styled', 'active');
    document.head.appendChild(style);
    // Production inserts through the CSSOM, leaving the element's text empty.
    style.sheet?.insertRule('.sc-a { color: rgb(61, 90, 128); }');
    // The document's body rules do not reach into the view's shadow root: the frame carries them.
    document.body.style.fontFamily = 'Georgia';
    document.body.style.backgroundColor = 'rgb(246, 245, 241)';
    const captured = captureLastView(document, '/inscriptions', OWNER);
    expect(captured?.frame).toContain('font-family:Georgia');
    expect(captured?.frame).toContain('background-color:rgb(246, 245, 241)');
    expect(captured?.html).toContain('My Inscriptions');
    expect(captured?.html).not.toMatch(/\sid=|data-testid|autofocus/);
    expect(captured?.css).toContain('.sc-a');
    expect(captured).toMatchObject({ v: 2, path: '/inscriptions', ...OWNER });
    expect(captured?.at).toBeGreaterThanOrEqual(NOW);
    // The live page keeps its own attributes.
    expect(document.querySelector('[data-testid="page-SelectInscription"]')).not.toBeNull();
  });

  it('keeps nothing while a dialog is open, or for an empty or oversized page', () => {
    renderApp('<main><div role="dialog" aria-modal="true">Delete?</div></main>');
    expect(captureLastView(document, '/inscriptions', OWNER)).toBeNull();
    renderApp('');
    expect(captureLastView(document, '/inscriptions', OWNER)).toBeNull();
    renderApp(`<p>${'a'.repeat(300_000)}</p>`);
    expect(captureLastView(document, '/inscriptions', OWNER)).toBeNull();
  });

  it('round-trips: a captured page is shown again at its address', () => {
    storeSession('user-1');
    renderApp('<main><h1>Entries of Coffee cart</h1></main>');
    keepLastView(localStorage, captureLastView(document, '/inscriptions', OWNER)!);
    renderApp('');
    const pictures = watchPictures();
    browserSanitizer();
    showLastView();
    expect(pictures[0]?.textContent).toContain('Entries of Coffee cart');
    dismissLastView(document);
    expect(document.getElementById(LAST_VIEW_ELEMENT_ID)).toBeNull();
  });
});

describe('keepLastView', () => {
  const keptPaths = () => (JSON.parse(localStorage.getItem(LAST_VIEW_KEY) ?? '[]') as LastView[]).map((v) => v.path);

  it(`keeps one view per address, the most recent first, at most ${LAST_VIEWS_KEPT}`, () => {
    for (const path of ['/a', '/b', '/c', '/d', '/e']) keepLastView(localStorage, view(path));
    expect(keptPaths()).toEqual(['/e', '/d', '/c', '/b']);
    keepLastView(localStorage, view('/c', '<p>newer</p>'));
    expect(keptPaths()).toEqual(['/c', '/e', '/d', '/b']);
    forgetLastViews(localStorage);
    expect(localStorage.getItem(LAST_VIEW_KEY)).toBeNull();
  });

  it('drops the oldest views when the storage is full, keeping the new one', () => {
    /** A storage that refuses values longer than `quota` characters, as a full localStorage does. */
    const values = new Map<string, string>();
    const quota = 500;
    const small = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (value.length > quota) throw new DOMException('full', 'QuotaExceededError');
        values.set(key, value);
      },
      removeItem: (key: string) => values.delete(key),
    } as unknown as Storage;
    for (const path of ['/a', '/b']) keepLastView(small, view(path));
    keepLastView(small, view('/c'));
    const kept = (JSON.parse(small.getItem(LAST_VIEW_KEY) ?? '[]') as LastView[]).map((v) => v.path);
    expect(kept[0]).toBe('/c');
    expect(kept.length).toBeLessThan(3);
    expect(small.getItem(LAST_VIEW_KEY)!.length).toBeLessThanOrEqual(quota);
  });
});
