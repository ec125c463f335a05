import { Type } from '@sinclair/typebox';
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
import type { CurrentUser } from '../../../../../current-user';
import { answers, messageReply } from '../../../../../lib/route-schemas';
import { toPlanDto } from '../../../../../services/billing/plan-limits';

// SPEC.md §7 subscription calls for a signed-in caller (docs/billing.md).
const subscription: FastifyPluginAsyncTypebox = async (fastify) => {
  const { billing, planLimits } = fastify;
  const schemaBase = { tags: ['subscription'], security: [{ accessToken: [] }] };
  const me = (user: CurrentUser | null) => user as CurrentUser;
  const gatewayDown = {
    502: Type.Unsafe({ $ref: 'Error#', description: 'The payment service is not reachable' }),
  };

  fastify.get('/clientSecrets', {
    schema: {
      ...schemaBase,
      response: { 200: DataEnvelope(ClientSecretData), ...answers.forbidden, ...gatewayDown },
    },
    handler: async (request) => ({ data: await billing.clientSecret(me(request.user)) }),
  });

  // The Idempotency-Key header is claimed before the handler runs (plugins/app/idempotency.ts).
  fastify.post('/createEnterpriseSubscription', {
    config: { idempotent: true },
    schema: {
      ...schemaBase,
      body: CreateSubscriptionBody,
      response: {
        201: MessageEnvelope,
        ...answers.cardDeclined,
        ...answers.forbidden,
        404: Type.Unsafe({ $ref: 'Error#', description: 'No such plan' }),
        409: Type.Unsafe({
          $ref: 'Error#',
          description: 'Already subscribed, or the purchase is in progress',
        }),
        422: Type.Unsafe({
          $ref: 'Error#',
          description: 'This Idempotency-Key was used for another request',
        }),
        ...gatewayDown,
      },
    },
    handler: async (request, reply) => {
      const { status, body } = await billing.purchase(me(request.user), request.body);
      return reply.status(status as 201).send(body);
    },
  });

  fastify.get('/mySubscriptionDetails', {
    schema: { ...schemaBase, response: { 200: DataEnvelope(SubscriptionDetails) } },
    handler: async (request) => ({ data: await billing.details(me(request.user)) }),
  });

  fastify.delete('/cancelSubscription', {
    schema: {
      ...schemaBase,
      response: {
        ...messageReply,
        400: Type.Unsafe({ $ref: 'ValidationError#', description: 'No paid subscription' }),
        ...answers.forbidden,
        ...gatewayDown,
      },
    },
    handler: async (request, reply) => {
      const { status, body } = await billing.cancel(me(request.user));
      return reply.status(status as 200).send(body);
    },
  });

  fastify.post('/chooseBasic', {
    schema: { ...schemaBase, response: { ...messageReply, ...answers.forbidden, ...answers.conflict } },
    handler: async (request, reply) => {
      const { status, body } = await billing.chooseBasic(me(request.user));
      return reply.status(status as 200).send(body);
    },
  });

  fastify.post('/updatePaymentMethod', {
    schema: {
      ...schemaBase,
      body: PaymentMethodBody,
      response: { ...messageReply, ...answers.cardDeclined, ...answers.forbidden, ...gatewayDown },
    },
    handler: async (request, reply) => {
      const { status, body } = await billing.replaceCard(me(request.user), request.body.paymentMethodID);
      return reply.status(status as 200).send(body);
    },
  });

  fastify.get('/myPlan', {
    schema: { ...schemaBase, response: { 200: DataEnvelope(PlanUsage) } },
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
  // Documented only while the sandbox gateway is active (with Stripe it answers 404).
  fastify.post('/sandbox/paymentMethods', {
    schema: {
      ...schemaBase,
      tags: ['sandbox'],
      summary:
        'Sandbox only: a card for the client secret of GET /clientSecrets (what Stripe.js does with ' +
        'Stripe); its id is the paymentMethodID of createEnterpriseSubscription. 4242 4242 4242 4242 is accepted, ' +
        '4000 0000 0000 0002 declined (docs/billing.md).',
      hide: fastify.payments.gateway.name !== 'sandbox',
      body: SandboxCardBody,
      response: {
        200: DataEnvelope(SandboxPaymentMethod),
        ...answers.cardDeclined,
        ...answers.forbidden,
        ...answers.notFound,
        ...gatewayDown,
      },
    },
    handler: async (request) => {
      const pm = await billing.confirmSandboxCard(me(request.user), request.body);
      return { data: pm };
    },
  });
};

export default subscription;
