import type { LocaleKey } from '@phonesheet/shared';
import en from './en.json';
import zh from './zh.json';
import ar from './ar.json';
import it from './it.json';
import es from './es.json';
import fr from './fr.json';

export const messages: Record<LocaleKey, Record<string, string>> = { en, zh, ar, it, es, fr };
