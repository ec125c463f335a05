import en from './en.json';

/**
 * The feature's texts in English; each other language comes in the remote's chunk of that
 * language (src/i18n/languages).
 */
export const messages: Record<string, string> = en;
