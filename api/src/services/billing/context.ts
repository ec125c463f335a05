import type { NoticeSink } from '../notifications/service';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { BILLING_MESSAGES as B } from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { Outbox } from '../../mail/mail-queue';
import type { BillingClock } from '../../payments/clock';
import {
  CardError,
  GatewayRequestError,
  type GatewaySubscription,
  type PaymentGateway,
} from '../../payments/gateway';
import type { CurrentUser } from '../../access/current-user';
import { loadCaller } from '../accounts/caller';
import { billingDb, type BillingQ } from './schema';
import { dbNow } from '../../db/clock';
import { findSubscriptionWithPlan } from '../../repositories/subscriptions-repository';
import { findVerifiedAdmins } from '../../repositories/users-repository';

// What the billing modules (purchase, changes, reads, renewals) share: their dependencies, the
// company's subscription record, and the gateway's failures as the client sees them.

export interface BillingDeps {
  db: Kysely<DB>;
  gateway: PaymentGateway;
  clock: BillingClock;
  outbox: Outbox;
  appUrl: string;
  log: FastifyBaseLogger;
  /**
   * The admins' notifications of a failed payment (services/notifications), once the phone
   * sheet's event log exists (it is set up after billing); none: no notification.
   */
  notices?: () => NoticeSink | undefined;
}

export interface BillingReply {
  status: number;
  body: { msg: string; [extra: string]: unknown };
}

/** Gateway failures as the client sees them: card problems 402 with Stripe's text. */
export function gatewayError(err: unknown): never {
  if (err instanceof CardError) throw new HttpError(402, err.message, { code: err.code });
  if (err instanceof GatewayRequestError) {
    if (err.statusCode >= 500) throw new HttpError(502, B.gatewayUnavailable);
    throw new HttpError(400, B.cardInvalid);
  }
  throw err;
}

/** A paid plan that has not ended, with a subscription at the gateway. */
export const isPaidRow = (
  row: { unitAmount: number; status: string; gateway_subscription_id: string | null } | undefined,
) => !!row && row.unitAmount > 0 && row.status !== 'canceled' && !!row.gateway_subscription_id;

/** The record's columns that follow the gateway's subscription. */
export function syncedColumns(sub: GatewaySubscription) {
  return {
    status: sub.status,
    current_period_start: new Date(sub.currentPeriodStart * 1000),
    current_period_end: new Date(sub.currentPeriodEnd * 1000),
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    updated_at: dbNow(),
  };
}

/** A paid period ended unpaid or cancelled: back to Basic; every row of the company stays. */
export const basicColumns = () => ({
  plan_id: 'basic',
  status: 'active' as const,
  gateway_subscription_id: null,
  card_brand: null,
  card_last4: null,
  current_period_start: null,
  current_period_end: null,
  cancel_at_period_end: false,
  cancelled_at: null,
  past_due_since: null,
  updated_at: dbNow(),
});

export type BillingContext = ReturnType<typeof createBillingContext>;
export type Caller = Awaited<ReturnType<BillingContext['actor']>>;

export function createBillingContext(deps: BillingDeps) {
  const { db: appDb, gateway } = deps;
  const db = billingDb(appDb);

  /** The caller with their company (the routes have checked the role where one is needed). */
  const actor = (current: CurrentUser) => loadCaller(appDb, current, 'Token is not valid');

  const subscriptionOf = (companyId: string) => findSubscriptionWithPlan(db, companyId);

  /** The gateway customer of a company, created on first need (one per company, by key). */
  async function customerFor(a: Awaited<ReturnType<typeof actor>>): Promise<string> {
    const known = await db
      .selectFrom('billing_customers')
      .select('customer_id')
      .where('company_id', '=', a.companyId)
      .where('gateway', '=', gateway.name)
      .executeTakeFirst();
    if (known) return known.customer_id;
    const customer = await gateway
      .createCustomer(
        { companyId: a.companyId, email: a.email, name: a.companyName },
        `customer:${a.companyId}`,
      )
      .catch(gatewayError);
    await db
      .insertInto('billing_customers')
      .values({ company_id: a.companyId, gateway: gateway.name, customer_id: customer.id })
      .onConflict((oc) =>
        oc.column('company_id').doUpdateSet({ gateway: gateway.name, customer_id: customer.id }),
      )
      .execute();
    return customer.id;
  }

  /** The company's verified administrators (renewal mail). */
  const companyAdmins = (q: BillingQ, companyId: string) => findVerifiedAdmins(q, companyId);

  return { ...deps, appDb, db, actor, subscriptionOf, customerFor, companyAdmins };
}
