import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ContactQuery, DataEnvelope } from '@phonesheet/shared/contracts';
import { HttpError } from '../../../../../lib/http-error';
import { answers } from '../../../../../lib/route-schemas';

const RemoteName = Type.Union(['auth', 'billing', 'phonesheet', 'templates'].map((r) => Type.Literal(r)));
const LoadFailure = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  kind: Type.String(),
  lastReason: Type.String(),
  failures: Type.Integer(),
  lastAt: Type.String({ format: 'date-time' }),
});
const RemotesStatus = Type.Object({
  /** The registry's environment, or null when this API has none (REMOTES_STORE unset). */
  environment: Type.Union([Type.String(), Type.Null()]),
  /** `pnpm remotes list --json`: each remote's live version, last change and versions with their build metadata. */
  remotes: Type.Array(Type.Unknown()),
  loadFailures: Type.Array(LoadFailure),
});

/** The registry of this API, or 409 when it has none. */
function registryOf(fastify: Parameters<FastifyPluginAsyncTypebox>[0]) {
  if (!fastify.remotesRegistry)
    throw new HttpError(409, 'No remotes registry here: REMOTES_STORE is not set');
  return fastify.remotesRegistry;
}

// Operators only (OPERATOR_EMAILS): /apps/contactQuery's contact-us messages and /apps/remotes'
// registry (docs/platform.md "Remote registry").
const operators: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/contactQueries', {
    schema: {
      tags: ['operators'],
      security: [{ accessToken: [] }],
      response: { 200: DataEnvelope(Type.Array(ContactQuery)), ...answers.forbidden },
    },
    preHandler: fastify.requireOperator,
    handler: async () => ({ data: await fastify.contactQueries.list() }),
  });

  fastify.get('/remotes', {
    schema: {
      tags: ['operators'],
      summary: "Each remote's live version, build metadata and load failures",
      security: [{ accessToken: [] }],
      response: { 200: DataEnvelope(RemotesStatus), ...answers.forbidden },
    },
    preHandler: fastify.requireOperator,
    handler: async () => {
      const registry = fastify.remotesRegistry;
      return {
        data: {
          environment: registry?.environment ?? null,
          remotes: registry ? await registry.list() : [],
          loadFailures: await fastify.loadHealth.list(),
        },
      };
    },
  });

  const Change = { 200: Type.Object({ msg: Type.String() }), ...answers.forbidden, ...answers.remoteRefused };
  fastify.post('/remotes/:remote/promote', {
    schema: {
      tags: ['operators'],
      summary: 'Point users at a published version (refused when the host would refuse it: 409)',
      security: [{ accessToken: [] }],
      params: Type.Object({ remote: RemoteName }),
      body: Type.Object(
        { version: Type.String({ minLength: 1, maxLength: 80, pattern: '^[0-9A-Za-z.+-]+$' }) },
        { additionalProperties: false },
      ),
      response: Change,
    },
    preHandler: fastify.requireOperator,
    handler: async (request) => {
      const by = request.operatorEmail;
      const msg = await registryOf(fastify).promote(request.params.remote, request.body.version, by);
      return { msg: msg.trim() };
    },
  });

  fastify.post('/remotes/:remote/rollback', {
    schema: {
      tags: ['operators'],
      summary: 'Return users to the version live before the current one',
      security: [{ accessToken: [] }],
      params: Type.Object({ remote: RemoteName }),
      response: Change,
    },
    preHandler: fastify.requireOperator,
    handler: async (request) => {
      const by = request.operatorEmail;
      const msg = await registryOf(fastify).rollback(request.params.remote, by);
      return { msg: msg.trim() };
    },
  });
};

export default operators;
