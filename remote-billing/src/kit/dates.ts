import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/ar';
import 'dayjs/locale/it';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import type { LocaleKey } from '@phonesheet/shared';

const DAYJS_LOCALE: Record<LocaleKey, string> = {
  en: 'en',
  zh: 'zh-cn',
  ar: 'ar',
  it: 'it',
  es: 'es',
  fr: 'fr',
};

/** Billing dates read "MMMM D, YYYY", from unix seconds, month names in the current language. */
export function formatBillingDate(unixSeconds: number, locale: LocaleKey = 'en'): string {
  return dayjs
    .unix(unixSeconds)
    .locale(DAYJS_LOCALE[locale] ?? 'en')
    .format('MMMM D, YYYY');
}
