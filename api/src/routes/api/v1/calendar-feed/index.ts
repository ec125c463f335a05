import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCOUNT_MESSAGES as M } from '@phonesheet/shared/contracts';
import { sha256 } from '../../../../lib/crypto';
import { HttpError } from '../../../../lib/http-error';

// The feed itself: calendar apps cannot sign in, so the token in the link is the credential.
// Limited per link, not per IP: Google and Microsoft fetch every subscriber's feed from a few
// addresses of their own, which a per-IP limit would make everyone share. A link is a 256-bit
// secret, so guessing gains nothing from many tries; each try is one lookup by its hash.
const calendarFeed: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/:token', {
    schema: {
      tags: ['calendar'],
      summary:
        'The iCalendar feed (RFC 5545) of a calendar feed link: owed calls and follow-ups as events, ' +
        'cancelled ones for 30 days; 404 for an unknown or rotated link, or a deactivated user',
      params: Type.Object({ token: Type.String({ maxLength: 100, description: '<token>.ics' }) }),
      response: {
        200: {
          description: 'The calendar',
          content: { 'text/calendar': { schema: Type.String() } },
        },
      },
    },
    config: {
      rateLimit: {
        max: fastify.config.rateLimitMax,
        timeWindow: 60_000,
        keyGenerator: (request) => `calendar-feed-${sha256((request.params as { token: string }).token)}`,
      },
    },
    handler: async (request, reply) => {
      const body = await fastify.calendar.feed(request.params.token.replace(/\.ics$/, ''));
      if (body === null) throw new HttpError(404, M.notFound);
      return (
        reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="phonesheet.ics"')
          // A private feed: no shared cache may keep it; calendars fetch it again on their schedule.
          .header('cache-control', 'private, no-cache')
          .header('x-robots-tag', 'noindex')
          .send(body)
      );
    },
  });
};

export default calendarFeed;
