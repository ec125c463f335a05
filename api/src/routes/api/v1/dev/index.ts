import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DataEnvelope, DevMail } from '@phonesheet/shared/contracts';
import { ValidationFailed } from '../../../../lib/http-error';

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
};

export default devRoutes;
