import type { BillingFeature } from '../billing-feature';
import { plansSaga } from './plans-saga';
import { plansReducer } from './plans-slice';

/** The plans on sale, loaded once for the plans page and the purchase form alike. */
export const plansCatalogue: BillingFeature = {
  id: 'plans-catalogue',
  reducers: { plans: plansReducer },
  saga: plansSaga,
};
