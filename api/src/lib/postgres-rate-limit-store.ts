import { sql, type Kysely } from 'kysely';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { DB } from '../db/schema';
import { sha256 } from './crypto';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** @fastify/rate-limit passes a window to each hit; its types name only the first two arguments. */
const DEFAULT_WINDOW_MS = 60_000;
/** Expired windows are deleted at most this often per instance. */
const PRUNE_EVERY_MS = 60_000;
/** Longer keys are stored as their hash: a forged X-Forwarded-For may be 16 KB, a btree key may not. */
const KEY_MAX = 200;

export interface PostgresRateLimitStoreOptions {
  /** The database, read at the first hit (the db plugin opens it after the rate-limit plugin). */
  db: () => Kysely<DB>;
  /** A failed hit or prune (the hit's error then goes to @fastify/rate-limit, which may let it through). */
  onError: (err: unknown) => void;
}

/**
 * @fastify/rate-limit's `store` on a PostgreSQL server: one counter row per key in
 * rate_limit_hits (migrations/015_rate_limits.sql), so every instance counts into the same
 * window. Fixed windows on the database's clock (instances' clocks may differ): one atomic
 * upsert per hit starts a window, counts into it, or starts a new one once it has passed.
 */
export function postgresRateLimitStore(options: PostgresRateLimitStoreOptions) {
  let prunedAt = 0;

  async function prune(db: Kysely<DB>): Promise<void> {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    await sql`delete from rate_limit_hits where reset_at < now()`.execute(db);
  }

  async function hit(key: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> {
    const db = options.db();
    const { rows } = await sql<{ current: number; ttl: number }>`
      insert into rate_limit_hits as h (key, count, reset_at)
      values (${key}, 1, now() + make_interval(secs => ${timeWindowMs}::float8 / 1000))
      on conflict (key) do update set
        count = case when h.reset_at <= now() then 1 else h.count + 1 end,
        reset_at = case when h.reset_at <= now() then excluded.reset_at else h.reset_at end
      returning count as current,
        greatest(1, ceil(extract(epoch from reset_at - now()) * 1000))::float8 as ttl`.execute(db);
    prune(db).catch(options.onError);
    const row = rows[0];
    if (!row) throw new Error('rate_limit_hits: the upsert returned no row');
    return row;
  }

  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    /** Keys of a route's limiter start with its method and URL; a manual limiter's keys carry their own. */
    constructor(
      _globalParams?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow = DEFAULT_WINDOW_MS): void {
      let stored = this.prefix + key;
      if (stored.length > KEY_MAX) stored = `sha256:${sha256(stored)}`;
      hit(stored, timeWindow).then(
        (result) => callback(null, result),
        (err: Error) => {
          options.onError(err);
          callback(err);
        },
      );
    }

    // Given the route's limiter options, with the route under routeInfo ({} for createRateLimit).
    child(routeOptions: object): PostgresRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return new PostgresRateLimitStore(undefined, route?.url ? `${String(route.method)}${route.url}-` : '');
    }
  };
}
