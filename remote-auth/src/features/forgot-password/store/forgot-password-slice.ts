import { createSlice, resetCachedSlices, type PayloadAction } from '@phonesheet/shared';
import { authPartSelector } from '../../../kit/auth-state';

export interface ForgotPasswordState {
  sending: boolean;
  /** The address the link went to; set once the server answered. */
  sentTo: string | null;
}

export const initialForgotPasswordState: ForgotPasswordState = { sending: false, sentTo: null };

const forgotPasswordSlice = createSlice({
  name: 'auth/forgotPassword',
  initialState: initialForgotPasswordState,
  reducers: {
    requested: (state, _action: PayloadAction<{ email: string }>) => ({ ...state, sending: true }),
    succeeded: (_state, action: PayloadAction<{ email: string }>) => ({
      sending: false,
      sentTo: action.payload.email,
    }),
    failed: (state) => ({ ...state, sending: false }),
    cleared: () => initialForgotPasswordState,
  },
  extraReducers: (builder) => builder.addCase(resetCachedSlices, () => initialForgotPasswordState),
});

export const forgotPasswordActions = forgotPasswordSlice.actions;
export const forgotPasswordReducer = forgotPasswordSlice.reducer;

/** Where this feature's state sits in the auth state. */
export const FORGOT_PASSWORD_PART = 'forgotPassword';
export const selectForgotPassword = authPartSelector<ForgotPasswordState>(FORGOT_PASSWORD_PART);
