import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

// The host's beacon when a remote fails to load in a browser (host/src/federation/load-beacon.ts).
// Anyone may send one (the page may be signed out); the API's rate limit bounds how many.
const remotes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post('/load-failures', {
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
