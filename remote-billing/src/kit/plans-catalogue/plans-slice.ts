import { createAction, createReducer, resetCachedSlices } from '@phonesheet/shared';
import type { SubscriptionPlan } from '@phonesheet/shared/contracts';
import { billingPartSelector } from '../billing-state';

export interface PlansState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  items: SubscriptionPlan[];
  error: string | null;
}

export const initialPlansState: PlansState = { status: 'idle', items: [], error: null };

export const plansActions = {
  /** all: Basic too (the catalogue page); otherwise paid plans only (the purchase form). */
  requested: createAction<{ all?: boolean } | undefined>('billing/plans/requested'),
  loaded: createAction<SubscriptionPlan[]>('billing/plans/loaded'),
  failed: createAction<string>('billing/plans/failed'),
};

export const plansReducer = createReducer<PlansState>(initialPlansState, (on) => [
  on(plansActions.requested, (state) => ({ ...state, status: 'loading', error: null })),
  on(plansActions.loaded, (_state, items) => ({ status: 'loaded', items, error: null })),
  on(plansActions.failed, (state, error) => ({ ...state, status: 'failed', error })),
  on(resetCachedSlices, () => initialPlansState),
]);

/** SPEC.md §4: plans are listed as "name - $amount" (unitAmount is in cents). */
export function formatAmount(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}
export const planLabel = (plan: Pick<SubscriptionPlan, 'planName' | 'unitAmount'>) =>
  `${plan.planName} - ${formatAmount(plan.unitAmount)}`;

export const selectPlans = billingPartSelector<'plans', PlansState>('plans');
