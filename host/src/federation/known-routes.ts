import type { RemoteModule } from '@phonesheet/shared';
import { ROUTE_PATHS as AUTH_PATHS } from '../../../remote-auth/src/route-paths';
import { ROUTE_PATHS as BILLING_PATHS } from '../../../remote-billing/src/route-paths';
import { ROUTE_PATHS as PHONESHEET_PATHS } from '../../../remote-phonesheet/src/route-paths';
import { ROUTE_PATHS as TEMPLATES_PATHS } from '../../../remote-templates/src/route-paths';

/**
 * The paths each remote serves, known to the host without loading the remote. While a remote
 * is not loaded (deferred, loading, or failed) its route list is unknown, so these paths are
 * mounted instead: a spinner while it loads, the "section unavailable" panel when it failed,
 * rather than a 404.
 *
 * Each list is the remote's own `src/route-paths.ts`, the module its routes are declared from,
 * bundled into the host at build time: plain data, so the host never loads a remote to know
 * them and each remote stays deployable on its own (a new path shows the panel once the host
 * is built again).
 */
export type KnownRemoteName = RemoteModule['name'];

export const KNOWN_REMOTE_ROUTES: Record<KnownRemoteName, readonly string[]> = {
  auth: AUTH_PATHS,
  billing: BILLING_PATHS,
  phonesheet: PHONESHEET_PATHS,
  templates: TEMPLATES_PATHS,
};

export function knownRoutesOf(name: string): readonly string[] {
  return (KNOWN_REMOTE_ROUTES as Record<string, readonly string[] | undefined>)[name] ?? [];
}
