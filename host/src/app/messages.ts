import { sharedMessages, type LocaleKey } from '@phonesheet/shared';
import { hostMessages } from '../i18n/host-messages';
import type { RemoteState } from './remote-state';
import { loadedModules } from './remote-state';

type Catalogue = Record<LocaleKey, Record<string, string>>;

/**
 * One flat catalogue for the locale: shared, host, then each loaded remote.
 * English goes first so a key missing in the locale still shows English, not the raw id.
 */
export function mergeMessages(locale: LocaleKey, remotes: RemoteState[]): Record<string, string> {
  const catalogues: Catalogue[] = [
    sharedMessages,
    hostMessages,
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
