import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { ACCOUNT_MESSAGES as M } from '@phonesheet/shared/contracts';
import { HttpError } from '../../lib/http-error';

const WINDOW_MS = 60_000;

/**
 * Sensitive auth routes (config.sensitive) are limited per IP (RATE_LIMIT_MAX a minute,
 * @fastify/rate-limit, before anything else runs) and per e-mail address (5 a minute, here,
 * once the body is parsed).
 */
export default fp(
  async (fastify) => {
    const { rateLimitMax, rateLimitPerEmail } = fastify.config;
    const perEmail = new Map<string, { count: number; resetAt: number }>();
    const sweep = setInterval(() => {
      const now = Date.now();
      for (const [k, v] of perEmail) if (v.resetAt <= now) perEmail.delete(k);
    }, WINDOW_MS);
    sweep.unref();
    fastify.addHook('onClose', async () => clearInterval(sweep));

    fastify.addHook('onRoute', (route) => {
      if (!route.config?.sensitive) return;
      route.config = { ...route.config, rateLimit: { max: rateLimitMax, timeWindow: WINDOW_MS } };
      const emailLimit = async (request: { body: unknown; routeOptions: { url?: string } }) => {
        const email = (request.body as { email?: unknown } | undefined)?.email;
        if (typeof email !== 'string' || email.trim() === '') return;
        const key = `${request.routeOptions.url}|${email.trim().toLowerCase()}`;
        const now = Date.now();
        const entry = perEmail.get(key);
        if (!entry || entry.resetAt <= now) {
          perEmail.set(key, { count: 1, resetAt: now + WINDOW_MS });
          return;
        }
        entry.count++;
        if (entry.count > rateLimitPerEmail) throw new HttpError(429, M.tooManyRequests);
      };
      const existing = route.preValidation;
      route.preValidation = [
        emailLimit,
        ...(existing ? (Array.isArray(existing) ? existing : [existing]) : []),
      ];
    });

    await fastify.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new HttpError(429, M.tooManyRequests),
    });
  },
  { name: 'rate-limit' },
);
