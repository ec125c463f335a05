import fp from 'fastify-plugin';
import { createBillingClock, type BillingClock } from '../../payments/clock';
import type { PaymentGateway } from '../../payments/gateway';
import { createSandboxGateway } from '../../payments/sandbox-gateway';
import { createBillingScheduler, type BillingScheduler } from '../../payments/scheduler';
import { createStripeGateway } from '../../payments/stripe-gateway';
import { createBillingService, type BillingService } from '../../services/billing/service';
import { createContactQueries, type ContactQueries } from '../../services/billing/contact-queries';
import { createPlanLimits, type PlanLimits } from '../../services/billing/plan-limits';

declare module 'fastify' {
  interface FastifyInstance {
    /** Billing (docs/billing.md): the gateway, its clock and scheduler, and the services. */
    payments: { gateway: PaymentGateway; clock: BillingClock; scheduler: BillingScheduler };
    billing: BillingService;
    /** Plan limits (seats, desks, history, export) for any feature to check; 402 when over. */
    planLimits: PlanLimits;
    contactQueries: ContactQueries;
  }
}

// STRIPE_SECRET_KEY set → Stripe; otherwise the sandbox gateway, which takes test cards only and
// renews on its own clock (docs/billing.md).
export default fp(
  async (fastify) => {
    const { config, database, mailer } = fastify;
    const clock = createBillingClock();
    const gateway: PaymentGateway = config.stripe
      ? createStripeGateway(config.stripe)
      : createSandboxGateway(database.db, clock);
    const billing = createBillingService({
      db: database.db,
      gateway,
      clock,
      outbox: mailer.outbox,
      appUrl: config.appUrl,
      log: fastify.log,
      // The phone sheet's event log and notifications, set up after billing (phonesheet.ts).
      notices: () =>
        fastify.hasDecorator('phonesheet')
          ? { events: fastify.phonesheet.events, notifications: fastify.phonesheet.notifications }
          : undefined,
    });
    const scheduler = createBillingScheduler(() => billing.runDue(), fastify.log);
    fastify.decorate('payments', { gateway, clock, scheduler });
    fastify.decorate('billing', billing);
    fastify.decorate('planLimits', createPlanLimits(database.db));
    fastify.decorate('contactQueries', createContactQueries(database.db));
    if (!config.stripe && config.nodeEnv === 'production')
      fastify.log.warn('no STRIPE_SECRET_KEY: payments use the sandbox gateway (test cards only)');
    fastify.addHook('onReady', async () => scheduler.start(config.billingSchedulerIntervalMs));
    fastify.addHook('onClose', async () => scheduler.stop());
  },
  { name: 'payments', dependencies: ['db', 'mailer'] },
);
