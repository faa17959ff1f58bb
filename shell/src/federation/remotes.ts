import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { FEDERATION_CONTRACT_VERSION, isCompatibleContract, remoteEntryPath } from '@inscriptions/contracts';
import { AREA_LABELS, FEDERATION_NAMES, REMOTE_DIRS, readBootData } from '@inscriptions/shared/federation';
import type { RegisterModule, RemoteDir, RemoteRoute, RemotesManifest } from '@inscriptions/shared/federation';

/** Name of the host container (must match shell/webpack.config.cjs). */
export const HOST_NAME = 'shell';
export const REMOTES_JSON = '/remotes.json';

const UNAVAILABLE = '__inscriptionsRemoteUnavailable';
interface UnavailableModule {
  [UNAVAILABLE]: true;
  error: unknown;
}
function isUnavailable(mod: unknown): mod is UnavailableModule {
  return typeof mod === 'object' && mod !== null && UNAVAILABLE in mod;
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteDir,
    readonly reason?: unknown,
  ) {
    super(`The ${AREA_LABELS[remote]} area could not be loaded.`);
    this.name = 'RemoteLoadError';
  }
}

/** A remote built against another shell contract: refused before any of its pages renders. */
export class RemoteIncompatibleError extends RemoteLoadError {
  constructor(
    remote: RemoteDir,
    readonly remoteContract: string,
  ) {
    super(remote);
    this.name = 'RemoteIncompatibleError';
    this.message =
      `The ${AREA_LABELS[remote]} area was built for version ${remoteContract || 'unknown'} of Inscriptions' ` +
      `remote contract and this app supports version ${FEDERATION_CONTRACT_VERSION}: it cannot be opened until it is updated.`;
  }
}

interface RemoteLocation {
  url: string;
  /** The contract version declared in /remotes.json, if any. */
  contract?: string;
}

/**
 * errorLoadRemote: when loading a remote module finally fails (remote entry
 * unreachable), answer a fallback module instead of throwing, so a dead remote never blocks
 * start-up; the route loader turns it into an error panel with a retry.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'inscriptions-remote-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const fallback: UnavailableModule = {
        [UNAVAILABLE]: true,
        error: args.error,
      };
      return fallback;
    },
  };
}

/** The remotes' locations: the defaults, overridden by the entries of a /remotes.json body. */
function locationsFrom(body: RemotesManifest | null): Record<RemoteDir, RemoteLocation> {
  const urls = Object.fromEntries(REMOTE_DIRS.map((dir) => [dir, { url: remoteEntryPath(dir) }])) as Record<
    RemoteDir,
    RemoteLocation
  >;
  for (const dir of REMOTE_DIRS) {
    const declared = body?.[dir];
    if (typeof declared === 'string' && declared) urls[dir] = { url: declared };
    else if (declared && typeof declared === 'object' && typeof declared.entry === 'string' && declared.entry) {
      urls[dir] = { url: declared.entry, contract: typeof declared.contract === 'string' ? declared.contract : '' };
    }
  }
  return urls;
}

async function fetchRemotesManifest(): Promise<Record<RemoteDir, RemoteLocation>> {
  try {
    const res = await fetch(REMOTES_JSON, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`${REMOTES_JSON} answered ${res.status}`);
    return locationsFrom((await res.json()) as RemotesManifest);
  } catch (error) {
    console.warn(`Using default remote locations: ${String(error)}`);
    return locationsFrom(null);
  }
}

/** The first load reads the locations the server wrote into the page, if it did. */
async function initialLocations(): Promise<Record<RemoteDir, RemoteLocation>> {
  const inline = readBootData('remotes');
  return inline && typeof inline === 'object' ? locationsFrom(inline as RemotesManifest) : fetchRemotesManifest();
}

function toAbsolute(url: string): string {
  return new URL(url, window.location.href).toString();
}

let ready: Promise<void> | null = null;
let locations: Record<RemoteDir, RemoteLocation> | null = null;
const registers = new Map<RemoteDir, Promise<RemoteRoute[]>>();

/**
 * Registers every remote with the federation runtime by its declared remoteEntry.js (the build reads no
 * manifests: experiments.optimization.disableSnapshot). Idempotent.
 */
export function initFederation(): Promise<void> {
  ready ??= (async () => {
    init({ name: HOST_NAME, remotes: [], plugins: [fallbackPlugin()] });
    locations = await initialLocations();
    const found = locations;
    registerRemotes(
      REMOTE_DIRS.map((dir) => ({
        name: FEDERATION_NAMES[dir],
        entry: toAbsolute(found[dir].url),
      })),
    );
  })();
  return ready;
}

function checkContract(dir: RemoteDir, declared: string | undefined): void {
  if (declared !== undefined && !isCompatibleContract(FEDERATION_CONTRACT_VERSION, declared)) {
    throw new RemoteIncompatibleError(dir, declared);
  }
}

async function importRegister(dir: RemoteDir): Promise<RemoteRoute[]> {
  await initFederation();
  // Declared in /remotes.json: refused without loading any of the remote's code.
  checkContract(dir, locations?.[dir].contract);
  const mod = await loadRemote<RegisterModule | UnavailableModule>(`${FEDERATION_NAMES[dir]}/register`);
  if (!mod || isUnavailable(mod)) throw new RemoteLoadError(dir, mod ? mod.error : undefined);
  if (typeof mod.default !== 'function') throw new RemoteLoadError(dir, new Error('./register has no default export'));
  // Declared by the remote's own build: a remote that predates the contract declares none.
  checkContract(dir, mod.contract ?? '');
  return mod.default();
}

/** The remote's routes (its `./register`), loaded once; a failed load is forgotten so it can be retried. */
export function loadRegister(dir: RemoteDir): Promise<RemoteRoute[]> {
  let pending = registers.get(dir);
  if (!pending) {
    pending = importRegister(dir);
    registers.set(dir, pending);
    pending.catch(() => registers.delete(dir));
  }
  return pending;
}

/**
 * Retry after a failure: re-read /remotes.json, re-register the remote with `force` (which drops
 * the cached entry and module cache), then load `./register` again.
 */
export async function retryRemote(dir: RemoteDir): Promise<RemoteRoute[]> {
  await initFederation();
  registers.delete(dir);
  locations = await fetchRemotesManifest();
  registerRemotes([{ name: FEDERATION_NAMES[dir], entry: toAbsolute(locations[dir].url) }], { force: true });
  return loadRegister(dir);
}

/** The load of a remote's register already under way or done, if any. */
export function peekRegister(dir: RemoteDir): Promise<RemoteRoute[]> | null {
  return registers.get(dir) ?? null;
}
