import { sql } from 'kysely';
import { ACCOUNT_MESSAGES as M, VALIDATION_TEXTS as V } from '@phonesheet/shared/contracts';
import { createTestApp, uniqueEmail, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.request({ method: 'POST', url: `/api/v1/auth/${url}`, payload });
const db = () => t.app.database.db;

function registration(email = uniqueEmail()) {
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    email,
    password: 'cobol compiler 1959',
    confirmPassword: 'cobol compiler 1959',
    companyName: 'Navy',
  };
}

describe('POST /auth/registerAdmin', () => {
  test('201, unverified admin of a new company, code and link mailed', async () => {
    const body = registration();
    const res = await post('registerAdmin', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ msg: 'A security code has been sent to your registered email' });

    const mail = await t.latestMailTo(body.email);
    expect(mail.subject).toMatch(/security code: \d{6}/);
    expect(mail.text).toMatch(/Your security code is \d{6}\. It is valid for 15 minutes\./);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/verify-account\?token=[\w-]+/);
    expect(mail.html).toContain('verify-account?token=');

    const user = await db()
      .selectFrom('users')
      .innerJoin('companies', 'companies.id', 'users.company_id')
      .select(['user_type', 'verified_at', 'companies.name', 'password_hash'])
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ user_type: 'Admin', verified_at: null, name: 'Navy' });
    expect(user.password_hash).toMatch(/^scrypt\$/);
    expect(user.password_hash).not.toContain('cobol compiler 1959');

    // Unverified: sign-in refused until the code is entered.
    const login = await post('login', { email: body.email, password: body.password });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ msg: 'Please verify your email before signing in' });
  });

  test('400 with every catalogue text, first one in msg', async () => {
    const res = await post('registerAdmin', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      msg: 'First name is required',
      errors: [
        'First name is required',
        'Last name is required',
        'Email is required',
        'Password is required',
        'Confirm password is required',
        'Company name is required',
      ],
    });
  });

  test('400 for a bad e-mail, short password and mismatch', async () => {
    const res = await post('registerAdmin', {
      ...registration('not-an-email'),
      password: 'short',
      confirmPassword: 'other',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      V['validation.email.invalid'],
      V['validation.password.short'],
      V['validation.passwords.mismatch'],
    ]);
  });

  test('a wrong type is a validation error too, not a crash', async () => {
    const res = await post('registerAdmin', { ...registration(), firstName: 42 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: 'First name is required', errors: ['First name is required'] });
  });

  test('200 "already started" with a fresh code for an unverified address (any case)', async () => {
    const body = registration();
    await post('registerAdmin', body);
    const first = await t.codeFor(body.email);
    const again = await post('registerAdmin', {
      ...body,
      email: body.email.toUpperCase(),
      firstName: 'Amazing',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ msg: 'Sign-up already started, enter the security code' });
    const mails = (await t.mailbox()).filter((m) => m.to === body.email);
    expect(mails).toHaveLength(2);
    const second = await t.codeFor(body.email);
    // The first code no longer works once a new one is out (unless both are equal by chance).
    if (second !== first) {
      expect((await post('verifyCode', { email: body.email, code: first })).statusCode).toBe(400);
    }
    // Registered again: the code needs the password with it (signup-takeover.test.ts).
    const verified = await post('verifyCode', { email: body.email, code: second, password: body.password });
    expect(verified.statusCode).toBe(200);
    const users = await db()
      .selectFrom('users')
      .select('first_name')
      .where(sql<string>`lower(email)`, '=', body.email)
      .execute();
    expect(users).toEqual([{ first_name: 'Amazing' }]);
  });

  test('409 when a verified account holds the e-mail', async () => {
    const { body } = await t.signUpAndSignIn();
    const res = await post('registerAdmin', { ...registration(body.email.toUpperCase()) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ msg: 'Email is already registered' });
  });
});

describe('POST /auth/verifyCode', () => {
  test('200 completes sign-up; login then works', async () => {
    const body = await t.register();
    const code = await t.codeFor(body.email);
    const res = await post('verifyCode', { email: body.email, code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'Sign-up complete, you can sign in now' });
    expect((await post('login', { email: body.email, password: body.password })).statusCode).toBe(200);
    // The code is spent.
    expect((await post('verifyCode', { email: body.email, code })).json()).toEqual({ msg: M.noRecord });
  });

  test('400 with tries left, then 423 after 5 wrong tries (even with the right code)', async () => {
    const body = await t.register();
    const code = await t.codeFor(body.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const res = await post('verifyCode', { email: body.email, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        msg: 'Invalid security code',
        errors: ['Invalid security code'],
        triesLeft: left,
      });
    }
    const fifth = await post('verifyCode', { email: body.email, code: wrong });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toEqual({ msg: 'Too many wrong codes, request a new code' });
    const right = await post('verifyCode', { email: body.email, code });
    expect(right.statusCode).toBe(423);
  });

  test('410 after 15 minutes', async () => {
    const body = await t.register();
    const code = await t.codeFor(body.email);
    await sql`update signup_codes set expires_at = now() - interval '1 second'`.execute(db());
    const res = await post('verifyCode', { email: body.email, code });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ msg: 'Security code expired, sign up again' });
  });

  test('the code expires 15 minutes after it was sent', async () => {
    const body = await t.register();
    const row = await db()
      .selectFrom('signup_codes')
      .innerJoin('users', 'users.id', 'signup_codes.user_id')
      .select(['expires_at', 'last_sent_at'])
      .where('users.email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).getTime() - new Date(row.last_sent_at).getTime()).toBe(15 * 60 * 1000);
  });

  test('404 for an unknown e-mail; 400 pin length', async () => {
    const unknown = await post('verifyCode', { email: uniqueEmail(), code: '123456' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ msg: 'No record found' });
    const pin = await post('verifyCode', { email: 'x@example.com', code: '12345' });
    expect(pin.statusCode).toBe(400);
    expect(pin.json()).toEqual({
      msg: 'Pin length must be 6 digits',
      errors: ['Pin length must be 6 digits'],
    });
    const both = await post('verifyCode', {});
    expect(both.json().errors).toEqual(['Email is required', 'Pin length must be 6 digits']);
  });
});

describe('POST /auth/resendCode', () => {
  test('429 within 60 s, then 200 with a new working code', async () => {
    const body = await t.register();
    const early = await post('resendCode', { email: body.email });
    expect(early.statusCode).toBe(429);
    const msg = early.json().msg as string;
    const seconds = Number(/^Please wait (\d+) seconds before requesting a new code$/.exec(msg)?.[1]);
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(early.json().retryAfterSeconds).toBe(seconds);

    await sql`update signup_codes set last_sent_at = now() - interval '61 seconds'`.execute(db());
    const res = await post('resendCode', { email: body.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'A security code has been sent to your registered email' });
    expect((await t.mailbox()).filter((m) => m.to === body.email)).toHaveLength(2);
    const code = await t.codeFor(body.email);
    expect((await post('verifyCode', { email: body.email, code })).statusCode).toBe(200);
  });

  test('a resend unlocks a code locked by wrong tries', async () => {
    const body = await t.register();
    await sql`update signup_codes set attempts = 5, last_sent_at = now() - interval '2 minutes'`.execute(
      db(),
    );
    expect((await post('resendCode', { email: body.email })).statusCode).toBe(200);
    expect(
      (await post('verifyCode', { email: body.email, code: await t.codeFor(body.email) })).statusCode,
    ).toBe(200);
  });

  test('404 unknown or already verified; 400 validation', async () => {
    const unknown = await post('resendCode', { email: uniqueEmail() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ msg: 'No record found' });
    const { body } = await t.signUpAndSignIn();
    expect((await post('resendCode', { email: body.email })).statusCode).toBe(404);
    const bad = await post('resendCode', { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ msg: 'Invalid email format', errors: ['Invalid email format'] });
  });
});

describe('PATCH /auth/verifyUser/:token', () => {
  const linkToken = async (email: string) => {
    const text = (await t.latestMailTo(email)).text;
    return decodeURIComponent(/verify-account\?token=([\w%-]+)/.exec(text)?.[1] ?? '');
  };

  test('200 verifies the account from the e-mailed link; a second use is 400', async () => {
    const body = await t.register();
    const token = await linkToken(body.email);
    const res = await t.request({ method: 'PATCH', url: `/api/v1/auth/verifyUser/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'Account verified' });
    expect((await post('login', { email: body.email, password: body.password })).statusCode).toBe(200);
    const again = await t.request({ method: 'PATCH', url: `/api/v1/auth/verifyUser/${token}` });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      msg: 'Verification Link is invalid',
      errors: ['Verification Link is invalid'],
    });
  });

  test('400 for an unknown or expired token', async () => {
    const bad = await t.request({ method: 'PATCH', url: '/api/v1/auth/verifyUser/not-a-token' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      msg: 'Verification Link is invalid',
      errors: ['Verification Link is invalid'],
    });
    const body = await t.register();
    const token = await linkToken(body.email);
    await sql`update email_tokens set expires_at = now() - interval '1 second' where kind = 'verify'`.execute(
      db(),
    );
    const expired = await t.request({ method: 'PATCH', url: `/api/v1/auth/verifyUser/${token}` });
    expect(expired.statusCode).toBe(400);
  });

  test('tokens and codes are stored only as SHA-256 hashes', async () => {
    const body = await t.register();
    const token = await linkToken(body.email);
    const code = await t.codeFor(body.email);
    const tokens = await db().selectFrom('email_tokens').select('token_hash').execute();
    expect(tokens.some((r) => r.token_hash === token)).toBe(false);
    expect(tokens.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
    const codes = await db().selectFrom('signup_codes').select('code_hash').execute();
    expect(codes.some((r) => r.code_hash === code)).toBe(false);
  });
});
