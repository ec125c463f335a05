// The paths this remote serves (react-router v6 patterns), owned here and nowhere else: the
// remote's routes (exposes/module.ts) take them from this module, and the host bundles it at
// build time to mount these paths with its "section unavailable" panel while the remote is not
// loaded. Plain data, importing only shared's CROSS_REMOTE_PATHS (the paths other packages reach),
// so the host can bundle it without the remote's code.

import { CROSS_REMOTE_PATHS } from '@phonesheet/shared/contracts';

export const BILLING_PATHS = {
  // Reached from other packages too (a redirect, a mailed link): written once in shared's CROSS_REMOTE_PATHS.
  subscription: CROSS_REMOTE_PATHS.subscription,
  payment: CROSS_REMOTE_PATHS.payment,
  subscriptionDetails: CROSS_REMOTE_PATHS.subscriptionDetails,
  subscriptionPlans: '/apps/subscriptionPlans',
  contactQuery: '/apps/contactQuery',
  paymentApproval: '/apps/paymentApproval',
} as const;

/** Every path above: what the host mounts for this remote while it is not loaded. */
export const ROUTE_PATHS: readonly string[] = Object.values(BILLING_PATHS);

/**
 * The slots this remote offers (exposes/module.ts `slots`): the host knows them without loading
 * the remote, and loads it when one is drawn (My Account's subscription tab, once opened).
 */
export const SLOT_NAMES: readonly string[] = ['myProfile.subscriptionTab'];
