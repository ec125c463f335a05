import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PHONESHEET_MESSAGES as PM } from '@phonesheet/shared/contracts';
import { HttpError } from '../../../../../lib/http-error';

// Server-sent events of the caller's company. EventSource cannot set headers, so it brings a
// short-lived, single-use ?ticket= for 'events' (docs/phone-sheet.md "Live events").
const LAST_EVENT_ID = /^\d{1,18}$/;

const events: FastifyPluginAsyncTypebox = async (fastify) => {
  const hub = fastify.phonesheet.streams;

  fastify.get('', {
    schema: {
      tags: ['events'],
      security: [{ accessToken: [] }],
      summary:
        'text/event-stream of call.created, call.updated, call.deleted, call.restored, statuses.changed, calls.imported, covers.changed, each with its id, and notification.created for this user only; ' +
        'after Last-Event-ID (header) or ?lastEventId= the events missed first, or stream.reset; stream.closed before the server closes a stream',
      querystring: Type.Object({
        ticket: Type.Optional(Type.String({ maxLength: 200 })),
        lastEventId: Type.Optional(Type.String({ maxLength: 40 })),
      }),
      response: {
        200: {
          description: 'The event stream',
          content: { 'text/event-stream': { schema: Type.String() } },
        },
      },
    },
    config: { urlTicket: 'events' },
    handler: async (request, reply) => {
      const user = request.me;
      // EventSource sends the header when it reconnects by itself; a new EventSource (a new
      // ticket) cannot, so the client passes the id it last saw in the query.
      const header = request.headers['last-event-id'];
      const lastEventId = request.query.lastEventId ?? (typeof header === 'string' ? header : undefined);
      if (lastEventId !== undefined && lastEventId !== '' && !LAST_EVENT_ID.test(lastEventId))
        throw new HttpError(400, PM.badLastEventId);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and similar proxies must not buffer the stream
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: 3000\n: connected\n\n`);
      // Small frames go out at once rather than waiting for an acknowledgement (Nagle).
      raw.socket?.setNoDelay(true);
      await hub.open({
        companyId: user.companyId,
        sessionId: user.sessionId,
        userId: user.id,
        raw,
        lastEventId: lastEventId || null,
      });
    },
  });
};

export default events;
