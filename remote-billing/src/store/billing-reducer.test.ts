import { contactQueriesActions } from '../features/contact-queries/store/contact-queries-slice';
import { detailsActions } from '../features/details/store/details-slice';
import { purchaseActions } from '../features/purchase/store/purchase-slice';
import { plansActions } from '../kit/plans-catalogue/plans-slice';
import { billingReducer } from './billing-reducer';

const typesOf = (actions: Record<string, { type: string }>) => Object.values(actions).map((a) => a.type);

describe('the billing state', () => {
  it('keeps each feature in its own part', () => {
    expect(Object.keys(billingReducer(undefined, { type: '@@init' })).sort()).toEqual([
      'contactQueries',
      'details',
      'plans',
      'purchase',
    ]);
  });

  it('keeps the action types the sagas and the devtools know', () => {
    expect([
      ...typesOf(plansActions),
      ...typesOf(purchaseActions),
      ...typesOf(detailsActions),
      ...typesOf(contactQueriesActions),
    ]).toEqual([
      'billing/plans/requested',
      'billing/plans/loaded',
      'billing/plans/failed',
      'billing/purchase/submitted',
      'billing/purchase/succeeded',
      'billing/purchase/failed',
      'billing/purchase/basicChosen',
      'billing/purchase/basicDone',
      'billing/purchase/reset',
      'billing/details/requested',
      'billing/details/loaded',
      'billing/details/failed',
      'billing/details/cancelRequested',
      'billing/details/cancelSucceeded',
      'billing/details/cancelFailed',
      'billing/details/changeRequested',
      'billing/details/changeSucceeded',
      'billing/details/changeFailed',
      'billing/contactQueries/requested',
      'billing/contactQueries/loaded',
      'billing/contactQueries/forbidden',
      'billing/contactQueries/failed',
    ]);
  });
});
