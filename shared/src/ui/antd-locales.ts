import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import arEG from 'antd/locale/ar_EG';
import itIT from 'antd/locale/it_IT';
import esES from 'antd/locale/es_ES';
import frFR from 'antd/locale/fr_FR';
import type { LocaleKey } from '../module-contract/types';

export const ANTD_LOCALES: Record<LocaleKey, Locale> = {
  en: enUS,
  zh: zhCN,
  ar: arEG,
  it: itIT,
  es: esES,
  fr: frFR,
};
