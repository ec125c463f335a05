import { lazy } from 'react';
import type { BillingFeature } from '../../kit/billing-feature';
import { BILLING_PATHS } from '../../route-paths';
import { purchaseSaga } from './store/purchase-saga';
import { purchaseReducer } from './store/purchase-slice';
import { messages } from './i18n';

const SubscriptionPage = lazy(() => import('./pages/SubscriptionPage'));

/** Paying: choosing a plan and a card, or a new card for the subscription (src/pages/PaymentPage). */
export const purchaseApp: BillingFeature = {
  id: 'purchase',
  routes: [{ path: BILLING_PATHS.subscription, Component: SubscriptionPage, access: 'payment' }],
  reducers: { purchase: purchaseReducer },
  saga: purchaseSaga,
  messages,
};
