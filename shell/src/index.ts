import { startLandingRoute } from './federation/prefetch';

void startLandingRoute(window.location.pathname);
// Async boundary: shared singletons are negotiated before any app code runs. The host's singletons
// are eager, so the app's code can travel in this entry chunk: no second request before it evaluates.
import(/* webpackMode: "eager" */ './bootstrap');
