import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ContactQuery, DataEnvelope } from '@phonesheet/shared/contracts';
import { answers } from '../../../../../lib/route-schemas';

// /apps/contactQuery: the contact-us messages, for the operators named in OPERATOR_EMAILS only.
const operators: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/contactQueries', {
    schema: {
      tags: ['operators'],
      security: [{ accessToken: [] }],
      response: { 200: DataEnvelope(Type.Array(ContactQuery)), ...answers.forbidden },
    },
    preHandler: fastify.requireOperator,
    handler: async () => ({ data: await fastify.contactQueries.list() }),
  });
};

export default operators;
