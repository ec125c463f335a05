import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Call, DataEnvelope, FollowUpsQuery, Sheet, SheetQuery } from '@phonesheet/shared/contracts';
import { answers } from '../../../../../lib/route-schemas';
import { acceptsGzip } from '../../../../../lib/accept-encoding';

// Today's sheet and the follow-ups due (the reminders).
const sheet: FastifyPluginAsyncTypebox = async (fastify) => {
  const svc = fastify.phonesheet.calls;
  const tags = ['calls'];
  const security = [{ accessToken: [] }];

  fastify.get('/sheet', {
    schema: {
      tags,
      security,
      summary: "Today's sheet: rolled-over open calls, then the day's calls",
      querystring: SheetQuery,
      response: { 200: DataEnvelope(Sheet) },
    },
    // The service hands over the whole JSON body (built by the database, or as bytes shared by
    // the readers of one read or of the cache): a string or Buffer with a JSON content type is
    // sent as it is, so the typed payload is bypassed on purpose.
    handler: async (request, reply) => {
      const body = await svc.sheetBody(request.me, request.query);
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (typeof body === 'string' || Buffer.isBuffer(body)) return reply.send(body as never);
      if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(body.body as never);
      return reply.header('content-encoding', 'gzip').send(body.gzip() as never);
    },
  });

  fastify.get('/follow-ups', {
    schema: {
      tags,
      security,
      summary: "Follow-ups due up to a time (the reminders): one desk, or the caller's own and covered desks",
      querystring: FollowUpsQuery,
      response: { 200: DataEnvelope(Type.Array(Call)), ...answers.forbidden, ...answers.notFound },
    },
    handler: async (request) => ({ data: await svc.followUps(request.me, request.query) }),
  });
};

export default sheet;
