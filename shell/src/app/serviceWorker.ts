/** The cache of the last GraphQL reads kept by the service worker (shell/sw/offlineRules.ts). */
export const LISTS_CACHE = 'inscriptions-lists';

/**
 * Registers /sw.js (production builds only) once the page has loaded, so the first route never
 * competes with the service worker's precaching.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('The offline support could not be installed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Forgets the lists kept for offline use: nothing of a user stays on the device after the session. */
export async function clearOfflineLists(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(LISTS_CACHE);
  } catch (error) {
    console.warn('Could not clear the offline lists', error);
  }
}
