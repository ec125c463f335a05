import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCOUNT_MESSAGES as M, CompanyUser, DataEnvelope } from '@phonesheet/shared/contracts';
import { HttpError } from '../../../lib/http-error';

// SPEC.md §7: GET /api/user/list, kept at its original path (same answer as /api/v1/user/list).
const legacyUser: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/list', {
    schema: {
      tags: ['users'],
      security: [{ accessToken: [] }],
      summary: 'Legacy path of /api/v1/user/list',
      response: { 200: DataEnvelope(Type.Array(CompanyUser)) },
    },
    handler: async (request) => {
      const user = await fastify.auth.authenticate(request.headers.authorization);
      if (!user) throw new HttpError(401, M.tokenInvalid);
      return { data: await fastify.phonesheet.users.list(user) };
    },
  });
};

export default legacyUser;
