import * as yup from 'yup';
import { LIMITS } from '@phonesheet/shared/contracts';
import {
  codeField,
  emailField,
  nameField,
  repeatField,
  strongPasswordField,
} from '../../kit/forms/yup-from-contracts';

/** The form of validateRegisterAdmin. */
export const signUpSchema = yup.object({
  firstName: nameField('validation.firstName.required'),
  lastName: nameField('validation.lastName.required'),
  email: emailField(),
  companyName: nameField('validation.companyName.required', LIMITS.companyNameMax),
  // Not built from the names, e-mail and company typed above it either.
  password: strongPasswordField('validation.password.required', (values) => values),
  confirmPassword: repeatField('password'),
});

export type SignUpValues = yup.InferType<typeof signUpSchema>;

/** The code of validateVerifyCode (the e-mail is the one signing up). */
export const codeSchema = yup.object({ code: codeField() });
