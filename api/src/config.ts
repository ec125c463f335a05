import { createECDH } from 'node:crypto';
import path from 'node:path';
import type { ErrorObject } from 'ajv';
import envSchema from 'env-schema';
import ipaddr from 'ipaddr.js';
import {
  ENV_SCHEMA,
  envAjv,
  problemsByName,
  type Env,
  type EnvName,
  type LOG_LEVELS,
  type RawEnv,
} from './config-schema';

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = (typeof LOG_LEVELS)[number];

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
  /** PGlite's shared_buffers in MB (PGLITE_SHARED_BUFFERS_MB; see db/pglite/buffers.ts). */
  pgliteSharedBuffersMb?: number;
  /** Where PGlite runs (PGLITE_THREAD): 'main', the API's thread, or 'worker', its own thread. */
  pgliteThread?: 'main' | 'worker';
  /** MB of today's sheets kept between requests (SHEET_CACHE_MB; 0 = off; services/phonesheet/calls/sheet-cache.ts). */
  sheetCacheMb?: number;
  /** Minutes between VACUUM (ANALYZE) runs of PGlite after writes (PGLITE_UPKEEP_MINUTES; 0 = never). */
  pgliteUpkeepMinutes?: number;
  /** History counts kept between requests (SEARCH_COUNTS_MAX; 0 = every page counts). */
  searchCountsMax?: number;
  /**
   * With DATABASE_URL: connect, statement and idle-in-transaction timeouts in ms
   * (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS).
   */
  databaseTimeouts?: { connectMs: number; statementMs: number; idleInTransactionMs: number };
  /** Tests against a server: run inside this schema (search_path). */
  databaseSchema?: string;
  smtpUrl?: string;
  mailFrom: string;
  appUrl: string;
  corsOrigins: string[];
  sessionSecret: string;
  /** Access token lifetime (ACCESS_TOKEN_TTL, 60–900 s; docs/security.md "Sessions and tokens"). */
  accessTokenTtlSeconds: number;
  /** Absolute session lifetime from sign-in (SESSION_TTL): the refresh cookie renews up to it. */
  sessionTtlSeconds: number;
  rateLimitMax: number;
  /** Per e-mail address per minute on sensitive auth routes (docs/accounts.md: 5). */
  rateLimitPerEmail: number;
  /** scrypt cost N = 2^this for new password hashes (docs/security.md "Passwords": 17, tests 14). */
  passwordScryptLogN: number;
  /** Whose X-Forwarded-For, -Proto and -Host count (TRUST_PROXY; default 'loopback'). */
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
  /** The remotes' registry the operator page reads and changes (REMOTES_STORE, REMOTES_ENV); null: none here. */
  remotesRegistry: { store: string; env: string } | null;
  /** Renewal scheduler tick; 0 disables the timer (tests run it by hand). */
  billingSchedulerIntervalMs: number;
  /** How often the morning digest looks for users whose time has come; 0 turns it off. */
  digestIntervalMs: number;
  /** The VAPID key pair of Web Push (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY); null: the database's. */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  /** How push services can reach the sender (VAPID_SUBJECT, else mailto: MAIL_FROM's address). */
  vapidSubject: string;
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

const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-0123456789';
const DEV_ORIGINS = [
  'http://localhost:3001',
  'http://localhost:3002',
  'http://localhost:3003',
  'http://localhost:3004',
];

const entries = (list: string) =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The environment as env-schema is given it: values trimmed, blanks unset, lists split. */
function tidy(env: Record<string, string | undefined>): RawEnv {
  const raw: RawEnv = {};
  for (const name of Object.keys(ENV_SCHEMA.properties) as EnvName[]) {
    const value = env[name]?.trim();
    if (value) raw[name] = value;
  }
  const { CORS_ORIGINS: cors, OPERATOR_EMAILS: operators, PHONE_DEFAULT_COUNTRY: country } = raw;
  if (typeof cors === 'string')
    raw.CORS_ORIGINS = entries(cors)
      .map((o) => o.replace(/\/+$/, ''))
      .filter(Boolean);
  if (typeof operators === 'string') raw.OPERATOR_EMAILS = entries(operators.toLowerCase());
  if (typeof country === 'string') raw.PHONE_DEFAULT_COUNTRY = country.toUpperCase();
  // Tests log nothing unless asked to.
  if (raw.NODE_ENV === 'test') raw.LOG_LEVEL ??= 'silent';
  return raw;
}

const production = (raw: RawEnv) => raw.NODE_ENV === 'production';

/** Checks that read two variables, each listed after the variable named in `after`. */
const RULES: { after: EnvName; problem: (raw: RawEnv) => string | false }[] = [
  {
    after: 'SESSION_SECRET',
    problem: (raw) =>
      production(raw) &&
      !raw.SESSION_SECRET &&
      'SESSION_SECRET is required when NODE_ENV=production (at least 32 characters)',
  },
  {
    after: 'SESSION_SECRET',
    problem: (raw) =>
      production(raw) &&
      !raw.SMTP_URL &&
      'SMTP_URL is required when NODE_ENV=production (the development mailbox is never enabled in production)',
  },
  {
    after: 'VAPID_PRIVATE_KEY',
    problem: (raw) => {
      const pub = raw.VAPID_PUBLIC_KEY as string | undefined;
      const priv = raw.VAPID_PRIVATE_KEY as string | undefined;
      if (!pub !== !priv) return 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither';
      if (!pub || !priv || !/^[A-Za-z0-9_-]{43}$/.test(priv)) return false;
      return publicKeyOf(priv) !== pub && 'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY';
    },
  },
  {
    after: 'TRUST_PROXY',
    problem: (raw) => {
      const value = raw.TRUST_PROXY;
      if (typeof value !== 'string' || /^(true|false|\d+)$/.test(value)) return false;
      const list = entries(value).filter((e) => !PROXY_RANGE_NAMES.has(e));
      // Text the schema already refused has its message.
      if (!list.every((e) => /^[0-9a-fA-F.:/]+$/.test(e))) return false;
      const bad = list.find((e) => !ipOrCidr(e));
      return bad !== undefined && `TRUST_PROXY: "${bad}" is not an IP address or CIDR`;
    },
  },
  {
    after: 'STRIPE_WEBHOOK_SECRET',
    problem: (raw) =>
      production(raw) &&
      !!raw.STRIPE_SECRET_KEY &&
      !raw.STRIPE_WEBHOOK_SECRET &&
      'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY when NODE_ENV=production (renewals arrive by webhook)',
  },
];

/** The ranges proxy-addr names (fastify's trustProxy list accepts them beside addresses). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function ipOrCidr(value: string): boolean {
  if (ipaddr.isValid(value)) return true;
  try {
    ipaddr.parseCIDR(value);
    return true;
  } catch {
    return false;
  }
}

/** The P-256 public key (base64url, uncompressed) of a private key, or null. */
function publicKeyOf(privateKey: string): string | null {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().toString('base64url');
  } catch {
    return null;
  }
}

/** The address in MAIL_FROM ("Name <a@b>" or "a@b"). */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();

/** Reads and checks the environment; every bad variable gets its own line. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const raw = tidy(env);
  let checked: Env | undefined;
  let failed = new Map<EnvName, string[]>();
  try {
    checked = envSchema<Env>({ schema: ENV_SCHEMA, data: { ...raw }, env: false, ajv: envAjv });
  } catch (err) {
    const errors = (err as { errors?: ErrorObject[] }).errors;
    if (!errors) throw err;
    failed = problemsByName(errors, raw);
  }
  const problems = (Object.keys(ENV_SCHEMA.properties) as EnvName[]).flatMap((name) => [
    ...(failed.get(name) ?? []),
    ...RULES.filter((r) => r.after === name).flatMap((r) => r.problem(raw) || []),
  ]);
  if (problems.length > 0 || !checked) throw new ConfigError(problems);
  return configOf(checked);
}

function configOf(e: Env): AppConfig {
  const appUrl = e.APP_URL.replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appUrl,
    corsOrigins: e.CORS_ORIGINS ?? [appUrl, ...DEV_ORIGINS],
    sessionSecret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL,
    sessionTtlSeconds: e.SESSION_TTL,
    rateLimitMax: e.RATE_LIMIT_MAX,
    rateLimitPerEmail: e.RATE_LIMIT_PER_EMAIL,
    passwordScryptLogN: e.PASSWORD_SCRYPT_LOG_N,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL,
    outboxIntervalMs: 5000,
    phoneDefaultCountry: e.PHONE_DEFAULT_COUNTRY,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          apiHost: e.STRIPE_API_HOST,
          apiPort: e.STRIPE_API_PORT,
          apiProtocol: e.STRIPE_API_PROTOCOL,
        }
      : null,
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
    operatorEmails: e.OPERATOR_EMAILS ?? [],
    remotesRegistry: e.REMOTES_STORE ? { store: path.resolve(e.REMOTES_STORE), env: e.REMOTES_ENV } : null,
    billingSchedulerIntervalMs: e.BILLING_SCHEDULER_INTERVAL_MS,
    digestIntervalMs: e.DIGEST_INTERVAL_MS,
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    pgliteThread: e.PGLITE_THREAD,
    sheetCacheMb: e.SHEET_CACHE_MB,
    searchCountsMax: e.SEARCH_COUNTS_MAX,
    pgliteUpkeepMinutes: e.PGLITE_UPKEEP_MINUTES,
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : null,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${addressOf(e.MAIL_FROM)}`,
  };
}

/**
 * Whose X-Forwarded-* headers count: by default the hops on this machine ('loopback', e.g. the
 * static servers' /api proxy of `npm start`), so a client that calls the API directly from
 * elsewhere is counted by its own address; false none; true every hop; a hop count; or
 * addresses/CIDRs (proxy-addr's names loopback, linklocal and uniquelocal too).
 */
function trustProxyOf(value: string | undefined): boolean | string | number {
  if (value === undefined) return 'loopback';
  if (value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}
