import type { LocaleKey } from '../module-contract/types';

export type Direction = 'ltr' | 'rtl';

export interface LocaleInfo {
  key: LocaleKey;
  /** BCP 47 tag given to react-intl. */
  locale: string;
  name: string;
  dir: Direction;
}

/** The six languages of the app; Arabic is right-to-left. */
export const LOCALES: readonly LocaleInfo[] = [
  { key: 'en', locale: 'en-US', name: 'English', dir: 'ltr' },
  { key: 'zh', locale: 'zh-Hans-CN', name: '中文', dir: 'ltr' },
  { key: 'ar', locale: 'ar-SA', name: 'العربية', dir: 'rtl' },
  { key: 'it', locale: 'it-IT', name: 'Italiano', dir: 'ltr' },
  { key: 'es', locale: 'es', name: 'Español', dir: 'ltr' },
  { key: 'fr', locale: 'fr-FR', name: 'Français', dir: 'ltr' },
];

export const LOCALE_KEYS: readonly LocaleKey[] = LOCALES.map((entry) => entry.key);

export function isLocaleKey(value: unknown): value is LocaleKey {
  return typeof value === 'string' && (LOCALE_KEYS as readonly string[]).includes(value);
}

export function localeInfo(key: LocaleKey): LocaleInfo {
  return LOCALES.find((entry) => entry.key === key) ?? LOCALES[0];
}

export function directionOf(key: LocaleKey): Direction {
  return localeInfo(key).dir;
}
