import { sql } from 'kysely';
import { postgresRateLimitStore } from '../src/lib/postgres-rate-limit-store';
import { createTestApp, onPGlite, onPostgresServer, uniqueEmail } from './helpers/test-app';

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

// Issue 33: where the counts live. Several instances share them (rate-limit-instances.test.ts);
// the embedded database means one instance, which counts in its own memory.
onPGlite(
  'one instance on the embedded database counts both limits in memory, with their headers',
  async () => {
    const t = await createTestApp({ rateLimitMax: 3, rateLimitPerEmail: 2, trustProxy: true });
    try {
      const login = (email: string, ip: string) =>
        t.request({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email, password: 'wrong password' },
          headers: { 'x-forwarded-for': ip },
        });
      const perIp = [];
      for (let i = 0; i < 4; i++) perIp.push(await login(uniqueEmail(), '192.0.2.1'));
      expect(perIp.map((r) => r.statusCode)).toEqual([401, 401, 401, 429]);
      const email = uniqueEmail();
      const perEmail = [];
      for (let i = 0; i < 3; i++) perEmail.push(await login(email, `192.0.2.${10 + i}`));
      expect(perEmail.map((r) => r.statusCode)).toEqual([401, 401, 429]);
      for (const [refused, limit] of [
        [perIp[3]!, '3'],
        [perEmail[2]!, '2'],
      ] as const) {
        expect(refused.json()).toEqual(TOO_MANY);
        expect(refused.headers.get('x-ratelimit-limit')).toBe(limit);
        expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      }
      // Nothing went to the database.
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from rate_limit_hits`.execute(
        t.app.database.db,
      );
      expect(rows[0]!.n).toBe(0);
    } finally {
      await t.close();
    }
  },
);

// A store that fails lets requests through (logged): a sign-in must not answer 500 because
// Redis or the counters' table hiccups, and refusing everyone would lock every user out.
test('an unreachable Redis does not break sign-in: the request goes through', async () => {
  const t = await createTestApp({ rateLimitMax: 2, redisUrl: 'redis://127.0.0.1:1' });
  try {
    const started = Date.now();
    for (let i = 0; i < 3; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: uniqueEmail(), password: 'wrong password' },
      });
      expect(res.statusCode).toBe(401);
    }
    expect(Date.now() - started).toBeLessThan(10_000);
  } finally {
    await t.close();
  }
});

onPostgresServer('the PostgreSQL store', () => {
  test('a failing counters table does not break sign-in: the request goes through', async () => {
    const t = await createTestApp({ rateLimitMax: 2 });
    try {
      const login = () =>
        t.request({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: uniqueEmail(), password: 'wrong password' },
        });
      expect((await login()).statusCode).toBe(401);
      await sql`alter table rate_limit_hits rename to rate_limit_hits_gone`.execute(t.app.database.db);
      for (let i = 0; i < 3; i++) expect((await login()).statusCode).toBe(401);
      await sql`alter table rate_limit_hits_gone rename to rate_limit_hits`.execute(t.app.database.db);
      expect((await login()).statusCode).toBe(401);
      expect((await login()).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  test('the store counts per key, starts again once the window has passed, prunes old rows', async () => {
    const t = await createTestApp();
    const db = t.app.database.db;
    try {
      await sql`insert into rate_limit_hits values ('stale', 7, now() - interval '1 minute')`.execute(db);
      const Store = postgresRateLimitStore({ db: () => db, onError: () => undefined });
      const store = new Store().child({ routeInfo: { method: 'POST', url: '/x' } });
      const hit = (key: string, windowMs = 60_000) =>
        new Promise<{ current: number; ttl: number }>((resolve, reject) =>
          store.incr(key, (err, res) => (err || !res ? reject(err) : resolve(res)), windowMs),
        );
      expect(await hit('a')).toEqual({ current: 1, ttl: 60_000 });
      expect((await hit('a')).current).toBe(2);
      expect((await hit('b')).current).toBe(1);
      const long = 'c'.repeat(20_000); // a forged X-Forwarded-For: stored as its hash
      expect((await hit(long)).current).toBe(1);
      expect((await hit(long)).current).toBe(2);
      // The window ends (as a minute later): the next hit opens a new one.
      await sql`update rate_limit_hits set reset_at = now() - interval '1 second' where key = 'POST/x-a'`.execute(
        db,
      );
      expect(await hit('a')).toEqual({ current: 1, ttl: 60_000 });
      // The first hit pruned the expired row (after answering).
      for (let i = 0; i < 50; i++) {
        const { rows } = await sql`select 1 from rate_limit_hits where key = 'stale'`.execute(db);
        if (rows.length === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      const { rows } = await sql<{ key: string }>`select key from rate_limit_hits order by key`.execute(db);
      expect(rows.map((r) => r.key)).toEqual([
        'POST/x-a',
        'POST/x-b',
        expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
      ]);
    } finally {
      await t.close();
    }
  });
});
