import type { UnknownAction } from 'redux';
import { createAction, resetCachedSlices } from '@phonesheet/shared';
import { authPartSelector } from '../../../kit/auth-state';

export interface ForgotPasswordState {
  sending: boolean;
  /** The address the link went to; set once the server answered. */
  sentTo: string | null;
}

export const initialForgotPasswordState: ForgotPasswordState = { sending: false, sentTo: null };

export const forgotPasswordActions = {
  requested: createAction<{ email: string }>('auth/forgotPassword/requested'),
  succeeded: createAction<{ email: string }>('auth/forgotPassword/succeeded'),
  failed: createAction('auth/forgotPassword/failed'),
  cleared: createAction('auth/forgotPassword/cleared'),
};

export function forgotPasswordReducer(
  state: ForgotPasswordState = initialForgotPasswordState,
  action: UnknownAction,
): ForgotPasswordState {
  const a = forgotPasswordActions;
  if (a.requested.match(action)) return { ...state, sending: true };
  if (a.succeeded.match(action)) return { sending: false, sentTo: action.payload.email };
  if (a.failed.match(action)) return { ...state, sending: false };
  if (a.cleared.match(action) || resetCachedSlices.match(action)) return initialForgotPasswordState;
  return state;
}

/** Where this feature's state sits in the auth state. */
export const FORGOT_PASSWORD_PART = 'forgotPassword';
export const selectForgotPassword = authPartSelector<ForgotPasswordState>(FORGOT_PASSWORD_PART);
