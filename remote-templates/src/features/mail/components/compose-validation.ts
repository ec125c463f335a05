import { string } from 'yup';

const email = string().email();

/** "a@x.com, b@y.com; c@z.com" → the addresses, trimmed, without empties. */
export function splitAddresses(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The i18n key of what is wrong with an address field, or null when it is fine
 * (the catalogue's "e-mail required" and "invalid e-mail format").
 */
export function addressError(value: string | undefined, required: boolean): string | null {
  const addresses = splitAddresses(value);
  if (addresses.length === 0) return required ? 'templates.mail.validation.emailRequired' : null;
  return addresses.every((address) => email.isValidSync(address) && address.includes('.'))
    ? null
    : 'templates.mail.validation.invalidEmail';
}
