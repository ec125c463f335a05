import { createAction, createReducer, resetCachedSlices } from '@phonesheet/shared';
import type { SubscriptionDetails } from '@phonesheet/shared/contracts';
import { billingPartSelector } from '../../../kit/billing-state';

export interface DetailsState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  data: SubscriptionDetails | null;
  cancelling: boolean;
}

export const initialDetailsState: DetailsState = { status: 'idle', data: null, cancelling: false };

export const detailsActions = {
  requested: createAction('billing/details/requested'),
  loaded: createAction<SubscriptionDetails>('billing/details/loaded'),
  failed: createAction('billing/details/failed'),
  cancelRequested: createAction('billing/details/cancelRequested'),
  cancelSucceeded: createAction('billing/details/cancelSucceeded'),
  cancelFailed: createAction('billing/details/cancelFailed'),
};

export const detailsReducer = createReducer<DetailsState>(initialDetailsState, (on) => [
  on(detailsActions.requested, (state) => ({ ...state, status: state.data ? state.status : 'loading' })),
  on(detailsActions.loaded, (state, data) => ({ ...state, status: 'loaded', data })),
  on(detailsActions.failed, (state) => ({ ...state, status: 'failed' })),
  on(detailsActions.cancelRequested, (state) => ({ ...state, cancelling: true })),
  // SPEC.md §4: the cancelled flag is set at once (the reload confirms it).
  on(detailsActions.cancelSucceeded, (state) => ({
    ...state,
    cancelling: false,
    data: state.data && {
      subscriptionInfo:
        state.data.subscriptionInfo === 0
          ? 0
          : { ...state.data.subscriptionInfo, cancel_at_period_end: true },
      subscription: state.data.subscription && { ...state.data.subscription, cancelled: true },
    },
  })),
  on(detailsActions.cancelFailed, (state) => ({ ...state, cancelling: false })),
  on(resetCachedSlices, () => initialDetailsState),
]);

/** SPEC.md §3 client display shape; dates in unix seconds. */
export interface SubscriptionDisplay {
  planName: string;
  startDate: number;
  endDate: number;
  /** Period end plus one day (SPEC.md §9). */
  nextBilling: number;
  cancelled: boolean;
  status: string;
  paid: boolean;
}

const DAY_SECONDS = 24 * 60 * 60;

/** subscriptionInfo when the gateway answered, else the record (SPEC.md §3). Null: nothing paid to show. */
export function toDisplay(data: SubscriptionDetails | null): SubscriptionDisplay | null {
  if (!data) return null;
  const record = data.subscription;
  if (data.subscriptionInfo !== 0) {
    const info = data.subscriptionInfo;
    return {
      planName: info.plan.nickname,
      startDate: info.current_period_start,
      endDate: info.current_period_end,
      nextBilling: info.current_period_end + DAY_SECONDS,
      cancelled: info.cancel_at_period_end || !!record?.cancelled,
      status: info.status,
      paid: true,
    };
  }
  if (!record || !record.paid || !record.subscriptionExpiresAt) return null;
  const end = Math.floor(new Date(record.subscriptionExpiresAt).getTime() / 1000);
  return {
    planName: record.planName,
    startDate: Math.floor(new Date(record.createdAt).getTime() / 1000),
    endDate: end,
    nextBilling: end + DAY_SECONDS,
    cancelled: record.cancelled,
    status: record.status,
    paid: true,
  };
}

export const selectDetails = billingPartSelector<'details', DetailsState>('details');
