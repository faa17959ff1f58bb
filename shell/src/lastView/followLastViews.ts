import type { QueryClient } from '@inscriptions/shared/api';
import { getAccount, peekAppConfig, userStorageKey } from '@inscriptions/shared/auth';
import type { ShellRouteHandle } from '../routes/routes';
import { captureLastView, dismissLastView, isLastViewShown, keepLastView } from './lastView';
import type { ViewOwner } from './lastView';

/** How long the app stays at rest (router idle, no query fetching) before it counts as settled. */
export const SETTLE_MS = 150;
/** The shown view gives way to the app after this long at most, settled or not. */
export const LAST_VIEW_MAX_MS = 4000;

interface RouterState {
  initialized: boolean;
  navigation: { state: string };
  location: { pathname: string; search: string };
  matches: Array<{ route: { handle?: unknown } }>;
}

export interface FollowedRouter {
  state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
}

/** The signed-in session the views belong to, once the configuration and the session are read. */
function currentOwner(): ViewOwner | null {
  const config = peekAppConfig();
  const account = getAccount();
  return config && account ? { sessionKey: userStorageKey(config), user: account.accountId } : null;
}

const pathOf = ({ pathname, search }: { pathname: string; search: string }) => `${pathname}${search}`;

/** The app's own pages (signed in and onboarded) are kept; sign-in, onboarding and public pages are not. */
function isKeptPage(state: RouterState): boolean {
  const handle = state.matches.at(-1)?.route.handle as ShellRouteHandle | undefined;
  return handle?.access === 'onboarded';
}

/**
 * Follows the app's pages for the last view (showLastView.ts): each time the app settles on one of
 * its pages, the page is kept as its address's view; at the first settle, or after LAST_VIEW_MAX_MS,
 * or once the router leaves the address it was shown for, the view shown at start-up is removed.
 */
export function followLastViews({
  router,
  queryClient,
  doc = document,
  storage = window.localStorage,
  owner = currentOwner,
}: {
  router: FollowedRouter;
  queryClient: QueryClient;
  doc?: Document;
  storage?: Storage;
  owner?: () => ViewOwner | null;
}): () => void {
  const shownFor = isLastViewShown(doc) ? pathOf(doc.location) : null;
  const atRest = () =>
    router.state.initialized &&
    router.state.navigation.state === 'idle' &&
    queryClient.isFetching() === 0 &&
    queryClient.isMutating() === 0;

  const settled = () => {
    if (!atRest()) return;
    dismissLastView(doc);
    const viewOwner = owner();
    if (!viewOwner || !isKeptPage(router.state)) return;
    const view = captureLastView(doc, pathOf(router.state.location), viewOwner);
    if (view) keepLastView(storage, view);
  };

  // One timer at a time: the query cache reports dozens of changes while a page loads, and clearing
  // and setting a timer for each took the main thread's time on the way to the first paint.
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastChangeAt = 0;
  const settleWhenQuiet = () => {
    const quietFor = performance.now() - lastChangeAt;
    if (quietFor < SETTLE_MS) {
      timer = setTimeout(settleWhenQuiet, SETTLE_MS - quietFor);
      return;
    }
    timer = undefined;
    settled();
  };
  const changed = () => {
    if (shownFor !== null && pathOf(router.state.location) !== shownFor) dismissLastView(doc);
    lastChangeAt = performance.now();
    timer ??= setTimeout(settleWhenQuiet, SETTLE_MS);
  };
  const unsubscribeRouter = router.subscribe(changed);
  const unsubscribeQueries = queryClient.getQueryCache().subscribe(changed);
  const unsubscribeMutations = queryClient.getMutationCache().subscribe(changed);
  const giveWay = shownFor !== null ? setTimeout(() => dismissLastView(doc), LAST_VIEW_MAX_MS) : undefined;
  changed();
  return () => {
    clearTimeout(timer);
    clearTimeout(giveWay);
    unsubscribeRouter();
    unsubscribeQueries();
    unsubscribeMutations();
  };
}
