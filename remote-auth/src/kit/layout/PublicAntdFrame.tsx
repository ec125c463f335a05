import { useEffect, useState, type ReactNode } from 'react';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import { useAppSelector, type LocaleKey } from '@phonesheet/shared';
import { useAntdLook } from '@phonesheet/shared/ui';
import { ConfigProvider, theme } from '../antd-by-path';

// antd's own texts: English is antd's built-in default; each other language is its own chunk,
// fetched when chosen (the six together were 8 KiB of /signin).
const fetchers: Record<Exclude<LocaleKey, 'en'>, () => Promise<{ default: Locale }>> = {
  zh: () => import('antd/es/locale/zh_CN'),
  ar: () => import('antd/es/locale/ar_EG'),
  it: () => import('antd/es/locale/it_IT'),
  es: () => import('antd/es/locale/es_ES'),
  fr: () => import('antd/es/locale/fr_FR'),
};
const fetched: Partial<Record<LocaleKey, Locale>> = { en: enUS };

/** antd's texts in `locale` once fetched; English until then (the auth screens show none of them). */
function useAntdLocale(locale: LocaleKey): Locale {
  const [, arrived] = useState(0);
  useEffect(() => {
    if (fetched[locale]) return undefined;
    let current = true;
    fetchers[locale as Exclude<LocaleKey, 'en'>]().then(
      (module) => {
        fetched[locale] = module.default;
        if (current) arrived((n) => n + 1);
      },
      (error: unknown) => console.warn(`[i18n] antd's ${locale} texts could not be fetched`, error),
    );
    return () => {
      current = false;
    };
  }, [locale]);
  return fetched[locale] ?? enUS;
}

/**
 * The providers of the public screens' antd (kit/antd-by-path.ts), configured from the settings
 * like every app's frame: each public page draws inside it (AuthLayout).
 */
export function PublicAntdFrame({ children }: { children: ReactNode }) {
  const look = useAntdLook(theme);
  const locale = useAntdLocale(useAppSelector((s) => s.settings.locale));
  return (
    <ConfigProvider {...look} locale={locale}>
      {children}
    </ConfigProvider>
  );
}
