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

const IdParams = Type.Object({ id: Uuid() });

// Everyone reads the company's statuses; admins rename, recolour, reorder, add and retire.
const statuses: FastifyPluginAsyncTypebox = async (fastify) => {
  const { statuses: svc, statusChanges, events } = fastify.phonesheet;
  const tags = ['statuses'];
  const security = [{ accessToken: [] }];

  fastify.get('', {
    schema: {
      tags,
      security,
      summary: 'Statuses, retired ones included (flagged)',
      response: { 200: DataEnvelope(Type.Array(CallStatus)) },
    },
    handler: async (request) => {
      const { companyId } = request.me;
      // A change made on another instance a moment ago is read, not this instance's kept list.
      if (!(await events.caughtUp(companyId))) svc.invalidate(companyId);
      return { data: await svc.forCompany(companyId) };
    },
  });

  fastify.post('', {
    schema: {
      tags,
      security,
      body: StatusBody,
      response: { 201: DataEnvelope(CallStatus), ...answers.forbidden },
    },
    preHandler: fastify.requireAdmin,
    handler: async (request, reply) => {
      const data = await statusChanges.create(request.me, request.body);
      return reply.status(201).send({ data });
    },
  });

  fastify.patch('/:id', {
    schema: {
      tags,
      security,
      params: IdParams,
      body: StatusBody,
      response: { 200: DataEnvelope(CallStatus), ...answers.forbidden, ...answers.lastStatus },
    },
    preHandler: fastify.requireAdmin,
    handler: async (request) => {
      const data = await statusChanges.update(request.me, request.params.id, request.body);
      return { data };
    },
  });

  fastify.delete('/:id', {
    schema: {
      tags,
      security,
      summary: 'Deletes an unused status; one in use is retired',
      params: IdParams,
      response: { ...messageReply, ...answers.forbidden, ...answers.lastStatus },
    },
    preHandler: fastify.requireAdmin,
    handler: async (request) => {
      const result = await statusChanges.remove(request.me, request.params.id);
      return { msg: result === 'retired' ? PM.statusRetired : PM.statusDeleted };
    },
  });
};

export default statuses;
