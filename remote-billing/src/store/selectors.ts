import type { BillingState } from './billing-reducer';

export const BILLING_KEY = 'billing';

type WithBilling = { [BILLING_KEY]: BillingState };

export const selectPlans = (state: WithBilling) => state.billing.plans;
export const selectPurchase = (state: WithBilling) => state.billing.purchase;
export const selectDetails = (state: WithBilling) => state.billing.details;
export const selectContactQueries = (state: WithBilling) => state.billing.contactQueries;
