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
import type { CurrentUser } from '../../../../../access/current-user';
import type { PsQ } from '../../../../../services/phonesheet/db';

const IdParams = Type.Object({ id: Uuid() });

// Everyone reads the company's statuses; admins rename, recolour, reorder, add and retire.
const statuses: FastifyPluginAsyncTypebox = async (fastify) => {
  const { statuses: svc, events } = fastify.phonesheet;
  const tags = ['statuses'];
  const security = [{ accessToken: [] }];
  // A change and its statuses.changed event commit together (the transactional outbox); this
  // instance forgets its list again once committed (a read meanwhile may have kept the old one).
  const { db } = fastify.database;
  const changing = async <T>(u: CurrentUser, change: (q: PsQ) => Promise<T>): Promise<T> => {
    const value = await events.write(u.companyId, () =>
      db.transaction().execute(async (trx) => {
        const result = await change(trx as unknown as PsQ);
        const event = { type: 'statuses.changed' as const, by: u.id };
        return { value: result, logged: await events.log(trx, u.companyId, [event]) };
      }),
    );
    svc.invalidate(u.companyId);
    return value;
  };

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
      const u = request.me;
      const data = await changing(u, (q) => svc.create(u.companyId, request.body, q));
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
      const u = request.me;
      const data = await changing(u, (q) => svc.update(u.companyId, request.params.id, request.body, q));
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
      const u = request.me;
      const result = await changing(u, (q) => svc.remove(u.companyId, request.params.id, q));
      return { msg: result === 'retired' ? PM.statusRetired : PM.statusDeleted };
    },
  });
};

export default statuses;
