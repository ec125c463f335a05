import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CompanyUsersList } from '@phonesheet/shared/contracts';

// GET /api/user/list at the path the first clients called, outside /api/v1 (same answer as
// /api/v1/user/list).
const legacyUser: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/list', {
    schema: {
      tags: ['users'],
      security: [{ accessToken: [] }],
      summary: 'Legacy path of /api/v1/user/list',
      response: { 200: CompanyUsersList },
    },
    preHandler: fastify.requireSession,
    handler: async (request) => fastify.phonesheet.users.listWithCoverChange(request.me),
  });
};

export default legacyUser;
