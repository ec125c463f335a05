import { combineReducers } from 'redux';
import { BILLING_FEATURES } from '../billing-features';

/** Injected under BILLING_KEY: the features' parts side by side; each feature selects its own. */
export const billingReducer = combineReducers(
  Object.assign({}, ...BILLING_FEATURES.map((feature) => feature.reducers ?? {})),
);
