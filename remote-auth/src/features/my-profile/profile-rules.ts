import * as yup from 'yup';
import { NAME_MAX, PASSWORD_MIN, newPasswordField, repeatField } from '../../lib/validation';
import type { ProfileInput } from './api';

export type ProfileProblem =
  | { kind: 'empty'; fields: Array<keyof ProfileInput> }
  | { kind: 'tooLong'; fields: Array<keyof ProfileInput> }
  | { kind: 'unchanged' };

/** SPEC.md §5 profile save: names must not be empty; nothing to save when neither changed. */
export function profileProblem(values: ProfileInput, saved: ProfileInput): ProfileProblem | null {
  const names: Array<keyof ProfileInput> = ['firstName', 'lastName'];
  const empty = names.filter((field) => !values[field]?.trim());
  if (empty.length) return { kind: 'empty', fields: empty };
  const long = names.filter((field) => values[field].trim().length > NAME_MAX);
  if (long.length) return { kind: 'tooLong', fields: long };
  if (names.every((field) => values[field].trim() === (saved[field] ?? '').trim()))
    return { kind: 'unchanged' };
  return null;
}

export const changePasswordSchema = yup.object({
  oldPassword: yup
    .string()
    .required('validation.oldPassword.required')
    .min(PASSWORD_MIN, 'validation.password.short'),
  newPassword: newPasswordField('validation.newPassword.required'),
  retypeNewPassword: repeatField('newPassword'),
});

export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;
