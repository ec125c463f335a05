import fp from 'fastify-plugin';
import { vapidKeys } from '../../services/push/keys';
import { createPushService, type PushService } from '../../services/push/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push to the person a call is for (docs/integrations.md, "Push notifications"). */
    push: PushService;
  }
}

export default fp(
  async (fastify) => {
    const { config, database } = fastify;
    // Configured, or made once for every instance and kept in the database.
    const keys = await vapidKeys(database.db, config.vapidKeys);
    const push = createPushService({
      db: database.db,
      keys,
      subject: config.vapidSubject,
      production: config.nodeEnv === 'production',
      onError: (err) => fastify.log.warn({ err }, 'push not sent'),
      onRefused: (status, host) => fastify.log.warn({ status, host }, 'push service refused a push'),
    });
    fastify.decorate('push', push);
    // A push already queued goes out before the server stops, for a few seconds at most.
    fastify.addHook('onClose', async () => {
      await Promise.race([push.idle(), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    });
  },
  { name: 'push', dependencies: ['db'] },
);
