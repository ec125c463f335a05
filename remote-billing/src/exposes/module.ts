import { createElement, lazy, Suspense } from 'react';
import { ConfigProvider, Spin, theme } from 'antd';
import { Navigate } from 'react-router-dom';
import { createAntdFrame } from '@phonesheet/shared/ui';
import type { RemoteModule } from '@phonesheet/shared';
import { CROSS_REMOTE_PATHS } from '@phonesheet/shared/contracts';
import { billingReducer } from '../store/billing-reducer';
import { billingSaga } from '../store/billing-saga';
import { BILLING_KEY } from '../kit/billing-state';
import { BILLING_FEATURES, BILLING_MESSAGES } from '../billing-features';
import { BILLING_PATHS } from '../route-paths';
import { NAVIGATION } from '../navigation';

// The pages that compose several features (src/pages); each feature routes its own pages.
const PaymentPage = lazy(() => import('../pages/PaymentPage'));
const SubscriptionDetailsPage = lazy(() => import('../pages/SubscriptionDetailsPage'));
const LazySubscriptionTab = lazy(() => import('../pages/SubscriptionOverview'));

/** My Account renders slots as they are: the tab brings its own Suspense. */
function SubscriptionTab() {
  return createElement(Suspense, { fallback: createElement(Spin) }, createElement(LazySubscriptionTab));
}

/** /apps/paymentApproval has no page of its own: it only redirects to the to-do app. */
function PaymentApprovalRedirect() {
  return createElement(Navigate, { to: CROSS_REMOTE_PATHS.todoAll, replace: true });
}

const remoteModule: RemoteModule = {
  Frame: createAntdFrame({ ConfigProvider, theme }),
  name: 'billing',
  routes: [
    ...BILLING_FEATURES.flatMap((feature) => feature.routes ?? []),
    { path: BILLING_PATHS.payment, Component: PaymentPage, access: 'payment' },
    { path: BILLING_PATHS.subscriptionDetails, Component: SubscriptionDetailsPage, access: { role: 'user' } },
    { path: BILLING_PATHS.paymentApproval, Component: PaymentApprovalRedirect, access: { role: 'user' } },
  ],
  navigation: NAVIGATION,
  reducers: { [BILLING_KEY]: billingReducer },
  saga: billingSaga,
  messages: BILLING_MESSAGES,
  // The host hands this to auth's My Account ("User Subscription" tab); no remote imports another.
  slots: { 'myProfile.subscriptionTab': SubscriptionTab },
};

export default remoteModule;
