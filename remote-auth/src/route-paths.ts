// The paths this remote serves (react-router v6 patterns), owned here and nowhere else: the
// remote's routes (exposes/module.ts) take them from this module, and the host bundles it at
// build time to mount these paths with its "section unavailable" panel while the remote is not
// loaded. Plain data, importing only shared's CROSS_REMOTE_PATHS (the paths other packages reach),
// so the host can bundle it without the remote's code.

import { CROSS_REMOTE_PATHS } from '@phonesheet/shared/contracts';

export const AUTH_PATHS = {
  // Reached from other packages too (a link, a mailed link): written once in shared's CROSS_REMOTE_PATHS.
  signIn: CROSS_REMOTE_PATHS.signIn,
  signUp: '/signup',
  forgotPassword: '/forget-password',
  resetPassword: CROSS_REMOTE_PATHS.resetPassword,
  verifyAccount: CROSS_REMOTE_PATHS.verifyAccount,
  myProfile: CROSS_REMOTE_PATHS.myProfile,
} as const;

/** The forms again in the template layouts: /user/<page>-1 (centred card) and -2 (split screen). */
export const USER_TEMPLATE_PAGES = [
  'lock',
  'sign-in',
  'sign-up',
  'forgot-password',
  'reset-password',
] as const;
export type UserTemplatePage = (typeof USER_TEMPLATE_PAGES)[number];
export const USER_TEMPLATE_VARIANTS = [1, 2] as const;

export function userTemplatePath(page: UserTemplatePage, variant: 1 | 2): string {
  return `/user/${page}-${variant}`;
}

/** Every path above: what the host mounts for this remote while it is not loaded. */
export const ROUTE_PATHS: readonly string[] = [
  ...Object.values(AUTH_PATHS),
  ...USER_TEMPLATE_PAGES.flatMap((page) => USER_TEMPLATE_VARIANTS.map((v) => userTemplatePath(page, v))),
];

/**
 * The slots this remote offers (exposes/module.ts `slots`): the host knows them without loading
 * the remote, and loads it when one is drawn. The idle lock is drawn once the host's own idle
 * timer (or a locked tab's reload) asks for it, never with the page.
 */
export const SLOT_NAMES: readonly string[] = ['app.idleLock'];
