import fp from 'fastify-plugin';
import type { Resolver } from '../../lib/public-address';
import { vapidKeys } from '../../services/push/keys';
import { createPushService, type PushService } from '../../services/push/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push to the person a call is for (docs/integrations.md, "Push notifications"). */
    push: PushService;
  }
}

export interface PushOptions {
  /** Replaces DNS for push endpoints' hosts (tests). */
  resolveHost?: Resolver;
}

export default fp<PushOptions>(
  async (fastify, options) => {
    const { config, database } = fastify;
    // Configured, or made once for every instance and kept in the database.
    const keys = await vapidKeys(database.db, config.vapidKeys);
    const push = createPushService({
      db: database.db,
      keys,
      subject: config.vapidSubject,
      production: config.nodeEnv === 'production',
      log: fastify.log,
      onError: (err) => fastify.log.warn({ err }, 'push not sent'),
      onRefused: (status, host) => fastify.log.warn({ status, host }, 'push service refused a push'),
      onInside: (reason) =>
        fastify.log.warn({ reason }, 'push endpoint not on the public internet: not sent'),
      resolve: options.resolveHost,
    });
    fastify.decorate('push', push);
    // Pushes live in the database (push_outbox): any instance's sweep sends what this one
    // leaves when it stops, and what it left at its last stop is sent once it is ready.
    fastify.addHook('onReady', async () => {
      push.outbox.start(config.outboxIntervalMs);
      push.outbox.kick();
    });
    fastify.addHook('onClose', async () => {
      await push.outbox.stop();
    });
  },
  { name: 'push', dependencies: ['db'] },
);
