import type { UnknownAction } from 'redux';
import { createAction, resetCachedSlices } from '@phonesheet/shared';
import { authPartSelector } from '../../../kit/auth-state';

export interface LockScreenState {
  locked: boolean;
  unlocking: boolean;
  error: string | null;
}

export const initialLockScreenState: LockScreenState = { locked: false, unlocking: false, error: null };

export const lockScreenActions = {
  locked: createAction('auth/lockScreen/locked'),
  /** `redirectTo`: where the template lock pages go once unlocked; the idle lock stays put. */
  unlockRequested: createAction<{ password: string; redirectTo?: string }>('auth/lockScreen/unlockRequested'),
  unlocked: createAction('auth/lockScreen/unlocked'),
  unlockFailed: createAction<{ message: string }>('auth/lockScreen/unlockFailed'),
  switchUserRequested: createAction('auth/lockScreen/switchUserRequested'),
};

export function lockScreenReducer(
  state: LockScreenState = initialLockScreenState,
  action: UnknownAction,
): LockScreenState {
  const a = lockScreenActions;
  if (a.locked.match(action)) return { locked: true, unlocking: false, error: null };
  if (a.unlockRequested.match(action)) return { ...state, unlocking: true, error: null };
  if (a.unlocked.match(action)) return initialLockScreenState;
  if (a.unlockFailed.match(action)) return { ...state, unlocking: false, error: action.payload.message };
  if (a.switchUserRequested.match(action) || resetCachedSlices.match(action)) return initialLockScreenState;
  return state;
}

/** Where this feature's state sits in the auth state. */
export const LOCK_SCREEN_PART = 'lockScreen';
export const selectLockScreen = authPartSelector<LockScreenState>(LOCK_SCREEN_PART);
