import type { AppRoute } from '@phonesheet/shared';
import { knownRoutesOf } from '../federation/known-routes';
import type { RemoteState } from '../app/remote-state';
import { framed } from '../app/remote-frame';
import { ANTD_FREE_PATHS, HostAntdFrame } from '../app/HostAntd';
import { usesShell } from './access';

export interface UnavailableRoute {
  path: string;
  remote: string;
}

export interface RouteTable {
  /** Rendered without the shell (public, public-only, payment). */
  bare: AppRoute[];
  /** Rendered inside the shell when signed in. */
  shell: AppRoute[];
  /** Paths of remotes that failed to load: they show the unavailable panel. */
  unavailable: UnavailableRoute[];
}

export function buildRouteTable(hostRoutes: AppRoute[], remotes: RemoteState[]): RouteTable {
  // The host's pages in the host's antd, but for those drawn without it (the landing page).
  const routes = hostRoutes.map((r) =>
    ANTD_FREE_PATHS.has(r.path) ? r : { ...r, Component: framed(HostAntdFrame, r.Component) },
  );
  const unavailable: UnavailableRoute[] = [];
  for (const remote of remotes) {
    const module = remote.status === 'loaded' ? remote.module : undefined;
    if (module) {
      routes.push(...module.routes.map((r) => ({ ...r, Component: framed(module.Frame, r.Component) })));
    } else for (const path of knownRoutesOf(remote.name)) unavailable.push({ path, remote: remote.name });
  }
  return {
    bare: routes.filter((r) => !usesShell(r.access)),
    shell: routes.filter((r) => usesShell(r.access)),
    unavailable,
  };
}
