import { QueryClient } from '@inscriptions/shared/api';
import { followLastViews, LAST_VIEW_MAX_MS, SETTLE_MS } from './followLastViews';
import type { FollowedRouter } from './followLastViews';
import { LAST_VIEW_ELEMENT_ID, LAST_VIEW_KEY } from './showLastView';
import type { LastView } from './showLastView';

const OWNER = { sessionKey: 'oidc.user:test', user: 'user-1' };

/** A router as the shell's (state + subscribe), moved by hand. */
function fakeRouter(pathname: string, access: string) {
  const listeners = new Set<(state: FollowedRouter['state']) => void>();
  const router: FollowedRouter & { go(pathname: string, access: string): void; load(): void } = {
    state: {
      initialized: true,
      navigation: { state: 'idle' },
      location: { pathname, search: '' },
      matches: [{ route: { handle: { access } } }],
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(nextPath, nextAccess) {
      router.state = {
        ...router.state,
        navigation: { state: 'idle' },
        location: { pathname: nextPath, search: '' },
        matches: [{ route: { handle: { access: nextAccess } } }],
      };
      for (const listener of listeners) listener(router.state);
    },
    load() {
      router.state = { ...router.state, navigation: { state: 'loading' } };
      for (const listener of listeners) listener(router.state);
    },
  };
  return router;
}

function showOverlay() {
  const overlay = document.createElement('div');
  overlay.id = LAST_VIEW_ELEMENT_ID;
  overlay.textContent = 'yesterday’s list';
  document.body.prepend(overlay);
}

const keptViews = () => JSON.parse(localStorage.getItem(LAST_VIEW_KEY) ?? '[]') as LastView[];
const overlayShown = () => document.getElementById(LAST_VIEW_ELEMENT_ID) !== null;

let stop: () => void = () => undefined;

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  window.history.replaceState(null, '', '/inscriptions');
  document.body.innerHTML = '<div id="root"><main><h1>My Inscriptions</h1></main></div>';
});
afterEach(() => {
  stop();
  jest.useRealTimers();
});

describe('followLastViews', () => {
  it("keeps the view shown until the app settles, then removes it and keeps the live page's picture", async () => {
    showOverlay();
    const router = fakeRouter('/inscriptions', 'onboarded');
    const queryClient = new QueryClient();
    let answer: (value: string[]) => void = () => undefined;
    void queryClient.fetchQuery({ queryKey: ['inscriptions'], queryFn: () => new Promise<string[]>((r) => (answer = r)) });
    stop = followLastViews({ router, queryClient, owner: () => OWNER });

    await jest.advanceTimersByTimeAsync(SETTLE_MS * 4);
    expect(overlayShown()).toBe(true);
    expect(keptViews()).toEqual([]);

    answer(['Coffee cart']);
    await jest.advanceTimersByTimeAsync(SETTLE_MS);
    expect(overlayShown()).toBe(false);
    expect(keptViews().map((view) => [view.path, view.user])).toEqual([['/inscriptions', 'user-1']]);
    expect(keptViews()[0]?.html).toContain('My Inscriptions');
    expect(keptViews()[0]?.html).not.toContain('yesterday');
  });

  it('removes the view at once when the app goes to another address (a redirect to sign in)', async () => {
    showOverlay();
    const router = fakeRouter('/inscriptions', 'onboarded');
    const queryClient = new QueryClient();
    void queryClient.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => undefined) });
    stop = followLastViews({ router, queryClient, owner: () => OWNER });
    router.go('/auth/signin', 'public');
    expect(overlayShown()).toBe(false);
  });

  it(`gives way after ${LAST_VIEW_MAX_MS} ms when the app does not settle`, async () => {
    showOverlay();
    const queryClient = new QueryClient();
    void queryClient.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => undefined) });
    stop = followLastViews({ router: fakeRouter('/inscriptions', 'onboarded'), queryClient, owner: () => OWNER });
    await jest.advanceTimersByTimeAsync(LAST_VIEW_MAX_MS - 10);
    expect(overlayShown()).toBe(true);
    await jest.advanceTimersByTimeAsync(20);
    expect(overlayShown()).toBe(false);
    expect(keptViews()).toEqual([]);
  });

  it('waits for SETTLE_MS without a change: a change part-way through the wait starts it again', async () => {
    const router = fakeRouter('/profile', 'onboarded');
    stop = followLastViews({ router, queryClient: new QueryClient(), owner: () => OWNER });
    await jest.advanceTimersByTimeAsync(SETTLE_MS - 50);
    router.go('/profile', 'onboarded');
    await jest.advanceTimersByTimeAsync(SETTLE_MS - 10);
    expect(keptViews()).toEqual([]);
    await jest.advanceTimersByTimeAsync(20);
    expect(keptViews().map((view) => view.path)).toEqual(['/profile']);
  });

  it('keeps only onboarded app pages, only while signed in, and not during a navigation', async () => {
    const router = fakeRouter('/auth/signin', 'public');
    let owner: typeof OWNER | null = OWNER;
    stop = followLastViews({ router, queryClient: new QueryClient(), owner: () => owner });
    await jest.advanceTimersByTimeAsync(SETTLE_MS);
    expect(keptViews()).toEqual([]);

    router.go('/profile', 'onboarded');
    router.load();
    await jest.advanceTimersByTimeAsync(SETTLE_MS * 2);
    expect(keptViews()).toEqual([]);
    router.go('/profile', 'onboarded');
    await jest.advanceTimersByTimeAsync(SETTLE_MS);
    expect(keptViews().map((view) => view.path)).toEqual(['/profile']);

    owner = null;
    router.go('/security', 'onboarded');
    await jest.advanceTimersByTimeAsync(SETTLE_MS);
    expect(keptViews().map((view) => view.path)).toEqual(['/profile']);
  });
});
