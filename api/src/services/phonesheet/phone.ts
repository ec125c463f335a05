import { Metadata, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
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
 * The international call prefixes a search understands before a country code: "00", the ITU's
 * (most of Europe, Africa, the Middle East and much of Asia and Latin America), from every
 * company; and the company country's own, from libphonenumber's metadata: "011" in the US and
 * Canada, "010" in Japan, "0011" in Australia, "810" in Russia… (docs/phone-sheet.md).
 */
function internationalPrefix(country: string): RegExp {
  let own: string | undefined;
  try {
    const metadata = new Metadata();
    metadata.selectNumberingPlan(country as CountryCode);
    own = metadata.numberingPlan?.IDDPrefix();
  } catch {
    own = undefined; // not a country libphonenumber knows: "00" alone
  }
  return new RegExp(`^(?:${own ? `${own}|` : ''}00)`);
}
/** Per company country: the metadata is read once. */
const prefixCache = new Map<string, RegExp>();
/** A country code and a few digits of the number: less is read as the end of a number. */
const MIN_INTERNATIONAL_DIGITS = 7;

/**
 * The number after an international prefix, as E.164 digits: "0049 30 901820" gives
 * "4930901820", the digits of "+49 30 901820". Null when the query starts with no such prefix,
 * or when what follows is too short to be read as a number from its beginning rather than as
 * a number's last digits ("0012" is more likely the end of 555-0012 than a call to +12).
 */
export function internationalSearchDigits(q: string, country: string): string | null {
  const trimmed = q.trim();
  if (trimmed.startsWith('+') || !/^[\d\s().\-/]+$/.test(trimmed)) return null;
  const digits = digitsOf(trimmed);
  let prefix = prefixCache.get(country);
  if (!prefix) prefixCache.set(country, (prefix = internationalPrefix(country)));
  const found = prefix.exec(digits);
  if (!found) return null;
  const rest = digits.slice(found[0].length);
  const n = parsePhoneNumberFromString(`+${rest}`);
  if (n && n.isValid()) return digitsOf(n.number);
  return rest.length >= MIN_INTERNATIONAL_DIGITS ? rest : null;
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
