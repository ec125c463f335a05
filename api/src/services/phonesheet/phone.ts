import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { LRUCache } from 'lru-cache';

export interface ParsedPhone {
  e164: string;
  /** Digits of the E.164 number, reversed (suffix search through a prefix index). */
  digitsRev: string;
}

/** A number as typed → E.164, or null when it is not a valid number. */
export function parsePhone(typed: string, country: string): ParsedPhone | null {
  const n = parsePhoneNumberFromString(typed.trim(), country as CountryCode);
  if (!n || !n.isValid()) return null;
  return { e164: n.number, digitsRev: reverseDigits(n.number) };
}

export const digitsOf = (s: string) => s.replace(/\D/g, '');
export const reverseDigits = (s: string) => digitsOf(s).split('').reverse().join('');

// Formatting parses the number again; sheets and exports repeat the same numbers a lot. The
// least recently shown number goes first past 50,000.
const displayCache = new LRUCache<string, string>({ max: 50_000 });

/** National format for the company's country, international for others. */
export function displayPhone(e164: string, country: string): string {
  const key = `${country}|${e164}`;
  const cached = displayCache.get(key);
  if (cached !== undefined) return cached;
  const n = parsePhoneNumberFromString(e164);
  const shown = !n ? e164 : n.country === country ? n.formatNational() : n.formatInternational();
  displayCache.set(key, shown);
  return shown;
}

/**
 * Digits to search for when a query looks like a phone number: "(212) 555-0100",
 * "+1 212 555 0100" and "2125550100" all give digits whose reverse prefixes the stored one.
 * A number with country code is normalised first, so "+1 …" and "1 …" behave alike.
 */
export function phoneSearchDigits(q: string, country: string): string | null {
  const trimmed = q.trim();
  if (!/^[+\d\s().\-/]+$/.test(trimmed)) return null;
  const digits = digitsOf(trimmed);
  if (digits.length < 3) return null;
  const n = parsePhoneNumberFromString(trimmed, country as CountryCode);
  if (n && n.isValid()) return digitsOf(n.number);
  return digits;
}
