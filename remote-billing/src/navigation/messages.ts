import type { LocaleKey } from '@phonesheet/shared';
import en from './i18n/en.json';
import zh from './i18n/zh.json';
import ar from './i18n/ar.json';
import it from './i18n/it.json';
import es from './i18n/es.json';
import fr from './i18n/fr.json';

// The texts of this remote's sidebar entry (./index.ts), apart from the entries so that the
// host's catalogue can hold them on every page without the entries' icons.
export const NAVIGATION_MESSAGES: Record<LocaleKey, Record<string, string>> = { en, zh, ar, it, es, fr };
