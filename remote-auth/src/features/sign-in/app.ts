import type { AuthFeature } from '../../kit/auth-feature';
import { page, templateRoutes } from '../../kit/auth-feature';
import { AUTH_PATHS } from '../../route-paths';
import { messages } from './i18n';

const signIn = () => import('./pages/SignInPage');

/** Signing in (the session saga in shared does the work); also in the two template layouts. */
export const signInApp: AuthFeature = {
  id: 'sign-in',
  routes: [
    { path: AUTH_PATHS.signIn, Component: page(signIn), access: 'public-only' },
    ...templateRoutes('sign-in', signIn),
  ],
  messages,
};
