import { VALIDATION_TEXTS as V } from '@phonesheet/shared/contracts';
import { createTestApp, uniqueEmail, type TestApp } from './helpers/test-app';

// Issue 42 part 5 (docs/security.md "Passwords"): common passwords and those built from the
// user's own e-mail, name or company are refused wherever a password is chosen.

const WEAK = { msg: V['validation.password.weak'], errors: [V['validation.password.weak']] };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, token?: string) =>
  t.request({ method: 'POST', url: `/api/v1/auth/${url}`, payload, token });
const registration = (password: string, email = uniqueEmail('grace.hopper')) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email,
  password,
  confirmPassword: password,
  companyName: 'Analytical Engines',
});
const userCount = async (email: string) =>
  (await t.app.database.db.selectFrom('users').select('id').where('email', '=', email).execute()).length;

describe('a new password must not be easy to guess', () => {
  test.each(['password', '12345678', 'aaaaaaaa', 'qwertyuiop', 'iloveyou1'])(
    'registration refuses the common %p with 400, and stores nothing',
    async (password) => {
      const body = registration(password);
      const res = await post('registerAdmin', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(WEAK);
      expect(await userCount(body.email)).toBe(0);
    },
  );

  test("registration refuses a password built from the user's own e-mail, name or company", async () => {
    for (const password of ['gracehopper', 'Hopper2024', 'analyticalengines', 'Analytical Engines 1']) {
      const res = await post('registerAdmin', registration(password));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(WEAK);
    }
    // The same words are fine for someone else's account.
    const other = { ...registration('analyticalengines'), firstName: 'Ada', companyName: 'Navy' };
    expect((await post('registerAdmin', other)).statusCode).toBe(201);
  });

  test('the code step refuses a weak password too', async () => {
    const body = registration('cobol compiler 1959');
    await post('registerAdmin', body);
    const code = await t.codeFor(body.email);
    const weak = await post('verifyCode', { email: body.email, code, password: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual(WEAK);
    expect((await post('verifyCode', { email: body.email, code, password: body.password })).statusCode).toBe(
      200,
    );
  });

  test('change password refuses common ones and the own company name; a strong one works', async () => {
    const { token, body } = await t.signUpAndSignIn({ companyName: 'Blue Lagoon Shipping' });
    const change = (password: string) =>
      t.request({
        method: 'PATCH',
        url: '/api/v1/auth/changePassword',
        token,
        payload: { oldPassword: body.password, password, confirmPassword: password },
      });
    for (const password of ['12345678', 'bluelagoonshipping', 'Blue Lagoon Shipping', 'lagoon2024']) {
      const res = await change(password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(WEAK);
    }
    expect(await t.signIn(body.email, body.password)).toEqual(expect.any(String));
    expect((await change('amber kettle 2041')).statusCode).toBe(200);
  });

  test('reset password refuses a weak one and leaves the link usable', async () => {
    const { body } = await t.signUpAndSignIn();
    await post('forgotPassword', { email: body.email });
    const link = /reset-password\?token=([\w%-]+)/.exec((await t.latestMailTo(body.email)).text)?.[1];
    const token = decodeURIComponent(link ?? '');
    const weak = await post('resetPassword', { token, password: 'aaaaaaaa', confirmPassword: 'aaaaaaaa' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual(WEAK);
    const strong = { token, password: 'amber kettle 2041', confirmPassword: 'amber kettle 2041' };
    expect((await post('resetPassword', strong)).statusCode).toBe(200);
    expect(await t.signIn(body.email, 'amber kettle 2041')).toEqual(expect.any(String));
  });
});
