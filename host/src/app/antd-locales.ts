import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import arEG from 'antd/locale/ar_EG';
import itIT from 'antd/locale/it_IT';
import esES from 'antd/locale/es_ES';
import frFR from 'antd/locale/fr_FR';
import type { LocaleKey } from '@phonesheet/shared';

export const ANTD_LOCALES: Record<LocaleKey, Locale> = {
  en: enUS,
  zh: zhCN,
  ar: arEG,
  it: itIT,
  es: esES,
  fr: frFR,
};

/** Languages are listed by their own name, whatever the current locale. */
export const NATIVE_LANGUAGE_NAMES: Record<LocaleKey, string> = {
  en: 'English',
  zh: '中文',
  ar: 'العربية',
  it: 'Italiano',
  es: 'Español',
  fr: 'Français',
};
