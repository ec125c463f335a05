import type { LocaleKey } from '@phonesheet/shared';
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

/** Every English text of the remote: the kit's (src/i18n) and each feature's. */
const ENGLISH: Record<string, string> = Object.assign(
  {},
  authMessages,
  ...AUTH_FEATURES.map((feature) => feature.messages),
);

// English is built in (the fallback of every key); each other language is one chunk with the
// texts of every feature, fetched when chosen: the six together were ≈ 10 KiB of every page
// that loads this remote.
const fetchers: Record<Exclude<LocaleKey, 'en'>, () => Promise<{ default: Record<string, string> }>> = {
  zh: () => import(/* webpackChunkName: "messages-zh" */ './i18n/languages/zh'),
  ar: () => import(/* webpackChunkName: "messages-ar" */ './i18n/languages/ar'),
  it: () => import(/* webpackChunkName: "messages-it" */ './i18n/languages/it'),
  es: () => import(/* webpackChunkName: "messages-es" */ './i18n/languages/es'),
  fr: () => import(/* webpackChunkName: "messages-fr" */ './i18n/languages/fr'),
};

/** Every text of the remote per language (the module's `messages`); one not fetched yet is empty. */
export const AUTH_MESSAGES: Record<LocaleKey, Record<string, string>> = {
  en: ENGLISH,
  zh: {},
  ar: {},
  it: {},
  es: {},
  fr: {},
};

/** Fetches the remote's texts in `locale` into AUTH_MESSAGES, once (the module's `loadMessages`). */
export async function loadAuthMessages(locale: LocaleKey): Promise<void> {
  if (locale === 'en' || Object.keys(AUTH_MESSAGES[locale]).length > 0) return;
  AUTH_MESSAGES[locale] = (await fetchers[locale]()).default;
}
