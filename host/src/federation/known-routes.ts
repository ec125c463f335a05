import type { RemoteModule } from '@phonesheet/shared';
import { ROUTE_PATHS as AUTH_PATHS, SLOT_NAMES as AUTH_SLOTS } from '../../../remote-auth/src/route-paths';
import {
  ROUTE_PATHS as BILLING_PATHS,
  SLOT_NAMES as BILLING_SLOTS,
} from '../../../remote-billing/src/route-paths';
import {
  ROUTE_PATHS as PHONESHEET_PATHS,
  SLOT_NAMES as PHONESHEET_SLOTS,
} from '../../../remote-phonesheet/src/route-paths';
import {
  ROUTE_PATHS as TEMPLATES_PATHS,
  SLOT_NAMES as TEMPLATES_SLOTS,
} from '../../../remote-templates/src/route-paths';

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

/**
 * The slots each remote offers, from the same modules: the host hands out a slot of a remote
 * that is not loaded yet, and loads the remote when the slot is drawn (`RemoteSlot`).
 */
export const KNOWN_REMOTE_SLOTS: Record<KnownRemoteName, readonly string[]> = {
  auth: AUTH_SLOTS,
  billing: BILLING_SLOTS,
  phonesheet: PHONESHEET_SLOTS,
  templates: TEMPLATES_SLOTS,
};
