import * as yup from 'yup';
import { emailField } from '../../lib/validation';

export const signInSchema = yup.object({
  email: emailField(),
  password: yup.string().required('validation.password.required'),
});

export type SignInValues = yup.InferType<typeof signInSchema>;
