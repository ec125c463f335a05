import fp from 'fastify-plugin';
import { createPhoneSystemService, type PhoneSystemService } from '../../services/phone-system/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The company's phone system: calls that log themselves (docs/integrations.md, "Phone system"). */
    phoneSystem: PhoneSystemService;
  }
}

export default fp(
  async (fastify) => {
    const { config, database, phonesheet } = fastify;
    fastify.decorate(
      'phoneSystem',
      createPhoneSystemService({
        db: database.db,
        calls: phonesheet.calls,
        statuses: phonesheet.statuses,
        secret: config.sessionSecret,
        country: config.phoneDefaultCountry,
      }),
    );
  },
  { name: 'phone-system', dependencies: ['db', 'phonesheet'] },
);
