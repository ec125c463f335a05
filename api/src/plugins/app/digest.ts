import fp from 'fastify-plugin';
import { createBillingScheduler } from '../../payments/scheduler';
import { createDigestService, type DigestService } from '../../services/digest/service';
import { dbNow } from '../../db/clock';

declare module 'fastify' {
  interface FastifyInstance {
    /** The morning digest (docs/phone-sheet.md, "Morning digest"): settings and the daily tick. */
    digest: DigestService;
  }
}

// Every DIGEST_INTERVAL_MS each instance looks for users whose digest time has come; the
// database decides which instance sends (one digest_sends row per user and local day).
export default fp(
  async (fastify) => {
    const { config, database, mailer } = fastify;
    const digest = createDigestService({
      db: database.db,
      outbox: mailer.outbox,
      appUrl: config.appUrl,
      country: config.phoneDefaultCountry,
      log: fastify.log,
    });
    const scheduler = createBillingScheduler(
      async () => (await digest.tick(dbNow())).sent,
      fastify.log,
      'morning digest',
    );
    fastify.decorate('digest', digest);
    fastify.addHook('onReady', async () => scheduler.start(config.digestIntervalMs));
    fastify.addHook('onClose', async () => scheduler.stop());
  },
  { name: 'digest', dependencies: ['db', 'mailer'] },
);
