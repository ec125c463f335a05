import type { AuthFeature } from '../../kit/auth-feature';
import { page, templateRoutes } from '../../kit/auth-feature';
import { AUTH_PATHS } from '../../route-paths';
import { forgotPasswordSaga } from './store/forgot-password-saga';
import { FORGOT_PASSWORD_PART, forgotPasswordReducer } from './store/forgot-password-slice';
import { messages } from './i18n';

const forgotPassword = () => import('./pages/ForgotPasswordPage');

/** Asking for a password-reset link by e-mail. */
export const forgotPasswordApp: AuthFeature = {
  id: 'forgot-password',
  routes: [
    { path: AUTH_PATHS.forgotPassword, Component: page(forgotPassword), access: 'public-only' },
    ...templateRoutes('forgot-password', forgotPassword),
  ],
  reducers: { [FORGOT_PASSWORD_PART]: forgotPasswordReducer },
  saga: forgotPasswordSaga,
  messages,
};
