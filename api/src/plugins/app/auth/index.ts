import fp from 'fastify-plugin';
import { createAuthService } from '../../services/accounts/auth';
import { createAccountsService } from '../../services/accounts/service';
import { createContactService } from '../../services/accounts/contact';
import { createSessionSignals } from '../../services/live/session-signals';

// Sessions and the services the routes call.
export default fp(
  async (fastify) => {
    const { config, database, mailer } = fastify;
    // Ended sessions close their streams on every instance: NOTIFY on a server, in-process on PGlite.
    const signals = createSessionSignals({ postgres: !!config.databaseUrl, schema: config.databaseSchema });
    const auth = createAuthService(database.db, config.sessionSecret, config.accessTokenTtlSeconds, signals);
    fastify.decorate('auth', auth);
    fastify.decorate(
      'accounts',
      createAccountsService({ db: database.db, auth, outbox: mailer.outbox, appUrl: config.appUrl }),
    );
    fastify.decorate('contact', createContactService(database.db));
    fastify.decorateRequest('user', null);
    fastify.decorate('optionalUser', (request) => auth.authenticate(request.headers.authorization));
  },
  { name: 'auth', dependencies: ['db', 'mailer'] },
);
