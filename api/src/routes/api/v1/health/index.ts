import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DataEnvelope, Health } from '@phonesheet/shared/contracts';
import { pingDatabase } from '../../../../db/database';

const health: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('', {
    schema: { tags: ['system'], response: { 200: DataEnvelope(Health), 503: DataEnvelope(Health) } },
    handler: async (_request, reply) => {
      const ping = await pingDatabase(fastify.database.db);
      return reply.status(ping.ok ? 200 : 503).send({
        data: {
          status: ping.ok ? 'ok' : 'degraded',
          database: { dialect: fastify.database.dialect, ...ping },
        },
      });
    },
  });
};

export default health;
