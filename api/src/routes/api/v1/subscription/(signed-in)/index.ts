import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ClientSecretData,
  CreateSubscriptionBody,
  DataEnvelope,
  MessageEnvelope,
  PaymentMethodBody,
  PlanUsage,
  SandboxCardBody,
  SandboxPaymentMethod,
  SubscriptionDetails,
} from '@phonesheet/shared/contracts';
import type { CurrentUser } from '../../../../../types';
import { failures, messageReply } from '../../../../../lib/route-schemas';
import { toPlanDto } from '../../../../../services/billing-plan-limits';

// SPEC.md §7 subscription calls for a signed-in caller (docs/billing.md).
const subscription: FastifyPluginAsyncTypebox = async (fastify) => {
  const { billing, planLimits } = fastify;
  const schemaBase = { tags: ['subscription'], security: [{ accessToken: [] }] };
  const me = (user: CurrentUser | null) => user as CurrentUser;

  fastify.get('/clientSecrets', {
    schema: { ...schemaBase, response: { 200: DataEnvelope(ClientSecretData), ...failures } },
    handler: async (request) => ({ data: await billing.clientSecret(me(request.user)) }),
  });

  fastify.post('/createEnterpriseSubscription', {
    schema: { ...schemaBase, body: CreateSubscriptionBody, response: { 201: MessageEnvelope, ...failures } },
    handler: async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const key = (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
      const { status, body } = await billing.purchase(me(request.user), request.body, key);
      return reply.status(status).send(body);
    },
  });

  fastify.get('/mySubscriptionDetails', {
    schema: { ...schemaBase, response: { 200: DataEnvelope(SubscriptionDetails), ...failures } },
    handler: async (request) => ({ data: await billing.details(me(request.user)) }),
  });

  fastify.delete('/cancelSubscription', {
    schema: { ...schemaBase, response: messageReply },
    handler: async (request, reply) => {
      const { status, body } = await billing.cancel(me(request.user));
      return reply.status(status).send(body);
    },
  });

  fastify.post('/chooseBasic', {
    schema: { ...schemaBase, response: messageReply },
    handler: async (request, reply) => {
      const { status, body } = await billing.chooseBasic(me(request.user));
      return reply.status(status).send(body);
    },
  });

  fastify.post('/updatePaymentMethod', {
    schema: { ...schemaBase, body: PaymentMethodBody, response: messageReply },
    handler: async (request, reply) => {
      const { status, body } = await billing.replaceCard(me(request.user), request.body.paymentMethodID);
      return reply.status(status).send(body);
    },
  });

  fastify.get('/myPlan', {
    schema: { ...schemaBase, response: { 200: DataEnvelope(PlanUsage), ...failures } },
    handler: async (request) => {
      const { companyId } = me(request.user);
      const [plan, seatsUsed] = await Promise.all([
        planLimits.planFor(companyId),
        planLimits.seatsUsed(companyId),
      ]);
      return { data: { plan: toPlanDto(plan), seatsUsed } };
    },
  });

  // The sandbox's stand-in for Stripe.js confirmCardSetup. The card number is read here and
  // dropped: only brand and last 4 digits are kept, and the logger redacts the body.
  fastify.post('/sandbox/paymentMethods', {
    schema: {
      ...schemaBase,
      hide: true,
      body: SandboxCardBody,
      response: { 200: DataEnvelope(SandboxPaymentMethod), ...failures },
    },
    handler: async (request) => {
      const pm = await billing.confirmSandboxCard(me(request.user), request.body);
      return { data: pm };
    },
  });
};

export default subscription;
