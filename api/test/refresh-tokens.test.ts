import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { hmac, randomToken, sha256 } from '../src/lib/crypto';
import { createTestApp, type TestApp, type TestResponse } from './helpers/test-app';
import { addMember, signUpCompany } from './phonesheet-helpers';

// docs/security.md, "Sessions and tokens": a short access token in the page's memory, renewed
// through an HttpOnly refresh cookie that is rotated on every use.

let t: TestApp;
beforeAll(async () => {
  // Loopback is the API's own proxy here, so X-Forwarded-Proto says whether the page came over https.
  t = await createTestApp({ trustProxy: '127.0.0.1' });
});
afterAll(() => t.close());

const COOKIE = 'phonesheet_refresh';
const TOKEN_INVALID = { msg: 'Token is not valid' };

/** The Set-Cookie line of the refresh cookie, or undefined. */
const setCookieOf = (res: TestResponse) =>
  res.headers.getSetCookie().find((line) => line.startsWith(`${COOKIE}=`));
/** "phonesheet_refresh=<value>", as the browser would send it back. */
const cookieOf = (res: TestResponse) => setCookieOf(res)?.split(';')[0];

async function signIn(email: string, password: string, headers: Record<string, string> = {}) {
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    headers,
  });
  expect(res.statusCode).toBe(200);
  return { res, access: res.json().data.accessToken as string, cookie: cookieOf(res) as string };
}

const refresh = (cookie?: string, headers: Record<string, string> = {}) =>
  t.request({
    method: 'POST',
    url: '/api/v1/auth/refresh',
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
const getMe = (token: string) => t.request({ method: 'GET', url: '/api/v1/auth/getMe', token });

async function newUser() {
  const { body } = await t.signUpAndSignIn();
  return { body, ...(await signIn(body.email, body.password)) };
}

describe('the refresh cookie', () => {
  test('sign-in sets it HttpOnly, SameSite=Strict, Path=/api/v1/auth, until the session ends; the body has a 15-minute access token', async () => {
    const { res } = await newUser();
    expect(res.json().data).toEqual({ accessToken: expect.any(String), expiresIn: 900 });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const line = setCookieOf(res) as string;
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Strict/);
    expect(line).toMatch(/; Path=\/api\/v1\/auth(;|$)/);
    expect(line).not.toMatch(/; Secure/);
    const expires = new Date(/Expires=([^;]+)/.exec(line)?.[1] as string).getTime();
    expect((expires - Date.now()) / 3_600_000).toBeGreaterThan(11.9);
    expect((expires - Date.now()) / 3_600_000).toBeLessThanOrEqual(12);
  });

  test('Secure when the page came over https through the trusted proxy', async () => {
    const { body } = await t.signUpAndSignIn();
    const { res, cookie } = await signIn(body.email, body.password, { 'x-forwarded-proto': 'https' });
    expect(setCookieOf(res)).toMatch(/; Secure/);
    const renewed = await refresh(cookie, { 'x-forwarded-proto': 'https' });
    expect(setCookieOf(renewed)).toMatch(/; Secure/);
  });
});

describe('POST /auth/refresh', () => {
  test('rotates: a new cookie and a working access token each time; the session stays the same', async () => {
    const { cookie: c1, access } = await newUser();
    const first = await refresh(c1);
    expect(first.statusCode).toBe(200);
    const c2 = cookieOf(first) as string;
    expect(c2).toBeDefined();
    expect(c2).not.toBe(c1);
    const renewed = first.json().data.accessToken as string;
    expect(renewed).not.toBe(access);
    expect(renewed.split('.')[0]).toBe(access.split('.')[0]);
    expect((await getMe(renewed)).statusCode).toBe(200);
    const second = await refresh(c2);
    expect(second.statusCode).toBe(200);
    expect(cookieOf(second)).not.toBe(c2);
  });

  test('an old refresh token ends the whole session: the newest cookie and every access token stop working', async () => {
    const { cookie: c1 } = await newUser();
    const r2 = await refresh(c1);
    const c2 = cookieOf(r2) as string;
    const r3 = await refresh(c2);
    const c3 = cookieOf(r3) as string;
    const access = r3.json().data.accessToken as string;
    // c1 is two rotations old: no grace for it.
    const replayed = await refresh(c1);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual(TOKEN_INVALID);
    expect(setCookieOf(replayed)).toMatch(/^phonesheet_refresh=;/);
    expect((await refresh(c3)).statusCode).toBe(401);
    expect((await getMe(access)).json()).toEqual(TOKEN_INVALID);
  });

  test('the token just replaced gets the same new one for a few seconds (two tabs, a lost answer); later it ends the session', async () => {
    const { cookie: c1 } = await newUser();
    const r2 = await refresh(c1);
    const c2 = cookieOf(r2);
    // A second tab that sent the same cookie at once: answered with the same new cookie.
    const again = await refresh(c1);
    expect(again.statusCode).toBe(200);
    expect(cookieOf(again)).toBe(c2);
    expect((await getMe(again.json().data.accessToken)).statusCode).toBe(200);
    // Out of the grace, the same old token is a replay.
    const sessionId = (c1.split('=')[1] as string).split('.')[0] as string;
    await sql`update sessions set refreshed_at = now() - interval '1 minute' where id = ${sessionId}`.execute(
      t.app.database.db,
    );
    expect((await refresh(c1)).statusCode).toBe(401);
    expect((await refresh(c2)).statusCode).toBe(401);
  });

  test('401 without a cookie, with a forged or tampered one; a forged one ends nothing', async () => {
    const { cookie, access } = await newUser();
    const value = cookie.split('=')[1] as string;
    const [id, gen, mac] = value.split('.') as [string, string, string];
    for (const bad of [
      undefined,
      `${COOKIE}=garbage`,
      `${COOKIE}=${id}.${gen}.forged`,
      `${COOKIE}=${id}.${Number(gen) - 1}.${mac}`,
      `${COOKIE}=${randomUUID()}.${gen}.${mac}`,
    ]) {
      const res = await refresh(bad);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(TOKEN_INVALID);
    }
    expect((await getMe(access)).statusCode).toBe(200);
    expect((await refresh(cookie)).statusCode).toBe(200);
  });

  test('the session keeps its absolute end: a refresh does not move it, and an expired session is refused', async () => {
    const { cookie, access } = await newUser();
    const sessionId = access.split('.')[0] as string;
    const before = await t.app.database.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    const renewed = await refresh(cookie);
    const after = await t.app.database.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(after.expires_at.getTime()).toBe(before.expires_at.getTime());
    await t.app.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', sessionId)
      .execute();
    expect((await refresh(cookieOf(renewed))).statusCode).toBe(401);
  });

  test('the refresh token is stored as a hash only', async () => {
    const { cookie } = await newUser();
    const value = cookie.split('=')[1] as string;
    const row = await t.app.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', value.split('.')[0] as string)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(value.split('.')[2] as string);
    expect(row.refresh_hash).toBe(sha256(value.split('.')[2] as string));
  });
});

describe('access tokens are short-lived', () => {
  test('refused once ACCESS_TOKEN_TTL has passed; the refresh cookie brings a working one', async () => {
    // 3 s: the renewed token must still be young when it is used, on a loaded machine too.
    const short = await createTestApp({ accessTokenTtlSeconds: 3 });
    try {
      const { body } = await short.signUpAndSignIn();
      const res = await short.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: body.email, password: body.password },
      });
      const access = res.json().data.accessToken as string;
      expect(res.json().data.expiresIn).toBe(3);
      await new Promise((r) => setTimeout(r, 4100));
      const late = await short.request({ method: 'GET', url: '/api/v1/auth/getMe', token: access });
      expect(late.statusCode).toBe(401);
      const renewed = await short.request({
        method: 'POST',
        url: '/api/v1/auth/refresh',
        headers: { cookie: cookieOf(res) as string },
      });
      expect(renewed.statusCode).toBe(200);
      const me = await short.request({
        method: 'GET',
        url: '/api/v1/auth/getMe',
        token: renewed.json().data.accessToken,
      });
      expect(me.statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });
});

describe('what ends the refresh', () => {
  test('logout: the cookie is cleared and no longer renews', async () => {
    const { access, cookie } = await newUser();
    const res = await t.request({ method: 'POST', url: '/api/v1/auth/logout', token: access, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(setCookieOf(res)).toMatch(/^phonesheet_refresh=;.*Path=\/api\/v1\/auth/);
    expect(setCookieOf(res)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await refresh(cookie)).json()).toEqual(TOKEN_INVALID);
  });

  test('password change: the other sessions cookies stop working, this one keeps going', async () => {
    const { body, access, cookie } = await newUser();
    const other = await signIn(body.email, body.password);
    const res = await t.request({
      method: 'PATCH',
      url: '/api/v1/auth/changePassword',
      token: access,
      payload: { oldPassword: body.password, password: 'brand new pass', confirmPassword: 'brand new pass' },
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(other.cookie)).statusCode).toBe(401);
    expect((await refresh(cookie)).statusCode).toBe(200);
  });

  test('password reset: every session cookie stops working', async () => {
    const { body, cookie } = await newUser();
    await t.request({ method: 'POST', url: '/api/v1/auth/forgotPassword', payload: { email: body.email } });
    const mail = await t.latestMailTo(body.email);
    const token = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(mail.text)?.[1] ?? '');
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/resetPassword',
      payload: { token, password: 'fresh password', confirmPassword: 'fresh password' },
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  test('deactivation and role change: the user’s cookies stop working', async () => {
    const admin = await signUpCompany(t, 'Refresh Co', { plan: null });
    const member = await addMember(t, admin);
    const deactivated = await signIn(member.email, 'correct horse');
    expect((await admin.api.patch(`/user/${member.userId}`, { deactivated: true })).status).toBe(200);
    expect((await refresh(deactivated.cookie)).statusCode).toBe(401);
    expect((await admin.api.patch(`/user/${member.userId}`, { deactivated: false })).status).toBe(200);
    const promoted = await signIn(member.email, 'correct horse');
    expect((await admin.api.patch(`/user/${member.userId}`, { role: 'admin' })).status).toBe(200);
    expect((await refresh(promoted.cookie)).statusCode).toBe(401);
  });

  test('a profile save moves the session to a new cookie; the old cookie is refused', async () => {
    const { access, cookie } = await newUser();
    const res = await t.request({
      method: 'PATCH',
      url: '/api/v1/auth/updateProfile',
      token: access,
      payload: { firstName: 'Mary', lastName: 'Jackson' },
    });
    expect(res.statusCode).toBe(200);
    const fresh = cookieOf(res) as string;
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(cookie);
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await refresh(fresh)).statusCode).toBe(200);
  });
});

describe('POST /auth/exchangeToken (a 12-hour token left in localStorage by an earlier version)', () => {
  /** A session as earlier versions opened it, and its bearer token `<id>.<secret>.<hmac>`. */
  async function legacySession(userEmail: string) {
    const user = await t.app.database.db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('email', '=', userEmail)
      .executeTakeFirstOrThrow();
    const id = randomUUID();
    const secret = randomToken(24);
    await t.app.database.db
      .insertInto('sessions')
      .values({
        id,
        company_id: user.company_id,
        user_id: user.id,
        secret_hash: sha256(secret),
        expires_at: new Date(Date.now() + 3_600_000),
      })
      .execute();
    return `${id}.${secret}.${hmac(t.config.sessionSecret, `${id}.${secret}`)}`;
  }
  const exchange = (token?: string) =>
    t.request({ method: 'POST', url: '/api/v1/auth/exchangeToken', token, payload: {} });

  test('once: the cookie and a short access token for that session; the old token then works nowhere', async () => {
    const { body } = await newUser();
    const legacy = await legacySession(body.email);
    // Earlier tokens are no longer accepted as access tokens.
    expect((await getMe(legacy)).statusCode).toBe(401);
    const res = await exchange(legacy);
    expect(res.statusCode).toBe(200);
    const { accessToken, expiresIn } = res.json().data;
    expect(expiresIn).toBe(900);
    expect(accessToken.split('.')[0]).toBe(legacy.split('.')[0]);
    expect(setCookieOf(res)).toMatch(/HttpOnly.*SameSite=Strict|SameSite=Strict.*HttpOnly/);
    expect((await getMe(accessToken)).statusCode).toBe(200);
    expect((await refresh(cookieOf(res))).statusCode).toBe(200);
    const twice = await exchange(legacy);
    expect(twice.statusCode).toBe(401);
    expect(twice.json()).toEqual(TOKEN_INVALID);
    // The session itself goes on (the second try ended nothing).
    expect((await getMe(accessToken)).statusCode).toBe(200);
  });

  test('401 for a forged, a new-style or no token', async () => {
    const { access } = await newUser();
    const id = randomUUID();
    for (const bad of [
      undefined,
      access,
      `${id}.secret.${hmac('another secret of enough length!!', `${id}.secret`)}`,
    ]) {
      expect((await exchange(bad)).statusCode).toBe(401);
    }
  });
});
