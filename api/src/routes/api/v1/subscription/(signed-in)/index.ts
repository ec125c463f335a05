import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BILLING_MESSAGES as B,
  ChangePlanBody,
  ClientSecretData,
  CreateSubscriptionBody,
  DataEnvelope,
  MessageEnvelope,
  PaymentMethodBody,
  PlanChangeReply,
  PlanUsage,
  SandboxCardBody,
  SandboxPaymentMethod,
  SubscriptionDetails,
} from '@phonesheet/shared/contracts';
import { answers, messageReply } from '../../../../../lib/route-schemas';
import { toPlanDto } from '../../../../../services/billing/plan-limits';

const gatewayDown = {
  502: Type.Unsafe({ $ref: 'Error#', description: 'The payment service is not reachable' }),
};
const keyReused = {
  422: Type.Unsafe({ $ref: 'Error#', description: 'This Idempotency-Key was used for another request' }),
};
const purchaseAnswers = {
  201: MessageEnvelope,
  ...answers.cardDeclined,
  ...answers.forbidden,
  404: Type.Unsafe({ $ref: 'Error#', description: 'No such plan' }),
  409: Type.Unsafe({
    $ref: 'Error#',
    description: 'Already subscribed, or the purchase is in progress',
  }),
  ...keyReused,
  ...gatewayDown,
};
const changePlanAnswers = {
  200: PlanChangeReply,
  400: Type.Unsafe({
    $ref: 'ValidationError#',
    description: 'No plan chosen, Basic chosen, or no paid subscription',
  }),
  ...answers.cardDeclined,
  ...answers.forbidden,
  404: Type.Unsafe({ $ref: 'Error#', description: 'No such plan' }),
  409: Type.Unsafe({
    $ref: 'Error#',
    description:
      'The users or the history exceed the smaller plan (limit, allowed, used), a renewal is unpaid, or a change is in progress',
  }),
  ...keyReused,
  ...gatewayDown,
};

// The subscription calls of a signed-in caller (docs/billing.md). Everyone reads the plan; only
// an administrator buys, cancels or changes the card, and the others are told to ask one.
const subscription: FastifyPluginAsyncTypebox = async (fastify) => {
  const { billing, planLimits } = fastify;
  const schemaBase = { tags: ['subscription'], security: [{ accessToken: [] }] };
  const adminOnly = { preHandler: fastify.requireAdmin, config: { notAdminText: B.askAdmin } };

  fastify.get('/clientSecrets', {
    ...adminOnly,
    schema: {
      ...schemaBase,
      response: { 200: DataEnvelope(ClientSecretData), ...answers.forbidden, ...gatewayDown },
    },
    handler: async (request) => ({ data: await billing.clientSecret(request.me) }),
  });

  // The Idempotency-Key header is claimed before the admin check and the handler run
  // (plugins/app/idempotency.ts), so a repeat gets the first answer, a 403 included.
  fastify.post('/createEnterpriseSubscription', {
    preHandler: adminOnly.preHandler,
    config: { ...adminOnly.config, idempotent: true },
    schema: {
      ...schemaBase,
      body: CreateSubscriptionBody,
      response: purchaseAnswers,
    },
    handler: async (request, reply) => {
      const { status, body } = await billing.purchase(request.me, request.body);
      return reply.status(status as 201).send(body);
    },
  });

  // Standard ⇄ Premium now, prorated (docs/billing.md "Changing plans"). A repeat finds the
  // company on the plan and charges nothing; the Idempotency-Key header replays the first answer.
  fastify.post('/changePlan', {
    preHandler: adminOnly.preHandler,
    config: { ...adminOnly.config, idempotent: true },
    schema: {
      ...schemaBase,
      body: ChangePlanBody,
      response: changePlanAnswers,
    },
    handler: async (request, reply) => {
      const { status, body } = await billing.changePlan(request.me, request.body.planId);
      return reply.status(status as 200).send(body as PlanChangeReply);
    },
  });

  fastify.get('/mySubscriptionDetails', {
    schema: { ...schemaBase, response: { 200: DataEnvelope(SubscriptionDetails) } },
    handler: async (request) => ({ data: await billing.details(request.me) }),
  });

  fastify.delete('/cancelSubscription', {
    ...adminOnly,
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
      const { status, body } = await billing.cancel(request.me);
      return reply.status(status as 200).send(body);
    },
  });

  fastify.post('/chooseBasic', {
    ...adminOnly,
    schema: { ...schemaBase, response: { ...messageReply, ...answers.forbidden, ...answers.conflict } },
    handler: async (request, reply) => {
      const { status, body } = await billing.chooseBasic(request.me);
      return reply.status(status as 200).send(body);
    },
  });

  fastify.post('/updatePaymentMethod', {
    ...adminOnly,
    schema: {
      ...schemaBase,
      body: PaymentMethodBody,
      response: { ...messageReply, ...answers.cardDeclined, ...answers.forbidden, ...gatewayDown },
    },
    handler: async (request, reply) => {
      const { status, body } = await billing.replaceCard(request.me, request.body.paymentMethodID);
      return reply.status(status as 200).send(body);
    },
  });

  fastify.get('/myPlan', {
    schema: { ...schemaBase, response: { 200: DataEnvelope(PlanUsage) } },
    handler: async (request) => {
      const { plan, seatsUsed } = await planLimits.usage(request.me.companyId);
      return { data: { plan: toPlanDto(plan), seatsUsed } };
    },
  });

  // The sandbox's stand-in for Stripe.js confirmCardSetup. The card number is read here and
  // dropped: only brand and last 4 digits are kept, and the logger redacts the body.
  // Documented only while the sandbox gateway is active; with Stripe it answers 404 to everyone
  // (the service), so the role is checked only with the sandbox.
  const sandbox = fastify.payments.gateway.name === 'sandbox';
  fastify.post('/sandbox/paymentMethods', {
    ...(sandbox ? adminOnly : {}),
    schema: {
      ...schemaBase,
      tags: ['sandbox'],
      summary:
        'Sandbox only: a card for the client secret of GET /clientSecrets (what Stripe.js does with ' +
        'Stripe); its id is the paymentMethodID of createEnterpriseSubscription. 4242 4242 4242 4242 is accepted, ' +
        '4000 0000 0000 0002 declined (docs/billing.md).',
      hide: !sandbox,
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
      const pm = await billing.confirmSandboxCard(request.me, request.body);
      return { data: pm };
    },
  });
};

export default subscription;
