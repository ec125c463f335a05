import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES as M } from '@phonesheet/shared/contracts';
import { HttpError } from '../../../../lib/http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * GET routes opened by the browser itself (EventSource, a download link) cannot set a
     * header, so they also accept the access token as ?token= (docs/phone-sheet.md).
     */
    queryToken?: boolean;
  }
}

// Every phone-sheet route needs a valid access token; request.user carries the company.
export default async function requirePhonesheetSession(fastify: FastifyInstance) {
  fastify.addHook('onRequest', async (request) => {
    let header = request.headers.authorization;
    if (!header && request.routeOptions.config.queryToken) {
      const token = (request.query as { token?: unknown } | undefined)?.token;
      if (typeof token === 'string') header = token;
    }
    const user = await fastify.auth.authenticate(header);
    if (!user) throw new HttpError(401, M.tokenInvalid);
    request.user = user;
  });
}
