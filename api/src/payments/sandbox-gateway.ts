// The sandbox gateway: Stripe's behaviour (test cards, idempotency keys, renewals and retries)
// kept in the API's own tables, one file per Stripe resource under sandbox/.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { BillingClock } from './clock';
import { WebhookSignatureError, type GatewayEvent, type PaymentGateway } from './gateway';
import { paymentMethodOf } from './sandbox/charges';
import { sandboxContext } from './sandbox/context';
import { sandboxCustomers, type SandboxCustomers } from './sandbox/customers';
import { runDue } from './sandbox/invoices';
import { sandboxSubscriptions } from './sandbox/subscriptions';

export { RETRY_AFTER_DAYS } from './sandbox/invoices';

export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  /** What Stripe.js confirmCardSetup does: the card details become a payment method. */
  confirmCardSetup: SandboxCustomers['confirmCardSetup'];
  runDue(now: Date): Promise<GatewayEvent[]>;
}

export function createSandboxGateway(appDb: Kysely<DB>, clock: BillingClock): SandboxGateway {
  const ctx = sandboxContext(appDb, clock);
  return {
    name: 'sandbox',
    ...sandboxCustomers(ctx),
    paymentMethodOf: (customerId, paymentMethodId) => paymentMethodOf(ctx.db, customerId, paymentMethodId),
    ...sandboxSubscriptions(ctx),
    parseWebhook() {
      // The sandbox delivers its events in-process (runDue); nothing outside may post them.
      throw new WebhookSignatureError('The sandbox gateway does not accept webhooks');
    },
    runDue: (now) => runDue(ctx, now),
  };
}
