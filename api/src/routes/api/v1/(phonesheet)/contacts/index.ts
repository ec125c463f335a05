import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Call, ContactSuggestion, DataEnvelope } from '@phonesheet/shared/contracts';

const contacts: FastifyPluginAsyncTypebox = async (fastify) => {
  const svc = fastify.phonesheet.calls;
  const tags = ['contacts'];
  const security = [{ accessToken: [] }];

  fastify.get('', {
    schema: {
      tags,
      security,
      summary: 'Autocomplete: names, companies and numbers from earlier calls (up to 10)',
      querystring: Type.Object({ q: Type.Optional(Type.String({ maxLength: 200 })) }),
      response: { 200: DataEnvelope(Type.Array(ContactSuggestion)) },
    },
    handler: async (request) => ({ data: await svc.contacts(request.me, request.query.q ?? '') }),
  });

  fastify.get('/timeline', {
    schema: {
      tags,
      security,
      summary: "A contact's calls: by number (any format), else by exact name",
      querystring: Type.Object({
        phone: Type.Optional(Type.String({ maxLength: 40 })),
        name: Type.Optional(Type.String({ maxLength: 200 })),
      }),
      response: { 200: DataEnvelope(Type.Array(Call)) },
    },
    handler: async (request) => ({ data: await svc.timeline(request.me, request.query) }),
  });
};

export default contacts;
