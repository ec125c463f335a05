import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CompanyUser, DataEnvelope } from '@phonesheet/shared/contracts';

// GET /api/user/list at the path the first clients called, outside /api/v1 (same answer as
// /api/v1/user/list).
const legacyUser: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/list', {
    schema: {
      tags: ['users'],
      security: [{ accessToken: [] }],
      summary: 'Legacy path of /api/v1/user/list',
      response: { 200: DataEnvelope(Type.Array(CompanyUser)) },
    },
    preHandler: fastify.requireSession,
    handler: async (request) => ({ data: await fastify.phonesheet.users.list(request.me) }),
  });
};

export default legacyUser;
