import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AcceptInvitationBody,
  DataEnvelope,
  Invitation,
  InviteBody,
  PHONESHEET_MESSAGES as PM,
  Uuid,
} from '@phonesheet/shared/contracts';
import { answers, messageReply } from '../../../../lib/route-schemas';

// Admins invite by e-mail; the invitee (signed out) accepts with the mailed token. The session
// is checked per route (not in an autohook), since /accept is public.
const invitations: FastifyPluginAsyncTypebox = async (fastify) => {
  const svc = fastify.phonesheet.users;
  const tags = ['invitations'];
  const security = [{ accessToken: [] }];
  const adminOnly = [fastify.requireSession, fastify.requireAdmin];

  fastify.get('', {
    schema: {
      tags,
      security,
      summary: 'Admin: open invitations',
      response: { 200: DataEnvelope(Type.Array(Invitation)), ...answers.forbidden },
    },
    preHandler: adminOnly,
    handler: async (request) => ({ data: await svc.invitations(request.me) }),
  });

  fastify.post('', {
    schema: {
      tags,
      security,
      summary: 'Admin: invite by e-mail (link valid 7 days)',
      body: InviteBody,
      response: {
        201: DataEnvelope(Invitation),
        ...answers.planLimit,
        ...answers.forbidden,
        409: Type.Unsafe({ $ref: 'Error#', description: 'The e-mail is already registered' }),
      },
    },
    preHandler: adminOnly,
    handler: async (request, reply) => {
      const data = await svc.invite(request.me, request.body);
      return reply.status(201).send({ data, msg: PM.invitationSent });
    },
  });

  fastify.delete('/:id', {
    schema: {
      tags,
      security,
      params: Type.Object({ id: Uuid() }),
      response: { ...messageReply, ...answers.forbidden },
    },
    preHandler: adminOnly,
    handler: async (request) => {
      await svc.revokeInvitation(request.me, request.params.id);
      return { msg: 'Invitation withdrawn' };
    },
  });

  fastify.post('/accept', {
    schema: {
      tags,
      summary: 'The invitee sets name and password',
      body: AcceptInvitationBody,
      response: {
        201: Type.Object({ msg: Type.String() }),
        402: Type.Unsafe({ $ref: 'Error#', description: "The company's plan has no free seat" }),
        ...answers.conflict,
      },
    },
    config: { sensitive: true },
    handler: async (request, reply) => {
      await svc.accept(request.body);
      return reply.status(201).send({ msg: PM.invitationAccepted });
    },
  });
};

export default invitations;
