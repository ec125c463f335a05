import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DataEnvelope, Health } from '@phonesheet/shared/contracts';
import { createDatabaseProbe } from '../../../../db/database';

const health: FastifyPluginAsyncTypebox = async (fastify) => {
  // Answers within a second even while the database is frozen (docs/deployment.md).
  const probe = createDatabaseProbe(fastify.database.db);
  fastify.get('', {
    schema: { tags: ['system'], response: { 200: DataEnvelope(Health), 503: DataEnvelope(Health) } },
    handler: async (_request, reply) => {
      const ping = await probe();
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
