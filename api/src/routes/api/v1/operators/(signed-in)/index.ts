import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BILLING_MESSAGES as B, ContactQuery, DataEnvelope } from '@phonesheet/shared/contracts';
import { HttpError } from '../../../../../lib/http-error';
import { answers } from '../../../../../lib/route-schemas';

// /apps/contactQuery: the contact-us messages, for the operators named in OPERATOR_EMAILS only.
const operators: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/contactQueries', {
    schema: {
      tags: ['operators'],
      security: [{ accessToken: [] }],
      response: { 200: DataEnvelope(Type.Array(ContactQuery)), ...answers.forbidden },
    },
    handler: async (request) => {
      const user = request.user;
      if (!user || !(await fastify.contactQueries.isOperator(user.id, user.companyId)))
        throw new HttpError(403, B.notAuthorized);
      return { data: await fastify.contactQueries.list() };
    },
  });
};

export default operators;
