import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { Outbox } from './mail/outbox';
import type { MailTransport } from './mail/transports';
import type { AuthService } from './services/accounts/auth';
import type { AccountsService } from './services/accounts/service';
import type { ContactService } from './services/accounts/contact';
import type { CurrentUser } from './current-user';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    mailer: { transport: MailTransport; outbox: Outbox; devMailbox: boolean };
    auth: AuthService;
    accounts: AccountsService;
    contact: ContactService;
    /** Reads the Authorization header; null when absent or not valid. */
    optionalUser(request: FastifyRequest): Promise<CurrentUser | null>;
  }
  interface FastifyRequest {
    user: CurrentUser | null;
  }
  interface FastifyContextConfig {
    /** Body checker returning catalogue texts; run before schema validation. */
    validateBody?: (body: Record<string, unknown>) => string[];
    /** Sensitive auth route: per-IP and per-e-mail limits. */
    sensitive?: boolean;
  }
}
