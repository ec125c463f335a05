import * as yup from 'yup';
import { emailField } from '../../kit/forms/yup-from-contracts';

/** The form of validateEmailOnly. */
export const forgotPasswordSchema = yup.object({ email: emailField() });
