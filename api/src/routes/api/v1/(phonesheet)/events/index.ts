import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PhonesheetEvent } from '@phonesheet/shared/contracts';
import type { CurrentUser } from '../../../../../types';

const HEARTBEAT_MS = 25_000;

/** Streams one session may hold open; a new one past this closes the oldest (issue 27). */
export const MAX_STREAMS_PER_SESSION = 5;

/**
 * The last frame a stream gets before the server closes it, and why:
 * - 'too-many-streams': the session opened another stream; the client should not fight back
 *   (it reconnects only when the user comes back to that tab);
 * - 'restart': the server is going away; reconnect now, to this or another instance.
 */
export type StreamClosedReason = 'too-many-streams' | 'restart';
const closedFrame = (reason: StreamClosedReason) => `event: stream.closed\ndata: {"reason":"${reason}"}\n\n`;

// One frame per event, built once and written to every stream of the company: the bus hands
// every listener the same event object, so the first stream to see it serialises it.
const frames = new WeakMap<PhonesheetEvent, string>();
function frameOf(event: PhonesheetEvent): string {
  let frame = frames.get(event);
  if (frame === undefined) {
    frame = `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
    frames.set(event, frame);
  }
  return frame;
}

// Server-sent events of the caller's company. EventSource cannot set headers, so it brings a
// short-lived, single-use ?ticket= for 'events' (docs/phone-sheet.md "Live events").
const events: FastifyPluginAsyncTypebox = async (fastify) => {
  const bus = fastify.phonesheet.events;
  /** Open streams by session, oldest first; each entry ends its stream with a reason. */
  const bySession = new Map<string, Array<(reason?: StreamClosedReason) => void>>();
  // preClose, not onClose: the server waits for open connections before onClose runs, and a
  // stream never ends by itself; told first, the clients reconnect at once elsewhere.
  fastify.addHook('preClose', async () => {
    for (const ends of [...bySession.values()]) for (const end of [...ends]) end('restart');
  });

  fastify.get('', {
    schema: {
      tags: ['events'],
      security: [{ accessToken: [] }],
      summary:
        'text/event-stream of call.created, call.updated, call.deleted, call.restored, statuses.changed, calls.imported; stream.closed before the server closes a stream',
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
      const unsubscribe = bus.subscribe(user.companyId, (event) => raw.write(frameOf(event)));
      const heartbeat = setInterval(() => raw.write(`: ping\n\n`), HEARTBEAT_MS);
      const ends = bySession.get(user.sessionId) ?? [];
      bySession.set(user.sessionId, ends);
      const end = (reason?: StreamClosedReason) => {
        clearInterval(heartbeat);
        unsubscribe();
        const at = ends.indexOf(end);
        if (at >= 0) ends.splice(at, 1);
        if (!ends.length && bySession.get(user.sessionId) === ends) bySession.delete(user.sessionId);
        if (!raw.writableEnded) {
          if (reason) raw.write(closedFrame(reason));
          raw.end();
        }
      };
      ends.push(end);
      while (ends.length > MAX_STREAMS_PER_SESSION) ends[0]!('too-many-streams');
      request.raw.on('close', () => end());
    },
  });
};

export default events;
