// Subscriptions: created with their first period charged, changed, cancelled at period end, and
// moved to another card (which pays an open renewal at once).
import { GatewayRequestError, type GatewaySubscription, type PaymentGateway } from '../gateway';
import { addInterval } from '../clock';
import { changeSandboxPlan } from '../sandbox-plan-change';
import { charge, paymentMethodOf } from './charges';
import { id, type SandboxContext } from './context';
import { loadSubscription, renewalKey, startNextPeriod, toGateway } from './subscription-rows';

type SubscriptionInput = Parameters<PaymentGateway['createSubscription']>[0];
type PlanChangeInput = Parameters<PaymentGateway['changePlan']>[0];

/** Created with its first period charged; a decline throws CardError and creates nothing. */
export function createSubscription(
  { db, clock, once }: SandboxContext,
  { customerId, plan, paymentMethodId }: SubscriptionInput,
  key: string,
): Promise<GatewaySubscription> {
  return once(key, async () => {
    const start = clock.now();
    const subscriptionId = id('sub');
    // The first period is charged before the subscription exists (payment_behavior error_if_incomplete).
    const failure = await charge(
      clock,
      db,
      { customerId, subscriptionId, amount: plan.unitAmount, paymentMethodId },
      `${key}:first-period`,
    );
    if (failure) throw failure;
    const row = {
      id: subscriptionId,
      customer_id: customerId,
      plan_id: plan.id,
      nickname: plan.name,
      amount: plan.unitAmount,
      billing_interval: plan.interval,
      status: 'active' as const,
      default_payment_method: paymentMethodId,
      current_period_start: start,
      current_period_end: addInterval(start, plan.interval),
      cancel_at_period_end: false,
    };
    await db.insertInto('sandbox_subscriptions').values(row).execute();
    await db
      .updateTable('sandbox_customers')
      .set({ default_payment_method: paymentMethodId })
      .where('id', '=', customerId)
      .execute();
    return toGateway(row);
  });
}

export function changePlan({ db, clock, once }: SandboxContext, input: PlanChangeInput, key: string) {
  return once(key, () =>
    changeSandboxPlan({ db, clock, charge: (q, i, k) => charge(clock, q, i, k), toGateway }, input, key),
  );
}

export async function retrieveSubscription({ db }: SandboxContext, subscriptionId: string) {
  return toGateway(await loadSubscription(db, subscriptionId));
}

export function cancelAtPeriodEnd({ db, clock, once }: SandboxContext, subscriptionId: string, key: string) {
  return once(key, async () => {
    const row = await loadSubscription(db, subscriptionId);
    if (row.status === 'canceled')
      throw new GatewayRequestError(
        'A canceled subscription can only update its cancellation_details and metadata.',
        400,
      );
    await db
      .updateTable('sandbox_subscriptions')
      .set({ cancel_at_period_end: true, canceled_at: clock.now() })
      .where('id', '=', subscriptionId)
      .execute();
    return toGateway({ ...row, cancel_at_period_end: true });
  });
}

/** A new default card; an open (past-due) renewal is paid with it at once. */
export function replacePaymentMethod(
  { db, clock, once }: SandboxContext,
  subscriptionId: string,
  customerId: string,
  paymentMethodId: string,
  key: string,
): Promise<GatewaySubscription> {
  return once(key, async () => {
    const row = await loadSubscription(db, subscriptionId);
    if (row.customer_id !== customerId)
      throw new GatewayRequestError(`No such subscription: '${subscriptionId}'`, 404);
    await paymentMethodOf(db, customerId, paymentMethodId);
    await db
      .updateTable('sandbox_subscriptions')
      .set({ default_payment_method: paymentMethodId })
      .where('id', '=', subscriptionId)
      .execute();
    await db
      .updateTable('sandbox_customers')
      .set({ default_payment_method: paymentMethodId })
      .where('id', '=', customerId)
      .execute();
    if (row.status !== 'past_due') return toGateway(row);
    // Paying the open renewal now, under the row's lock: a scheduled retry (or another card
    // sent at once) waits, then finds the period paid. The period it pays runs from the
    // missed period end.
    const paid = await db.transaction().execute(async (trx) => {
      const locked = await trx
        .selectFrom('sandbox_subscriptions')
        .selectAll()
        .where('id', '=', subscriptionId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (locked.status !== 'past_due') return { sub: toGateway(locked), failure: null };
      const failure = await charge(
        clock,
        trx,
        { customerId, subscriptionId, amount: locked.amount, paymentMethodId },
        renewalKey(locked, `card:${paymentMethodId}`),
      );
      return { sub: failure ? null : await startNextPeriod(trx, locked), failure };
    });
    if (paid.failure) throw paid.failure;
    return paid.sub as GatewaySubscription;
  });
}
