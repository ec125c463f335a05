import { sql } from 'kysely';
import { createTestApp, uniqueEmail, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SAME = { msg: 'If that email is registered, a reset link has been sent' };
const forgot = (email: string) =>
  t.request({ method: 'POST', url: '/api/v1/auth/forgotPassword', payload: { email } });
const reset = (payload: unknown) => t.request({ method: 'POST', url: '/api/v1/auth/resetPassword', payload });
const resetToken = async (email: string) => {
  const mail = await t.latestMailTo(email);
  expect(mail.subject).toBe('Reset your Phone Sheet password');
  const m = /http:\/\/localhost:3000\/reset-password\?token=([\w%-]+)/.exec(mail.text);
  return decodeURIComponent(m?.[1] ?? '');
};

test('forgotPassword answers the same for known and unknown e-mails; only known ones get mail', async () => {
  const { body } = await t.signUpAndSignIn();
  const before = (await t.mailbox()).length;
  const known = await forgot(body.email);
  const unknownEmail = uniqueEmail('ghost');
  const unknown = await forgot(unknownEmail);
  expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
  expect(known.json()).toEqual(SAME);
  expect(unknown.json()).toEqual(SAME);
  const mails = await t.mailbox();
  expect(mails).toHaveLength(before + 1);
  expect(mails.some((m) => m.to === unknownEmail)).toBe(false);
  expect((await forgot('bad')).json()).toEqual({
    msg: 'Invalid email format',
    errors: ['Invalid email format'],
  });
});

test('resetPassword sets the password once, ends every session, works for 1 h only', async () => {
  const { body, token: session } = await t.signUpAndSignIn();
  await forgot(body.email);
  const token = await resetToken(body.email);
  const res = await reset({ token, password: 'fresh password', confirmPassword: 'fresh password' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ msg: 'Password set, you can sign in now' });
  expect((await t.request({ method: 'GET', url: '/api/v1/auth/getMe', token: session })).statusCode).toBe(
    401,
  );
  await t.signIn(body.email, 'fresh password');

  const reused = await reset({ token, password: 'another password', confirmPassword: 'another password' });
  expect(reused.statusCode).toBe(400);
  expect(reused.json()).toEqual({
    msg: 'Reset link is invalid or has expired',
    errors: ['Reset link is invalid or has expired'],
  });

  await forgot(body.email);
  const late = await resetToken(body.email);
  const row = await t.app.database.db
    .selectFrom('email_tokens')
    .select(['created_at', 'expires_at'])
    .where('kind', '=', 'reset')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBeCloseTo(
    3600 * 1000,
    -4,
  );
  await sql`update email_tokens set expires_at = now() - interval '1 second' where kind = 'reset'`.execute(
    t.app.database.db,
  );
  expect(
    (await reset({ token: late, password: 'another password', confirmPassword: 'another password' })).json(),
  ).toEqual({
    msg: 'Reset link is invalid or has expired',
    errors: ['Reset link is invalid or has expired'],
  });
});

test('resetPassword validation and missing or unknown token', async () => {
  expect((await reset({ token: 'x', password: 'short', confirmPassword: 'short' })).json()).toEqual({
    msg: 'Password is too short - should be 8 chars minimum.',
    errors: ['Password is too short - should be 8 chars minimum.'],
  });
  expect(
    (await reset({ token: 'x', password: 'long enough', confirmPassword: 'different!' })).json().errors,
  ).toEqual(['Passwords must match']);
  expect((await reset({})).json().errors).toEqual(['Password is required', 'Confirm password is required']);
  for (const payload of [
    { password: 'long enough', confirmPassword: 'long enough' },
    { token: 'unknown', password: 'long enough', confirmPassword: 'long enough' },
  ]) {
    const res = await reset(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      msg: 'Reset link is invalid or has expired',
      errors: ['Reset link is invalid or has expired'],
    });
  }
});

test('a reset link also verifies an account that never entered its code', async () => {
  const body = await t.register();
  await forgot(body.email);
  const token = await resetToken(body.email);
  expect(
    (await reset({ token, password: 'fresh password', confirmPassword: 'fresh password' })).statusCode,
  ).toBe(200);
  await t.signIn(body.email, 'fresh password');
});
