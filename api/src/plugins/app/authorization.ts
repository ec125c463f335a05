import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import {
  ACCOUNT_MESSAGES as M,
  BILLING_MESSAGES as B,
  PHONESHEET_MESSAGES as PM,
} from '@phonesheet/shared/contracts';
import { HttpError } from '../../lib/http-error';
import type { CurrentUser } from '../../access/current-user';
import { isAdmin, operatorEmail } from '../../access/roles';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 403 unless the caller administers their company. */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** preHandler: 403 unless the caller is a verified user named in OPERATOR_EMAILS. */
    requireOperator(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in caller; 401 when read on a request without a session. */
    readonly me: CurrentUser;
    /** Set by requireOperator: the operator's e-mail (the registry's history names who acted). */
    operatorEmail: string;
  }
  interface FastifyContextConfig {
    /** requireAdmin's 403 text on this route (default: "Only an administrator can do this"). */
    notAdminText?: string;
  }
}

// Who may do what. Signed-in routes read the caller as request.me; a route open to admins or
// operators only names the check as its preHandler, so handlers and services never test roles.
export default fp(
  async (fastify) => {
    const { db } = fastify.database;
    const operators = new Set(fastify.config.operatorEmails.map((e) => e.toLowerCase()));

    fastify.decorateRequest('me', {
      getter(this: FastifyRequest): CurrentUser {
        if (!this.user) throw new HttpError(401, M.tokenInvalid);
        return this.user;
      },
    });

    // The rules themselves are the access module's (access/roles.ts).
    fastify.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!(await isAdmin(db, request.me)))
        throw new HttpError(403, request.routeOptions.config.notAdminText ?? PM.adminOnly);
    });

    fastify.decorateRequest('operatorEmail', '');
    fastify.decorate('requireOperator', async (request: FastifyRequest) => {
      const email = await operatorEmail(db, request.me, operators);
      if (!email) throw new HttpError(403, B.notAuthorized);
      request.operatorEmail = email;
    });
  },
  { name: 'authorization', dependencies: ['auth', 'db'] },
);
