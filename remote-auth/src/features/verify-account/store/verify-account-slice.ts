import type { UnknownAction } from 'redux';
import { createAction, resetCachedSlices } from '@phonesheet/shared';
import { authPartSelector } from '../../../kit/auth-state';

export type VerifyStatus = 'idle' | 'verifying' | 'verified' | 'failed';

export interface VerifyAccountState {
  token: string | null;
  status: VerifyStatus;
}

export const initialVerifyAccountState: VerifyAccountState = { token: null, status: 'idle' };

export const verifyAccountActions = {
  requested: createAction<{ token: string | null }>('auth/verifyAccount/requested'),
  succeeded: createAction('auth/verifyAccount/succeeded'),
  failed: createAction('auth/verifyAccount/failed'),
};

export function verifyAccountReducer(
  state: VerifyAccountState = initialVerifyAccountState,
  action: UnknownAction,
): VerifyAccountState {
  const a = verifyAccountActions;
  if (a.requested.match(action))
    return { token: action.payload.token, status: action.payload.token ? 'verifying' : 'failed' };
  if (a.succeeded.match(action)) return { ...state, status: 'verified' };
  if (a.failed.match(action)) return { ...state, status: 'failed' };
  if (resetCachedSlices.match(action)) return initialVerifyAccountState;
  return state;
}

/** Where this feature's state sits in the auth state. */
export const VERIFY_ACCOUNT_PART = 'verifyAccount';
export const selectVerifyAccount = authPartSelector<VerifyAccountState>(VERIFY_ACCOUNT_PART);
