import { createAction, createReducer, resetCachedSlices } from '@phonesheet/shared';
import { billingPartSelector } from '../../../kit/billing-state';

export type CardInput =
  | { kind: 'sandbox'; number: string; expMonth: number; expYear: number; cvc: string; postalCode: string }
  | { kind: 'stripe' };

export interface PaymentSubmission {
  /** purchase: buy planId (/subscription); replace: new card for the subscription (/payment). */
  mode: 'purchase' | 'replace';
  planId?: string;
  name: string;
  card: CardInput;
  /** One per form attempt: a retried request is recognised by the API. */
  idempotencyKey: string;
}

export interface PurchaseState {
  phase: 'idle' | 'paying' | 'success' | 'failed';
  error: string | null;
  choosingBasic: boolean;
}

export const initialPurchaseState: PurchaseState = { phase: 'idle', error: null, choosingBasic: false };

export const purchaseActions = {
  submitted: createAction<PaymentSubmission>('billing/purchase/submitted'),
  succeeded: createAction('billing/purchase/succeeded'),
  failed: createAction<string>('billing/purchase/failed'),
  basicChosen: createAction('billing/purchase/basicChosen'),
  basicDone: createAction<boolean>('billing/purchase/basicDone'),
  reset: createAction('billing/purchase/reset'),
};

export const purchaseReducer = createReducer<PurchaseState>(initialPurchaseState, (on) => [
  on(purchaseActions.submitted, (state) => ({ ...state, phase: 'paying', error: null })),
  on(purchaseActions.succeeded, (state) => ({ ...state, phase: 'success', error: null })),
  on(purchaseActions.failed, (state, error) => ({ ...state, phase: 'failed', error })),
  on(purchaseActions.basicChosen, (state) => ({ ...state, choosingBasic: true })),
  on(purchaseActions.basicDone, (state) => ({ ...state, choosingBasic: false })),
  on(purchaseActions.reset, () => initialPurchaseState),
  on(resetCachedSlices, () => initialPurchaseState),
]);

export const selectPurchase = billingPartSelector<'purchase', PurchaseState>('purchase');
