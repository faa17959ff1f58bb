import { startLandingRoute } from './federation/prefetch';

void startLandingRoute(window.location.pathname);
// Async boundary: shared singletons are negotiated before any app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
