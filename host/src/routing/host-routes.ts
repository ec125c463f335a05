import { lazy } from 'react';
import type { AppRoute } from '@phonesheet/shared';
import { PUBLIC_PATH } from './paths';

const page = <T extends string>(loader: () => Promise<Record<T, React.ComponentType>>, name: T) =>
  lazy(async () => ({ default: (await loader())[name] }));

/** The host's own screens: public pages (signed-out only), error pages, notifications, the dev mailbox. */
export const HOST_ROUTES: AppRoute[] = [
  {
    path: PUBLIC_PATH,
    access: 'public-only',
    Component: page(() => import('../pages/public/HomePage'), 'HomePage'),
  },
  {
    path: '/about-us',
    access: 'public-only',
    Component: page(() => import('../pages/public/AboutUsPage'), 'AboutUsPage'),
  },
  {
    path: '/contact-us',
    access: 'public-only',
    Component: page(() => import('../pages/public/ContactUsPage'), 'ContactUsPage'),
  },
  {
    path: '/terms-and-conditions',
    access: 'public-only',
    Component: page(() => import('../pages/public/TermsPage'), 'TermsPage'),
  },
  {
    path: '/privacy-policy',
    access: 'public-only',
    Component: page(() => import('../pages/public/PrivacyPage'), 'PrivacyPage'),
  },
  {
    path: '/error-pages/error-401',
    access: 'public',
    Component: page(() => import('../pages/errors/Error401'), 'Error401'),
  },
  {
    path: '/error-pages/error-403',
    access: 'public',
    Component: page(() => import('../pages/errors/Error403'), 'Error403'),
  },
  {
    path: '/error-pages/error-404',
    access: 'public',
    Component: page(() => import('../pages/errors/Error404'), 'Error404'),
  },
  {
    path: '/error-pages/error-500',
    access: 'public',
    Component: page(() => import('../pages/errors/Error500'), 'Error500'),
  },
  {
    path: '/error-pages/error-503',
    access: 'public',
    Component: page(() => import('../pages/errors/Error503'), 'Error503'),
  },
  {
    path: '/error-pages/coming-soon',
    access: 'public',
    Component: page(() => import('../pages/errors/ComingSoon'), 'ComingSoon'),
  },
  {
    path: '/error-pages/maintenance',
    access: 'public',
    Component: page(() => import('../pages/errors/Maintenance'), 'Maintenance'),
  },
  {
    path: '/notifications',
    access: { role: 'user' },
    Component: page(() => import('../pages/notifications/NotificationsPage'), 'NotificationsPage'),
  },
  {
    // Operators only: the API answers 403 to anyone else, and the page says so.
    path: '/apps/remotes',
    access: { role: 'user' },
    Component: page(() => import('../pages/operators/RemotesPage'), 'RemotesPage'),
  },
  {
    path: '/dev/mailbox',
    access: 'public',
    Component: page(() => import('../pages/dev/DevMailboxPage'), 'DevMailboxPage'),
  },
];
