import { combineReducers } from 'redux';
import { signUpReducer } from '../features/sign-up/store/sign-up-slice';
import { verifyAccountReducer } from '../features/verify-account/store/verify-account-slice';
import { forgotPasswordReducer } from '../features/forgot-password/store/forgot-password-slice';
import { resetPasswordReducer } from '../features/reset-password/store/reset-password-slice';
import { myProfileReducer } from '../features/my-profile/store/my-profile-slice';
import { lockScreenReducer } from '../features/lock-screen/store/lock-screen-slice';

/** Injected under the key 'auth'. */
export const authReducer = combineReducers({
  signUp: signUpReducer,
  verifyAccount: verifyAccountReducer,
  forgotPassword: forgotPasswordReducer,
  resetPassword: resetPasswordReducer,
  myProfile: myProfileReducer,
  lockScreen: lockScreenReducer,
});

export type AuthState = ReturnType<typeof authReducer>;
