import type { LocaleKey } from '@phonesheet/shared';
import en from './en.json';

type Catalogue = Record<string, string>;

// English is built in (the fallback of every key); each other language is its own chunk,
// fetched when chosen: five catalogues a visitor never reads are ≈ 25 KiB of every first load.
const fetchers: Record<Exclude<LocaleKey, 'en'>, () => Promise<{ default: Catalogue }>> = {
  zh: () => import('./zh.json'),
  ar: () => import('./ar.json'),
  it: () => import('./it.json'),
  es: () => import('./es.json'),
  fr: () => import('./fr.json'),
};

const fetched: Partial<Record<LocaleKey, Catalogue>> = { en };

/** The host's catalogue for `locale` if it is here already (English always is). */
export function hostMessagesFor(locale: LocaleKey): Catalogue | undefined {
  return fetched[locale];
}

/** Fetches the host's catalogue for `locale` once. */
export async function loadHostMessages(locale: LocaleKey): Promise<Catalogue> {
  const here = fetched[locale];
  if (here) return here;
  const catalogue = (await fetchers[locale as Exclude<LocaleKey, 'en'>]()).default;
  fetched[locale] = catalogue;
  return catalogue;
}
