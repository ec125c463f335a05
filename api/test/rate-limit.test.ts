import { createTestApp, uniqueEmail } from './helpers/test-app';

const TOO_MANY = { msg: 'Too many requests, please try again later' };

test('per IP: RATE_LIMIT_MAX requests a minute on sensitive routes, then 429', async () => {
  const t = await createTestApp({ rateLimitMax: 3 });
  try {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/auth/forgotPassword',
        payload: { email: uniqueEmail() },
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json()).toEqual(TOO_MANY);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    // Each route has its own budget; ordinary routes are not limited.
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: uniqueEmail(), password: 'x' },
        })
      ).statusCode,
    ).toBe(401);
    for (let i = 0; i < 5; i++)
      expect((await t.request({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  } finally {
    await t.close();
  }
});

test('per e-mail: 5 a minute, other addresses unaffected', async () => {
  const t = await createTestApp({ rateLimitPerEmail: 5 });
  try {
    const email = uniqueEmail();
    const login = (e: string) =>
      t.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: e, password: 'wrong password' },
      });
    for (let i = 0; i < 5; i++)
      expect((await login(i % 2 ? email.toUpperCase() : email)).statusCode).toBe(401);
    const sixth = await login(email);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(TOO_MANY);
    expect((await login(uniqueEmail())).statusCode).toBe(401);
  } finally {
    await t.close();
  }
});
