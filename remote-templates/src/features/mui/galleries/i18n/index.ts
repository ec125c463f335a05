import type { LocaleKey } from '@phonesheet/shared';

type Catalogue = Record<string, string>;

/**
 * The galleries' texts (~7 KB gzip a locale), one chunk per locale fetched by the first gallery
 * opened, so the templates module carries only the nine navigation labels.
 */
const LOADERS: Record<LocaleKey, () => Promise<{ default: Catalogue }>> = {
  en: () => import(/* webpackChunkName: "mui-texts-en" */ './en.json'),
  es: () => import(/* webpackChunkName: "mui-texts-es" */ './es.json'),
  fr: () => import(/* webpackChunkName: "mui-texts-fr" */ './fr.json'),
  it: () => import(/* webpackChunkName: "mui-texts-it" */ './it.json'),
  zh: () => import(/* webpackChunkName: "mui-texts-zh" */ './zh.json'),
  ar: () => import(/* webpackChunkName: "mui-texts-ar" */ './ar.json'),
};

const loaded = new Map<string, Catalogue>();

/** The locale's catalogue if already here (no flash of the skeleton on the next gallery). */
export const cachedGalleryTexts = (locale: string): Catalogue | undefined => loaded.get(locale);

/** Loads the locale's catalogue (English for a locale we do not know). */
export async function loadGalleryTexts(locale: string): Promise<Catalogue> {
  const key = (locale in LOADERS ? locale : 'en') as LocaleKey;
  const catalogue = (await LOADERS[key]()).default;
  loaded.set(locale, catalogue);
  return catalogue;
}
