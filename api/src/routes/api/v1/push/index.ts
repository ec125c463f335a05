import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DataEnvelope,
  PushDeviceBody,
  PushMuteBody,
  PushQuietHoursBody,
  PushSettings,
} from '@phonesheet/shared/contracts';
import { answers } from '../../../../lib/route-schemas';

// Push notifications of calls for the caller (My Account): this session's device, its mute,
// and the user's quiet hours. Every answer is the whole settings.
const push: FastifyPluginAsyncTypebox = async (fastify) => {
  const tags = ['push'];
  const security = [{ accessToken: [] }];
  const response = { 200: DataEnvelope(PushSettings) };

  fastify.get('', {
    schema: {
      tags,
      security,
      summary: "The VAPID public key, this session's device (null until it opts in) and the quiet hours",
      response,
    },
    handler: async (request) => ({ data: await fastify.push.settings(request.me) }),
  });

  fastify.put('/device', {
    schema: {
      tags,
      security,
      summary: "Opts this session's device in with its browser's push subscription; it ends with the session",
      body: PushDeviceBody,
      response,
    },
    handler: async (request) => ({ data: await fastify.push.subscribe(request.me, request.body) }),
  });

  fastify.patch('/device', {
    schema: {
      tags,
      security,
      summary: "Mutes or unmutes this session's device (404 when it has not opted in)",
      body: PushMuteBody,
      response: { ...response, ...answers.notFound },
    },
    handler: async (request) => ({ data: await fastify.push.mute(request.me, request.body.muted) }),
  });

  fastify.delete('/device', {
    schema: { tags, security, summary: "Opts this session's device out", response },
    handler: async (request) => ({ data: await fastify.push.unsubscribe(request.me) }),
  });

  fastify.put('/quiet-hours', {
    schema: {
      tags,
      security,
      summary: 'The hours without pushes, every device, in an IANA time zone (null: none)',
      body: PushQuietHoursBody,
      response,
    },
    handler: async (request) => ({ data: await fastify.push.saveQuietHours(request.me, request.body) }),
  });
};

export default push;
