import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DataEnvelope, QueryBoolean, SubscriptionPlan } from '@phonesheet/shared/contracts';

// The plan catalogue is public: the purchase form and /apps/subscriptionPlans both list it.
const plans: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/getSubscriptionPlans', {
    schema: {
      tags: ['subscription'],
      querystring: Type.Object({
        paid: Type.Optional(QueryBoolean('paid', 'true: paid plans only')),
      }),
      response: { 200: DataEnvelope(Type.Array(SubscriptionPlan)) },
    },
    handler: async (request) => ({ data: await fastify.billing.listPlans(request.query.paid === 'true') }),
  });
};

export default plans;
