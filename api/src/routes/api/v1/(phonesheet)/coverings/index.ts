import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Covering, CoveringBody, DataEnvelope, Uuid } from '@phonesheet/shared/contracts';
import { answers, messageReply } from '../../../../../lib/route-schemas';

const IdParams = Type.Object({ id: Uuid() });

// Covering a desk (docs/phone-sheet.md, "Covering a desk"): an admin for any desk, a user for
// their own; the windows not over yet.
const coverings: FastifyPluginAsyncTypebox = async (fastify) => {
  const svc = fastify.phonesheet.covering;
  const tags = ['users'];
  const security = [{ accessToken: [] }];

  fastify.get('', {
    schema: {
      tags,
      security,
      summary:
        "Coverings not over yet: the company's for an admin, else those of the caller's desk or by the caller",
      response: { 200: DataEnvelope(Type.Array(Covering)) },
    },
    handler: async (request) => ({ data: await svc.list(request.me) }),
  });

  fastify.post('', {
    schema: {
      tags,
      security,
      summary: 'Someone covers a desk from a time (now) until a time or until further notice',
      body: CoveringBody,
      response: { 201: DataEnvelope(Covering), ...answers.forbidden },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ data: await svc.create(request.me, request.body) }),
  });

  fastify.delete('/:id', {
    schema: {
      tags,
      security,
      summary: 'Ends a covering now (one not started yet is removed)',
      params: IdParams,
      response: { ...messageReply, ...answers.forbidden, ...answers.notFound },
    },
    handler: async (request) => {
      await svc.end(request.me, request.params.id);
      return { msg: 'Covering ended' };
    },
  });
};

export default coverings;
