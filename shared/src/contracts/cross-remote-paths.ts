// The paths one package serves that another package's code must reach: a redirect, a link, the
// upgrade path of a 402, a link the API mails or pushes. Each is written here once, since shared (and the API) cannot import a
// remote, and no remote imports another; the package that serves it takes it from here in its
// route-paths.ts (the host in host/src/routing/paths.ts), and
// host/src/routing/cross-remote-paths.test.ts checks that each is served by exactly its owner.

export const CROSS_REMOTE_PATHS = {
  /** remote-auth's sign-in page: the invitation page links to it. */
  signIn: '/signin',
  /** remote-phonesheet's sheet: a purchase lands there, the reminders drawer links to a call on it. */
  phoneSheet: '/dashboards/PhoneSheet',
  /** remote-phonesheet's reports: the morning digest links to them. */
  reports: '/dashboards/PhoneSheetReports',
  /** remote-billing's plan choice: the session sends a user without a subscription there. */
  subscription: '/subscription',
  /** remote-billing's subscription details: a plan limit's upgrade link (UPGRADE_PATH). */
  subscriptionDetails: '/dashboards/subscription',
  /** remote-templates' to-do app, first folder: where billing's payment approval redirects. */
  todoAll: '/apps/todo/all',
  /** remote-auth's account page: the digest mail links to its digest tab. */
  myProfile: '/my-profile',
  /** remote-auth's pages that a mailed verification or password-reset link opens. */
  verifyAccount: '/verify-account',
  resetPassword: '/reset-password',
  /** remote-phonesheet's invitation page: the invitation mail links to it. */
  invitation: '/invitation',
  /** remote-billing's card page: a failed renewal's mail links to it. */
  payment: '/payment',
  /** The host's public landing page: where signing out lands. */
  publicHome: '/home',
} as const;
