import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PhonesheetEvent } from '@phonesheet/shared/contracts';
import type { CurrentUser } from '../../../../../types';

const HEARTBEAT_MS = 25_000;

// Server-sent events of the caller's company. EventSource cannot set headers, so it brings a
// short-lived ?ticket= for 'events' (docs/phone-sheet.md "Live events").
const events: FastifyPluginAsyncTypebox = async (fastify) => {
  const bus = fastify.phonesheet.events;
  const open = new Set<() => void>();
  fastify.addHook('onClose', async () => {
    for (const end of open) end();
  });

  fastify.get('', {
    schema: {
      tags: ['events'],
      security: [{ accessToken: [] }],
      summary:
        'text/event-stream of call.created, call.updated, call.deleted, call.restored, statuses.changed, calls.imported',
      querystring: Type.Object({ ticket: Type.Optional(Type.String({ maxLength: 200 })) }),
      produces: ['text/event-stream'],
    },
    config: { urlTicket: 'events' },
    handler: async (request, reply) => {
      const user = request.user as CurrentUser;
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
      const send = (event: PhonesheetEvent) =>
        raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      const unsubscribe = bus.subscribe(user.companyId, send);
      const heartbeat = setInterval(() => raw.write(`: ping\n\n`), HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        if (!raw.writableEnded) raw.end();
      };
      open.add(end);
      request.raw.on('close', end);
    },
  });
};

export default events;
