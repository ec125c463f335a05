import type { LocaleKey } from '../module-contract/types';
import ar from './ar.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import it from './it.json';
import zh from './zh.json';

export type Catalogue = Record<string, string>;
export type Catalogues = Record<LocaleKey, Catalogue>;

/** The shared UI's own texts (common.*), one flat catalogue per locale. */
export const sharedMessages: Catalogues = { en, zh, ar, it, es, fr };

const KEYS: readonly LocaleKey[] = ['en', 'zh', 'ar', 'it', 'es', 'fr'];

/**
 * One flat catalogue from several; later ones win on a clash. Typical use puts English first
 * as the fallback: `mergeMessages(sharedMessages.en, app.en, sharedMessages[locale], app[locale])`.
 */
export function mergeMessages(...catalogues: Array<Catalogue | undefined>): Catalogue {
  return Object.assign({}, ...catalogues.filter(Boolean)) as Catalogue;
}

/** The per-locale form: merges several `Record<LocaleKey, Catalogue>` (e.g. every RemoteModule.messages). */
export function mergeCatalogues(...sets: Array<Partial<Catalogues> | undefined>): Catalogues {
  return Object.fromEntries(
    KEYS.map((key) => [key, mergeMessages(...sets.map((set) => set?.[key]))]),
  ) as Catalogues;
}
