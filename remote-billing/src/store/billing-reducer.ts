import { combineReducers } from 'redux';
import { plansReducer } from '../features/plans/store/plans-slice';
import { purchaseReducer } from '../features/purchase/store/purchase-slice';
import { detailsReducer } from '../features/details/store/details-slice';
import { contactQueriesReducer } from '../features/contact-queries/store/contact-queries-slice';

/** Injected under the key 'billing'. */
export const billingReducer = combineReducers({
  plans: plansReducer,
  purchase: purchaseReducer,
  details: detailsReducer,
  contactQueries: contactQueriesReducer,
});

export type BillingState = ReturnType<typeof billingReducer>;
