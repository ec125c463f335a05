import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DataEnvelope, DevMail } from '@phonesheet/shared/contracts';
import { ValidationFailed } from '../../../../lib/http-error';
import { openLegacySession } from '../../../../services/accounts/legacy-session';
import { readDevMailbox } from '../../../../mail/transports';

// The development mailbox; not registered at all with SMTP or in production (→ 404).
const devRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  if (!fastify.mailer.devMailbox) return;
  fastify.get('/mailbox', {
    schema: { tags: ['dev'], response: { 200: DataEnvelope(Type.Array(DevMail)) } },
    handler: async () => ({ data: await readDevMailbox(fastify.database.db) }),
  });
  // The morning digest's tick at a chosen instant (a moved clock), so a digest can be seen in
  // this mailbox on any day (e2e, demos); the real tick runs every DIGEST_INTERVAL_MS.
  fastify.post('/digest-tick', {
    schema: {
      tags: ['dev'],
      body: Type.Object({ at: Type.Optional(Type.String({ maxLength: 40 })) }),
      response: { 200: DataEnvelope(Type.Object({ sent: Type.Integer(), empty: Type.Integer() })) },
    },
    handler: async (request) => {
      const at = request.body.at ? new Date(request.body.at) : new Date();
      if (Number.isNaN(at.getTime())) throw new ValidationFailed(['at must be an ISO instant']);
      return { data: await fastify.digest.tick(at) };
    },
  });

  // A session of the kind earlier versions opened, for the caller (services/accounts/legacy-session.ts):
  // the one-time exchange (POST /auth/exchangeToken) tried end to end (e2e). Development only.
  fastify.post('/legacySession', {
    schema: {
      tags: ['dev'],
      security: [{ accessToken: [] }],
      response: { 200: DataEnvelope(Type.Object({ token: Type.String() })) },
    },
    preHandler: (request) => fastify.requireSession(request),
    handler: async (request) => {
      const token = await openLegacySession(fastify.database.db, request.me, {
        ttlSeconds: fastify.config.sessionTtlSeconds,
        signingSecret: fastify.config.sessionSecret,
      });
      return { data: { token } };
    },
  });
};

export default devRoutes;
