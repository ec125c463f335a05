import { sharedMessages, type LocaleKey } from '@phonesheet/shared';
import { KNOWN_NAVIGATION_MESSAGES } from '../federation/known-navigation-messages';
import { hostMessagesFor } from '../i18n/host-messages';
import type { RemoteState } from './remote-state';
import { loadedModules } from './remote-state';

type Catalogue = Record<LocaleKey, Record<string, string>>;

/**
 * One flat catalogue for the locale: shared, host, the remotes' sidebar entries (drawn before
 * their remote loads), then each loaded remote.
 * English goes first so a key missing in the locale still shows English, not the raw id.
 * The host's catalogue of a language not fetched yet (loadHostMessages) counts as empty.
 */
export function mergeMessages(locale: LocaleKey, remotes: RemoteState[]): Record<string, string> {
  const host = { en: hostMessagesFor('en'), [locale]: hostMessagesFor(locale) } as Partial<Catalogue>;
  const catalogues: Partial<Catalogue>[] = [
    sharedMessages,
    host,
    ...KNOWN_NAVIGATION_MESSAGES,
    ...loadedModules(remotes).map((m) => m.messages),
  ];
  const merged: Record<string, string> = {};
  for (const c of catalogues) Object.assign(merged, c.en);
  if (locale !== 'en') {
    for (const c of catalogues) {
      for (const [key, text] of Object.entries(c[locale] ?? {})) {
        if (text) merged[key] = text;
      }
    }
  }
  return merged;
}
