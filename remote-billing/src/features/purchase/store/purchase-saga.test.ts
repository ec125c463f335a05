import { waitFor } from '@testing-library/react';
import { createTestStore, mockFetch, sampleUser } from '@phonesheet/shared/testing';
import { billingReducer } from '../../../store/billing-reducer';
import { billingSaga } from '../../../store/billing-saga';
import { BILLING_KEY } from '../../../kit/billing-state';
import { registerStripeConfirmer } from '../stripe-bridge';
import { purchaseActions, selectPurchase, type PaymentSubmission } from './purchase-slice';

// The payment calls in the order the client runs them, for both card fields: the sandbox form and
// Stripe's CardElement (whose confirmation the mounted field registers in the bridge).
const SECRET = 'seti_123_secret_abc';

function server(purchase: { status?: number; body: unknown } = { body: { msg: 'ok' } }) {
  return mockFetch({
    'GET /api/v1/subscription/clientSecrets': { body: { data: { client_secret: SECRET } } },
    'POST /api/v1/subscription/sandbox/paymentMethods': {
      body: { data: { id: 'pm_sandbox_1', brand: 'visa', last4: '4242' } },
    },
    'POST /api/v1/subscription/createEnterpriseSubscription': purchase,
    'GET /api/v1/auth/getMe': { body: { data: sampleUser({ subscribed: true }) } },
  });
}

function start() {
  const store = createTestStore({
    reducers: { [BILLING_KEY]: billingReducer },
    sagas: { [BILLING_KEY]: billingSaga },
    user: { subscribed: false },
  });
  const purchase = () => selectPurchase(store.getState() as unknown as Parameters<typeof selectPurchase>[0]);
  return { store, purchase };
}

const submission = (card: PaymentSubmission['card']): PaymentSubmission => ({
  mode: 'purchase',
  planId: 'standard',
  name: 'Ada Lovelace',
  card,
  idempotencyKey: 'key-1',
});

test('Stripe card field: the setup intent secret goes to Stripe, its payment method to createEnterpriseSubscription', async () => {
  const api = server();
  const confirmed: Array<[string, string]> = [];
  const unregister = registerStripeConfirmer(async (secret, name) => {
    confirmed.push([secret, name]);
    return 'pm_stripe_9';
  });
  const { store, purchase } = start();
  store.dispatch(purchaseActions.submitted(submission({ kind: 'stripe' })));
  await waitFor(() => expect(purchase().phase).toBe('success'));
  unregister();

  expect(confirmed).toEqual([[SECRET, 'Ada Lovelace']]);
  expect(api.callsTo('POST', '/subscription/sandbox/paymentMethods')).toHaveLength(0);
  const [buy] = api.callsTo('POST', '/subscription/createEnterpriseSubscription');
  expect(buy.body).toEqual({ subscriptionID: 'standard', paymentMethodID: 'pm_stripe_9' });
  expect(buy.headers['Idempotency-Key']).toBe('key-1');
});

test('Stripe declines the card: its message is shown and nothing is bought', async () => {
  const api = server();
  const unregister = registerStripeConfirmer(async () => {
    throw new Error('Your card was declined.');
  });
  const { store, purchase } = start();
  store.dispatch(purchaseActions.submitted(submission({ kind: 'stripe' })));
  await waitFor(() =>
    expect(purchase()).toMatchObject({ phase: 'failed', error: 'Your card was declined.' }),
  );
  unregister();
  expect(api.callsTo('POST', '/subscription/createEnterpriseSubscription')).toHaveLength(0);
});

test('no Stripe card field mounted: "Please enter correct card information", nothing is bought', async () => {
  const api = server();
  const { store, purchase } = start();
  store.dispatch(purchaseActions.submitted(submission({ kind: 'stripe' })));
  await waitFor(() =>
    expect(purchase()).toMatchObject({ phase: 'failed', error: 'Please enter correct card information' }),
  );
  expect(api.callsTo('POST', '/subscription/createEnterpriseSubscription')).toHaveLength(0);
});

test('sandbox card form: the card goes to the sandbox with the secret; the server refusal is shown', async () => {
  const api = server({ status: 402, body: { msg: 'Your card has insufficient funds.' } });
  const { store, purchase } = start();
  const card = {
    kind: 'sandbox' as const,
    number: '4000000000009995',
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
    postalCode: '10001',
  };
  store.dispatch(purchaseActions.submitted(submission(card)));
  await waitFor(() =>
    expect(purchase()).toMatchObject({ phase: 'failed', error: 'Your card has insufficient funds.' }),
  );
  const [pm] = api.callsTo('POST', '/subscription/sandbox/paymentMethods');
  expect(pm.body).toEqual({
    number: '4000000000009995',
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
    postalCode: '10001',
    clientSecret: SECRET,
  });
  const [buy] = api.callsTo('POST', '/subscription/createEnterpriseSubscription');
  expect(buy.body).toEqual({ subscriptionID: 'standard', paymentMethodID: 'pm_sandbox_1' });
});
