import type { GatewayEvent, PaymentGateway } from '../../payments/gateway';
import type { StripeGateway } from '../../payments/stripe-gateway';
import type { Rest } from '../../lib/bound-args';
import { createBillingContext, type BillingDeps } from './context';
import { chooseBasic, clientSecret, confirmSandboxCard, purchase } from './purchase';
import { cancel, replaceCard } from './changes';
import { changePlan } from './plan-change';
import { details, listPlans, statusOf } from './reads';
import { applyEvent, runDue } from './renewals';

export type { BillingDeps, BillingReply } from './context';

const isStripe = (g: PaymentGateway): g is StripeGateway => g.name === 'stripe';

/**
 * Billing as the routes and the scheduler see it: reads (plans, the subscription), purchase
 * (card setup, a paid plan, Basic), changes (cancel, a new card) and renewals (gateway events).
 * Each method is a named function of its module in this folder (go to definition lands on it),
 * given the service's context. The routes check the administrator role before the purchase and
 * changes calls.
 */
export function createBillingService(deps: BillingDeps) {
  const ctx = createBillingContext(deps);
  const { gateway } = deps;
  return {
    gatewayName: gateway.name,
    // reads.ts
    listPlans: (...a: Rest<typeof listPlans>) => listPlans(ctx, ...a),
    statusOf: (...a: Rest<typeof statusOf>) => statusOf(ctx, ...a),
    details: (...a: Rest<typeof details>) => details(ctx, ...a),
    // purchase.ts
    clientSecret: (...a: Rest<typeof clientSecret>) => clientSecret(ctx, ...a),
    confirmSandboxCard: (...a: Rest<typeof confirmSandboxCard>) => confirmSandboxCard(ctx, ...a),
    purchase: (...a: Rest<typeof purchase>) => purchase(ctx, ...a),
    chooseBasic: (...a: Rest<typeof chooseBasic>) => chooseBasic(ctx, ...a),
    // changes.ts
    cancel: (...a: Rest<typeof cancel>) => cancel(ctx, ...a),
    replaceCard: (...a: Rest<typeof replaceCard>) => replaceCard(ctx, ...a),
    // plan-change.ts
    changePlan: (...a: Rest<typeof changePlan>) => changePlan(ctx, ...a),
    // renewals.ts
    applyEvent: (...a: Rest<typeof applyEvent>) => applyEvent(ctx, ...a),
    runDue: () => runDue(ctx),

    /** Stripe only: the gateway object behind the service, for the webhook route. */
    parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent {
      return gateway.parseWebhook(rawBody, signature);
    },

    isStripe: isStripe(gateway),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
