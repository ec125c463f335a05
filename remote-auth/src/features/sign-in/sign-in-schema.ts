import * as yup from 'yup';
import { currentPasswordField, emailField } from '../../kit/forms/yup-from-contracts';

/** The form of validateLogin. */
export const signInSchema = yup.object({
  email: emailField(),
  password: currentPasswordField(),
});

export type SignInValues = yup.InferType<typeof signInSchema>;
