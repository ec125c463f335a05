import { createElement, lazy, Suspense } from 'react';
import { ConfigProvider, Spin, theme } from 'antd';
import { Navigate } from 'react-router-dom';
import { createAntdFrame } from '@phonesheet/shared/ui';
import type { RemoteModule } from '@phonesheet/shared';
import { messages } from '../i18n';
import { billingReducer } from '../store/billing-reducer';
import { billingSaga } from '../store/billing-saga';
import { BILLING_KEY } from '../store/selectors';
import { BILLING_PATHS } from '../route-paths';

const SubscriptionPage = lazy(() => import('../features/purchase/pages/SubscriptionPage'));
const PaymentPage = lazy(() => import('../features/purchase/pages/PaymentPage'));
const SubscriptionDetailsPage = lazy(() => import('../features/details/pages/SubscriptionDetailsPage'));
const SubscriptionPlansPage = lazy(() => import('../features/plans/pages/SubscriptionPlansPage'));
const ContactQueryPage = lazy(() => import('../features/contact-queries/pages/ContactQueryPage'));
const LazySubscriptionTab = lazy(() => import('../features/details/components/SubscriptionOverview'));

/** My Account renders slots as they are: the tab brings its own Suspense. */
function SubscriptionTab() {
  return createElement(Suspense, { fallback: createElement(Spin) }, createElement(LazySubscriptionTab));
}

/** /apps/paymentApproval has no page of its own: it only redirects to the to-do app. */
function PaymentApprovalRedirect() {
  return createElement(Navigate, { to: '/apps/todo/all', replace: true });
}

const remoteModule: RemoteModule = {
  Frame: createAntdFrame({ ConfigProvider, theme }),
  name: 'billing',
  routes: [
    { path: BILLING_PATHS.subscription, Component: SubscriptionPage, access: 'payment' },
    { path: BILLING_PATHS.payment, Component: PaymentPage, access: 'payment' },
    { path: BILLING_PATHS.subscriptionDetails, Component: SubscriptionDetailsPage, access: { role: 'user' } },
    { path: BILLING_PATHS.subscriptionPlans, Component: SubscriptionPlansPage, access: { role: 'user' } },
    { path: BILLING_PATHS.contactQuery, Component: ContactQueryPage, access: { role: 'user' } },
    { path: BILLING_PATHS.paymentApproval, Component: PaymentApprovalRedirect, access: { role: 'user' } },
  ],
  reducers: { [BILLING_KEY]: billingReducer },
  saga: billingSaga,
  messages,
  // The host hands this to auth's My Account ("User Subscription" tab); no remote imports another.
  slots: { 'myProfile.subscriptionTab': SubscriptionTab },
};

export default remoteModule;
