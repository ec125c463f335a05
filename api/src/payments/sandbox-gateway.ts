// The sandbox gateway: Stripe's behaviour (test cards, idempotency keys, renewals and retries)
// kept in the API's own tables, one file per Stripe resource under sandbox/.
import type { Kysely } from 'kysely';
import type { SandboxCardBody } from '@phonesheet/shared/contracts';
import type { DB } from '../db/schema';
import type { BillingClock } from './clock';
import { WebhookSignatureError, type CardSummary, type GatewayEvent, type PaymentGateway } from './gateway';
import { paymentMethodOf } from './sandbox/charges';
import { sandboxContext } from './sandbox/context';
import { confirmCardSetup, createCustomer, createSetupIntent } from './sandbox/customers';
import { runDue } from './sandbox/invoices';
import {
  cancelAtPeriodEnd,
  changePlan,
  createSubscription,
  replacePaymentMethod,
  retrieveSubscription,
} from './sandbox/subscriptions';

export { RETRY_AFTER_DAYS } from './sandbox/invoices';

export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  /** What Stripe.js confirmCardSetup does: the card details become a payment method. */
  confirmCardSetup(companyId: string, card: SandboxCardBody): Promise<{ id: string } & CardSummary>;
  runDue(now: Date): Promise<GatewayEvent[]>;
}

export function createSandboxGateway(appDb: Kysely<DB>, clock: BillingClock): SandboxGateway {
  const ctx = sandboxContext(appDb, clock);
  return {
    name: 'sandbox',
    // Customers, setup intents and cards (sandbox/customers.ts, sandbox/charges.ts)
    createCustomer: (input, key) => createCustomer(ctx, input, key),
    createSetupIntent: (customerId, key) => createSetupIntent(ctx, customerId, key),
    confirmCardSetup: (companyId, card) => confirmCardSetup(ctx, companyId, card),
    paymentMethodOf: (customerId, paymentMethodId) => paymentMethodOf(ctx.db, customerId, paymentMethodId),
    // Subscriptions (sandbox/subscriptions.ts)
    createSubscription: (input, key) => createSubscription(ctx, input, key),
    changePlan: (input, key) => changePlan(ctx, input, key),
    retrieveSubscription: (subscriptionId) => retrieveSubscription(ctx, subscriptionId),
    cancelAtPeriodEnd: (subscriptionId, key) => cancelAtPeriodEnd(ctx, subscriptionId, key),
    replacePaymentMethod: (subscriptionId, customerId, paymentMethodId, key) =>
      replacePaymentMethod(ctx, subscriptionId, customerId, paymentMethodId, key),
    parseWebhook() {
      // The sandbox delivers its events in-process (runDue); nothing outside may post them.
      throw new WebhookSignatureError('The sandbox gateway does not accept webhooks');
    },
    runDue: (now) => runDue(ctx, now),
  };
}
