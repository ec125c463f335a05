import type { LocaleKey } from '@phonesheet/shared';
import { REMOTE_TEXTS } from '../kit/remote-texts';
import { NAVIGATION_MESSAGES } from '../navigation/messages';
import { PHONESHEET_FEATURES } from '../phonesheet-features';
import kit from './en.json';

type Catalogue = Record<string, string>;

// English is built in (every key's fallback): the kit's texts (./en.json) and each feature's
// (features/<name>/i18n). Each other language is one chunk with the texts of the kit and of every
// feature (./languages), fetched when shown (the host calls loadMessages before this remote's
// routes show and before a language switch shows): five catalogues a page never reads were
// ≈ 16 KiB of every sheet page. Named messages-<locale>: the service worker caches them with the
// remote, so a language chosen offline has its texts (host/src/pwa/service-worker.ts).
const fetchers: Record<Exclude<LocaleKey, 'en'>, () => Promise<{ default: Catalogue }>> = {
  zh: () => import(/* webpackChunkName: "messages-zh" */ './languages/zh'),
  ar: () => import(/* webpackChunkName: "messages-ar" */ './languages/ar'),
  it: () => import(/* webpackChunkName: "messages-it" */ './languages/it'),
  es: () => import(/* webpackChunkName: "messages-es" */ './languages/es'),
  fr: () => import(/* webpackChunkName: "messages-fr" */ './languages/fr'),
};

/**
 * This remote's texts (with its sidebar entries', which are small and in every language), per
 * locale: English always, another language empty until loadMessages has fetched it (the host
 * shows English for a key it lacks). The module exposes this very object, so what loadMessages
 * adds is what the host reads. The Reports page brings its English with its own chunk.
 */
export const messages: Record<LocaleKey, Catalogue> = REMOTE_TEXTS;
messages.en = Object.assign(
  {},
  kit,
  ...PHONESHEET_FEATURES.map((feature) => feature.messages),
  NAVIGATION_MESSAGES.en,
) as Catalogue;

const loads = new Map<LocaleKey, Promise<void>>([['en', Promise.resolve()]]);

/** Fetches the texts of `locale` into `messages`, once (a failed fetch may be tried again). */
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
