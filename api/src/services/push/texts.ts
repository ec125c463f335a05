import type { DigestLocale } from '../digest/texts';

// A notification's title, in the language of the device that opted in ("ext." comes from the
// digest's texts).
export const PUSH_TEXTS: Record<DigestLocale, { callFrom: string }> = {
  en: { callFrom: 'Call from {who}' },
  fr: { callFrom: 'Appel de {who}' },
  es: { callFrom: 'Llamada de {who}' },
  it: { callFrom: 'Chiamata da {who}' },
  zh: { callFrom: '{who} 来电' },
  ar: { callFrom: 'مكالمة من {who}' },
};
