import type { RemoteDir } from './index';

/** What every area pushes onto `window.__INSCRIPTIONS_SINGLETONS__` when it first renders. */
export interface SingletonRecord {
  area: 'shell' | RemoteDir;
  React: unknown;
  queryClient: unknown;
  store: unknown;
  theme: unknown;
  /** Which build of the area runs: its release (scripts/release-remote.mjs) or its package version. */
  release: string;
}

declare global {
  /** This build's release, compiled into each area's own code (shared/build/webpack.cjs). */
  const __INSCRIPTIONS_RELEASE__: string;
  interface Window {
    __INSCRIPTIONS_SINGLETONS__?: SingletonRecord[];
  }
}

/** Adds a record (once per area) to the singleton probe read by the end-to-end tests. */
export function recordSingletons(record: SingletonRecord): void {
  const list = (window.__INSCRIPTIONS_SINGLETONS__ ??= []);
  if (!list.some((r) => r.area === record.area)) list.push(record);
}
