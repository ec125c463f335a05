import path from 'node:path';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB, MAX_PGLITE_SHARED_BUFFERS_MB } from './db/pglite/buffers';

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  dataDir: string;
  /** Postgres server; undefined → embedded PGlite. */
  databaseUrl?: string;
  /** Tests: PGlite in memory instead of DATA_DIR/pglite. */
  inMemoryDatabase?: boolean;
  /** PGlite's shared_buffers in MB (PGLITE_SHARED_BUFFERS_MB; see db/pglite-buffers.ts). */
  pgliteSharedBuffersMb?: number;
  /** Where PGlite runs (PGLITE_THREAD): 'main', the API's thread, or 'worker', its own thread. */
  pgliteThread?: 'main' | 'worker';
  /** MB of today's sheets kept between requests (SHEET_CACHE_MB; 0 = off; services/phonesheet/calls/sheet-cache.ts). */
  sheetCacheMb?: number;
  /** Minutes between VACUUM (ANALYZE) runs of PGlite after writes (PGLITE_UPKEEP_MINUTES; 0 = never). */
  pgliteUpkeepMinutes?: number;
  /** History counts kept between requests (SEARCH_COUNTS_MAX; 0 = every page counts). */
  searchCountsMax?: number;
  /** Tests against a server: run inside this schema (search_path). */
  databaseSchema?: string;
  smtpUrl?: string;
  mailFrom: string;
  appUrl: string;
  corsOrigins: string[];
  sessionSecret: string;
  accessTokenTtlSeconds: number;
  rateLimitMax: number;
  /** Per e-mail address per minute on sensitive auth routes (docs/accounts.md: 5). */
  rateLimitPerEmail: number;
  trustProxy: boolean | string | number;
  /** Redis for the rate limits of every instance (REDIS_URL; unset → PostgreSQL, or memory on PGlite). */
  redisUrl?: string;
  /** Prefix of the rate-limit keys in Redis (tests: one per run, so parallel runs do not meet). */
  redisKeyPrefix?: string;
  /** Outbox worker poll interval; 0 disables the timer (tests drain by hand). */
  outboxIntervalMs: number;
  /** ISO 3166 country for phone numbers typed without a country code (PHONE_DEFAULT_COUNTRY). */
  phoneDefaultCountry: string;
  /** Billing (docs/billing.md). No secret key → the sandbox gateway. */
  stripe: StripeConfig | null;
  stripePublishableKey?: string;
  /** E-mails of the operators who read contact-us messages (/apps/contactQuery). */
  operatorEmails: string[];
  /** Renewal scheduler tick; 0 disables the timer (tests run it by hand). */
  billingSchedulerIntervalMs: number;
  /** How often the morning digest looks for users whose time has come; 0 turns it off. */
  digestIntervalMs: number;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret?: string;
  /** A stand-in for Stripe's API (offline tests): host, port, protocol. */
  apiHost?: string;
  apiPort?: number;
  apiProtocol?: 'http' | 'https';
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-0123456789';
const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

/** Reads and checks the environment; every bad variable gets its own line. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const val = (name: string) => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };
  const int = (name: string, def: number, min: number, max: number) => {
    const raw = val(name);
    if (raw === undefined) return def;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
      return def;
    }
    return n;
  };
  const url = (name: string, protocols: string[]) => {
    const raw = val(name);
    if (raw === undefined) return undefined;
    try {
      const u = new URL(raw);
      if (!protocols.includes(u.protocol)) throw new Error('protocol');
      return raw;
    } catch {
      problems.push(
        `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${raw}")`,
      );
      return undefined;
    }
  };

  const nodeEnvRaw = val('NODE_ENV') ?? 'development';
  let nodeEnv: NodeEnv = 'development';
  if (nodeEnvRaw === 'development' || nodeEnvRaw === 'production' || nodeEnvRaw === 'test')
    nodeEnv = nodeEnvRaw;
  else problems.push(`NODE_ENV must be development, production or test (got "${nodeEnvRaw}")`);
  const production = nodeEnv === 'production';

  const logLevelRaw = val('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  let logLevel: LogLevel = 'info';
  if ((LOG_LEVELS as string[]).includes(logLevelRaw)) logLevel = logLevelRaw as LogLevel;
  else problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevelRaw}")`);

  const port = int('PORT', 4000, 1, 65535);
  const host = val('HOST') ?? '127.0.0.1';
  const dataDir = path.resolve(val('DATA_DIR') ?? path.join(REPO_ROOT, '.data'));
  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const redisUrl = url('REDIS_URL', ['redis:', 'rediss:']);
  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  const appUrl = (url('APP_URL', ['http:', 'https:']) ?? 'http://localhost:3000').replace(/\/+$/, '');

  const mailFrom = val('MAIL_FROM') ?? 'Phone Sheet <no-reply@phonesheet.local>';
  if (!/@/.test(mailFrom)) problems.push(`MAIL_FROM must contain an e-mail address (got "${mailFrom}")`);

  let corsOrigins = [
    appUrl,
    'http://localhost:3001',
    'http://localhost:3002',
    'http://localhost:3003',
    'http://localhost:3004',
  ];
  const corsRaw = val('CORS_ORIGINS');
  if (corsRaw !== undefined) {
    corsOrigins = corsRaw
      .split(',')
      .map((s) => s.trim().replace(/\/+$/, ''))
      .filter(Boolean);
    for (const o of corsOrigins) {
      if (!/^https?:\/\/[^/\s]+$/.test(o))
        problems.push(`CORS_ORIGINS entries must be origins like http://host:port (got "${o}")`);
    }
  }

  let sessionSecret = val('SESSION_SECRET') ?? '';
  if (sessionSecret === '') {
    if (production)
      problems.push('SESSION_SECRET is required when NODE_ENV=production (at least 32 characters)');
    sessionSecret = DEV_SESSION_SECRET;
  } else if (sessionSecret.length < 32) {
    problems.push('SESSION_SECRET must be at least 32 characters long');
  }

  if (production && smtpUrl === undefined && val('SMTP_URL') === undefined) {
    problems.push(
      'SMTP_URL is required when NODE_ENV=production (the development mailbox is never enabled in production)',
    );
  }

  const accessTokenTtlSeconds = int('ACCESS_TOKEN_TTL', 43200, 60, 60 * 60 * 24 * 30);
  const rateLimitMax = int('RATE_LIMIT_MAX', 10, 1, 1000000);
  const rateLimitPerEmail = int('RATE_LIMIT_PER_EMAIL', 5, 1, 1000000);

  let trustProxy: boolean | string | number = false;
  const tp = val('TRUST_PROXY');
  if (tp !== undefined) {
    if (tp === 'true' || tp === 'false') trustProxy = tp === 'true';
    else if (/^\d+$/.test(tp)) trustProxy = Number(tp);
    else if (/^[0-9a-fA-F.:/,\s]+$/.test(tp)) trustProxy = tp;
    else problems.push(`TRUST_PROXY must be true, false, a hop count or a list of IPs/CIDRs (got "${tp}")`);
  }

  const phoneDefaultCountry = (val('PHONE_DEFAULT_COUNTRY') ?? 'US').toUpperCase();
  if (!/^[A-Z]{2}$/.test(phoneDefaultCountry)) {
    problems.push(
      `PHONE_DEFAULT_COUNTRY must be a two-letter country code such as US or GB (got "${phoneDefaultCountry}")`,
    );
  }

  const stripeSecretKey = val('STRIPE_SECRET_KEY');
  if (stripeSecretKey !== undefined && !/^(sk|rk)_(test|live)_\S+$/.test(stripeSecretKey)) {
    problems.push('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)');
  }
  const stripePublishableKey = val('STRIPE_PUBLISHABLE_KEY');
  if (stripePublishableKey !== undefined && !/^pk_(test|live)_\S+$/.test(stripePublishableKey)) {
    problems.push('STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_… or pk_live_…)');
  }
  const stripeWebhookSecret = val('STRIPE_WEBHOOK_SECRET');
  if (stripeWebhookSecret !== undefined && !/^whsec_\S+$/.test(stripeWebhookSecret)) {
    problems.push('STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)');
  }
  if (production && stripeSecretKey !== undefined && stripeWebhookSecret === undefined) {
    problems.push(
      'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY when NODE_ENV=production (renewals arrive by webhook)',
    );
  }
  const stripeProtocolRaw = val('STRIPE_API_PROTOCOL');
  if (stripeProtocolRaw !== undefined && stripeProtocolRaw !== 'http' && stripeProtocolRaw !== 'https') {
    problems.push(`STRIPE_API_PROTOCOL must be http or https (got "${stripeProtocolRaw}")`);
  }
  const stripeApiPort =
    val('STRIPE_API_PORT') === undefined ? undefined : int('STRIPE_API_PORT', 443, 1, 65535);
  const stripeApiHost = val('STRIPE_API_HOST');
  if (stripeApiHost !== undefined && !/^[\w.-]+$/.test(stripeApiHost)) {
    problems.push(`STRIPE_API_HOST must be a host name without scheme or port (got "${stripeApiHost}")`);
  }
  const operatorEmails = (val('OPERATOR_EMAILS') ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  for (const e of operatorEmails) {
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(e))
      problems.push(`OPERATOR_EMAILS must be a comma-separated list of e-mail addresses (got "${e}")`);
  }
  const billingSchedulerIntervalMs = int('BILLING_SCHEDULER_INTERVAL_MS', 60_000, 0, 24 * 60 * 60 * 1000);
  const digestIntervalMs = int('DIGEST_INTERVAL_MS', 60_000, 0, 24 * 60 * 60 * 1000);
  const pgliteSharedBuffersMb = int(
    'PGLITE_SHARED_BUFFERS_MB',
    DEFAULT_PGLITE_SHARED_BUFFERS_MB,
    1,
    MAX_PGLITE_SHARED_BUFFERS_MB,
  );
  const pgliteThread = val('PGLITE_THREAD') ?? 'worker';
  if (pgliteThread !== 'main' && pgliteThread !== 'worker')
    problems.push(`PGLITE_THREAD must be main or worker (got "${pgliteThread}")`);
  const sheetCacheMb = int('SHEET_CACHE_MB', 32, 0, 4096);
  const searchCountsMax = int('SEARCH_COUNTS_MAX', 10_000, 0, 1_000_000);
  const pgliteUpkeepMinutes = int('PGLITE_UPKEEP_MINUTES', 10, 0, 24 * 60);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    nodeEnv,
    logLevel,
    dataDir,
    databaseUrl,
    smtpUrl,
    mailFrom,
    appUrl,
    corsOrigins,
    sessionSecret,
    accessTokenTtlSeconds,
    rateLimitMax,
    rateLimitPerEmail,
    trustProxy,
    redisUrl,
    outboxIntervalMs: 5000,
    phoneDefaultCountry,
    stripe: stripeSecretKey
      ? {
          secretKey: stripeSecretKey,
          webhookSecret: stripeWebhookSecret,
          apiHost: stripeApiHost,
          apiPort: stripeApiPort,
          apiProtocol: stripeProtocolRaw as 'http' | 'https' | undefined,
        }
      : null,
    stripePublishableKey,
    operatorEmails,
    billingSchedulerIntervalMs,
    digestIntervalMs,
    pgliteSharedBuffersMb,
    pgliteThread: pgliteThread as 'main' | 'worker',
    sheetCacheMb,
    searchCountsMax,
    pgliteUpkeepMinutes,
  };
}
