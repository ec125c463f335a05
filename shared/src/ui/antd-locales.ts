import { useEffect, useRef, useState } from 'react';
import type { Locale } from 'antd/es/locale';
import type { LocaleKey } from '../module-contract/types';

// antd's own texts (empty tables, pagination, pickers): English is antd's built-in default, and
// each other language is a chunk of its own, fetched when it is the one shown. Bundled together,
// the six weighed ≈ 6–7 KiB of brotli on a signed-in page for each app drawing antd there (the
// host and the page's remote).
const fetchers: Record<Exclude<LocaleKey, 'en'>, () => Promise<{ default: Locale }>> = {
  zh: () => import('antd/locale/zh_CN'),
  ar: () => import('antd/locale/ar_EG'),
  it: () => import('antd/locale/it_IT'),
  es: () => import('antd/locale/es_ES'),
  fr: () => import('antd/locale/fr_FR'),
};

/** The languages at hand: their texts, or undefined for antd's default (English). */
const fetched = new Map<LocaleKey, Locale | undefined>([['en', undefined]]);
const fetching = new Map<LocaleKey, Promise<void>>();

/**
 * Fetches antd's texts in `locale`, once per app. A failed fetch (offline, a deployment under
 * way) leaves that language's antd texts in English until the next load, rather than waiting.
 */
export function fetchAntdLocale(locale: LocaleKey): Promise<void> {
  if (fetched.has(locale)) return Promise.resolve();
  let pending = fetching.get(locale);
  if (!pending) {
    pending = fetchers[locale as Exclude<LocaleKey, 'en'>]()
      .then(
        (module) => void fetched.set(locale, module.default),
        (error: unknown) => {
          console.warn(`[i18n] antd's ${locale} texts could not be fetched`, error);
          fetched.set(locale, undefined);
        },
      )
      .finally(() => fetching.delete(locale));
    fetching.set(locale, pending);
  }
  return pending;
}

/**
 * antd's texts in `locale` (undefined: English, antd's default). A frame's first render waits for
 * them (it suspends: the route's loader shows meanwhile), so a page never shows antd's English
 * first; when the language changes later, the frame keeps the texts it shows until the new ones
 * have come.
 */
export function useAntdLocale(locale: LocaleKey): Locale | undefined {
  const [, arrived] = useState(0);
  const shown = useRef<{ texts: Locale | undefined } | null>(null);
  useEffect(() => {
    if (fetched.has(locale)) return undefined;
    let current = true;
    void fetchAntdLocale(locale).then(() => current && arrived((n) => n + 1));
    return () => {
      current = false;
    };
  }, [locale]);
  if (fetched.has(locale)) shown.current = { texts: fetched.get(locale) };
  // Suspense's contract: a render that cannot finish yet throws what it waits for.
  else if (!shown.current) throw fetchAntdLocale(locale);
  return shown.current.texts;
}
