import type { RootState } from '@phonesheet/shared';
import type { AuthState } from './auth-reducer';

export const AUTH_KEY = 'auth';

const selectAuth = (state: RootState): AuthState => (state as unknown as { [AUTH_KEY]: AuthState })[AUTH_KEY];

export const selectSignUp = (state: RootState) => selectAuth(state).signUp;
export const selectVerifyAccount = (state: RootState) => selectAuth(state).verifyAccount;
export const selectForgotPassword = (state: RootState) => selectAuth(state).forgotPassword;
export const selectResetPassword = (state: RootState) => selectAuth(state).resetPassword;
export const selectMyProfile = (state: RootState) => selectAuth(state).myProfile;
export const selectLockScreen = (state: RootState) => selectAuth(state).lockScreen;
