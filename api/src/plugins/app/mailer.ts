import fp from 'fastify-plugin';
import { createOutbox, type Outbox } from '../../mail/mail-queue';
import { devMailboxTransport, smtpTransport, type MailTransport } from '../../mail/transports';

declare module 'fastify' {
  interface FastifyInstance {
    /** The transport, the outbox every mail goes through, and whether mail lands in the dev mailbox. */
    mailer: { transport: MailTransport; outbox: Outbox; devMailbox: boolean };
  }
}

export interface MailerOptions {
  /** Tests replace the transport (e.g. one that fails first). */
  transport?: MailTransport;
}

// SMTP_URL → SMTP; otherwise (never in production, config refuses it) the dev mailbox.
export default fp<MailerOptions>(
  async (fastify, opts) => {
    const { config, database } = fastify;
    const transport =
      opts.transport ??
      (config.smtpUrl
        ? smtpTransport(config.smtpUrl, config.mailFrom)
        : devMailboxTransport(database.db, fastify.log));
    const outbox = createOutbox(database.db, transport, fastify.log);
    fastify.decorate('mailer', {
      transport,
      outbox,
      devMailbox: !config.smtpUrl && config.nodeEnv !== 'production',
    });
    fastify.addHook('onReady', async () => {
      outbox.start(config.outboxIntervalMs);
      outbox.kick(); // mail left over from a previous run
    });
    // Runs before the db plugin's onClose (hooks close in reverse order).
    fastify.addHook('onClose', async () => {
      await outbox.stop();
      transport.close?.();
    });
  },
  { name: 'mailer', dependencies: ['db'] },
);
