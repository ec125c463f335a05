import * as yup from 'yup';
import {
  COMPANY_MAX,
  CODE_LENGTH,
  NAME_MAX,
  emailField,
  newPasswordField,
  repeatField,
  tooLong,
} from '../../lib/validation';

export const signUpSchema = yup.object({
  firstName: yup.string().trim().required('validation.firstName.required').max(NAME_MAX, tooLong(NAME_MAX)),
  lastName: yup.string().trim().required('validation.lastName.required').max(NAME_MAX, tooLong(NAME_MAX)),
  email: emailField(),
  companyName: yup
    .string()
    .trim()
    .required('validation.companyName.required')
    .max(COMPANY_MAX, tooLong(COMPANY_MAX)),
  password: newPasswordField(),
  confirmPassword: repeatField('password'),
});

export type SignUpValues = yup.InferType<typeof signUpSchema>;

export const codeSchema = yup.object({
  code: yup
    .string()
    .required('validation.pin.length')
    .matches(new RegExp(`^\\d{${CODE_LENGTH}}$`), 'validation.pin.length'),
});
