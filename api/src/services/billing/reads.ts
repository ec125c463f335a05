import type { SubscriptionDetails, SubscriptionPlan } from '@phonesheet/shared/contracts';
import type { CurrentUser } from '../../access/current-user';
import { isPaidRow, type BillingContext } from './context';
import { toPlanDto } from './plan-limits';

// What every signed-in user may read: the plans, and the company's subscription.

export async function listPlans({ db }: BillingContext, paidOnly: boolean): Promise<SubscriptionPlan[]> {
  let q = db.selectFrom('plans').selectAll().where('active', '=', true);
  if (paidOnly) q = q.where('unit_amount', '>', 0);
  return (await q.orderBy('sort_order').orderBy('id').execute()).map(toPlanDto);
}

/**
 * getMe's `subscribed` (a plan chosen, Basic included, that has not ended) and
 * `companySubscription[0].paid` (a paid plan whose charges are up to date).
 */
export async function statusOf(
  { subscriptionOf }: BillingContext,
  companyId: string,
): Promise<{ subscribed: boolean; paid: boolean }> {
  const row = await subscriptionOf(companyId);
  return {
    subscribed: !!row && row.status !== 'canceled',
    paid: !!row && row.status === 'active' && isPaidRow(row),
  };
}

/**
 * The subscription page: `subscriptionInfo` is the gateway's subscription, or 0 when there
 * is no paid one (or the gateway is away); `subscription` is the company's record.
 */
export async function details(ctx: BillingContext, current: CurrentUser): Promise<SubscriptionDetails> {
  const { gateway, log, actor, subscriptionOf } = ctx;
  const a = await actor(current);
  const row = await subscriptionOf(a.companyId);
  if (!row) return { subscriptionInfo: 0, subscription: null };
  const subscription = {
    planId: row.plan_id,
    planName: row.planName,
    paid: isPaidRow(row),
    status: row.status,
    createdAt: (row.current_period_start ?? row.created_at).toISOString(),
    subscriptionExpiresAt: row.current_period_end ? row.current_period_end.toISOString() : null,
    cancelled: row.cancel_at_period_end,
    card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
  };
  if (!isPaidRow(row) || !row.gateway_subscription_id) return { subscriptionInfo: 0, subscription };
  try {
    const sub = await gateway.retrieveSubscription(row.gateway_subscription_id);
    return {
      subscriptionInfo: {
        id: sub.id,
        status: sub.status,
        plan: { nickname: sub.planNickname || row.planName },
        current_period_start: sub.currentPeriodStart,
        current_period_end: sub.currentPeriodEnd,
        cancel_at_period_end: sub.cancelAtPeriodEnd,
      },
      subscription,
    };
  } catch (err) {
    // The record is enough to show the table when the gateway is away.
    log.warn({ err: (err as Error).message }, 'gateway subscription not readable; answering the record');
    return { subscriptionInfo: 0, subscription };
  }
}
