import type { LocaleKey } from '@phonesheet/shared';
import ar from './ar.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import it from './it.json';
import zh from './zh.json';

export const messages: Record<LocaleKey, Record<string, string>> = { en, zh, ar, it, es, fr };
