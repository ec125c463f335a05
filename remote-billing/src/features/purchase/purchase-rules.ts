import * as yup from 'yup';
import { expiryProblem, luhnValid } from '@phonesheet/shared/contracts';

// The purchase form's three messages (no plan, no name, bad card), as i18n keys (billing.validation.*).
export const PURCHASE_MESSAGES = {
  selectPlan: 'billing.validation.selectPlan',
  enterName: 'billing.validation.enterName',
  card: 'billing.validation.card',
} as const;

export interface SandboxCardValue {
  number?: string;
  /** "MM / YY" as typed. */
  expiry?: string;
  cvc?: string;
  postalCode?: string;
}

/** "12 / 29", "12/2029" → month and four-digit year; null when unreadable. */
export function parseExpiry(value: string | undefined): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value ?? '');
  if (!match) return null;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

const card = PURCHASE_MESSAGES.card;

/** The sandbox card form: Luhn, a future expiry, a 3–4 digit CVC and a postcode. */
export const sandboxCardSchema = yup.object({
  number: yup
    .string()
    .required(card)
    .test('luhn', card, (v) => luhnValid(v ?? '')),
  expiry: yup
    .string()
    .required(card)
    .test('expiry', card, (v) => {
      const parsed = parseExpiry(v);
      return !!parsed && expiryProblem(parsed.month, parsed.year) === null;
    }),
  cvc: yup
    .string()
    .required(card)
    .matches(/^\d{3,4}$/, card),
  postalCode: yup.string().trim().required(card).max(10, card),
});

export const purchaseSchema = yup.object({
  planId: yup.string().required(PURCHASE_MESSAGES.selectPlan),
  name: yup.string().trim().required(PURCHASE_MESSAGES.enterName),
});

/** The first problem of a sandbox card as an i18n key, or null when it is fine. */
export function sandboxCardProblem(value: SandboxCardValue | undefined): string | null {
  try {
    sandboxCardSchema.validateSync(value ?? {}, { abortEarly: true });
    return null;
  } catch (error) {
    return (error as yup.ValidationError).message;
  }
}

/** "4242424242424242" → "4242 4242 4242 4242" as the user types. */
export const formatCardNumber = (raw: string) =>
  raw
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1229" → "12 / 29". */
export function formatExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}
