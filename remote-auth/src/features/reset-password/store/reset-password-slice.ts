import { createSlice, resetCachedSlices, type PayloadAction } from '@phonesheet/shared';
import { authPartSelector } from '../../../kit/auth-state';

export interface ResetPasswordState {
  saving: boolean;
  /** The server's reason when the link was refused. */
  error: string | null;
}

export const initialResetPasswordState: ResetPasswordState = { saving: false, error: null };

const resetPasswordSlice = createSlice({
  name: 'auth/resetPassword',
  initialState: initialResetPasswordState,
  reducers: {
    requested: (
      _state,
      _action: PayloadAction<{ token: string; password: string; signInPath?: string }>,
    ) => ({
      saving: true,
      error: null,
    }),
    succeeded: () => initialResetPasswordState,
    failed: (_state, action: PayloadAction<{ message: string }>) => ({
      saving: false,
      error: action.payload.message,
    }),
  },
  extraReducers: (builder) => builder.addCase(resetCachedSlices, () => initialResetPasswordState),
});

export const resetPasswordActions = resetPasswordSlice.actions;
export const resetPasswordReducer = resetPasswordSlice.reducer;

/** Where this feature's state sits in the auth state. */
export const RESET_PASSWORD_PART = 'resetPassword';
export const selectResetPassword = authPartSelector<ResetPasswordState>(RESET_PASSWORD_PART);
