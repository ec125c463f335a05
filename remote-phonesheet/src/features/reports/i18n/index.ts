import en from './en.json';

/**
 * The Reports page's texts in English, which travel with the page's chunk (ReportTexts), not
 * with the module: every sheet page loads the module. Each other language comes in the remote's
 * chunk of that language (src/i18n/languages).
 */
export const messages: Record<string, string> = en;
