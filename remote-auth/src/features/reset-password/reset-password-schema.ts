import * as yup from 'yup';
import { newPasswordField, repeatField } from '../../kit/forms/yup-from-contracts';

/** The form of validateResetPassword; the page asks for the "new" password. */
export const resetPasswordSchema = yup.object({
  password: newPasswordField('validation.newPassword.required'),
  confirmPassword: repeatField('password'),
});

export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;
