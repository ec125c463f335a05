import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DataEnvelope, DevMail } from '@phonesheet/shared/contracts';

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
};

export default devRoutes;
