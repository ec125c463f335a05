import * as yup from 'yup';
import { LIMITS, type PasswordOwner, type ValidationKey } from '@phonesheet/shared/contracts';

/*
 * The one place where remote-auth's forms get their rules: yup fields built from the shared
 * contracts. Limits come from LIMITS, every message is a key of VALIDATION_TEXTS (shown in the
 * user's language), and each form's schema follows one shared validator of validators.ts;
 * src/form-rules.test.ts checks that they agree. Where a form says more than the server, as
 * it always did, the field below says so: an over-long text gets "Must be at most {max}
 * characters" (the server: "Please try again"), the e-mail syntax is yup's, the old password on
 * My Account must be as long as a new one, and a repeat left empty under a typed password reads
 * "Passwords must match" (yup runs oneOf before required).
 */

/** An i18n message with values, for the limits the catalogue has no text for. */
export const tooLong = (max: number) => ({ id: 'auth.validation.tooLong', values: { max } });

const message = (key: ValidationKey) => key;

/** An e-mail address: required, well formed, at most LIMITS.emailMax characters (trimmed). */
export const emailField = () =>
  yup
    .string()
    .trim()
    .required(message('validation.email.required'))
    .email(message('validation.email.invalid'))
    .max(LIMITS.emailMax, tooLong(LIMITS.emailMax));

/** A name-like text: required, at most `max` characters once trimmed. */
export const nameField = (requiredKey: ValidationKey, max: number = LIMITS.nameMax) =>
  yup.string().trim().required(message(requiredKey)).max(max, tooLong(max));

/** The password one signs in or unlocks with: only required. */
export const currentPasswordField = (requiredKey: ValidationKey = 'validation.password.required') =>
  yup.string().required(message(requiredKey));

/** The password in use, asked again to change it: required, and never shorter than a new one. */
export const oldPasswordField = () =>
  yup
    .string()
    .required(message('validation.oldPassword.required'))
    .min(LIMITS.passwordMin, message('validation.password.short'));

/** A password being chosen: required, LIMITS.passwordMin to LIMITS.passwordMax characters. */
export const newPasswordField = (requiredKey: ValidationKey = 'validation.password.required') =>
  yup
    .string()
    .required(message(requiredKey))
    .min(LIMITS.passwordMin, message('validation.password.short'))
    .max(LIMITS.passwordMax, tooLong(LIMITS.passwordMax));

/**
 * A new password that must not be easy to guess (docs/security.md "Passwords"), as the API
 * checks it: zxcvbn with its common dictionary and the owner's words, which `ownerOf` reads from
 * the form's values (or gives). The dictionary is imported on the first check, not before.
 */
export const strongPasswordField = (
  requiredKey: ValidationKey = 'validation.password.required',
  ownerOf: (values: Record<string, unknown>) => PasswordOwner = () => ({}),
) =>
  newPasswordField(requiredKey).test(
    'strong',
    message('validation.password.weak'),
    async (value, context) => {
      if (!value || value.length < LIMITS.passwordMin || value.length > LIMITS.passwordMax) return true;
      const { isWeakPassword } = await import('./password-strength');
      return !isWeakPassword(value, ownerOf((context.parent ?? {}) as Record<string, unknown>));
    },
  );

/** Must repeat the field named `other`. */
export const repeatField = (
  other: string,
  requiredKey: ValidationKey = 'validation.confirmPassword.required',
) =>
  yup
    .string()
    .required(message(requiredKey))
    .oneOf([yup.ref(other)], message('validation.passwords.mismatch'));

/** The e-mailed code: exactly LIMITS.codeLength digits. */
export const codeField = () =>
  yup
    .string()
    .required(message('validation.pin.length'))
    .matches(new RegExp(`^\\d{${LIMITS.codeLength}}$`), message('validation.pin.length'));
