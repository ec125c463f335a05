import type { UnknownAction } from 'redux';
import { createAction, resetCachedSlices } from '@phonesheet/shared';
import { authPartSelector } from '../../../kit/auth-state';

export interface ResetPasswordState {
  saving: boolean;
  /** The server's reason when the link was refused. */
  error: string | null;
}

export const initialResetPasswordState: ResetPasswordState = { saving: false, error: null };

export const resetPasswordActions = {
  requested: createAction<{ token: string; password: string; signInPath?: string }>(
    'auth/resetPassword/requested',
  ),
  succeeded: createAction('auth/resetPassword/succeeded'),
  failed: createAction<{ message: string }>('auth/resetPassword/failed'),
};

export function resetPasswordReducer(
  state: ResetPasswordState = initialResetPasswordState,
  action: UnknownAction,
): ResetPasswordState {
  const a = resetPasswordActions;
  if (a.requested.match(action)) return { saving: true, error: null };
  if (a.succeeded.match(action)) return initialResetPasswordState;
  if (a.failed.match(action)) return { saving: false, error: action.payload.message };
  if (resetCachedSlices.match(action)) return initialResetPasswordState;
  return state;
}

/** Where this feature's state sits in the auth state. */
export const RESET_PASSWORD_PART = 'resetPassword';
export const selectResetPassword = authPartSelector<ResetPasswordState>(RESET_PASSWORD_PART);
