import type { UnknownAction } from 'redux';
import { createAction, resetCachedSlices } from '@phonesheet/shared';
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

export const signUpActions = {
  registerRequested: createAction<RegisterInput>('auth/signUp/registerRequested'),
  registerSucceeded: createAction<{ email: string; sentAt: number }>('auth/signUp/registerSucceeded'),
  registerFailed: createAction('auth/signUp/registerFailed'),
  codeSubmitted: createAction<{ code: string; signInPath?: string }>('auth/signUp/codeSubmitted'),
  codeAccepted: createAction('auth/signUp/codeAccepted'),
  codeRejected: createAction<{ restart: boolean }>('auth/signUp/codeRejected'),
  resendRequested: createAction('auth/signUp/resendRequested'),
  resendSucceeded: createAction<{ sentAt: number }>('auth/signUp/resendSucceeded'),
  resendFailed: createAction('auth/signUp/resendFailed'),
  /** Back to step 1 (another e-mail, or the code expired). */
  restarted: createAction('auth/signUp/restarted'),
};

export function signUpReducer(state: SignUpState = initialSignUpState, action: UnknownAction): SignUpState {
  const a = signUpActions;
  if (a.registerRequested.match(action)) return { ...state, registering: true };
  if (a.registerSucceeded.match(action))
    return {
      ...state,
      registering: false,
      step: 'code',
      email: action.payload.email,
      codeSentAt: action.payload.sentAt,
    };
  if (a.registerFailed.match(action)) return { ...state, registering: false };
  if (a.codeSubmitted.match(action)) return { ...state, verifying: true };
  if (a.codeAccepted.match(action)) return initialSignUpState;
  if (a.codeRejected.match(action))
    return action.payload.restart ? initialSignUpState : { ...state, verifying: false };
  if (a.resendRequested.match(action)) return { ...state, resending: true };
  if (a.resendSucceeded.match(action))
    return { ...state, resending: false, codeSentAt: action.payload.sentAt };
  if (a.resendFailed.match(action)) return { ...state, resending: false };
  if (a.restarted.match(action) || resetCachedSlices.match(action)) return initialSignUpState;
  return state;
}

/** Where this feature's state sits in the auth state. */
export const SIGN_UP_PART = 'signUp';
export const selectSignUp = authPartSelector<SignUpState>(SIGN_UP_PART);
