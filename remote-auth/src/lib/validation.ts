import * as yup from 'yup';

// Bounds fixed in docs/accounts.md.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const COMPANY_MAX = 200;
export const EMAIL_MAX = 254;
export const CODE_LENGTH = 6;

export const tooLong = (max: number) => ({ id: 'auth.validation.tooLong', values: { max } });

export const emailField = () =>
  yup
    .string()
    .trim()
    .required('validation.email.required')
    .email('validation.email.invalid')
    .max(EMAIL_MAX, tooLong(EMAIL_MAX));

/** A password being chosen: required, 8–128 characters. */
export const newPasswordField = (requiredKey = 'validation.password.required') =>
  yup
    .string()
    .required(requiredKey)
    .min(PASSWORD_MIN, 'validation.password.short')
    .max(PASSWORD_MAX, tooLong(PASSWORD_MAX));

/** Must repeat the field named `other`. */
export const repeatField = (other: string, requiredKey = 'validation.confirmPassword.required') =>
  yup
    .string()
    .required(requiredKey)
    .oneOf([yup.ref(other)], 'validation.passwords.mismatch');
