import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DataEnvelope, DigestSettings, DigestSettingsBody } from '@phonesheet/shared/contracts';

// The signed-in user's morning digest settings (My Account).
const digest: FastifyPluginAsyncTypebox = async (fastify) => {
  const tags = ['digest'];
  const security = [{ accessToken: [] }];

  fastify.get('/settings', {
    schema: {
      tags,
      security,
      summary: "The caller's digest settings (defaults until saved) and whether they have a desk",
      response: { 200: DataEnvelope(DigestSettings) },
    },
    handler: async (request) => ({ data: await fastify.digest.settings(request.me) }),
  });

  fastify.put('/settings', {
    schema: {
      tags,
      security,
      summary: 'Turns the digest on or off, with its time of day, IANA time zone and language',
      body: DigestSettingsBody,
      response: { 200: DataEnvelope(DigestSettings) },
    },
    handler: async (request) => ({ data: await fastify.digest.saveSettings(request.me, request.body) }),
  });
};

export default digest;
