import { validateContactUs, validationKeyOf } from '@phonesheet/shared/contracts';

export type ContactField = 'name' | 'email' | 'phone' | 'message';
export type ContactValues = Partial<Record<ContactField, string>>;

const FIELD_OF_KEY: Record<string, ContactField> = {
  'validation.name.required': 'name',
  'validation.email.required': 'email',
  'validation.email.invalid': 'email',
  'validation.phone.invalid': 'phone',
  'validation.message.required': 'message',
};

/**
 * The catalogue keys of one field's problems, from the same validator the API runs.
 * "Please try again" (a length bound) is attributed to the field being checked.
 * Returned keys are the host's own copies of the catalogue ('host.validation.…').
 */
export function contactFieldErrors(field: ContactField, values: ContactValues): string[] {
  return validateContactUs(values)
    .map((text) => validationKeyOf(text))
    .filter((key): key is NonNullable<typeof key> => !!key)
    .filter(
      (key) =>
        FIELD_OF_KEY[key] === field ||
        (key === 'validation.tryAgain' && (field === 'name' || field === 'message')),
    )
    .map((key) => `host.${key}`);
}
