import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('loadConfig', () => {
  test('defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(4000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.nodeEnv).toBe('development');
    expect(c.dataDir).toBe(path.resolve(__dirname, '..', '..', '.data'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.appUrl).toBe('http://localhost:3000');
    expect(c.corsOrigins).toEqual([
      'http://localhost:3000',
      'http://localhost:3001',
      'http://localhost:3002',
      'http://localhost:3003',
      'http://localhost:3004',
    ]);
    expect(c.accessTokenTtlSeconds).toBe(900);
    expect(c.sessionTtlSeconds).toBe(43200);
    expect(c.rateLimitMax).toBe(10);
    expect(c.rateLimitPerEmail).toBe(5);
    expect(c.sessionSecret.length).toBeGreaterThanOrEqual(32);
    // The hops on this machine: the static servers' /api proxy of `npm start` (issue 42).
    expect(c.trustProxy).toBe('loopback');
    expect(c.pgliteSharedBuffersMb).toBe(16);
  });

  test('PGLITE_SHARED_BUFFERS_MB: megabytes the embedded database may hold in its page cache', () => {
    expect(loadConfig({ PGLITE_SHARED_BUFFERS_MB: '128' }).pgliteSharedBuffersMb).toBe(128);
    expect(problemsOf({ PGLITE_SHARED_BUFFERS_MB: '1000' })).toEqual([
      'PGLITE_SHARED_BUFFERS_MB must be an integer between 1 and 999 (got "1000")',
    ]);
    expect(problemsOf({ PGLITE_SHARED_BUFFERS_MB: '16MB' })).toEqual([
      'PGLITE_SHARED_BUFFERS_MB must be an integer between 1 and 999 (got "16MB")',
    ]);
  });

  // What the API keeps or does between requests, each with its default and 0 for none.
  test.each([
    ['SHEET_CACHE_MB', 'sheetCacheMb', 32, '4097', 'between 0 and 4096'],
    ['SEARCH_COUNTS_MAX', 'searchCountsMax', 10_000, 'many', 'between 0 and 1000000'],
    ['PGLITE_UPKEEP_MINUTES', 'pgliteUpkeepMinutes', 10, '1441', 'between 0 and 1440'],
  ] as const)('%s: default, 0 for none, and a clear refusal', (name, key, fallback, bad, range) => {
    expect(loadConfig({})[key]).toBe(fallback);
    expect(loadConfig({ [name]: '0' })[key]).toBe(0);
    expect(loadConfig({ [name]: '7' })[key]).toBe(7);
    expect(problemsOf({ [name]: bad })).toEqual([`${name} must be an integer ${range} (got "${bad}")`]);
    expect(problemsOf({ [name]: '-1' })).toEqual([`${name} must be an integer ${range} (got "-1")`]);
  });

  test('reads every variable', () => {
    const c = loadConfig({
      PORT: '4999',
      HOST: '0.0.0.0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: '/tmp/ps-data',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Phone Sheet <hi@example.com>',
      APP_URL: 'https://app.example.com/',
      CORS_ORIGINS: 'https://app.example.com, https://auth.example.com',
      SESSION_SECRET: 'x'.repeat(40),
      ACCESS_TOKEN_TTL: '600',
      SESSION_TTL: '28800',
      RATE_LIMIT_MAX: '20',
      TRUST_PROXY: '1',
    });
    expect(c).toMatchObject({
      port: 4999,
      host: '0.0.0.0',
      nodeEnv: 'production',
      logLevel: 'warn',
      dataDir: '/tmp/ps-data',
      databaseUrl: 'postgres://u:p@db:5432/app',
      smtpUrl: 'smtp://mail:25',
      appUrl: 'https://app.example.com',
      corsOrigins: ['https://app.example.com', 'https://auth.example.com'],
      accessTokenTtlSeconds: 600,
      sessionTtlSeconds: 28800,
      rateLimitMax: 20,
      trustProxy: 1,
    });
  });

  test('TRUST_PROXY: loopback by default, none, every hop, a hop count, or addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,2001:db8::1' }).trustProxy).toBe(
      'loopback, 10.0.0.0/8,2001:db8::1',
    );
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/8, 999.1.1.1' })).toEqual([
      'TRUST_PROXY: "999.1.1.1" is not an IP address or CIDR',
    ]);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/99' })).toEqual([
      'TRUST_PROXY: "10.0.0.0/99" is not an IP address or CIDR',
    ]);
    expect(problemsOf({ TRUST_PROXY: 'lb.internal' })).toEqual([
      'TRUST_PROXY must be true, false, a hop count or a list of IPs/CIDRs (got "lb.internal")',
    ]);
  });

  test('ACCESS_TOKEN_TTL is 15 minutes at most (the token lives in the page); SESSION_TTL bounds the session', () => {
    expect(problemsOf({ ACCESS_TOKEN_TTL: '43200' })).toEqual([
      'ACCESS_TOKEN_TTL must be an integer between 60 and 900 (got "43200")',
    ]);
    expect(problemsOf({ SESSION_TTL: '60' })).toEqual([
      'SESSION_TTL must be an integer between 300 and 2592000 (got "60")',
    ]);
  });

  test('REDIS_URL: the Redis every instance keeps the rate limits in', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/2' }).redisUrl).toBe('redis://cache:6379/2');
    expect(loadConfig({ REDIS_URL: 'rediss://u:p@cache:6380' }).redisUrl).toBe('rediss://u:p@cache:6380');
    expect(problemsOf({ REDIS_URL: 'http://cache:6379' })).toEqual([
      'REDIS_URL must be a URL starting with redis:// or rediss:// (got "http://cache:6379")',
    ]);
    expect(problemsOf({ REDIS_URL: 'cache:6379' })).toEqual([
      'REDIS_URL must be a URL starting with redis:// or rediss:// (got "cache:6379")',
    ]);
  });

  test('one clear message per bad variable', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      NODE_ENV: 'staging',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'not a url',
      APP_URL: 'ftp://x',
      CORS_ORIGINS: 'localhost:3000',
      ACCESS_TOKEN_TTL: '-1',
      RATE_LIMIT_MAX: '0',
      TRUST_PROXY: 'maybe',
      SESSION_SECRET: 'short',
    });
    expect(problems).toEqual([
      'NODE_ENV must be development, production or test (got "staging")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'PORT must be an integer between 1 and 65535 (got "eighty")',
      'DATABASE_URL must be a URL starting with postgres:// or postgresql:// (got "mysql://x")',
      'SMTP_URL must be a URL starting with smtp:// or smtps:// (got "not a url")',
      'APP_URL must be a URL starting with http:// or https:// (got "ftp://x")',
      'CORS_ORIGINS entries must be origins like http://host:port (got "localhost:3000")',
      'SESSION_SECRET must be at least 32 characters long',
      'ACCESS_TOKEN_TTL must be an integer between 60 and 900 (got "-1")',
      'RATE_LIMIT_MAX must be an integer between 1 and 1000000 (got "0")',
      'TRUST_PROXY must be true, false, a hop count or a list of IPs/CIDRs (got "maybe")',
    ]);
  });

  test('production needs a session secret and SMTP', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'SESSION_SECRET is required when NODE_ENV=production (at least 32 characters)',
      'SMTP_URL is required when NODE_ENV=production (the development mailbox is never enabled in production)',
    ]);
  });

  test('the error message lists the problems', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(
      'Invalid configuration:\n  - PORT must be an integer between 1 and 65535 (got "70000")',
    );
  });
});
