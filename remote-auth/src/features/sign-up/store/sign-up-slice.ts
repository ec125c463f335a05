import { createSlice, resetCachedSlices, type PayloadAction } from '@phonesheet/shared';
import type { RegisterInput } from '../api';
import { authPartSelector } from '../../../kit/auth-state';

export interface SignUpState {
  step: 'details' | 'code';
  email: string | null;
  registering: boolean;
  verifying: boolean;
  resending: boolean;
  /** When the last code was mailed (ms); the resend countdown runs from here. */
  codeSentAt: number | null;
}

export const initialSignUpState: SignUpState = {
  step: 'details',
  email: null,
  registering: false,
  verifying: false,
  resending: false,
  codeSentAt: null,
};

const signUpSlice = createSlice({
  name: 'auth/signUp',
  initialState: initialSignUpState,
  reducers: {
    registerRequested: (state, _action: PayloadAction<RegisterInput>) => ({ ...state, registering: true }),
    registerSucceeded: (state, action: PayloadAction<{ email: string; sentAt: number }>) => ({
      ...state,
      registering: false,
      step: 'code' as const,
      email: action.payload.email,
      codeSentAt: action.payload.sentAt,
    }),
    registerFailed: (state) => ({ ...state, registering: false }),
    codeSubmitted: (state, _action: PayloadAction<{ code: string; signInPath?: string }>) => ({
      ...state,
      verifying: true,
    }),
    codeAccepted: () => initialSignUpState,
    codeRejected: (state, action: PayloadAction<{ restart: boolean }>) =>
      action.payload.restart ? initialSignUpState : { ...state, verifying: false },
    resendRequested: (state) => ({ ...state, resending: true }),
    resendSucceeded: (state, action: PayloadAction<{ sentAt: number }>) => ({
      ...state,
      resending: false,
      codeSentAt: action.payload.sentAt,
    }),
    resendFailed: (state) => ({ ...state, resending: false }),
    /** Back to step 1 (another e-mail, or the code expired). */
    restarted: () => initialSignUpState,
  },
  extraReducers: (builder) => builder.addCase(resetCachedSlices, () => initialSignUpState),
});

export const signUpActions = signUpSlice.actions;
export const signUpReducer = signUpSlice.reducer;

/** Where this feature's state sits in the auth state. */
export const SIGN_UP_PART = 'signUp';
export const selectSignUp = authPartSelector<SignUpState>(SIGN_UP_PART);
