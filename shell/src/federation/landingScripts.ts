/**
 * The scripts a page's first visit loaded from its remote (its remoteEntry.js, `./register` and page
 * chunks), kept per address on this device, so that the next visit asks for them all from the HTML,
 * before the app's own code has run, instead of one after the other as the federation runtime reaches
 * each. This file is compiled into the shell's HTML as an inline script, so it imports nothing; the app
 * imports it to keep and forget the lists.
 */

/** Where the lists are kept, the most recent address first. */
export const LANDING_SCRIPTS_KEY = 'inscriptions.landingScripts';
/** How many addresses are remembered. */
export const LANDING_SCRIPTS_MAX_PATHS = 20;

/** The remote scripts one address loaded on its first page. */
export interface LandingScripts {
  path: string;
  urls: string[];
}

const isScriptUrl = (url: unknown): url is string => typeof url === 'string' && /^https?:\/\//.test(url);

/** The kept lists; none when the record is missing or damaged. */
export function readLandingScripts(storage: Storage): LandingScripts[] {
  try {
    const kept: unknown = JSON.parse(storage.getItem(LANDING_SCRIPTS_KEY) ?? '[]');
    if (!Array.isArray(kept)) return [];
    return kept.filter(
      (entry): entry is LandingScripts =>
        typeof entry?.path === 'string' && Array.isArray(entry.urls) && entry.urls.every(isScriptUrl),
    );
  } catch {
    return [];
  }
}

/** Keeps the scripts `path` loaded (replacing its older list); an empty list keeps nothing. */
export function keepLandingScripts(storage: Storage, path: string, urls: readonly string[]): void {
  const scripts = urls.filter(isScriptUrl);
  if (scripts.length === 0) return;
  const others = readLandingScripts(storage).filter((entry) => entry.path !== path);
  const kept = [{ path, urls: scripts }, ...others].slice(0, LANDING_SCRIPTS_MAX_PATHS);
  try {
    storage.setItem(LANDING_SCRIPTS_KEY, JSON.stringify(kept));
  } catch {
    // A full storage only costs the next visit its head start.
  }
}

/** Forgets every list (sign-out: the addresses name the user's inscriptions). */
export function forgetLandingScripts(storage: Storage): void {
  storage.removeItem(LANDING_SCRIPTS_KEY);
}

/**
 * The scripts the page has loaded beyond the HTML's own (its deferred shell scripts): the remotes'
 * entries and chunks, as the browser's resource timing lists them.
 */
export function remoteScriptsLoaded(doc: Document, resources: readonly PerformanceResourceTiming[]): string[] {
  const own = new Set(
    Array.from(doc.querySelectorAll<HTMLScriptElement>('script[defer][src]'), (script) => script.src),
  );
  return resources
    .filter((entry) => entry.initiatorType === 'script' && !own.has(entry.name))
    .map((entry) => entry.name);
}

/** Asks for the scripts this address loaded last time (`<link rel="preload">`), run inline by the HTML. */
export function preloadLandingScripts(doc: Document = document): void {
  try {
    const kept = readLandingScripts(window.localStorage).find((entry) => entry.path === doc.location.pathname);
    for (const url of kept?.urls ?? []) {
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = url;
      doc.head.append(link);
    }
  } catch {
    // No storage (a browser's privacy mode): the scripts load as the app asks for them.
  }
}
