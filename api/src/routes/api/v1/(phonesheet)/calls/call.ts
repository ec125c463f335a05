import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Call,
  CallChange,
  CreateCallBody,
  CreateCallReply,
  DataEnvelope,
  PHONESHEET_LIMITS,
  PHONESHEET_MESSAGES as PM,
  PHONESHEET_TEXTS,
  UpdateCallBody,
  Uuid,
  X_MESSAGE,
} from '@phonesheet/shared/contracts';
import { answers } from '../../../../../lib/route-schemas';

// One call: logged, read with its changes, edited, deleted and restored, called back.

/** The routes a client may repeat safely (plugins/app/idempotency.ts). */
const IDEMPOTENT_NOTE =
  'An Idempotency-Key header (≤ 200 characters) makes a repeat within 24 h answer the first ' +
  'answer again (Idempotent-Replayed: true) instead of running twice';
const IdParams = Type.Object({ id: Uuid() });
const CallBackBody = Type.Object({
  notes: Type.Optional(
    Type.Union([
      Type.String({
        maxLength: PHONESHEET_LIMITS.notesMax,
        example: 'Called back about the invoice',
        [X_MESSAGE]: PHONESHEET_TEXTS['phonesheet.validation.notesTooLong'],
      }),
      Type.Null(),
    ]),
  ),
  statusId: Type.Optional(
    Type.Union([
      Uuid({ [X_MESSAGE]: PHONESHEET_TEXTS['phonesheet.validation.status'] }),
      Type.Literal(''),
      Type.Null(),
    ]),
  ),
});

const oneCall: FastifyPluginAsyncTypebox = async (fastify) => {
  const svc = fastify.phonesheet.calls;
  const tags = ['calls'];
  const security = [{ accessToken: [] }];

  fastify.post('', {
    schema: {
      tags,
      security,
      summary:
        'Log a call (a duplicate number within 10 minutes is flagged in duplicateOf). ' + IDEMPOTENT_NOTE,
      body: CreateCallBody,
      response: { 201: CreateCallReply, ...answers.planLimit, ...answers.forbidden },
    },
    config: { idempotent: true },
    handler: async (request, reply) => {
      // The service's desk check also applies the plan's desk limit (one query).
      const { call, duplicateOf } = await svc.create(request.me, request.body);
      return reply.status(201).send({ data: call, ...(duplicateOf ? { duplicateOf } : {}) });
    },
  });

  fastify.get('/:id', {
    schema: { tags, security, params: IdParams, response: { 200: DataEnvelope(Call) } },
    handler: async (request) => ({ data: await svc.get(request.me, request.params.id) }),
  });

  fastify.get('/:id/changes', {
    schema: {
      tags,
      security,
      summary: 'Who changed which field, from what to what',
      params: IdParams,
      response: { 200: DataEnvelope(Type.Array(CallChange)) },
    },
    handler: async (request) => ({ data: await svc.changes(request.me, request.params.id) }),
  });

  fastify.patch('/:id', {
    schema: {
      tags,
      security,
      summary:
        'Change fields; version is required (stale → 409 with the current call and what changed). ' +
        IDEMPOTENT_NOTE,
      params: IdParams,
      body: UpdateCallBody,
      response: {
        200: DataEnvelope(Call),
        ...answers.planLimit,
        ...answers.forbidden,
        ...answers.callConflict,
      },
    },
    config: { idempotent: true },
    handler: async (request) => {
      return { data: await svc.update(request.me, request.params.id, request.body) };
    },
  });

  fastify.delete('/:id', {
    schema: {
      tags,
      security,
      summary: 'Soft delete (undo with POST /:id/restore)',
      params: IdParams,
      response: { 200: DataEnvelope(Call), ...answers.forbidden },
    },
    handler: async (request) => ({
      data: await svc.remove(request.me, request.params.id),
      msg: PM.deleted,
    }),
  });

  fastify.post('/:id/restore', {
    schema: {
      tags,
      security,
      params: IdParams,
      response: { 200: DataEnvelope(Call), ...answers.planLimit, ...answers.forbidden },
    },
    // The service checks the plan's desk limit first (a restored call may need a new desk).
    handler: async (request) => ({
      data: await svc.restore(request.me, request.params.id),
      msg: PM.restored,
    }),
  });

  fastify.post('/:id/callback', {
    schema: {
      tags,
      security,
      summary:
        'Log the outgoing call that returns this one; an open original becomes Returned. ' + IDEMPOTENT_NOTE,
      params: IdParams,
      body: CallBackBody,
      response: {
        201: DataEnvelope(Type.Object({ call: Call, original: Call })),
        ...answers.planLimit,
        ...answers.forbidden,
      },
    },
    config: { idempotent: true },
    handler: async (request, reply) =>
      reply.status(201).send({ data: await svc.callBack(request.me, request.params.id, request.body ?? {}) }),
  });
};

export default oneCall;
