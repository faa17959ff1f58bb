import { LAST_VIEW_ELEMENT_ID, LAST_VIEW_KEY, readLastViews } from './showLastView';
import type { LastView } from './showLastView';

/** How many addresses keep a view (the most recent ones). */
export const LAST_VIEWS_KEPT = 4;
/** A page larger than this (HTML and styles, in characters) is not kept: localStorage is small. */
export const LAST_VIEW_MAX_CHARS = 250_000;

/** What a view is taken for: the signed-in session's storage key and subject. */
export interface ViewOwner {
  sessionKey: string;
  user: string;
}

/**
 * The styles styled-components has inserted. In production it inserts rules through the CSSOM, so
 * the <style> elements' text is empty: the rules are read from their sheets.
 */
function pageStyles(doc: Document): string {
  return [...doc.querySelectorAll<HTMLStyleElement>('style[data-styled]')]
    .flatMap((element) => [...(element.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
    .join('\n');
}

/** The body's styles that its content inherits, and its background (the view sits above the app). */
const FRAME_PROPERTIES = [
  'background-color',
  'color',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  '-webkit-font-smoothing',
] as const;

/** The body's background and inherited text styles, as declarations for the view's frame. */
function frameOf(doc: Document): string {
  const style = doc.defaultView?.getComputedStyle(doc.body);
  if (!style) return '';
  return FRAME_PROPERTIES.map((name) => [name, style.getPropertyValue(name)] as const)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}

/**
 * A picture of the app's page as it is now, or null when it should not be kept (a dialog open, too
 * large). Ids, test ids and autofocus are left out: they belong to the live page.
 */
export function captureLastView(doc: Document, path: string, owner: ViewOwner, now = Date.now()): LastView | null {
  const root = doc.getElementById('root');
  if (!root || root.querySelector('[aria-modal="true"]')) return null;
  const clone = root.cloneNode(true) as HTMLElement;
  for (const element of clone.querySelectorAll('[id], [data-testid], [autofocus]')) {
    element.removeAttribute('id');
    element.removeAttribute('data-testid');
    element.removeAttribute('autofocus');
  }
  const html = clone.innerHTML;
  const css = pageStyles(doc);
  if (!html.trim() || html.length + css.length > LAST_VIEW_MAX_CHARS) return null;
  return { v: 2, at: now, path, ...owner, html, css, frame: frameOf(doc) };
}

/** The kept views; a malformed record is replaced by the next one kept. */
function readViews(storage: Storage): LastView[] {
  try {
    return readLastViews(storage);
  } catch {
    return [];
  }
}

/** Keeps `view` as its address's last view, first; the oldest beyond LAST_VIEWS_KEPT go. */
export function keepLastView(storage: Storage, view: LastView): void {
  const views = [view, ...readViews(storage).filter((kept) => kept.path !== view.path)].slice(0, LAST_VIEWS_KEPT);
  // A full storage drops the oldest views rather than the new one.
  while (views.length > 0) {
    try {
      storage.setItem(LAST_VIEW_KEY, JSON.stringify(views));
      return;
    } catch {
      views.pop();
    }
  }
}

/** Forgets every view (sign-out, an ended session): nothing of a user stays on the device. */
export function forgetLastViews(storage: Storage): void {
  storage.removeItem(LAST_VIEW_KEY);
}

/** Removes the shown view, if any: the app's own page is on screen from now on. */
export function dismissLastView(doc: Document): void {
  doc.getElementById(LAST_VIEW_ELEMENT_ID)?.remove();
}

export function isLastViewShown(doc: Document): boolean {
  return doc.getElementById(LAST_VIEW_ELEMENT_ID) !== null;
}
