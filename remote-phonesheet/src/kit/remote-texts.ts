import type { LocaleKey } from '@phonesheet/shared';

/**
 * The remote's texts per language: the very object the module exposes as `messages`, which
 * src/i18n fills (English when the module loads, another language when fetched). It sits in the
 * kit because src/i18n gathers every feature's texts, which a feature may not import: code with
 * no React tree (the reminders' browser notice) reads the host's texts here.
 */
export const REMOTE_TEXTS: Record<LocaleKey, Record<string, string>> = {
  en: {},
  zh: {},
  ar: {},
  it: {},
  es: {},
  fr: {},
};
