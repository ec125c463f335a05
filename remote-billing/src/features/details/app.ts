import type { BillingFeature } from '../../kit/billing-feature';
import { detailsSaga } from './store/details-saga';
import { detailsReducer } from './store/details-slice';
import { messages } from './i18n';

/** The company's subscription: its record, its display, and cancelling it. */
export const detailsApp: BillingFeature = {
  id: 'details',
  reducers: { details: detailsReducer },
  saga: detailsSaga,
  messages,
};
