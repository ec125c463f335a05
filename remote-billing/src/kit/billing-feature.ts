import type { Reducer } from 'redux';
import type { SagaIterator } from 'redux-saga';
import type { AppRoute } from '@phonesheet/shared';

/**
 * One feature of the billing remote, as exposes/module.ts assembles them; adding one is adding
 * it to src/billing-features.ts. Features import the kit, never each other.
 */
export interface BillingFeature {
  id: string;
  routes?: AppRoute[];
  /** Its parts of the billing state, injected with the module under BILLING_KEY. */
  reducers?: Record<string, Reducer>;
  saga?: () => SagaIterator;
}
