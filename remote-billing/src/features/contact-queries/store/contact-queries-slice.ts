import { createSlice, resetCachedSlices, type PayloadAction } from '@phonesheet/shared';
import type { ContactQuery } from '@phonesheet/shared/contracts';
import { billingPartSelector } from '../../../kit/billing-state';

export interface ContactQueriesState {
  status: 'idle' | 'loading' | 'loaded' | 'forbidden' | 'failed';
  items: ContactQuery[];
  error: string | null;
}

export const initialContactQueriesState: ContactQueriesState = { status: 'idle', items: [], error: null };

const contactQueriesSlice = createSlice({
  name: 'billing/contactQueries',
  initialState: initialContactQueriesState,
  reducers: {
    requested: (state) => ({ ...state, status: 'loading' as const, error: null }),
    loaded: (_state, action: PayloadAction<ContactQuery[]>) => ({
      status: 'loaded' as const,
      items: action.payload,
      error: null,
    }),
    forbidden: () => ({ status: 'forbidden' as const, items: [], error: null }),
    failed: (state, action: PayloadAction<string>) => ({
      ...state,
      status: 'failed' as const,
      error: action.payload,
    }),
  },
  extraReducers: (builder) => builder.addCase(resetCachedSlices, () => initialContactQueriesState),
});

export const contactQueriesActions = contactQueriesSlice.actions;
export const contactQueriesReducer = contactQueriesSlice.reducer;

export const selectContactQueries = billingPartSelector<'contactQueries', ContactQueriesState>(
  'contactQueries',
);
