import { CROSS_REMOTE_PATHS } from '@phonesheet/shared/contracts';
import { BILLING_PATHS } from '../../../remote-billing/src/route-paths';
import { PHONESHEET_PATHS } from '../../../remote-phonesheet/src/route-paths';

/** Where signed-in and signed-out visitors land, and the not-found page. */
export const DEFAULT_SIGNED_IN_PATH = PHONESHEET_PATHS.phoneSheet;
/** The public landing page: shared's session saga lands there on signing out. */
export const PUBLIC_PATH = CROSS_REMOTE_PATHS.publicHome;
export const NOT_FOUND_PATH = '/error-pages/error-404';

/** The application shell (sidebar, top bar) is never shown on these paths. */
export const SHELL_FREE_PREFIXES = [BILLING_PATHS.subscription, BILLING_PATHS.payment];

export function isShellFree(pathname: string): boolean {
  return SHELL_FREE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
