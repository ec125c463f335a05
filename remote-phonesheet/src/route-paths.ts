// The paths this remote serves (react-router v6 patterns), owned here and nowhere else: the
// remote's routes (exposes/module.ts) take them from this module, and the host bundles it at
// build time to mount these paths with its "section unavailable" panel while the remote is not
// loaded. Plain data, importing only shared's CROSS_REMOTE_PATHS (the paths other packages reach),
// so the host can bundle it without the remote's code.

import { CROSS_REMOTE_PATHS } from '@phonesheet/shared/contracts';

export const PHONESHEET_PATHS = {
  // Reached from other packages too (a link, a mailed link): written once in shared's CROSS_REMOTE_PATHS.
  phoneSheet: CROSS_REMOTE_PATHS.phoneSheet,
  history: '/dashboards/PhoneSheetHistory',
  users: '/dashboards/UserDash',
  reports: CROSS_REMOTE_PATHS.reports,
  /** The e-mailed invitation link: a first load of it must not land on the host's 404 page. */
  invitation: CROSS_REMOTE_PATHS.invitation,
} as const;

/** The sheet's query that opens its statuses editor (the shell's search offers it as a page). */
export const STATUSES_QUERY = 'statuses';

/** Every path above: what the host mounts for this remote while it is not loaded. */
export const ROUTE_PATHS: readonly string[] = Object.values(PHONESHEET_PATHS);

/**
 * The slots this remote offers (exposes/module.ts `slots`): the host knows them without loading
 * the remote, and loads it when one is drawn (My Account's digest tab, once opened).
 */
export const SLOT_NAMES: readonly string[] = ['myProfile.digestTab'];
