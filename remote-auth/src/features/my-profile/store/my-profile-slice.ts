import type { UnknownAction } from 'redux';
import { createAction, resetCachedSlices } from '@phonesheet/shared';
import type { PasswordChange, ProfileInput } from '../api';
import { authPartSelector } from '../../../kit/auth-state';

export interface MyProfileState {
  savingProfile: boolean;
  changingPassword: boolean;
  /** Counts successful password changes: the form clears when it moves. */
  passwordChanges: number;
  passwordError: string | null;
}

export const initialMyProfileState: MyProfileState = {
  savingProfile: false,
  changingPassword: false,
  passwordChanges: 0,
  passwordError: null,
};

export const myProfileActions = {
  profileSaveRequested: createAction<ProfileInput>('auth/myProfile/profileSaveRequested'),
  profileSaveFinished: createAction('auth/myProfile/profileSaveFinished'),
  passwordChangeRequested: createAction<PasswordChange>('auth/myProfile/passwordChangeRequested'),
  passwordChanged: createAction('auth/myProfile/passwordChanged'),
  passwordChangeFailed: createAction<{ message: string }>('auth/myProfile/passwordChangeFailed'),
};

export function myProfileReducer(
  state: MyProfileState = initialMyProfileState,
  action: UnknownAction,
): MyProfileState {
  const a = myProfileActions;
  if (a.profileSaveRequested.match(action)) return { ...state, savingProfile: true };
  if (a.profileSaveFinished.match(action)) return { ...state, savingProfile: false };
  if (a.passwordChangeRequested.match(action))
    return { ...state, changingPassword: true, passwordError: null };
  if (a.passwordChanged.match(action))
    return { ...state, changingPassword: false, passwordChanges: state.passwordChanges + 1 };
  if (a.passwordChangeFailed.match(action))
    return { ...state, changingPassword: false, passwordError: action.payload.message };
  if (resetCachedSlices.match(action)) return initialMyProfileState;
  return state;
}

/** Where this feature's state sits in the auth state. */
export const MY_PROFILE_PART = 'myProfile';
export const selectMyProfile = authPartSelector<MyProfileState>(MY_PROFILE_PART);
