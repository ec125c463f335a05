import { createSlice, resetCachedSlices, type PayloadAction } from '@phonesheet/shared';
import { authPartSelector } from '../../../kit/auth-state';

export type VerifyStatus = 'idle' | 'verifying' | 'verified' | 'failed';

export interface VerifyAccountState {
  token: string | null;
  status: VerifyStatus;
}

export const initialVerifyAccountState: VerifyAccountState = { token: null, status: 'idle' };

const verifyAccountSlice = createSlice({
  name: 'auth/verifyAccount',
  initialState: initialVerifyAccountState,
  reducers: {
    requested: (_state, action: PayloadAction<{ token: string | null }>): VerifyAccountState => ({
      token: action.payload.token,
      status: action.payload.token ? 'verifying' : 'failed',
    }),
    succeeded: (state) => ({ ...state, status: 'verified' as const }),
    failed: (state) => ({ ...state, status: 'failed' as const }),
  },
  extraReducers: (builder) => builder.addCase(resetCachedSlices, () => initialVerifyAccountState),
});

export const verifyAccountActions = verifyAccountSlice.actions;
export const verifyAccountReducer = verifyAccountSlice.reducer;

/** Where this feature's state sits in the auth state. */
export const VERIFY_ACCOUNT_PART = 'verifyAccount';
export const selectVerifyAccount = authPartSelector<VerifyAccountState>(VERIFY_ACCOUNT_PART);
