import type { AuthFeature } from '../../kit/auth-feature';
import { page, templateRoutes } from '../../kit/auth-feature';
import { AUTH_PATHS } from '../../route-paths';
import { resetPasswordSaga } from './store/reset-password-saga';
import { RESET_PASSWORD_PART, resetPasswordReducer } from './store/reset-password-slice';
import { messages } from './i18n';

const resetPassword = () => import('./pages/ResetPasswordPage');

/** Choosing a new password from the e-mailed link. */
export const resetPasswordApp: AuthFeature = {
  id: 'reset-password',
  routes: [
    { path: AUTH_PATHS.resetPassword, Component: page(resetPassword), access: 'public-only' },
    ...templateRoutes('reset-password', resetPassword),
  ],
  reducers: { [RESET_PASSWORD_PART]: resetPasswordReducer },
  saga: resetPasswordSaga,
  messages,
};
