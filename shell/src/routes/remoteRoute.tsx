import type { ComponentType } from 'react';
import type { LazyRouteModule, RemoteRouteDefinition } from '@inscriptions/shared/federation';
import { reportError } from '@inscriptions/shared/store';
import {
  RemoteIncompatibleError,
  RemoteLoadError,
  loadRegister,
  peekRegister,
  retryRemote,
} from '../federation/remotes';
import { RemoteUnavailable, remoteFailureMessage } from './RemoteUnavailable';

type RegisterLoader = typeof loadRegister;

async function componentFrom(def: RemoteRouteDefinition, load: RegisterLoader): Promise<ComponentType> {
  const routes = await load(def.remote);
  const route = routes.find((r) => r.handle.routeName === def.routeName);
  if (!route) throw new RemoteLoadError(def.remote, new Error(`${def.remote} does not register ${def.routeName}`));
  const mod = await route.lazy();
  return mod.Component;
}

export interface RemoteRouteDeps {
  load: RegisterLoader;
  retry: RegisterLoader;
  peek: (dir: RemoteRouteDefinition['remote']) => ReturnType<RegisterLoader> | null;
}

const defaultDeps: RemoteRouteDeps = {
  load: loadRegister,
  retry: retryRemote,
  peek: peekRegister,
};

/**
 * react-router `lazy` for a catalogue route: loads the owning remote's `./register` on first
 * navigation into it and then the page's own lazy module. A failure resolves to an in-layout
 * error panel (never a thrown error) and is pushed into the error banner.
 */
export async function loadRemoteRoute(
  def: RemoteRouteDefinition,
  deps: RemoteRouteDeps = defaultDeps,
): Promise<LazyRouteModule> {
  try {
    return { Component: await componentFrom(def, deps.load) };
  } catch (error) {
    console.warn(error);
    const incompatible = error instanceof RemoteIncompatibleError ? error.message : undefined;
    reportError(incompatible ?? remoteFailureMessage(def));
    const retry = () => componentFrom(def, deps.retry);
    const pending = () => (deps.peek(def.remote) ? componentFrom(def, deps.load) : null);
    function FailedRemoteRoute() {
      return <RemoteUnavailable def={def} retry={retry} pending={pending} incompatible={incompatible} />;
    }
    return { Component: FailedRemoteRoute };
  }
}
