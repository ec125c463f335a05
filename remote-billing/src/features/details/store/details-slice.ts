import { createSlice, resetCachedSlices, type PayloadAction } from '@phonesheet/shared';
import type { SubscriptionDetails } from '@phonesheet/shared/contracts';
import { billingPartSelector } from '../../../kit/billing-state';

export interface DetailsState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  data: SubscriptionDetails | null;
  cancelling: boolean;
}

export const initialDetailsState: DetailsState = { status: 'idle', data: null, cancelling: false };

const detailsSlice = createSlice({
  name: 'billing/details',
  initialState: initialDetailsState,
  reducers: {
    requested: (state) => ({ ...state, status: state.data ? state.status : ('loading' as const) }),
    loaded: (state, action: PayloadAction<SubscriptionDetails>) => ({
      ...state,
      status: 'loaded' as const,
      data: action.payload,
    }),
    failed: (state) => ({ ...state, status: 'failed' as const }),
    cancelRequested: (state) => ({ ...state, cancelling: true }),
    // The cancelled flag is set at once; the reload that follows confirms it.
    cancelSucceeded: (state) => {
      const data = state.data;
      return {
        ...state,
        cancelling: false,
        data: data && {
          subscriptionInfo:
            data.subscriptionInfo === 0 ? 0 : { ...data.subscriptionInfo, cancel_at_period_end: true },
          subscription: data.subscription && { ...data.subscription, cancelled: true },
        },
      };
    },
    cancelFailed: (state) => ({ ...state, cancelling: false }),
  },
  extraReducers: (builder) => builder.addCase(resetCachedSlices, () => initialDetailsState),
});

export const detailsActions = detailsSlice.actions;
export const detailsReducer = detailsSlice.reducer;

/** What the details table shows, whichever source it came from; dates in unix seconds. */
export interface SubscriptionDisplay {
  planName: string;
  startDate: number;
  endDate: number;
  /** Shown as the next billing date: the period end plus one day. */
  nextBilling: number;
  cancelled: boolean;
  status: string;
  paid: boolean;
}

const DAY_SECONDS = 24 * 60 * 60;

/** subscriptionInfo when the gateway answered, else our own record. Null: nothing paid to show. */
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
