import { lazy } from 'react';
import type { BillingFeature } from '../../kit/billing-feature';
import { BILLING_PATHS } from '../../route-paths';
import { messages } from './i18n';

const SubscriptionPlansPage = lazy(() => import('./pages/SubscriptionPlansPage'));

/** The catalogue page; the plans themselves are the kit's (kit/plans-catalogue). */
export const plansApp: BillingFeature = {
  id: 'plans',
  routes: [
    { path: BILLING_PATHS.subscriptionPlans, Component: SubscriptionPlansPage, access: { role: 'user' } },
  ],
  messages,
};
