import type { AuthFeature } from '../../kit/auth-feature';
import { page, templateRoutes } from '../../kit/auth-feature';
import { AUTH_PATHS } from '../../route-paths';
import { signUpSaga } from './store/sign-up-saga';
import { SIGN_UP_PART, signUpReducer } from './store/sign-up-slice';
import { messages } from './i18n';

const signUp = () => import('./pages/SignUpPage');

/** A company's first admin signs up, then enters the e-mailed code. */
export const signUpApp: AuthFeature = {
  id: 'sign-up',
  routes: [
    { path: AUTH_PATHS.signUp, Component: page(signUp), access: 'public-only' },
    ...templateRoutes('sign-up', signUp),
  ],
  reducers: { [SIGN_UP_PART]: signUpReducer },
  saga: signUpSaga,
  messages,
};
