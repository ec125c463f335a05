import { createAction, createSlice, useAppSelector, type PayloadAction } from '@phonesheet/shared';
import type { BuyRequest, CryptoOrder, DashboardData, DashboardId } from '../types';

export interface DashboardsState {
  /** Each dashboard's payload once loaded (kept while the user moves between dashboards). */
  data: Partial<DashboardData>;
  buying: boolean;
  /** The order the buy form placed last (its success message). */
  lastOrder: CryptoOrder | null;
}

export const initialDashboardsState: DashboardsState = { data: {}, buying: false, lastOrder: null };

/** One dashboard's payload (its id says which shape). */
export interface Loaded {
  id: DashboardId;
  data: DashboardData[DashboardId];
}

const dashboardsSlice = createSlice({
  name: 'templatesDashboards',
  initialState: initialDashboardsState,
  reducers: {
    loaded: (s, { payload: { id, data } }: PayloadAction<Loaded>) => ({
      ...s,
      data: { ...s.data, [id]: data },
    }),
    buyRequested(s, _action: PayloadAction<BuyRequest>) {
      s.buying = true;
      s.lastOrder = null;
    },
    /** The buy's answer: the order, or null when it failed. */
    bought: (s, { payload: order }: PayloadAction<CryptoOrder | null>) => {
      if (!order) return { ...s, buying: false };
      const crypto = s.data.crypto;
      return {
        ...s,
        buying: false,
        lastOrder: order,
        data: crypto ? { ...s.data, crypto: { ...crypto, orders: [order, ...crypto.orders] } } : s.data,
      };
    },
  },
});

export const dashboardsActions = {
  /** Command the saga answers with `loaded`. */
  requested: createAction<DashboardId>('templatesDashboards/requested'),
  ...dashboardsSlice.actions,
};
export const dashboardsReducer = dashboardsSlice.reducer;

export const selectDashboards = (state: { templatesDashboards?: DashboardsState }) =>
  state.templatesDashboards ?? initialDashboardsState;

/** The fetch-lifecycle key of one dashboard's load. */
export const dashboardKey = (id: DashboardId) => `dashboards/${id}`;
export const BUY_KEY = 'dashboards/buy';

export function useDashboards(): DashboardsState {
  return useAppSelector((s: { templatesDashboards?: DashboardsState }) => selectDashboards(s));
}
