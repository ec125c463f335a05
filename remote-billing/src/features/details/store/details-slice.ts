import { createSlice, resetCachedSlices, type PayloadAction } from '@phonesheet/shared';
import type { DowngradeBlockedReply, SubscriptionDetails } from '@phonesheet/shared/contracts';
import { billingPartSelector } from '../../../kit/billing-state';

export interface DetailsState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  data: SubscriptionDetails | null;
  cancelling: boolean;
  /** The plan a change is on its way to; null when none is running. */
  changingTo: string | null;
  /** Why the last change was refused: the limit a smaller plan is exceeded on. */
  changeBlocked: DowngradeBlockedReply | null;
}

export const initialDetailsState: DetailsState = {
  status: 'idle',
  data: null,
  cancelling: false,
  changingTo: null,
  changeBlocked: null,
};

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
    changeRequested: (state, action: PayloadAction<{ planId: string; idempotencyKey: string }>) => ({
      ...state,
      changingTo: action.payload.planId,
      changeBlocked: null,
    }),
    changeSucceeded: (state) => ({ ...state, changingTo: null }),
    changeFailed: (state, action: PayloadAction<DowngradeBlockedReply | null>) => ({
      ...state,
      changingTo: null,
      changeBlocked: action.payload,
    }),
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
  /** The day the card is charged next: the period's end, when the renewal runs (none once cancelled). */
  nextBilling: number;
  cancelled: boolean;
  status: string;
  paid: boolean;
  planId: string | null;
  card: { brand: string; last4: string } | null;
}

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
      nextBilling: info.current_period_end,
      cancelled: info.cancel_at_period_end || !!record?.cancelled,
      status: info.status,
      paid: true,
      planId: record?.planId ?? null,
      card: record?.card ?? null,
    };
  }
  if (!record || !record.paid || !record.subscriptionExpiresAt) return null;
  const end = Math.floor(new Date(record.subscriptionExpiresAt).getTime() / 1000);
  return {
    planName: record.planName,
    startDate: Math.floor(new Date(record.createdAt).getTime() / 1000),
    endDate: end,
    nextBilling: end,
    cancelled: record.cancelled,
    status: record.status,
    paid: true,
    planId: record.planId,
    card: record.card,
  };
}

export const selectDetails = billingPartSelector<'details', DetailsState>('details');
