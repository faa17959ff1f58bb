/**
 * The version of the contract between the shell and its remotes: the shared singletons
 * (@inscriptions/shared, React and react-dom, router, query client, store, theme), the `./register` shape and the
 * route catalogue. Bumped by hand: the major when a remote built against the old contract would
 * break inside this shell, the minor when the shell only adds to it. This package is bundled into
 * every build (never shared at run time), so a remote's copy is the version it was built against.
 */
// 3.0: react-dom 19 renders the app again; a 2.x remote, built for preact/compat, is refused.
// A page's optional `prefetch` needed no bump: a shell or a remote without it works with one that has it.
export const FEDERATION_CONTRACT_VERSION = '3.0';

/** The front-end remotes: their folders, the keys of `/remotes.json` and the paths /mf/<remote>/. */
export const REMOTES = [
  'mf-auth',
  'mf-inscriptions',
  'mf-entries',
  'mf-insights',
  'mf-profile',
  'mf-tasks-resources',
] as const;
export type RemoteName = (typeof REMOTES)[number];

/**
 * Where the server serves a remote's entry, the default of its `/remotes.json` declaration. The shell
 * loads a remote by its entry rather than its mf-manifest.json: the same number of round trips (entry,
 * then the exposed module's chunks), without reading a manifest on the main thread first.
 */
export function remoteEntryPath(remote: RemoteName): string {
  return `/mf/${remote}/remoteEntry.js`;
}

function parseContract(version: string): [number, number] | null {
  const match = /^(\d+)\.(\d+)$/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * A remote runs inside a shell when both were built against the same major contract and the
 * remote needs nothing newer than the shell offers (remote minor ≤ shell minor).
 */
export function isCompatibleContract(shellVersion: string, remoteVersion: string): boolean {
  const shell = parseContract(shellVersion);
  const remote = parseContract(remoteVersion);
  if (!shell || !remote) return false;
  return shell[0] === remote[0] && remote[1] <= shell[1];
}

/**
 * The id of the JSON data block the server writes into the shell's HTML, `{ "appConfig": …, "remotes": … }`:
 * the answers of /app-config.json and /remotes.json, so that the first page needs neither request.
 */
export const BOOT_DATA_ELEMENT_ID = 'inscriptions-boot';
export type BootDataKey = 'appConfig' | 'remotes';

/**
 * The cookie that carries the signed-in session's access token on document requests (the browser
 * keeps its session in localStorage, which a document request does not carry), so that the server
 * can render a signed-in landing page with the user's data. SameSite=Strict: never sent from
 * another site's link; the API never reads it (it takes the Authorization header only).
 */
export const SESSION_COOKIE = 'inscriptions_session';
/** The cookie naming the device's time zone, in which the server renders a page's dates as the browser would. */
export const TIMEZONE_COOKIE = 'inscriptions_timezone';
/** The id of the JSON block holding the reads a server-rendered page was rendered from. */
export const SERVER_RENDER_ELEMENT_ID = 'inscriptions-server-render';
