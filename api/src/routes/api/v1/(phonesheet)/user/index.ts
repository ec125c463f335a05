import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompanyUser,
  CompanyUsersList,
  DataEnvelope,
  PHONESHEET_MESSAGES as PM,
  UpdateUserBody,
  Uuid,
} from '@phonesheet/shared/contracts';
import { answers, messageReply } from '../../../../../lib/route-schemas';

const IdParams = Type.Object({ id: Uuid() });

// The company's users; admins change and remove them. GET /list is also served at its first
// path, /api/user/list (routes/api/user).
const userRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const svc = fastify.phonesheet.users;
  const tags = ['users'];
  const security = [{ accessToken: [] }];

  fastify.get('/list', {
    schema: {
      tags,
      security,
      summary: "The company's users",
      response: { 200: CompanyUsersList },
    },
    handler: async (request) => svc.listWithCoverChange(request.me),
  });

  fastify.patch('/:id', {
    schema: {
      tags,
      security,
      summary: 'Admin: role, deactivate, desks covered (the last admin stays)',
      params: IdParams,
      body: UpdateUserBody,
      response: {
        200: DataEnvelope(CompanyUser),
        ...answers.planLimit,
        ...answers.forbidden,
        409: Type.Unsafe({ $ref: 'Error#', description: 'The last administrator stays' }),
      },
    },
    preHandler: fastify.requireAdmin,
    handler: async (request) => {
      return { data: await svc.update(request.me, request.params.id, request.body), msg: PM.userUpdated };
    },
  });

  fastify.delete('/:id', {
    schema: {
      tags,
      security,
      summary: 'Admin: remove a user without calls (the last admin stays)',
      params: IdParams,
      response: {
        ...messageReply,
        ...answers.forbidden,
        409: Type.Unsafe({ $ref: 'Error#', description: 'The last administrator, or a user with calls' }),
      },
    },
    preHandler: fastify.requireAdmin,
    handler: async (request) => {
      await svc.remove(request.me, request.params.id);
      return { msg: PM.userDeleted };
    },
  });
};

export default userRoutes;
