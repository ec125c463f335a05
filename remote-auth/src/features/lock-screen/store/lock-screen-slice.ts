import { createSlice, resetCachedSlices, type PayloadAction } from '@phonesheet/shared';
import { authPartSelector } from '../../../kit/auth-state';

export interface LockScreenState {
  locked: boolean;
  unlocking: boolean;
  error: string | null;
}

export const initialLockScreenState: LockScreenState = { locked: false, unlocking: false, error: null };

const lockScreenSlice = createSlice({
  name: 'auth/lockScreen',
  initialState: initialLockScreenState,
  reducers: {
    locked: () => ({ locked: true, unlocking: false, error: null }),
    /** `redirectTo`: where the template lock pages go once unlocked; the idle lock stays put. */
    unlockRequested: (state, _action: PayloadAction<{ password: string; redirectTo?: string }>) => ({
      ...state,
      unlocking: true,
      error: null,
    }),
    unlocked: () => initialLockScreenState,
    unlockFailed: (state, action: PayloadAction<{ message: string }>) => ({
      ...state,
      unlocking: false,
      error: action.payload.message,
    }),
    switchUserRequested: () => initialLockScreenState,
  },
  extraReducers: (builder) => builder.addCase(resetCachedSlices, () => initialLockScreenState),
});

export const lockScreenActions = lockScreenSlice.actions;
export const lockScreenReducer = lockScreenSlice.reducer;

/** Where this feature's state sits in the auth state. */
export const LOCK_SCREEN_PART = 'lockScreen';
export const selectLockScreen = authPartSelector<LockScreenState>(LOCK_SCREEN_PART);
