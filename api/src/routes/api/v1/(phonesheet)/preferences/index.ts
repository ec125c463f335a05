import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DataEnvelope, UserPreferences, UserPreferencesBody } from '@phonesheet/shared/contracts';

// The signed-in user's own preferences (the sheet's density): kept on the server, so they
// follow the user to every device.
const preferences: FastifyPluginAsyncTypebox = async (fastify) => {
  const svc = fastify.phonesheet.preferences;
  const tags = ['users'];
  const security = [{ accessToken: [] }];
  const response = { 200: DataEnvelope(UserPreferences) };

  fastify.get('', {
    schema: { tags, security, summary: "The caller's preferences (defaults until changed)", response },
    handler: async (request) => ({ data: await svc.get(request.me) }),
  });

  fastify.patch('', {
    schema: {
      tags,
      security,
      summary: 'Changes some of the caller\'s preferences (sheetDensity: "comfortable" or "compact")',
      body: UserPreferencesBody,
      response,
    },
    handler: async (request) => ({ data: await svc.update(request.me, request.body) }),
  });
};

export default preferences;
