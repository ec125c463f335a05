import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContactUsBody, MessageEnvelope, validateContactUs } from '@phonesheet/shared/contracts';

const contactUs: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post('', {
    schema: { tags: ['contact'], body: ContactUsBody, response: { 201: MessageEnvelope } },
    config: { validateBody: validateContactUs },
    handler: async (request, reply) => {
      // Public form; a valid token (optional) ties the message to the sender's company.
      const sender = await fastify.optionalUser(request);
      const { status, msg } = await fastify.contact.submit(request.body, sender);
      return reply.status(status as 201).send({ msg });
    },
  });
};

export default contactUs;
