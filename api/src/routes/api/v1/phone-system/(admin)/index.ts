import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DataEnvelope,
  PHONE_SYSTEM_MESSAGES as PSM,
  PhoneSystemSecret,
  PhoneSystemSettings,
  UpdatePhoneSystemBody,
} from '@phonesheet/shared/contracts';
import { answers } from '../../../../../lib/route-schemas';

// The company's phone system, for its admins (My Account › Phone system).
const phoneSystemSettings: FastifyPluginAsyncTypebox = async (fastify) => {
  const svc = fastify.phoneSystem;
  const tags = ['phone system'];
  const security = [{ accessToken: [] }];
  const preHandler = fastify.requireAdmin;

  fastify.get('/settings', {
    schema: {
      tags,
      security,
      summary:
        "Admin: the company's phone system: its webhook URLs, Twilio account and numbers (made on first use)",
      response: { 200: DataEnvelope(PhoneSystemSettings), ...answers.forbidden },
    },
    preHandler,
    handler: async (request) => ({ data: await svc.settings(request.me) }),
  });

  fastify.patch('/settings', {
    schema: {
      tags,
      security,
      summary:
        'Admin: the Twilio Account SID and Auth Token (write-only), the desk of unmapped numbers, ' +
        'and the numbers mapped to desks (the whole list)',
      body: UpdatePhoneSystemBody,
      response: { 200: DataEnvelope(PhoneSystemSettings), ...answers.forbidden },
    },
    preHandler,
    handler: async (request) => ({ data: await svc.update(request.me, request.body), msg: PSM.saved }),
  });

  fastify.get('/secret', {
    schema: {
      tags,
      security,
      summary: "Admin: the generic webhook's signing secret",
      response: { 200: DataEnvelope(PhoneSystemSecret), ...answers.forbidden },
    },
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: await svc.revealSecret(request.me) };
    },
  });

  fastify.post('/secret/rotate', {
    schema: {
      tags,
      security,
      summary: 'Admin: a new signing secret; callbacks signed with the old one get 403 from now on',
      response: { 200: DataEnvelope(PhoneSystemSecret), ...answers.forbidden },
    },
    preHandler,
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: await svc.rotateSecret(request.me), msg: PSM.rotated };
    },
  });
};

export default phoneSystemSettings;
