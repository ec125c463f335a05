import * as yup from 'yup';
import {
  LIMITS,
  validateChangePassword,
  validateEmailOnly,
  validateLogin,
  validateRegisterAdmin,
  validateResetPassword,
  validateUnlock,
  validateVerifyCode,
  validationKeyOf,
} from '@phonesheet/shared/contracts';
import { forgotPasswordSchema } from './features/forgot-password/forgot-password-schema';
import { changePasswordSchema } from './features/my-profile/profile-rules';
import { resetPasswordSchema } from './features/reset-password/reset-password-schema';
import { signInSchema } from './features/sign-in/sign-in-schema';
import { codeSchema, signUpSchema } from './features/sign-up/sign-up-schema';
import { currentPasswordField, emailField, nameField, tooLong } from './kit/forms/yup-from-contracts';

type Values = Record<string, unknown>;

/** The message of every field the schema refuses, as the form would show them. */
function formProblems(schema: yup.AnyObjectSchema, values: Values): unknown[] {
  return Object.keys(schema.fields).flatMap((field) => {
    try {
      schema.validateSyncAt(field, values);
      return [];
    } catch (error) {
      return [(error as yup.ValidationError).errors[0]];
    }
  });
}

/** The catalogue keys of the texts a shared validator returns. */
const serverProblems = (texts: string[]) => texts.map(validationKeyOf);

const sorted = (list: unknown[]) => [...list].map(String).sort();

const short = 'a'.repeat(LIMITS.passwordMin - 1);
const good = 'a'.repeat(LIMITS.passwordMin);

describe('the forms and the shared validators agree', () => {
  it('sign in (validateLogin)', () => {
    for (const values of [{}, { email: 'x', password: '' }, { email: ' ada@example.com ', password: 'p' }]) {
      expect(sorted(formProblems(signInSchema, values))).toEqual(
        sorted(serverProblems(validateLogin(values))),
      );
    }
  });

  it('forgot password (validateEmailOnly)', () => {
    for (const values of [{ email: '' }, { email: '   ' }, { email: 'nope' }, { email: 'ada@example.com' }]) {
      expect(formProblems(forgotPasswordSchema, values)).toEqual(serverProblems(validateEmailOnly(values)));
    }
  });

  it('sign up (validateRegisterAdmin)', () => {
    const complete = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      companyName: 'Analytical Engines',
      password: good,
      confirmPassword: good,
    };
    for (const values of [
      {},
      complete,
      { ...complete, firstName: ' ', email: 'nope' },
      { ...complete, password: short, confirmPassword: 'other' },
    ]) {
      expect(sorted(formProblems(signUpSchema, values))).toEqual(
        sorted(serverProblems(validateRegisterAdmin(values))),
      );
    }
  });

  it('the e-mailed code (validateVerifyCode)', () => {
    for (const code of ['', '12345', '12a456', '123456']) {
      const values = { email: 'ada@example.com', code };
      expect(formProblems(codeSchema, values)).toEqual(serverProblems(validateVerifyCode(values)));
    }
  });

  it('reset password (validateResetPassword), whose page asks for the new password', () => {
    for (const values of [
      { password: short, confirmPassword: short },
      { password: good, confirmPassword: 'other' },
      { password: good, confirmPassword: good },
    ]) {
      expect(formProblems(resetPasswordSchema, values)).toEqual(
        serverProblems(validateResetPassword(values)),
      );
    }
    expect(formProblems(resetPasswordSchema, { password: '', confirmPassword: 'x' })).toEqual([
      'validation.newPassword.required',
      'validation.passwords.mismatch',
    ]);
  });

  it('change password (validateChangePassword) under the page’s field names', () => {
    const page = (v: Values) => ({
      oldPassword: v.oldPassword,
      newPassword: v.password,
      retypeNewPassword: v.confirmPassword,
    });
    for (const values of [
      { oldPassword: '', password: '', confirmPassword: '' },
      { oldPassword: good, password: short, confirmPassword: 'other' },
      { oldPassword: good, password: good, confirmPassword: good },
    ]) {
      expect(formProblems(changePasswordSchema, page(values))).toEqual(
        serverProblems(validateChangePassword(values)),
      );
    }
    // The page also refuses an old password shorter than any password can be.
    expect(
      formProblems(changePasswordSchema, page({ oldPassword: short, password: good, confirmPassword: good })),
    ).toEqual(['validation.password.short']);
  });

  it('unlock (validateUnlock)', () => {
    const schema = yup.object({ password: currentPasswordField() });
    for (const values of [{ password: '' }, { password: 'x' }]) {
      expect(formProblems(schema, values)).toEqual(serverProblems(validateUnlock(values)));
    }
  });
});

describe('where the forms say more than the server', () => {
  it('an over-long field names its limit from LIMITS', () => {
    const name = yup.object({ name: nameField('validation.name.required') });
    expect(formProblems(name, { name: 'a'.repeat(LIMITS.nameMax + 1) })).toEqual([tooLong(LIMITS.nameMax)]);
    const email = yup.object({ email: emailField() });
    const longEmail = `${'a'.repeat(LIMITS.emailMax)}@example.com`;
    expect(formProblems(email, { email: longEmail })).toEqual([tooLong(LIMITS.emailMax)]);
  });

  it('a repeat left empty after a password reads "Passwords must match" (yup checks oneOf first)', () => {
    const values = { password: good, confirmPassword: '' };
    expect(validateResetPassword(values)).toEqual(['Confirm password is required']);
    expect(formProblems(resetPasswordSchema, values)).toEqual(['validation.passwords.mismatch']);
  });
});
