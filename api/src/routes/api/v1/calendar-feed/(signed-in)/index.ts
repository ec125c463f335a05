import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CalendarFeed, DataEnvelope } from '@phonesheet/shared/contracts';

// The signed-in user's calendar feed link (My Account).
const calendarFeedLink: FastifyPluginAsyncTypebox = async (fastify) => {
  const tags = ['calendar'];
  const security = [{ accessToken: [] }];

  fastify.get('/link', {
    schema: {
      tags,
      security,
      summary: "The caller's private calendar feed link (made on first use)",
      response: { 200: DataEnvelope(CalendarFeed) },
    },
    handler: async (request) => ({ data: await fastify.calendar.myFeed(request.me) }),
  });

  fastify.post('/rotate', {
    schema: {
      tags,
      security,
      summary: 'A new calendar feed link; the old one answers 404 from now on',
      response: { 200: DataEnvelope(CalendarFeed) },
    },
    handler: async (request) => ({ data: await fastify.calendar.rotate(request.me) }),
  });
};

export default calendarFeedLink;
