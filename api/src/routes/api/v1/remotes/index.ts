import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

/** A beacon is under 1 KiB (four short fields); anything larger is not read. */
export const BEACON_MAX_BYTES = 2048;
/** Beacons counted per address and minute: a browser sends one per failed load of a remote. */
export const BEACONS_PER_MINUTE = 60;

// The host's beacon when a remote fails to load in a browser (host/src/federation/load-beacon.ts).
// Anyone may send one (the page may be signed out), so it is bounded on its own: its size
// (bodyLimit, 413), its rate per address (429), and the rows it can make (load-health.ts keeps
// the newest few per remote).
const remotes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post('/load-failures', {
    bodyLimit: BEACON_MAX_BYTES,
    config: {
      rateLimit: {
        max: BEACONS_PER_MINUTE,
        timeWindow: 60_000,
        keyGenerator: (request) => `load-failures-${request.ip}`,
      },
    },
    schema: {
      tags: ['remotes'],
      summary: 'Report a remote that failed to load in this browser',
      body: Type.Object(
        {
          remote: Type.Union(['auth', 'billing', 'phonesheet', 'templates'].map((r) => Type.Literal(r))),
          version: Type.Optional(Type.String({ maxLength: 80, pattern: '^[0-9A-Za-z.+-]*$' })),
          manifestUrl: Type.Optional(Type.String({ maxLength: 500 })),
          reason: Type.String({ minLength: 1, maxLength: 300 }),
        },
        { additionalProperties: false },
      ),
      // A beacon reads no answer; the API's own envelope all the same (every answer has a body).
      response: { 202: Type.Object({ msg: Type.String() }) },
    },
    handler: async (request, reply) => {
      const { remote, version, reason } = request.body;
      await fastify.loadHealth.record({ remote, version, reason });
      return reply.status(202).send({ msg: 'Recorded' });
    },
  });
};

export default remotes;
