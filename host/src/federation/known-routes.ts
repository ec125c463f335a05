/**
 * Path patterns each remote owns, known to the host without loading the remote.
 * When a remote fails to load its route list is unknown, so these patterns are mounted
 * instead and show the "section unavailable" panel rather than a 404.
 * Keep in step with each remote's `routes` (react-router v6 patterns).
 */
export type KnownRemoteName = 'auth' | 'billing' | 'phonesheet' | 'templates';

export const KNOWN_REMOTE_ROUTES: Record<KnownRemoteName, string[]> = {
  auth: [
    '/signin',
    '/signup',
    '/forget-password',
    '/reset-password',
    '/verify-account',
    '/my-profile',
    '/user/*',
  ],
  billing: [
    '/subscription',
    '/payment',
    '/dashboards/subscription',
    '/apps/subscriptionPlans',
    '/apps/paymentApproval',
    '/apps/contactQuery',
  ],
  phonesheet: [
    '/dashboards/PhoneSheet',
    '/dashboards/PhoneSheetHistory',
    '/dashboards/UserDash',
    '/invitation',
  ],
  templates: [
    '/mui/*',
    '/apps/todo/*',
    '/apps/mail/*',
    '/apps/contact/*',
    '/apps/scrum-board/*',
    '/apps/chat/*',
    '/apps/wall/*',
    '/ecommerce/*',
    '/dashboards/crm',
    '/dashboards/crypto',
    '/dashboards/analytics',
    '/dashboards/e-commerce',
    '/dashboards/academy',
    '/dashboards/health-care',
    '/dashboards/metrics',
    '/dashboards/widgets',
    '/list-type/*',
    '/extra-pages/*',
    '/invoice/*',
    '/charts/*',
    '/maps/*',
    '/calendar/*',
    '/editor/*',
    '/third-party/*',
    '/menu-level/*',
  ],
};

export function knownRoutesOf(name: string): string[] {
  return (KNOWN_REMOTE_ROUTES as Record<string, string[] | undefined>)[name] ?? [];
}
