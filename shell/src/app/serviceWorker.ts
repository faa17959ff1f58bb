/** The cache of the last GraphQL reads kept by the service worker (shell/sw/offlineRules.ts). */
export const LISTS_CACHE = 'inscriptions-lists';

/** How long after the first page's code has loaded the worker is registered: its data and paint come first. */
export const SERVICE_WORKER_DELAY_MS = 3000;

/** What registration waits for: the router's first navigation, remote code included. */
interface FirstNavigation {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/**
 * Registers /sw.js (production builds only) a moment after the first page's code has loaded, when the
 * browser is idle: the worker's install fetches and compiles the shell again, and begun at the load
 * event, before the landing remote had arrived, it delayed the first page's paint on a slow device.
 */
export function registerServiceWorker(router: FirstNavigation): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('The offline support could not be installed', error);
    });
  };
  const registerLater = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 });
      else register();
    }, SERVICE_WORKER_DELAY_MS);
  if (router.state.initialized) {
    registerLater();
    return;
  }
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    registerLater();
  });
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
