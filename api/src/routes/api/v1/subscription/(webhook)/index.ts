import type { FastifyPluginAsync } from 'fastify';
import { BILLING_MESSAGES as B } from '@phonesheet/shared/contracts';
import { WebhookSignatureError } from '../../../../../payments/gateway';

// Stripe signs the exact bytes it sent, so this route (alone: the parser is encapsulated
// in this plugin) keeps the body raw.
const webhook: FastifyPluginAsync = async (fastify) => {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  fastify.post('/webhook', {
    schema: { tags: ['subscription'], hide: true },
    handler: async (request, reply) => {
      if (!fastify.billing.isStripe) return reply.status(404).send({ msg: B.webhookNotConfigured });
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = fastify.billing.parseWebhook(raw, Array.isArray(signature) ? signature[0] : signature);
      } catch (err) {
        if (err instanceof WebhookSignatureError) {
          request.log.warn({ reason: err.message }, 'webhook refused');
          return reply.status(400).send({ msg: B.webhookSignature });
        }
        throw err;
      }
      const outcome = await fastify.billing.applyEvent(event);
      return { data: { received: true, outcome } };
    },
  });
};

export default webhook;
