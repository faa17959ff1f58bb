import { startLandingRoute } from './federation/prefetch';

void startLandingRoute(window.location.pathname);
// Async boundary: shared singletons are negotiated before any app code runs. The host's singletons
// are eager, so the app's code can travel in this entry chunk: no second request before it evaluates.
// It starts in a task of its own, once the landing route's requests are out: evaluated in the
// microtasks before them, it held the remote's first request back by its whole start-up.
setTimeout(() => void import(/* webpackMode: "eager" */ './bootstrap'));
