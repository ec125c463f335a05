import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES as M, type UrlTicketPath } from '@phonesheet/shared/contracts';
import { HttpError } from '../../../lib/http-error';
import { createAuthService, type AuthService } from '../../../services/accounts/auth';
import { createAccountsService, type AccountsService } from '../../../services/accounts/service';
import { createContactService, type ContactService } from '../../../services/accounts/contact';
import { createSessionSignals } from '../../../services/live/session-signals';
import type { CurrentUser } from '../../../access/current-user';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    accounts: AccountsService;
    contact: ContactService;
    /** Reads the Authorization header; null when absent or not valid (public routes). */
    optionalUser(request: FastifyRequest): Promise<CurrentUser | null>;
    /**
     * Hook of every signed-in route (onRequest in a folder's autohooks, or a route's preHandler):
     * 401 without a valid session, else `request.user` is set (routes read it as `request.me`).
     */
    requireSession(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** Set by requireSession; null on public routes. Routes read `request.me` instead. */
    user: CurrentUser | null;
  }
  interface FastifyContextConfig {
    /**
     * GET routes opened by the browser itself (EventSource, a download link) cannot set a
     * header; they accept a short-lived ?ticket= issued for this path by POST /auth/urlTicket,
     * so access tokens never appear in URLs or logs (docs/phone-sheet.md).
     */
    urlTicket?: UrlTicketPath;
  }
}

// Sessions and the account services the routes call.
export default fp(
  async (fastify) => {
    const { config, database, mailer } = fastify;
    // Ended sessions close their streams on every instance: NOTIFY on a server, in-process on PGlite.
    const signals = createSessionSignals({ postgres: !!config.databaseUrl, schema: config.databaseSchema });
    const auth = createAuthService(
      database.db,
      config.sessionSecret,
      { accessTtlSeconds: config.accessTokenTtlSeconds, sessionTtlSeconds: config.sessionTtlSeconds },
      signals,
    );
    fastify.decorate('auth', auth);
    fastify.decorate(
      'accounts',
      createAccountsService({
        db: database.db,
        auth,
        outbox: mailer.outbox,
        appUrl: config.appUrl,
        passwordLogN: config.passwordScryptLogN,
      }),
    );
    fastify.decorate('contact', createContactService(database.db));
    fastify.decorateRequest('user', null);
    fastify.decorate('optionalUser', (request: FastifyRequest) =>
      auth.authenticate(request.headers.authorization),
    );
    fastify.decorate('requireSession', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const ticketPath = request.routeOptions.config.urlTicket;
      const ticket = (request.query as { ticket?: unknown } | undefined)?.ticket;
      const user =
        !header && ticketPath && typeof ticket === 'string'
          ? await auth.authenticateTicket(ticket, ticketPath)
          : await auth.authenticate(header);
      if (!user) throw new HttpError(401, M.tokenInvalid);
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['db', 'mailer'] },
);
