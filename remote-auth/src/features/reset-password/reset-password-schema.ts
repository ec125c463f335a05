import * as yup from 'yup';
import { repeatField, strongPasswordField } from '../../kit/forms/yup-from-contracts';

/**
 * The form of validateResetPassword; the page asks for the "new" password. The page does not know
 * whose link it is: the owner's own words are checked by the API alone.
 */
export const resetPasswordSchema = yup.object({
  password: strongPasswordField('validation.newPassword.required'),
  confirmPassword: repeatField('password'),
});

export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;
