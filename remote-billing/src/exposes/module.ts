import { createElement, lazy } from 'react';
import { Navigate } from 'react-router-dom';
import type { RemoteModule } from '@phonesheet/shared';
import { messages } from '../i18n';

const SubscriptionPage = lazy(() => import('../features/subscription/pages/SubscriptionPage'));
const PaymentPage = lazy(() => import('../features/subscription/pages/PaymentPage'));
const SubscriptionDetailsPage = lazy(() => import('../features/subscription/pages/SubscriptionDetailsPage'));

/** SPEC.md §2: /apps/paymentApproval is only a redirect. */
function PaymentApprovalRedirect() {
  return createElement(Navigate, { to: '/apps/todo/all', replace: true });
}

const remoteModule: RemoteModule = {
  name: 'billing',
  routes: [
    { path: '/subscription', Component: SubscriptionPage, access: 'payment' },
    { path: '/payment', Component: PaymentPage, access: 'payment' },
    { path: '/dashboards/subscription', Component: SubscriptionDetailsPage, access: { role: 'user' } },
    { path: '/apps/paymentApproval', Component: PaymentApprovalRedirect, access: { role: 'user' } },
  ],
  messages,
};

export default remoteModule;
