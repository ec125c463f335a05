import type { Kysely } from 'kysely';
import type { BillingDB, BillingQ } from '../services/billing/schema';
import type { BillingClock } from './clock';
import {
  GatewayRequestError,
  type CardError,
  type GatewayPlan,
  type GatewaySubscription,
  type PlanChangeResult,
} from './gateway';
import { prorate } from './proration';

// The sandbox's subscription update with proration (Stripe's always_invoice +
// error_if_incomplete): the proration invoice is settled inside the subscription row's lock,
// the customer's credit taken first, the rest charged to the default card under the change's
// key (a second charge with that key charges nothing), or a negative invoice credited.

type SubscriptionRow = Awaited<ReturnType<typeof lockedSubscription>>;

export interface SandboxChargeFn {
  (
    q: BillingQ,
    input: { customerId: string; subscriptionId: string | null; amount: number; paymentMethodId: string },
    key: string,
  ): Promise<CardError | null>;
}

const lockedSubscription = (q: BillingQ, id: string) =>
  q.selectFrom('sandbox_subscriptions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** Takes up to `amount` cents of the customer's credit; answers what was taken. */
export async function takeCredit(q: BillingQ, customerId: string, amount: number): Promise<number> {
  const customer = await q
    .selectFrom('sandbox_customers')
    .select('credit_balance')
    .where('id', '=', customerId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const taken = Math.min(customer.credit_balance, Math.max(amount, 0));
  if (taken > 0)
    await q
      .updateTable('sandbox_customers')
      .set({ credit_balance: customer.credit_balance - taken })
      .where('id', '=', customerId)
      .execute();
  return taken;
}

export async function changeSandboxPlan(
  deps: {
    db: Kysely<BillingDB>;
    clock: BillingClock;
    charge: SandboxChargeFn;
    toGateway: (row: SubscriptionRow & object) => GatewaySubscription;
  },
  input: { subscriptionId: string; customerId: string; plan: GatewayPlan },
  key: string,
): Promise<PlanChangeResult> {
  const { db, clock, charge, toGateway } = deps;
  return db.transaction().execute(async (trx): Promise<PlanChangeResult> => {
    const row = await lockedSubscription(trx, input.subscriptionId);
    if (!row || row.customer_id !== input.customerId)
      throw new GatewayRequestError(`No such subscription: '${input.subscriptionId}'`, 404);
    if (row.status === 'canceled')
      throw new GatewayRequestError(
        'A canceled subscription can only update its cancellation_details and metadata.',
        400,
      );
    if (row.plan_id === input.plan.id) return { subscription: toGateway(row), charged: 0, credited: 0 };
    const invoice = prorate({
      fromAmount: row.amount,
      toAmount: input.plan.unitAmount,
      periodStart: row.current_period_start,
      periodEnd: row.current_period_end,
      at: clock.now(),
    });
    let charged = 0;
    let credited = 0;
    if (invoice.total > 0) {
      const due = invoice.total - (await takeCredit(trx, row.customer_id, invoice.total));
      if (due > 0) {
        const failure = await charge(
          trx,
          {
            customerId: row.customer_id,
            subscriptionId: row.id,
            amount: due,
            paymentMethodId: row.default_payment_method,
          },
          `${key}:proration`,
        );
        // error_if_incomplete: the decline fails the update; the rollback keeps nothing.
        if (failure) throw failure;
        charged = due;
      }
    } else if (invoice.total < 0) {
      credited = -invoice.total;
      await trx
        .updateTable('sandbox_customers')
        .set((eb) => ({ credit_balance: eb('credit_balance', '+', credited) }))
        .where('id', '=', row.customer_id)
        .execute();
    }
    const changed = { plan_id: input.plan.id, nickname: input.plan.name, amount: input.plan.unitAmount };
    await trx.updateTable('sandbox_subscriptions').set(changed).where('id', '=', row.id).execute();
    return { subscription: toGateway({ ...row, ...changed }), charged, credited };
  });
}
