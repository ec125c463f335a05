import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CallStatus,
  DataEnvelope,
  PHONESHEET_MESSAGES as PM,
  StatusBody,
  Uuid,
} from '@phonesheet/shared/contracts';
import { answers, messageReply } from '../../../../../lib/route-schemas';
import { HttpError } from '../../../../../lib/http-error';
import type { CurrentUser } from '../../../../../types';

const IdParams = Type.Object({ id: Uuid() });

// Everyone reads the company's statuses; admins rename, recolour, reorder, add and retire.
const statuses: FastifyPluginAsyncTypebox = async (fastify) => {
  const { statuses: svc, users, events } = fastify.phonesheet;
  const tags = ['statuses'];
  const security = [{ accessToken: [] }];
  const me = (u: CurrentUser | null) => u as CurrentUser;
  const admin = async (u: CurrentUser | null) => {
    if (!(await users.isAdmin(me(u)))) throw new HttpError(403, PM.adminOnly);
    return me(u);
  };
  const changed = (u: CurrentUser) => events.publish(u.companyId, { type: 'statuses.changed', by: u.id });

  fastify.get('', {
    schema: {
      tags,
      security,
      summary: 'Statuses, retired ones included (flagged)',
      response: { 200: DataEnvelope(Type.Array(CallStatus)) },
    },
    handler: async (request) => ({ data: await svc.forCompany(me(request.user).companyId) }),
  });

  fastify.post('', {
    schema: {
      tags,
      security,
      body: StatusBody,
      response: { 201: DataEnvelope(CallStatus), ...answers.forbidden },
    },
    handler: async (request, reply) => {
      const u = await admin(request.user);
      const data = await svc.create(u.companyId, request.body);
      await changed(u);
      return reply.status(201).send({ data });
    },
  });

  fastify.patch('/:id', {
    schema: {
      tags,
      security,
      params: IdParams,
      body: StatusBody,
      response: { 200: DataEnvelope(CallStatus), ...answers.forbidden },
    },
    handler: async (request) => {
      const u = await admin(request.user);
      const data = await svc.update(u.companyId, request.params.id, request.body);
      await changed(u);
      return { data };
    },
  });

  fastify.delete('/:id', {
    schema: {
      tags,
      security,
      summary: 'Deletes an unused status; one in use is retired',
      params: IdParams,
      response: { ...messageReply, ...answers.forbidden },
    },
    handler: async (request) => {
      const u = await admin(request.user);
      const result = await svc.remove(u.companyId, request.params.id);
      await changed(u);
      return { msg: result === 'retired' ? PM.statusRetired : PM.statusDeleted };
    },
  });
};

export default statuses;
