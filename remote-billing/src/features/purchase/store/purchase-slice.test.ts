import { purchaseActions, purchaseReducer, initialPurchaseState } from './purchase-slice';

test('paying → success, or → failed with the server message; reset starts over', () => {
  const submission = {
    mode: 'purchase' as const,
    planId: 'standard',
    name: 'Ada',
    card: { kind: 'stripe' as const },
    idempotencyKey: 'k',
  };
  let state = purchaseReducer(initialPurchaseState, purchaseActions.submitted(submission));
  expect(state.phase).toBe('paying');
  expect(purchaseReducer(state, purchaseActions.succeeded()).phase).toBe('success');
  state = purchaseReducer(state, purchaseActions.failed('Your card was declined.'));
  expect(state).toMatchObject({ phase: 'failed', error: 'Your card was declined.' });
  expect(purchaseReducer(state, purchaseActions.reset())).toEqual(initialPurchaseState);
});
