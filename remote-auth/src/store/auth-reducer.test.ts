import { forgotPasswordActions } from '../features/forgot-password/store/forgot-password-slice';
import { lockScreenActions } from '../features/lock-screen/store/lock-screen-slice';
import { myProfileActions } from '../features/my-profile/store/my-profile-slice';
import { resetPasswordActions } from '../features/reset-password/store/reset-password-slice';
import { signUpActions } from '../features/sign-up/store/sign-up-slice';
import { verifyAccountActions } from '../features/verify-account/store/verify-account-slice';
import { authReducer } from './auth-reducer';

const typesOf = (actions: Record<string, { type: string }>) => Object.values(actions).map((a) => a.type);

describe('the auth state', () => {
  it('keeps each feature in its own part', () => {
    expect(Object.keys(authReducer(undefined, { type: '@@init' })).sort()).toEqual([
      'forgotPassword',
      'lockScreen',
      'myProfile',
      'resetPassword',
      'signUp',
      'verifyAccount',
    ]);
  });

  it('keeps the action types the sagas and the devtools know', () => {
    expect([
      ...typesOf(signUpActions),
      ...typesOf(lockScreenActions),
      ...typesOf(myProfileActions),
      ...typesOf(forgotPasswordActions),
      ...typesOf(resetPasswordActions),
      ...typesOf(verifyAccountActions),
    ]).toEqual([
      'auth/signUp/registerRequested',
      'auth/signUp/registerSucceeded',
      'auth/signUp/registerFailed',
      'auth/signUp/codeSubmitted',
      'auth/signUp/codeAccepted',
      'auth/signUp/codeRejected',
      'auth/signUp/resendRequested',
      'auth/signUp/resendSucceeded',
      'auth/signUp/resendFailed',
      'auth/signUp/restarted',
      'auth/lockScreen/locked',
      'auth/lockScreen/unlockRequested',
      'auth/lockScreen/unlocked',
      'auth/lockScreen/unlockFailed',
      'auth/lockScreen/switchUserRequested',
      'auth/myProfile/profileSaveRequested',
      'auth/myProfile/profileSaveFinished',
      'auth/myProfile/passwordChangeRequested',
      'auth/myProfile/passwordChanged',
      'auth/myProfile/passwordChangeFailed',
      'auth/forgotPassword/requested',
      'auth/forgotPassword/succeeded',
      'auth/forgotPassword/failed',
      'auth/forgotPassword/cleared',
      'auth/resetPassword/requested',
      'auth/resetPassword/succeeded',
      'auth/resetPassword/failed',
      'auth/verifyAccount/requested',
      'auth/verifyAccount/succeeded',
      'auth/verifyAccount/failed',
    ]);
  });
});
