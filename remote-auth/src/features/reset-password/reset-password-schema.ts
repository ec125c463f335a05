import * as yup from 'yup';
import { newPasswordField, repeatField } from '../../lib/validation';

export const resetPasswordSchema = yup.object({
  password: newPasswordField('validation.newPassword.required'),
  confirmPassword: repeatField('password'),
});

export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;
