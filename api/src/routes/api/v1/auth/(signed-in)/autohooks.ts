import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES as M } from '@phonesheet/shared/contracts';
import { HttpError } from '../../../../../lib/http-error';

// Every route below this folder needs a valid access token.
export default async function requireSession(fastify: FastifyInstance) {
  fastify.addHook('onRequest', async (request) => {
    const user = await fastify.auth.authenticate(request.headers.authorization);
    if (!user) throw new HttpError(401, M.tokenInvalid);
    request.user = user;
  });
}
