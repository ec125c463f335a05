import fp from 'fastify-plugin';
import type { PushOptions } from './push';
import { createForwardingService, type ForwardingService } from '../../services/forwarding/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** "X called for you" by e-mail and chat (docs/integrations.md, "E-mail per call", "Chat"). */
    forwarding: ForwardingService;
  }
}

export default fp<PushOptions>(
  async (fastify, options) => {
    const { config, database, mailer } = fastify;
    const forwarding = createForwardingService({
      db: database.db,
      appUrl: config.appUrl,
      // Outside production a webhook on this machine is allowed (tests' stand-in), as for push.
      production: config.nodeEnv === 'production',
      log: fastify.log,
      mailQueued: () => mailer.outbox.kick(),
      resolve: options.resolveHost,
    });
    fastify.decorate('forwarding', forwarding);
    // The queue lives in the database (call_forwards): any instance's sweep sends what another left.
    fastify.addHook('onReady', async () => {
      forwarding.outbox.start(config.outboxIntervalMs);
      forwarding.outbox.kick();
    });
    fastify.addHook('onClose', async () => {
      await forwarding.outbox.stop();
    });
  },
  { name: 'forwarding', dependencies: ['db', 'mailer'] },
);
