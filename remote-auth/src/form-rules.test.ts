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
import { changePasswordSchema, changePasswordSchemaFor } from './features/my-profile/profile-rules';
import { resetPasswordSchema } from './features/reset-password/reset-password-schema';
import { signInSchema } from './features/sign-in/sign-in-schema';
import { codeSchema, signUpSchema } from './features/sign-up/sign-up-schema';
import { currentPasswordField, emailField, nameField, tooLong } from './kit/forms/yup-from-contracts';

type Values = Record<string, unknown>;

/** The message of every field the schema refuses, as the form would show them. */
async function formProblems(schema: yup.AnyObjectSchema, values: Values): Promise<unknown[]> {
  const each = await Promise.all(
    Object.keys(schema.fields).map((field) =>
      schema.validateAt(field, values).then(
        () => [],
        (error: yup.ValidationError) => [error.errors[0]],
      ),
    ),
  );
  return each.flat();
}

/** The catalogue keys of the texts a shared validator returns. */
const serverProblems = (texts: string[]) => texts.map(validationKeyOf);

const sorted = (list: unknown[]) => [...list].map(String).sort();

const short = 'a'.repeat(LIMITS.passwordMin - 1);
// Long enough and not easy to guess (docs/security.md "Passwords").
const good = 'amber kettle 2041';

describe('the forms and the shared validators agree', () => {
  it('sign in (validateLogin)', async () => {
    for (const values of [{}, { email: 'x', password: '' }, { email: ' ada@example.com ', password: 'p' }]) {
      expect(sorted(await formProblems(signInSchema, values))).toEqual(
        sorted(serverProblems(validateLogin(values))),
      );
    }
  });

  it('forgot password (validateEmailOnly)', async () => {
    for (const values of [{ email: '' }, { email: '   ' }, { email: 'nope' }, { email: 'ada@example.com' }]) {
      expect(await formProblems(forgotPasswordSchema, values)).toEqual(
        serverProblems(validateEmailOnly(values)),
      );
    }
  });

  it('sign up (validateRegisterAdmin)', async () => {
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
      expect(sorted(await formProblems(signUpSchema, values))).toEqual(
        sorted(serverProblems(validateRegisterAdmin(values))),
      );
    }
  });

  it('the e-mailed code (validateVerifyCode)', async () => {
    for (const code of ['', '12345', '12a456', '123456']) {
      const values = { email: 'ada@example.com', code };
      expect(await formProblems(codeSchema, values)).toEqual(serverProblems(validateVerifyCode(values)));
    }
  });

  it('reset password (validateResetPassword), whose page asks for the new password', async () => {
    for (const values of [
      { password: short, confirmPassword: short },
      { password: good, confirmPassword: 'other' },
      { password: good, confirmPassword: good },
    ]) {
      expect(await formProblems(resetPasswordSchema, values)).toEqual(
        serverProblems(validateResetPassword(values)),
      );
    }
    expect(await formProblems(resetPasswordSchema, { password: '', confirmPassword: 'x' })).toEqual([
      'validation.newPassword.required',
      'validation.passwords.mismatch',
    ]);
  });

  it('change password (validateChangePassword) under the page’s field names', async () => {
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
      expect(await formProblems(changePasswordSchema, page(values))).toEqual(
        serverProblems(validateChangePassword(values)),
      );
    }
    // The page also refuses an old password shorter than any password can be.
    expect(
      await formProblems(
        changePasswordSchema,
        page({ oldPassword: short, password: good, confirmPassword: good }),
      ),
    ).toEqual(['validation.password.short']);
  });

  it('unlock (validateUnlock)', async () => {
    const schema = yup.object({ password: currentPasswordField() });
    for (const values of [{ password: '' }, { password: 'x' }]) {
      expect(await formProblems(schema, values)).toEqual(serverProblems(validateUnlock(values)));
    }
  });
});

describe('where the forms say more than the server', () => {
  it('an over-long field names its limit from LIMITS', async () => {
    const name = yup.object({ name: nameField('validation.name.required') });
    expect(await formProblems(name, { name: 'a'.repeat(LIMITS.nameMax + 1) })).toEqual([
      tooLong(LIMITS.nameMax),
    ]);
    const email = yup.object({ email: emailField() });
    const longEmail = `${'a'.repeat(LIMITS.emailMax)}@example.com`;
    expect(await formProblems(email, { email: longEmail })).toEqual([tooLong(LIMITS.emailMax)]);
  });

  it('a repeat left empty after a password reads "Passwords must match" (yup checks oneOf first)', async () => {
    const values = { password: good, confirmPassword: '' };
    expect(validateResetPassword(values)).toEqual(['Confirm password is required']);
    expect(await formProblems(resetPasswordSchema, values)).toEqual(['validation.passwords.mismatch']);
  });
});

describe('the password rule of the API, before submit (docs/security.md "Passwords")', () => {
  const signUp = (password: string) => ({
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace.hopper@example.com',
    companyName: 'Blue Lagoon Shipping',
    password,
    confirmPassword: password,
  });

  it('sign-up refuses common passwords and ones built from the e-mail, names or company', async () => {
    for (const password of ['password', '12345678', 'aaaaaaaa', 'gracehopper', 'bluelagoonshipping']) {
      expect(await formProblems(signUpSchema, signUp(password))).toEqual(['validation.password.weak']);
    }
    expect(await formProblems(signUpSchema, signUp(good))).toEqual([]);
  });

  it("change password refuses the owner's own words, reset the common ones", async () => {
    const schema = changePasswordSchemaFor({ email: 'grace.hopper@example.com', companyName: 'Blue Lagoon' });
    const change = (password: string) => ({
      oldPassword: good,
      newPassword: password,
      retypeNewPassword: password,
    });
    expect(await formProblems(schema, change('bluelagoon'))).toEqual(['validation.password.weak']);
    expect(await formProblems(schema, change('correct horse 42'))).toEqual([]);
    expect(
      await formProblems(resetPasswordSchema, { password: '12345678', confirmPassword: '12345678' }),
    ).toEqual(['validation.password.weak']);
  });
});
