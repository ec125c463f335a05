import { ConfigProvider, theme } from 'antd';
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { createAntdFrame } from '@phonesheet/shared/ui';
import type { AppRoute, RemoteModule } from '@phonesheet/shared';
import type { AuthPageProps, TemplateVariant } from '../components/auth-paths';
import { authMessages } from '../i18n';
import { authReducer } from '../store/auth-reducer';
import { authSaga } from '../store/auth-saga';
import { AUTH_KEY } from '../store/selectors';
import { AUTH_PATHS, USER_TEMPLATE_VARIANTS, userTemplatePath, type UserTemplatePage } from '../route-paths';

type PageModule = { default: ComponentType<AuthPageProps> };

/** A lazily loaded page, optionally in one of the template layouts. */
function page(load: () => Promise<PageModule>, template?: TemplateVariant): ComponentType {
  return lazy(async () => {
    const { default: Page } = await load();
    const Variant = () => createElement(Page, { template });
    Variant.displayName = `${Page.name || 'Page'}${template ? template : ''}`;
    return { default: Variant };
  });
}

const signIn = () => import('../features/sign-in/pages/SignInPage');
const signUp = () => import('../features/sign-up/pages/SignUpPage');
const forgotPassword = () => import('../features/forgot-password/pages/ForgotPasswordPage');
const resetPassword = () => import('../features/reset-password/pages/ResetPasswordPage');
const lock = () => import('../features/lock-screen/pages/LockPage');

const user = { role: 'user' } as const;

/** /user/<name>-1 (centred card) and -2 (split screen): the same forms in the template layouts. */
function templateRoutes(name: UserTemplatePage, load: () => Promise<PageModule>): AppRoute[] {
  return USER_TEMPLATE_VARIANTS.map((variant) => ({
    path: userTemplatePath(name, variant),
    Component: page(load, variant),
    access: user,
  }));
}

const routes: AppRoute[] = [
  { path: AUTH_PATHS.signIn, Component: page(signIn), access: 'public-only' },
  { path: AUTH_PATHS.signUp, Component: page(signUp), access: 'public-only' },
  { path: AUTH_PATHS.forgotPassword, Component: page(forgotPassword), access: 'public-only' },
  { path: AUTH_PATHS.resetPassword, Component: page(resetPassword), access: 'public-only' },
  {
    path: AUTH_PATHS.verifyAccount,
    Component: lazy(() => import('../features/verify-account/pages/VerifyAccountPage')),
    access: 'public',
  },
  {
    path: AUTH_PATHS.myProfile,
    Component: lazy(() => import('../features/my-profile/pages/MyProfilePage')),
    access: user,
  },
  ...templateRoutes('lock', lock),
  ...templateRoutes('sign-in', signIn),
  ...templateRoutes('sign-up', signUp),
  ...templateRoutes('forgot-password', forgotPassword),
  ...templateRoutes('reset-password', resetPassword),
];

// The lock screen is fetched when a signed-in user's page mounts it, not with the sign-in page.
const LazyIdleLock = lazy(async () => ({
  default: (await import('../features/lock-screen/components/IdleLock')).IdleLock,
}));
function IdleLock() {
  return createElement(Suspense, { fallback: null }, createElement(LazyIdleLock));
}

const authModule: RemoteModule = {
  Frame: createAntdFrame({ ConfigProvider, theme }),
  name: 'auth',
  routes,
  reducers: { [AUTH_KEY]: authReducer },
  saga: authSaga,
  messages: authMessages,
  slots: { 'app.idleLock': IdleLock },
};

export default authModule;
export { IdleLock };
