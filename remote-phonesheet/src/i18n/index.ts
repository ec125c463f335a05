import type { LocaleKey } from '@phonesheet/shared';
import { NAVIGATION_MESSAGES } from '../navigation/messages';
import en from './en.json';

type Catalogue = Record<string, string>;

// English is built in (every key's fallback); each other language is its own chunk, fetched when
// shown (the host calls loadMessages before this remote's routes show and before a language
// switch shows): five catalogues a page never reads were ≈ 16 KiB of every sheet page. Named
// messages-<locale>: the service worker caches them with the remote, so a language chosen
// offline has its texts (host/src/pwa/service-worker.ts).
const fetchers: Record<Exclude<LocaleKey, 'en'>, () => Promise<{ default: Catalogue }>> = {
  zh: () => import(/* webpackChunkName: "messages-zh" */ './zh.json'),
  ar: () => import(/* webpackChunkName: "messages-ar" */ './ar.json'),
  it: () => import(/* webpackChunkName: "messages-it" */ './it.json'),
  es: () => import(/* webpackChunkName: "messages-es" */ './es.json'),
  fr: () => import(/* webpackChunkName: "messages-fr" */ './fr.json'),
};

/**
 * This remote's texts (with its sidebar entries', which are small and in every language), per
 * locale: English always, another language empty until loadMessages has fetched it (the host
 * shows English for a key it lacks). The module exposes this very object, so what loadMessages
 * adds is what the host reads.
 */
export const messages: Record<LocaleKey, Catalogue> = {
  en: { ...en, ...NAVIGATION_MESSAGES.en },
  zh: {},
  ar: {},
  it: {},
  es: {},
  fr: {},
};

const loads = new Map<LocaleKey, Promise<void>>([['en', Promise.resolve()]]);

/** Fetches the catalogue of `locale` into `messages`, once (a failed fetch may be tried again). */
export function loadMessages(locale: LocaleKey): Promise<void> {
  let load = loads.get(locale);
  if (!load) {
    load = fetchers[locale as Exclude<LocaleKey, 'en'>]().then(
      (catalogue) => {
        messages[locale] = { ...catalogue.default, ...NAVIGATION_MESSAGES[locale] };
      },
      (error: unknown) => {
        loads.delete(locale);
        throw error;
      },
    );
    loads.set(locale, load);
  }
  return load;
}
