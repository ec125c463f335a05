// The operationId of each operation in /api/docs/json (docs/api.md "The contract"): a
// generated client names its functions after them, so they are chosen here, readable and
// stable, instead of being derived from a path that may move. A route missing here gets
// one derived from its method and path (swagger.ts); the contract test wants them all listed.
export const OPERATION_IDS: Record<string, string> = {
  'GET /api/user/list': 'listCompanyUsersLegacy',
  'POST /api/v1/contact-us': 'sendContactMessage',
  'GET /api/v1/health': 'getHealth',
  // Accounts
  'POST /api/v1/auth/registerAdmin': 'registerAdmin',
  'POST /api/v1/auth/verifyCode': 'verifyCode',
  'POST /api/v1/auth/resendCode': 'resendCode',
  'PATCH /api/v1/auth/verifyUser/:token': 'verifyUser',
  'POST /api/v1/auth/login': 'login',
  'POST /api/v1/auth/closePromo': 'closeOfferBanner',
  'POST /api/v1/auth/refresh': 'refreshAccessToken',
  'POST /api/v1/auth/exchangeToken': 'exchangeLegacyToken',
  'POST /api/v1/auth/forgotPassword': 'forgotPassword',
  'POST /api/v1/auth/resetPassword': 'resetPassword',
  'GET /api/v1/auth/getMe': 'getMe',
  'POST /api/v1/auth/urlTicket': 'createUrlTicket',
  'POST /api/v1/auth/logout': 'logout',
  'PATCH /api/v1/auth/updateProfile': 'updateProfile',
  'PATCH /api/v1/auth/changePassword': 'changePassword',
  'POST /api/v1/auth/unlock': 'unlock',
  // Development mailbox (never in production)
  'GET /api/v1/dev/mailbox': 'listDevMailbox',
  'POST /api/v1/dev/digest-tick': 'runDigestTick',
  'POST /api/v1/dev/legacySession': 'createDevLegacySession',
  'GET /api/v1/operators/contactQueries': 'listContactQueries',
  // Remotes: load health from browsers, the registry for operators
  'POST /api/v1/remotes/load-failures': 'reportRemoteLoadFailure',
  'GET /api/v1/operators/remotes': 'getRemotesStatus',
  'POST /api/v1/operators/remotes/:remote/promote': 'promoteRemote',
  'POST /api/v1/operators/remotes/:remote/rollback': 'rollbackRemote',
  // Company users and invitations
  'GET /api/v1/user/list': 'listUsers',
  'PATCH /api/v1/user/:id': 'updateUser',
  'DELETE /api/v1/user/:id': 'deleteUser',
  'GET /api/v1/invitations': 'listInvitations',
  'POST /api/v1/invitations': 'createInvitation',
  'DELETE /api/v1/invitations/:id': 'deleteInvitation',
  'POST /api/v1/invitations/accept': 'acceptInvitation',
  // Covering a desk
  'GET /api/v1/coverings': 'listCoverings',
  'POST /api/v1/coverings': 'createCovering',
  'DELETE /api/v1/coverings/:id': 'endCovering',
  // E-mail per call and chat
  'GET /api/v1/forwarding/mail': 'getCallMailSettings',
  'PUT /api/v1/forwarding/mail': 'saveCallMailSettings',
  'GET /api/v1/forwarding/company': 'getCompanyForwarding',
  'PUT /api/v1/forwarding/company/time-zone': 'setCompanyTimeZone',
  'PUT /api/v1/forwarding/company/webhooks': 'connectChatWebhook',
  'DELETE /api/v1/forwarding/company/webhooks/:id': 'disconnectChatWebhook',
  // The phone sheet
  'GET /api/v1/calls/sheet': 'getSheet',
  'GET /api/v1/calls/follow-ups': 'listFollowUps',
  'GET /api/v1/calls': 'listCalls',
  'GET /api/v1/calls/export.csv': 'exportCallsCsv',
  'GET /api/v1/reports': 'getReport',
  'GET /api/v1/reports/export.csv': 'exportReportCsv',
  'POST /api/v1/calls/import': 'importCalls',
  'GET /api/v1/calls/import/:id': 'getCallImport',
  'DELETE /api/v1/calls/import/:id': 'cancelCallImport',
  'POST /api/v1/calls': 'createCall',
  'GET /api/v1/calls/:id': 'getCall',
  'GET /api/v1/calls/:id/changes': 'listCallChanges',
  'PATCH /api/v1/calls/:id': 'updateCall',
  'DELETE /api/v1/calls/:id': 'deleteCall',
  'POST /api/v1/calls/:id/restore': 'restoreCall',
  'POST /api/v1/calls/:id/callback': 'logCallback',
  'GET /api/v1/digest/settings': 'getDigestSettings',
  'PUT /api/v1/digest/settings': 'updateDigestSettings',
  'GET /api/v1/preferences': 'getPreferences',
  'PATCH /api/v1/preferences': 'updatePreferences',
  'GET /api/v1/statuses': 'listStatuses',
  'POST /api/v1/statuses': 'createStatus',
  'PATCH /api/v1/statuses/:id': 'updateStatus',
  'DELETE /api/v1/statuses/:id': 'deleteStatus',
  'GET /api/v1/events': 'streamEvents',
  'GET /api/v1/contacts': 'listContacts',
  'GET /api/v1/contacts/timeline': 'getContactTimeline',
  // Calendar feed (docs/integrations.md)
  'GET /api/v1/calendar-feed/link': 'getCalendarFeedLink',
  'POST /api/v1/calendar-feed/rotate': 'rotateCalendarFeedLink',
  'GET /api/v1/calendar-feed/:token': 'getCalendarFeed',
  // Push notifications (docs/integrations.md)
  'GET /api/v1/push': 'getPushSettings',
  'PUT /api/v1/push/device': 'subscribePushDevice',
  'PATCH /api/v1/push/device': 'mutePushDevice',
  'DELETE /api/v1/push/device': 'unsubscribePushDevice',
  'PUT /api/v1/push/quiet-hours': 'updatePushQuietHours',
  'GET /api/v1/phone-system/settings': 'getPhoneSystem',
  'PATCH /api/v1/phone-system/settings': 'updatePhoneSystem',
  'GET /api/v1/phone-system/secret': 'getPhoneSystemSecret',
  'POST /api/v1/phone-system/secret/rotate': 'rotatePhoneSystemSecret',
  'POST /api/v1/phone-system/twilio/:hookId': 'receiveTwilioCallback',
  'POST /api/v1/phone-system/webhook/:hookId': 'receivePhoneSystemWebhook',
  // Subscription
  'GET /api/v1/subscription/getSubscriptionPlans': 'listPlans',
  'GET /api/v1/subscription/clientSecrets': 'getClientSecrets',
  'POST /api/v1/subscription/createEnterpriseSubscription': 'createSubscription',
  'POST /api/v1/subscription/changePlan': 'changePlan',
  'GET /api/v1/subscription/mySubscriptionDetails': 'getSubscriptionDetails',
  'DELETE /api/v1/subscription/cancelSubscription': 'cancelSubscription',
  'POST /api/v1/subscription/chooseBasic': 'chooseBasic',
  'POST /api/v1/subscription/updatePaymentMethod': 'updatePaymentMethod',
  'GET /api/v1/subscription/myPlan': 'getMyPlan',
  'POST /api/v1/subscription/sandbox/paymentMethods': 'createSandboxPaymentMethod',
  'POST /api/v1/subscription/webhook': 'receiveStripeWebhook',
  // Notifications
  'GET /api/v1/notifications': 'listNotifications',
  'GET /api/v1/notifications/owed-calls': 'listOwedCalls',
  'POST /api/v1/notifications/read-all': 'markAllNotificationsRead',
  'POST /api/v1/notifications/:id/read': 'markNotificationRead',
};

/** The operationId of a route: its listed name, else camelCase of its method and path. */
export function operationIdOf(method: string, url: string): string {
  const listed = OPERATION_IDS[`${method} ${url}`];
  if (listed) return listed;
  const words = [method.toLowerCase(), ...url.replace(/^\/api\/(v1\/)?/, '').split(/[^A-Za-z0-9]+/)];
  return words
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1)))
    .join('');
}
