import { ACCOUNT_MESSAGES as M } from '@phonesheet/shared/contracts';
import { createTestApp, uniqueEmail, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOKEN_INVALID = { msg: 'Token is not valid' };
const getMe = (token?: string) => t.request({ method: 'GET', url: '/api/v1/auth/getMe', token });

describe('POST /auth/login', () => {
  test('200 with an access token; records the sign-in time', async () => {
    const body = await t.register();
    await t.request({
      method: 'POST',
      url: '/api/v1/auth/verifyCode',
      payload: { email: body.email, code: await t.codeFor(body.email) },
    });
    const before = Date.now();
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: ` ${body.email.toUpperCase()} `, password: body.password },
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(Object.keys(data)).toEqual(['accessToken', 'expiresIn']);
    // <sessionId>.<nonce>.<expires>.<hmac>: 15 minutes (docs/security.md "Sessions and tokens").
    expect(data.accessToken).toMatch(/^[0-9a-f-]{36}\.[\w-]+\.\d+\.[\w-]+$/);
    expect(data.expiresIn).toBe(900);
    const row = await t.app.database.db
      .selectFrom('users')
      .select('last_sign_in_at')
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(new Date(row.last_sign_in_at as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  test('401 for a wrong password or unknown e-mail, same text', async () => {
    const { body } = await t.signUpAndSignIn();
    for (const payload of [
      { email: body.email, password: 'wrong password' },
      { email: uniqueEmail(), password: 'whatever1' },
    ]) {
      const res = await t.request({ method: 'POST', url: '/api/v1/auth/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ msg: 'Invalid email or password' });
    }
  });

  test('400 validation texts', async () => {
    const res = await t.request({ method: 'POST', url: '/api/v1/auth/login', payload: { email: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      msg: 'Email is required',
      errors: ['Email is required', 'Password is required'],
    });
  });
});

describe('GET /auth/getMe', () => {
  test('the User shape of docs/accounts.md; raw or Bearer token', async () => {
    const { token, body } = await t.signUpAndSignIn({
      firstName: 'Katherine',
      lastName: 'Johnson',
      companyName: 'NACA',
    });
    const res = await getMe(token);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual({
      _id: expect.any(String),
      email: body.email,
      firstName: 'Katherine',
      lastName: 'Johnson',
      fullName: 'Katherine Johnson',
      avatar: null,
      userType: 'Admin',
      subscribed: false,
      companySubscription: [{ paid: false }],
      company: { _id: expect.any(String), name: 'NACA' },
      // No plan yet, and the offer banner not closed (docs/billing.md, "The offer banner").
      planId: null,
      promoClosed: false,
    });
    expect((await getMe(`Bearer ${token}`)).json().data._id).toBe(data._id);
  });

  test('401 "Token is not valid" without, with a forged or a tampered token', async () => {
    const { token } = await t.signUpAndSignIn();
    const [id, nonce, expires, signature] = token.split('.');
    for (const bad of [
      undefined,
      'garbage',
      `${id}.${nonce}.${expires}.forgedsignature`,
      `${id}.${nonce}.${Number(expires) + 3600}.${signature}`,
      `${id}.x${nonce}.${expires}.${signature}`,
    ]) {
      const res = await getMe(bad);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(TOKEN_INVALID);
    }
  });

  test('401 once the session has expired', async () => {
    const { token } = await t.signUpAndSignIn();
    await t.app.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', token.split('.')[0] as string)
      .execute();
    expect((await getMe(token)).statusCode).toBe(401);
  });

  test('a token is only valid under the secret that signed it', async () => {
    const other = await createTestApp({ sessionSecret: 'another-secret-another-secret-another-secret' });
    try {
      const { token } = await other.signUpAndSignIn();
      expect((await other.request({ method: 'GET', url: '/api/v1/auth/getMe', token })).statusCode).toBe(200);
      // Same token presented to an app with a different SESSION_SECRET.
      expect((await getMe(token)).json()).toEqual(TOKEN_INVALID);
    } finally {
      await other.close();
    }
  });
});

describe('POST /auth/logout', () => {
  test('revokes the session', async () => {
    const { token, body } = await t.signUpAndSignIn();
    const second = await t.signIn(body.email, body.password);
    const res = await t.request({ method: 'POST', url: '/api/v1/auth/logout', token, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'Logged out' });
    expect((await getMe(token)).json()).toEqual(TOKEN_INVALID);
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/auth/logout', token, payload: {} })).statusCode,
    ).toBe(401);
    // Other sessions of the same user stay.
    expect((await getMe(second)).statusCode).toBe(200);
  });
});

describe('PATCH /auth/updateProfile', () => {
  test('saves the names and hands out a new token; the old one ends', async () => {
    const { token } = await t.signUpAndSignIn();
    const res = await t.request({
      method: 'PATCH',
      url: '/api/v1/auth/updateProfile',
      token,
      payload: { firstName: ' Mary ', lastName: 'Jackson' },
    });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json.msg).toBe('Updated Successfully');
    expect(json.data.accessToken).not.toBe(token);
    const me = await getMe(json.data.accessToken);
    expect(me.json().data).toMatchObject({
      firstName: 'Mary',
      lastName: 'Jackson',
      fullName: 'Mary Jackson',
    });
    expect((await getMe(token)).statusCode).toBe(401);
  });

  test('400 "Full Name field can\'t be empty" and "Kindly update the fields"', async () => {
    const { token } = await t.signUpAndSignIn({ firstName: 'Dorothy', lastName: 'Vaughan' });
    const empty = await t.request({
      method: 'PATCH',
      url: '/api/v1/auth/updateProfile',
      token,
      payload: { firstName: '  ', lastName: 'Vaughan' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      msg: "Full Name field can't be empty",
      errors: ["Full Name field can't be empty"],
    });
    const same = await t.request({
      method: 'PATCH',
      url: '/api/v1/auth/updateProfile',
      token,
      payload: { firstName: 'Dorothy', lastName: 'Vaughan' },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ msg: 'Kindly update the fields', errors: ['Kindly update the fields'] });
    expect((await getMe(token)).statusCode).toBe(200);
  });

  test('401 without a token', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: '/api/v1/auth/updateProfile',
      payload: { firstName: 'a', lastName: 'b' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(TOKEN_INVALID);
  });
});

describe('PATCH /auth/changePassword', () => {
  test('200; other sessions revoked, this one kept, new password works', async () => {
    const { token, body } = await t.signUpAndSignIn();
    const other = await t.signIn(body.email, body.password);
    const res = await t.request({
      method: 'PATCH',
      url: '/api/v1/auth/changePassword',
      token,
      payload: { oldPassword: body.password, password: 'brand new pass', confirmPassword: 'brand new pass' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'Updated Successfully' });
    expect((await getMe(token)).statusCode).toBe(200);
    expect((await getMe(other)).json()).toEqual(TOKEN_INVALID);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: body.email, password: body.password },
        })
      ).statusCode,
    ).toBe(401);
    await t.signIn(body.email, 'brand new pass');
  });

  test('400 "Old password is incorrect"', async () => {
    const { token, body } = await t.signUpAndSignIn();
    const res = await t.request({
      method: 'PATCH',
      url: '/api/v1/auth/changePassword',
      token,
      payload: {
        oldPassword: 'not it at all',
        password: 'brand new pass',
        confirmPassword: 'brand new pass',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: 'Old password is incorrect', errors: ['Old password is incorrect'] });
    await t.signIn(body.email, body.password);
  });

  test('400 validation texts', async () => {
    const { token } = await t.signUpAndSignIn();
    const none = await t.request({ method: 'PATCH', url: '/api/v1/auth/changePassword', token, payload: {} });
    expect(none.json()).toEqual({
      msg: 'No password provided.',
      errors: ['No password provided.', 'New password is required', 'Confirm password is required'],
    });
    const weak = await t.request({
      method: 'PATCH',
      url: '/api/v1/auth/changePassword',
      token,
      payload: { oldPassword: 'x', password: 'short', confirmPassword: 'shorter' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([
      'Password is too short - should be 8 chars minimum.',
      'Passwords must match',
    ]);
  });
});

describe('POST /auth/unlock', () => {
  test('200 "Unlocked" with the right password, 400 "Incorrect password" otherwise', async () => {
    const { token, body } = await t.signUpAndSignIn();
    const ok = await t.request({
      method: 'POST',
      url: '/api/v1/auth/unlock',
      token,
      payload: { password: body.password },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ msg: M.unlocked });
    const bad = await t.request({
      method: 'POST',
      url: '/api/v1/auth/unlock',
      token,
      payload: { password: 'nope nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ msg: 'Incorrect password', errors: ['Incorrect password'] });
    const empty = await t.request({ method: 'POST', url: '/api/v1/auth/unlock', token, payload: {} });
    expect(empty.json()).toEqual({ msg: 'Password is required', errors: ['Password is required'] });
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/auth/unlock', payload: { password: body.password } }))
        .statusCode,
    ).toBe(401);
  });
});
