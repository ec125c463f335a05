import { detailsActions, detailsReducer, initialDetailsState, toDisplay } from './details-slice';
import { formatBillingDate } from '../../../kit/dates';
import type { SubscriptionDetails } from '@phonesheet/shared/contracts';

const START = Date.UTC(2030, 0, 15, 12) / 1000;
const END = Date.UTC(2030, 1, 15, 12) / 1000;
const record = {
  planId: 'standard',
  planName: 'Standard',
  paid: true,
  status: 'active',
  createdAt: new Date(START * 1000).toISOString(),
  subscriptionExpiresAt: new Date(END * 1000).toISOString(),
  cancelled: false,
  card: null,
};
const withInfo: SubscriptionDetails = {
  subscriptionInfo: {
    id: 'sub_1',
    status: 'active',
    plan: { nickname: 'Standard' },
    current_period_start: START,
    current_period_end: END,
    cancel_at_period_end: false,
  },
  subscription: record,
};

test('the display uses subscriptionInfo; next billing is the period end, the day the card is charged', () => {
  const d = toDisplay(withInfo)!;
  expect(d).toMatchObject({ planName: 'Standard', startDate: START, endDate: END, cancelled: false });
  expect(formatBillingDate(d.nextBilling)).toBe('February 15, 2030');
  expect(formatBillingDate(d.startDate)).toBe('January 15, 2030');
});

test('subscriptionInfo 0 → the record; Basic or nothing → no table', () => {
  expect(toDisplay({ subscriptionInfo: 0, subscription: { ...record, cancelled: true } })).toMatchObject({
    startDate: START,
    endDate: END,
    cancelled: true,
  });
  expect(
    toDisplay({
      subscriptionInfo: 0,
      subscription: {
        ...record,
        planId: 'basic',
        planName: 'Basic',
        paid: false,
        subscriptionExpiresAt: null,
      },
    }),
  ).toBeNull();
  expect(toDisplay({ subscriptionInfo: 0, subscription: null })).toBeNull();
});

test('dates follow the current language', () => {
  expect(formatBillingDate(START, 'fr')).toBe('janvier 15, 2030');
  expect(formatBillingDate(START, 'es')).toMatch(/^enero 15, 2030$/);
});

test('a successful cancel sets the cancelled flag at once and ends the spinner', () => {
  let state = detailsReducer(initialDetailsState, detailsActions.loaded(withInfo));
  state = detailsReducer(state, detailsActions.cancelRequested());
  expect(state.cancelling).toBe(true);
  state = detailsReducer(state, detailsActions.cancelSucceeded());
  expect(state.cancelling).toBe(false);
  expect(toDisplay(state.data)?.cancelled).toBe(true);
  expect(detailsReducer(state, detailsActions.cancelFailed()).data).toBe(state.data);
});
