import fp from 'fastify-plugin';
import { createAuthService } from '../../services/auth-service';
import { createAccountsService } from '../../services/accounts-service';
import { createContactService } from '../../services/contact-service';

// Sessions and the services the routes call.
export default fp(
  async (fastify) => {
    const { config, database, mailer } = fastify;
    const auth = createAuthService(database.db, config.sessionSecret, config.accessTokenTtlSeconds);
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
