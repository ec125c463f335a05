// The digest contract's plain values, apart from its schemas (digest.ts): a page that needs
// one downloads no TypeBox.
export const DIGEST_DEFAULT_TIME = '08:00';
export const LOCALE_KEYS = ['en', 'zh', 'ar', 'it', 'es', 'fr'] as const;
