import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DataEnvelope, Health } from '@phonesheet/shared/contracts';
import { pingDatabase } from '../../../../db/database';

const health: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('', {
    schema: { tags: ['system'], response: { 200: DataEnvelope(Health), 503: DataEnvelope(Health) } },
    handler: async (_request, reply) => {
      const ping = await pingDatabase(fastify.database.db);
      // An instance whose event listener is gone serves requests but no live events: not ready.
      const liveEvents = fastify.phonesheet.events.live();
      const ok = ping.ok && liveEvents;
      return reply.status(ok ? 200 : 503).send({
        data: {
          status: ok ? 'ok' : 'degraded',
          database: { dialect: fastify.database.dialect, ...ping },
          liveEvents,
        },
      });
    },
  });
};

export default health;
