import { createSlice, resetCachedSlices, type PayloadAction } from '@phonesheet/shared';
import type { SubscriptionPlan } from '@phonesheet/shared/contracts';
import { billingPartSelector } from '../billing-state';

export interface PlansState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  items: SubscriptionPlan[];
  error: string | null;
}

export const initialPlansState: PlansState = { status: 'idle', items: [], error: null };

const plansSlice = createSlice({
  name: 'billing/plans',
  initialState: initialPlansState,
  reducers: {
    /** all: Basic too (the catalogue page); otherwise paid plans only (the purchase form). */
    requested: (state, _action: PayloadAction<{ all?: boolean } | undefined>) => ({
      ...state,
      status: 'loading' as const,
      error: null,
    }),
    loaded: (_state, action: PayloadAction<SubscriptionPlan[]>) => ({
      status: 'loaded' as const,
      items: action.payload,
      error: null,
    }),
    failed: (state, action: PayloadAction<string>) => ({
      ...state,
      status: 'failed' as const,
      error: action.payload,
    }),
  },
  extraReducers: (builder) => builder.addCase(resetCachedSlices, () => initialPlansState),
});

export const plansActions = plansSlice.actions;
export const plansReducer = plansSlice.reducer;

/** Plans are listed as "name - $amount" (unitAmount is in cents). */
export function formatAmount(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}
export const planLabel = (plan: Pick<SubscriptionPlan, 'planName' | 'unitAmount'>) =>
  `${plan.planName} - ${formatAmount(plan.unitAmount)}`;

export const selectPlans = billingPartSelector<'plans', PlansState>('plans');
