import type { GatewayEvent, PaymentGateway } from '../../payments/gateway';
import type { StripeGateway } from '../../payments/stripe-gateway';
import { createBillingContext, type BillingDeps } from './context';
import { createPurchase } from './purchase';
import { createSubscriptionChanges } from './changes';
import { createPlanChange } from './plan-change';
import { createBillingReads } from './reads';
import { createRenewals } from './renewals';

export type { BillingDeps, BillingReply } from './context';

const isStripe = (g: PaymentGateway): g is StripeGateway => g.name === 'stripe';

/**
 * Billing as the routes and the scheduler see it: reads (plans, the subscription), purchase
 * (card setup, a paid plan, Basic), changes (cancel, a new card) and renewals (gateway events).
 * The routes check the administrator role before the purchase and changes calls.
 */
export function createBillingService(deps: BillingDeps) {
  const ctx = createBillingContext(deps);
  const { gateway } = deps;
  const reads = createBillingReads(ctx);
  const purchase = createPurchase(ctx);
  const changes = createSubscriptionChanges(ctx);
  const planChange = createPlanChange(ctx);
  const renewals = createRenewals(ctx);
  return {
    gatewayName: gateway.name,
    // reads.ts
    listPlans: reads.listPlans,
    statusOf: reads.statusOf,
    details: reads.details,
    // purchase.ts
    clientSecret: purchase.clientSecret,
    confirmSandboxCard: purchase.confirmSandboxCard,
    purchase: purchase.purchase,
    chooseBasic: purchase.chooseBasic,
    // changes.ts
    cancel: changes.cancel,
    replaceCard: changes.replaceCard,
    // plan-change.ts
    changePlan: planChange.changePlan,
    // renewals.ts
    applyEvent: renewals.applyEvent,
    runDue: renewals.runDue,

    /** Stripe only: the gateway object behind the service, for the webhook route. */
    parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent {
      return gateway.parseWebhook(rawBody, signature);
    },

    isStripe: isStripe(gateway),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
