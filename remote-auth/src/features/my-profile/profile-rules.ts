import * as yup from 'yup';
import { LIMITS, type PasswordOwner } from '@phonesheet/shared/contracts';
import { oldPasswordField, repeatField, strongPasswordField } from '../../kit/forms/yup-from-contracts';
import type { ProfileInput } from './api';

export type ProfileProblem =
  | { kind: 'empty'; fields: Array<keyof ProfileInput> }
  | { kind: 'tooLong'; fields: Array<keyof ProfileInput> }
  | { kind: 'unchanged' };

/** Profile save: names must not be empty nor too long; nothing to save when neither changed. */
export function profileProblem(values: ProfileInput, saved: ProfileInput): ProfileProblem | null {
  const names: Array<keyof ProfileInput> = ['firstName', 'lastName'];
  const empty = names.filter((field) => !values[field]?.trim());
  if (empty.length) return { kind: 'empty', fields: empty };
  const long = names.filter((field) => values[field].trim().length > LIMITS.nameMax);
  if (long.length) return { kind: 'tooLong', fields: long };
  if (names.every((field) => values[field].trim() === (saved[field] ?? '').trim()))
    return { kind: 'unchanged' };
  return null;
}

/** The form of validateChangePassword, under the page's field names, for this owner's password. */
export const changePasswordSchemaFor = (owner: PasswordOwner) =>
  yup.object({
    oldPassword: oldPasswordField(),
    newPassword: strongPasswordField('validation.newPassword.required', () => owner),
    retypeNewPassword: repeatField('newPassword'),
  });

export const changePasswordSchema = changePasswordSchemaFor({});

export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;
