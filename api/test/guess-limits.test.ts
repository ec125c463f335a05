import { ACCOUNT_MESSAGES as M } from '@phonesheet/shared/contracts';
import { createTestApp, type TestApp } from './helpers/test-app';

// Issue 42 part 5 (docs/security.md "Unlock"): the lock screen's password and change password
// are limited per session and per account, in the store the sign-in limits use (memory on
// PGlite, PostgreSQL on a server); ten wrong unlock passwords in a row end the session.

const TOO_MANY = { msg: M.tooManyRequests };

describe('unlock and change password: limits per session and per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Per session RATE_LIMIT_PER_EMAIL a minute, per account RATE_LIMIT_MAX a minute.
    t = await createTestApp({ rateLimitPerEmail: 3, rateLimitMax: 5 });
  });
  afterAll(() => t.close());

  const unlock = (token: string, password: string) =>
    t.request({ method: 'POST', url: '/api/v1/auth/unlock', token, payload: { password } });
  const changePassword = (token: string, oldPassword: string) =>
    t.request({
      method: 'PATCH',
      url: '/api/v1/auth/changePassword',
      token,
      payload: { oldPassword, password: 'amber kettle 2041', confirmPassword: 'amber kettle 2041' },
    });

  test('POST auth/unlock: 3 a minute per session, 5 per account, then 429 with Retry-After', async () => {
    const { token, body } = await t.signUpAndSignIn();
    for (let i = 0; i < 3; i++) expect((await unlock(token, 'wrong guess')).statusCode).toBe(400);
    const refused = await unlock(token, body.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    // Another session of the same account has its own 3, but the account only 5 in all.
    const second = await t.signIn(body.email, body.password);
    expect((await unlock(second, 'wrong guess')).statusCode).toBe(400);
    expect((await unlock(second, body.password)).statusCode).toBe(200);
    const third = await unlock(second, body.password);
    expect(third.statusCode).toBe(429);
    expect(third.headers.get('retry-after')).not.toBeNull();

    // Another account is not touched.
    const other = await t.signUpAndSignIn();
    expect((await unlock(other.token, other.body.password)).statusCode).toBe(200);
  });

  test('PATCH auth/changePassword: 3 a minute per session, then 429 with Retry-After', async () => {
    const { token, body } = await t.signUpAndSignIn();
    for (let i = 0; i < 3; i++) {
      const res = await changePassword(token, 'wrong guess');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg: M.oldPasswordIncorrect });
    }
    const refused = await changePassword(token, body.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Nothing changed: the old password still signs in.
    expect(await t.signIn(body.email, body.password)).toEqual(expect.any(String));
  });
});

describe('ten wrong unlock passwords in a row end the session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const unlock = (token: string, password: string) =>
    t.request({ method: 'POST', url: '/api/v1/auth/unlock', token, payload: { password } });
  const getMe = (token: string) => t.request({ method: 'GET', url: '/api/v1/auth/getMe', token });

  test('the tenth wrong one answers 401 and the session is revoked; a right one in between resets', async () => {
    const { token, body } = await t.signUpAndSignIn();
    const other = await t.signIn(body.email, body.password);
    for (let i = 0; i < 9; i++) expect((await unlock(token, 'wrong guess')).statusCode).toBe(400);
    expect((await unlock(token, body.password)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await unlock(token, 'wrong guess')).statusCode).toBe(400);
    expect((await getMe(token)).statusCode).toBe(200);

    const tenth = await unlock(token, 'wrong guess');
    expect(tenth.statusCode).toBe(401);
    expect(tenth.json()).toEqual({ msg: M.tokenInvalid });
    const after = await getMe(token);
    expect(after.statusCode).toBe(401);
    expect((await unlock(token, body.password)).statusCode).toBe(401);
    // Only that session: the user's other one lives on.
    expect((await getMe(other)).statusCode).toBe(200);
  });
});
