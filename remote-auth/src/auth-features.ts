import { mergeCatalogues } from '@phonesheet/shared';
import type { AuthFeature } from './kit/auth-feature';
import { authMessages } from './i18n';
import { signInApp } from './features/sign-in/app';
import { signUpApp } from './features/sign-up/app';
import { forgotPasswordApp } from './features/forgot-password/app';
import { resetPasswordApp } from './features/reset-password/app';
import { verifyAccountApp } from './features/verify-account/app';
import { myProfileApp } from './features/my-profile/app';
import { lockScreenApp } from './features/lock-screen/app';

/** Every feature of the auth remote. */
export const AUTH_FEATURES: AuthFeature[] = [
  signInApp,
  signUpApp,
  forgotPasswordApp,
  resetPasswordApp,
  verifyAccountApp,
  myProfileApp,
  lockScreenApp,
];

/** Every text of the remote: the kit's (src/i18n) and each feature's. */
export const AUTH_MESSAGES = mergeCatalogues(
  authMessages,
  ...AUTH_FEATURES.map((feature) => feature.messages),
);
