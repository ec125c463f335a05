import { createSlice, resetCachedSlices, type PayloadAction } from '@phonesheet/shared';
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

const purchaseSlice = createSlice({
  name: 'billing/purchase',
  initialState: initialPurchaseState,
  reducers: {
    submitted: (state, _action: PayloadAction<PaymentSubmission>) => ({
      ...state,
      phase: 'paying' as const,
      error: null,
    }),
    succeeded: (state) => ({ ...state, phase: 'success' as const, error: null }),
    failed: (state, action: PayloadAction<string>) => ({
      ...state,
      phase: 'failed' as const,
      error: action.payload,
    }),
    basicChosen: (state) => ({ ...state, choosingBasic: true }),
    basicDone: (state, _action: PayloadAction<boolean>) => ({ ...state, choosingBasic: false }),
    reset: () => initialPurchaseState,
  },
  extraReducers: (builder) => builder.addCase(resetCachedSlices, () => initialPurchaseState),
});

export const purchaseActions = purchaseSlice.actions;
export const purchaseReducer = purchaseSlice.reducer;

export const selectPurchase = billingPartSelector<'purchase', PurchaseState>('purchase');
