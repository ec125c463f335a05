import * as yup from 'yup';
import { emailField } from '../../lib/validation';

export const forgotPasswordSchema = yup.object({ email: emailField() });
