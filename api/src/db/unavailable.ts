// Failures that say the database is away, frozen or failing over, not that the request is
// wrong: the API answers them 503 with Retry-After (app.ts), and health says `degraded`.

/** How long a client is told to wait before trying again (Retry-After, seconds). */
export const RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

// SQLSTATE: connection exceptions (08), admin/crash shutdown and "starting up" (57P01-57P03),
// too many connections (53300), statement_timeout (57014), idle_in_transaction timeout (25P03),
// a read-only standby after a failover (25006).
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03', '25006']);

// node-postgres and pg-pool say these in words only.
const MESSAGES = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end',
];

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08')))
    return true;
  return typeof message === 'string' && MESSAGES.some((m) => message.includes(m));
}
