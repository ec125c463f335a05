import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CallMailBody,
  CallMailSettings,
  ChatWebhookBody,
  CompanyForwarding,
  CompanyTimeZoneBody,
  DataEnvelope,
  Uuid,
} from '@phonesheet/shared/contracts';
import { answers } from '../../../../lib/route-schemas';

// "X called for you" wherever the person is (docs/integrations.md): the caller's e-mail per
// call (My Account), and the company's chat webhooks and time zone (admins).
const forwarding: FastifyPluginAsyncTypebox = async (fastify) => {
  const svc = fastify.forwarding;
  const tags = ['forwarding'];
  const security = [{ accessToken: [] }];
  const admin = { preHandler: fastify.requireAdmin };
  const company = { 200: DataEnvelope(CompanyForwarding), ...answers.forbidden };

  fastify.get('/mail', {
    schema: {
      tags,
      security,
      summary: 'E-mail per call: on or off, and quiet hours',
      response: { 200: DataEnvelope(CallMailSettings) },
    },
    handler: async (request) => ({ data: await svc.mailSettings(request.me) }),
  });

  fastify.put('/mail', {
    schema: {
      tags,
      security,
      summary: '"E-mail me each call logged for me", with quiet hours in the company’s time zone',
      body: CallMailBody,
      response: { 200: DataEnvelope(CallMailSettings) },
    },
    handler: async (request) => ({ data: await svc.saveMailSettings(request.me, request.body) }),
  });

  fastify.get('/company', {
    ...admin,
    schema: {
      tags,
      security,
      summary: 'Admin: the time zone and chat webhooks, with their last delivery',
      response: company,
    },
    handler: async (request) => ({ data: await svc.company(request.me) }),
  });

  fastify.put('/company/time-zone', {
    ...admin,
    schema: {
      tags,
      security,
      summary: "Admin: the company's time zone",
      body: CompanyTimeZoneBody,
      response: company,
    },
    handler: async (request) => ({ data: await svc.setTimeZone(request.me, request.body.timeZone) }),
  });

  fastify.put('/company/webhooks', {
    ...admin,
    schema: {
      tags,
      security,
      summary:
        "Admin: connects a Slack or Teams incoming webhook for a desk or the company (replacing that one's)",
      body: ChatWebhookBody,
      response: company,
    },
    handler: async (request) => ({ data: await svc.connect(request.me, request.body) }),
  });

  fastify.delete('/company/webhooks/:id', {
    ...admin,
    schema: {
      tags,
      security,
      summary: 'Admin: disconnects a webhook',
      params: Type.Object({ id: Uuid() }),
      response: { ...company, ...answers.notFound },
    },
    handler: async (request) => ({ data: await svc.disconnect(request.me, request.params.id) }),
  });
};

export default forwarding;
