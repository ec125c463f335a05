import fp from 'fastify-plugin';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { ACCOUNT_MESSAGES as M } from '@phonesheet/shared/contracts';
import { sha256 } from '../../lib/crypto';
import { HttpError } from '../../lib/http-error';
import { postgresRateLimitStore } from '../../lib/postgres-rate-limit-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Sensitive auth route: per-IP and per-e-mail limits. */
    sensitive?: boolean;
    /** Signed-in route that checks the caller's password: per-session and per-account limits. */
    guessLimit?: boolean;
  }
}

const WINDOW_MS = 60_000;
/** Keys the in-memory store keeps (least recently used go first): today's Map had no bound. */
const MEMORY_KEYS = 50_000;
/** A Redis hit that takes longer fails (and the request goes through). */
const COMMAND_TIMEOUT_MS = 500;

/**
 * Sensitive auth routes (config.sensitive) are limited per IP (RATE_LIMIT_MAX a minute, before
 * anything else runs) and per e-mail address (RATE_LIMIT_PER_EMAIL a minute, once the body is
 * parsed), both by @fastify/rate-limit and in one store shared by every instance: Redis
 * (REDIS_URL), else the PostgreSQL server (DATABASE_URL), else memory (embedded PGlite: one
 * instance). docs/platform.md, "Rate limits across instances".
 *
 * A store that fails lets the request through (skipOnError), logged: the limits guard against
 * guessing, and a Redis or database hiccup must not turn every sign-in into a 500 or a 429.
 */
export default fp(
  async (fastify) => {
    const { rateLimitMax, rateLimitPerEmail } = fastify.config;

    // Unlock and change password (docs/security.md "Unlock"): RATE_LIMIT_PER_EMAIL a minute per
    // session and RATE_LIMIT_MAX a minute per account, in the same store as the sign-in limits.
    fastify.addHook('onRoute', (route) => {
      if (!route.config?.guessLimit) return;
      const perSession = fastify.createRateLimit({
        max: rateLimitPerEmail,
        timeWindow: WINDOW_MS,
        keyGenerator: (request) => `session-${route.url}-${request.me.sessionId}`,
      });
      const perAccount = fastify.createRateLimit({
        max: rateLimitMax,
        timeWindow: WINDOW_MS,
        keyGenerator: (request) => `account-${route.url}-${request.me.id}`,
      });
      const callerLimit = async (request: FastifyRequest, reply: FastifyReply) => {
        refuseOver(reply, await perSession(request));
        refuseOver(reply, await perAccount(request));
      };
      const existing = route.preValidation;
      route.preValidation = [
        callerLimit,
        ...(existing ? (Array.isArray(existing) ? existing : [existing]) : []),
      ];
    });

    // Before @fastify/rate-limit's own onRoute hook, which reads config.rateLimit.
    fastify.addHook('onRoute', (route) => {
      if (!route.config?.sensitive) return;
      route.config = { ...route.config, rateLimit: { max: rateLimitMax, timeWindow: WINDOW_MS } };
      // The same store (routes come after the registration below): an address's hits count on
      // every instance like an IP's.
      const perEmail = fastify.createRateLimit({
        max: rateLimitPerEmail,
        timeWindow: WINDOW_MS,
        keyGenerator: (request) => `email-${route.url}-${sha256(emailOf(request) ?? '')}`,
      });
      const emailLimit = async (request: FastifyRequest, reply: FastifyReply) => {
        if (emailOf(request) === undefined) return;
        refuseOver(reply, await perEmail(request));
      };
      const existing = route.preValidation;
      route.preValidation = [
        emailLimit,
        ...(existing ? (Array.isArray(existing) ? existing : [existing]) : []),
      ];
    });

    await fastify.register(rateLimit, {
      global: false,
      skipOnError: true,
      ...(await sharedStore(fastify)),
      errorResponseBuilder: () => new HttpError(429, M.tooManyRequests),
    });
  },
  { name: 'rate-limit' },
);

type Limit = Awaited<ReturnType<ReturnType<FastifyInstance['createRateLimit']>>>;

/** 429 when `limit` is exceeded, with the headers @fastify/rate-limit sends with its own 429. */
function refuseOver(reply: FastifyReply, limit: Limit): void {
  if (limit.isAllowed || !limit.isExceeded) return;
  void reply.headers({
    'x-ratelimit-limit': limit.max,
    'x-ratelimit-remaining': 0,
    'x-ratelimit-reset': limit.ttlInSeconds,
    'retry-after': limit.ttlInSeconds,
  });
  throw new HttpError(429, M.tooManyRequests);
}

/** The address a sensitive route's body names, normalised; undefined without one. */
function emailOf(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || email.trim() === '') return undefined;
  return email.trim().toLowerCase();
}

/** Where the counters live: Redis, else the PostgreSQL server, else this process's memory. */
async function sharedStore(fastify: FastifyInstance): Promise<Partial<RateLimitPluginOptions>> {
  const { redisUrl, redisKeyPrefix, databaseUrl } = fastify.config;
  if (redisUrl) {
    // While Redis is unreachable a hit fails at once (no queue to wait in) and the request goes
    // through; a Redis that stops answering fails a hit after COMMAND_TIMEOUT_MS.
    const redis = new Redis(redisUrl, {
      connectTimeout: 1000,
      commandTimeout: COMMAND_TIMEOUT_MS,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    let down = false;
    redis.on('error', (err) => {
      if (!down) fastify.log.warn({ err }, 'rate limits: Redis unreachable, requests are not limited');
      down = true;
    });
    redis.on('ready', () => {
      if (down) fastify.log.info('rate limits: Redis reachable again');
      down = false;
    });
    // The first requests are counted too; a Redis down at start does not keep the API from starting.
    await new Promise<void>((resolve) => {
      const settled = () => {
        redis.off('ready', settled).off('error', settled);
        resolve();
      };
      redis.on('ready', settled).on('error', settled);
    });
    fastify.addHook('onClose', async () => redis.disconnect());
    fastify.log.info('rate limits: kept in Redis');
    return { redis, nameSpace: redisKeyPrefix ?? 'phonesheet-rate-limit-' };
  }
  if (databaseUrl) {
    fastify.log.info('rate limits: kept in PostgreSQL (rate_limit_hits)');
    return {
      store: postgresRateLimitStore({
        db: () => fastify.database.db,
        onError: (err) =>
          fastify.log.warn({ err }, 'rate limits: PostgreSQL store failed, request not limited'),
      }),
    };
  }
  return { cache: MEMORY_KEYS };
}
