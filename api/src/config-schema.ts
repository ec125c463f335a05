import path from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { SCRYPT_DEFAULT_LOG_N, SCRYPT_MIN_LOG_N } from './lib/crypto';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB, MAX_PGLITE_SHARED_BUFFERS_MB } from './db/pglite/buffers';

// Every environment variable the API reads, as a TypeBox schema that env-schema checks. A
// failing variable is named in one line of its own: integers say their range (from the schema),
// URLs their schemes (`schemes`), the others their `problem`, where {got} is the value given.
// Properties are in the order those lines are listed.

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const DAY_MS = 24 * 60 * 60 * 1000;

const int = (minimum: number, maximum: number, fallback?: number) =>
  Type.Integer({ minimum, maximum, finite: true, ...(fallback === undefined ? {} : { default: fallback }) });
/** A URL with one of these schemes (`new URL` must read it). */
const url = (...schemes: string[]) => Type.String({ schemes });
const oneOf = <const T extends string>(values: readonly T[], problem: string, fallback?: T) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    { problem, ...(fallback === undefined ? {} : { default: fallback }) },
  );
const text = (pattern: string, problem: string, fallback?: string) =>
  Type.String({ pattern, problem, ...(fallback === undefined ? {} : { default: fallback }) });
/** A comma-separated list, split and trimmed before the check; each bad entry gets a line. */
const list = (pattern: string, problem: string) => Type.Array(Type.String({ pattern }), { problem });

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const ENV_SCHEMA = Type.Object(
  {
    NODE_ENV: oneOf(
      ['development', 'production', 'test'],
      'must be development, production or test (got "{got}")',
      'development',
    ),
    LOG_LEVEL: oneOf(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')} (got "{got}")`, 'info'),
    PORT: int(1, 65535, 4000),
    HOST: Type.String({ default: '127.0.0.1' }),
    DATA_DIR: Type.String({ default: path.join(REPO_ROOT, '.data') }),
    // The remotes' version store and the environment the operator page promotes in (pnpm remotes).
    REMOTES_STORE: Type.Optional(Type.String({ minLength: 1 })),
    REMOTES_ENV: Type.String({ default: 'local', pattern: '^[\\w-]+$' }),
    DATABASE_URL: Type.Optional(url('postgres', 'postgresql')),
    // With DATABASE_URL (docs/deployment.md, "When the database fails"): how long to wait for a
    // connection, for a statement (the server cancels it; the API gives up 1 s later), and how
    // long a transaction may sit idle before the server ends its session.
    DATABASE_CONNECT_TIMEOUT_MS: int(100, 120_000, 3000),
    DATABASE_STATEMENT_TIMEOUT_MS: int(100, 3_600_000, 10_000),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: int(100, 3_600_000, 10_000),
    REDIS_URL: Type.Optional(url('redis', 'rediss')),
    SMTP_URL: Type.Optional(url('smtp', 'smtps')),
    APP_URL: Type.String({ schemes: ['http', 'https'], default: 'http://localhost:3000' }),
    MAIL_FROM: text(
      '@',
      'must contain an e-mail address (got "{got}")',
      'Phone Sheet <no-reply@phonesheet.local>',
    ),
    CORS_ORIGINS: Type.Optional(
      list('^https?://[^/\\s]+$', 'entries must be origins like http://host:port (got "{got}")'),
    ),
    SESSION_SECRET: Type.Optional(
      Type.String({ minLength: 32, problem: 'must be at least 32 characters long' }),
    ),
    // Seconds an access token (kept in the page's memory) is valid: 15 minutes at most.
    ACCESS_TOKEN_TTL: int(60, 900, 900),
    // Seconds a session lasts from sign-in, however often its refresh cookie renews the token.
    SESSION_TTL: int(300, 30 * 24 * 60 * 60, 43200),
    RATE_LIMIT_MAX: int(1, 1_000_000, 10),
    RATE_LIMIT_PER_EMAIL: int(1, 1_000_000, 5),
    PASSWORD_SCRYPT_LOG_N: int(SCRYPT_MIN_LOG_N, 20, SCRYPT_DEFAULT_LOG_N),
    TRUST_PROXY: Type.Optional(
      text(
        '^(true|false|((loopback|linklocal|uniquelocal|[0-9a-fA-F.:/]+)\\s*(,\\s*|$))+)$',
        'must be true, false, a hop count or a list of IPs/CIDRs (got "{got}")',
      ),
    ),
    PHONE_DEFAULT_COUNTRY: text(
      '^[A-Z]{2}$',
      'must be a two-letter country code such as US or GB (got "{got}")',
      'US',
    ),
    STRIPE_SECRET_KEY: Type.Optional(
      text('^(sk|rk)_(test|live)_\\S+$', 'must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)'),
    ),
    STRIPE_PUBLISHABLE_KEY: Type.Optional(
      text('^pk_(test|live)_\\S+$', 'must be a Stripe publishable key (pk_test_… or pk_live_…)'),
    ),
    STRIPE_WEBHOOK_SECRET: Type.Optional(text('^whsec_\\S+$', 'must be a webhook signing secret (whsec_…)')),
    STRIPE_API_PROTOCOL: Type.Optional(oneOf(['http', 'https'], 'must be http or https (got "{got}")')),
    STRIPE_API_PORT: Type.Optional(int(1, 65535)),
    STRIPE_API_HOST: Type.Optional(
      text('^[\\w.-]+$', 'must be a host name without scheme or port (got "{got}")'),
    ),
    OPERATOR_EMAILS: Type.Optional(
      list(
        '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
        'must be a comma-separated list of e-mail addresses (got "{got}")',
      ),
    ),
    BILLING_SCHEDULER_INTERVAL_MS: int(0, DAY_MS, 60_000),
    DIGEST_INTERVAL_MS: int(0, DAY_MS, 60_000),
    PGLITE_SHARED_BUFFERS_MB: int(1, MAX_PGLITE_SHARED_BUFFERS_MB, DEFAULT_PGLITE_SHARED_BUFFERS_MB),
    PGLITE_THREAD: oneOf(['main', 'worker'], 'must be main or worker (got "{got}")', 'worker'),
    SHEET_CACHE_MB: int(0, 4096, 32),
    SEARCH_COUNTS_MAX: int(0, 1_000_000, 10_000),
    PGLITE_UPKEEP_MINUTES: int(0, 24 * 60, 10),
    VAPID_PUBLIC_KEY: Type.Optional(
      text(
        '^[A-Za-z0-9_-]{87}$',
        'must be a P-256 public key, 87 base64url characters (web-push generate-vapid-keys)',
      ),
    ),
    VAPID_PRIVATE_KEY: Type.Optional(
      text(
        '^[A-Za-z0-9_-]{43}$',
        'must be a P-256 private key, 43 base64url characters (web-push generate-vapid-keys)',
      ),
    ),
    VAPID_SUBJECT: Type.Optional(
      text(
        '^(mailto:[^@\\s]+@[^@\\s]+|https://\\S+)$',
        'must be a mailto: address or an https:// URL (got "{got}")',
      ),
    ),
  },
  { additionalProperties: false },
);

export type Env = Static<typeof ENV_SCHEMA>;
export type EnvName = keyof Env & string;
/** The environment as env-schema is given it: trimmed texts, lists split, blanks left out. */
export type RawEnv = Partial<Record<EnvName, string | string[]>>;

const isUrlWith = (schemes: string[], value: string) => {
  try {
    return schemes.includes(new URL(value).protocol.slice(0, -1));
  } catch {
    return false;
  }
};

/** env-schema's own Ajv options, with the keywords of this schema. */
export const envAjv = new Ajv({
  allErrors: true,
  removeAdditional: true,
  useDefaults: true,
  coerceTypes: true,
  allowUnionTypes: true,
  keywords: [
    { keyword: 'problem', schemaType: 'string' },
    // Ajv turns "Infinity" into a number and then skips minimum and maximum.
    {
      keyword: 'finite',
      schemaType: 'boolean',
      errors: false,
      validate: (finite: boolean, value: unknown) => !finite || Number.isFinite(value),
    },
    {
      keyword: 'schemes',
      type: 'string',
      schemaType: 'array',
      errors: false,
      validate: (schemes: string[], value: string) => isUrlWith(schemes, value),
    },
  ],
});

/** The variable's line for a failed check; `got` is the value (or the list entry) given. */
function problemOf(name: EnvName, got: string): string {
  const schema = ENV_SCHEMA.properties[name] as TSchema;
  if (schema.type === 'integer')
    return `${name} must be an integer between ${schema.minimum} and ${schema.maximum} (got "${got}")`;
  if (schema.schemes) {
    const starts = (schema.schemes as string[]).map((s) => `${s}://`).join(' or ');
    return `${name} must be a URL starting with ${starts} (got "${got}")`;
  }
  return `${name} ${(schema.problem as string).replace('{got}', got)}`;
}

/** Ajv's errors as one line per variable, or per list entry, keyed by variable. */
export function problemsByName(errors: ErrorObject[], raw: RawEnv): Map<EnvName, string[]> {
  const lines = new Map<EnvName, string[]>();
  for (const error of errors) {
    const [name, entry] = error.instancePath.split('/').slice(1) as [EnvName, string | undefined];
    const value = raw[name];
    const got = Array.isArray(value) ? (value[Number(entry)] ?? '') : (value ?? '');
    const line = problemOf(name, got);
    const known = lines.get(name) ?? [];
    if (!known.includes(line)) lines.set(name, [...known, line]);
  }
  return lines;
}
