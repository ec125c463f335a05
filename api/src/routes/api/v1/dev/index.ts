import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DataEnvelope, DevMail } from '@phonesheet/shared/contracts';
import { randomUUID } from 'node:crypto';
import { ValidationFailed } from '../../../../lib/http-error';
import { hmac, randomToken, sha256 } from '../../../../lib/crypto';

// The development mailbox; not registered at all with SMTP or in production (→ 404).
const devRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  if (!fastify.mailer.devMailbox) return;
  fastify.get('/mailbox', {
    schema: { tags: ['dev'], response: { 200: DataEnvelope(Type.Array(DevMail)) } },
    handler: async () => {
      const rows = await fastify.database.db
        .selectFrom('dev_mailbox')
        .select(['to', 'subject', 'text', 'html', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      return { data: rows.map(({ created_at, ...m }) => ({ ...m, createdAt: created_at.toISOString() })) };
    },
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

  // A session of the kind earlier versions opened, with its 12-hour bearer token, for the
  // caller: what a browser of an earlier version still holds in localStorage, so the one-time
  // exchange (POST /auth/exchangeToken) can be tried end to end (e2e). Development only.
  fastify.post('/legacySession', {
    schema: {
      tags: ['dev'],
      security: [{ accessToken: [] }],
      response: { 200: DataEnvelope(Type.Object({ token: Type.String() })) },
    },
    preHandler: (request) => fastify.requireSession(request),
    handler: async (request) => {
      const id = randomUUID();
      const secret = randomToken(24);
      await fastify.database.db
        .insertInto('sessions')
        .values({
          id,
          company_id: request.me.companyId,
          user_id: request.me.id,
          secret_hash: sha256(secret),
          expires_at: new Date(Date.now() + fastify.config.sessionTtlSeconds * 1000),
        })
        .execute();
      return { data: { token: `${id}.${secret}.${hmac(fastify.config.sessionSecret, `${id}.${secret}`)}` } };
    },
  });
};

export default devRoutes;
