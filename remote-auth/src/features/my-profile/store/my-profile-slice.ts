import { createSlice, resetCachedSlices, type PayloadAction } from '@phonesheet/shared';
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

const myProfileSlice = createSlice({
  name: 'auth/myProfile',
  initialState: initialMyProfileState,
  reducers: {
    profileSaveRequested: (state, _action: PayloadAction<ProfileInput>) => ({
      ...state,
      savingProfile: true,
    }),
    profileSaveFinished: (state) => ({ ...state, savingProfile: false }),
    passwordChangeRequested: (state, _action: PayloadAction<PasswordChange>) => ({
      ...state,
      changingPassword: true,
      passwordError: null,
    }),
    passwordChanged: (state) => ({
      ...state,
      changingPassword: false,
      passwordChanges: state.passwordChanges + 1,
    }),
    passwordChangeFailed: (state, action: PayloadAction<{ message: string }>) => ({
      ...state,
      changingPassword: false,
      passwordError: action.payload.message,
    }),
  },
  extraReducers: (builder) => builder.addCase(resetCachedSlices, () => initialMyProfileState),
});

export const myProfileActions = myProfileSlice.actions;
export const myProfileReducer = myProfileSlice.reducer;

/** Where this feature's state sits in the auth state. */
export const MY_PROFILE_PART = 'myProfile';
export const selectMyProfile = authPartSelector<MyProfileState>(MY_PROFILE_PART);
