import { randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@phonesheet/shared/contracts';
import type { AppConfig } from '../src/config';
import {
  createInstances,
  createTestApp,
  onPostgresServer,
  uniqueEmail,
  type TestApp,
  type TestResponse,
} from './helpers/test-app';
import { onRedis, TEST_REDIS_URL } from './helpers/redis';

// Issue 33: N instances behind a load balancer share one budget per IP and per e-mail address.
const LIMITS: Partial<AppConfig> = { rateLimitMax: 10, rateLimitPerEmail: 5, trustProxy: true };
const TOO_MANY = { msg: ACCOUNT_MESSAGES.tooManyRequests };

/** A client address behind the proxy, new for each call (198.18.0.0/15, the benchmarking range). */
let ipCounter = randomBytes(2).readUInt16BE(0);
const uniqueIp = () => {
  ipCounter += 1;
  return `198.${18 + ((ipCounter >> 16) & 1)}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/** Failed logins, sent in turn to each instance (round robin); answers in order. */
async function failedLogins(
  instances: TestApp[],
  count: number,
  who: (i: number) => { ip: string; email: string },
): Promise<TestResponse[]> {
  const answers: TestResponse[] = [];
  for (let i = 0; i < count; i++) {
    const { ip, email } = who(i);
    answers.push(
      await instances[i % instances.length]!.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password: 'wrong password' },
        headers: { 'x-forwarded-for': ip },
      }),
    );
  }
  return answers;
}

function expectLimitedAfter(answers: TestResponse[], passed: number, limit: number): void {
  expect(answers.map((a) => a.statusCode)).toEqual([
    ...Array<number>(passed).fill(401),
    ...Array<number>(answers.length - passed).fill(429),
  ]);
  for (const refused of answers.slice(passed)) {
    expect(refused.json()).toEqual(TOO_MANY);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(refused.headers.get('x-ratelimit-limit')).toBe(String(limit));
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
  }
}

function sharedLimitTests(start: () => Promise<TestApp[]>): void {
  let instances: TestApp[] = [];
  beforeAll(async () => {
    instances = await start();
  });
  afterAll(async () => {
    for (const t of instances) await t.close();
  });

  test('per IP: 10 failed logins in all pass, the rest 429', async () => {
    const ip = uniqueIp();
    const answers = await failedLogins(instances, 24, () => ({ ip, email: uniqueEmail() }));
    expectLimitedAfter(answers, 10, 10);
    // Another client is not affected.
    const other = await failedLogins(instances, 2, () => ({ ip: uniqueIp(), email: uniqueEmail() }));
    expect(other.map((a) => a.statusCode)).toEqual([401, 401]);
  });

  test('per e-mail: 5 failed logins in all pass, from any IP, the rest 429', async () => {
    const email = uniqueEmail();
    const answers = await failedLogins(instances, 12, (i) => ({
      ip: uniqueIp(),
      email: i % 2 ? email.toUpperCase() : email,
    }));
    expectLimitedAfter(answers, 5, 5);
    const other = await failedLogins(instances, 2, () => ({ ip: uniqueIp(), email: uniqueEmail() }));
    expect(other.map((a) => a.statusCode)).toEqual([401, 401]);
  });
}

onPostgresServer('two instances on one PostgreSQL share the rate limits (rate_limit_hits)', () => {
  sharedLimitTests(() => createInstances(2, LIMITS));
});

onRedis('two instances share the rate limits in Redis (REDIS_URL)', () => {
  // A prefix of this run's own: parallel runs on one Redis do not count each other's hits.
  const redis = { redisUrl: TEST_REDIS_URL, redisKeyPrefix: `test-${randomBytes(6).toString('hex')}-` };
  // Each instance on its own database: only Redis can carry the count from one to the other.
  sharedLimitTests(async () => [
    await createTestApp({ ...LIMITS, ...redis }),
    await createTestApp({ ...LIMITS, ...redis }),
  ]);
});
