import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES as M, type UrlTicketPath } from '@phonesheet/shared/contracts';
import { HttpError } from '../../../../lib/http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * GET routes opened by the browser itself (EventSource, a download link) cannot set a
     * header; they accept a short-lived ?ticket= issued for this path by POST /auth/urlTicket,
     * so access tokens never appear in URLs or logs (docs/phone-sheet.md).
     */
    urlTicket?: UrlTicketPath;
  }
}

// Every phone-sheet route needs a valid access token; request.user carries the company.
export default async function requirePhonesheetSession(fastify: FastifyInstance) {
  fastify.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const ticketPath = request.routeOptions.config.urlTicket;
    const ticket = (request.query as { ticket?: unknown } | undefined)?.ticket;
    const user =
      !header && ticketPath && typeof ticket === 'string'
        ? await fastify.auth.authenticateTicket(ticket, ticketPath)
        : await fastify.auth.authenticate(header);
    if (!user) throw new HttpError(401, M.tokenInvalid);
    request.user = user;
  });
}
