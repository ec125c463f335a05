// A sandbox subscription's row: read, shown as the gateway's subscription, moved to its next
// period or ended.
import type { BillingQ } from '../../services/billing/schema';
import { addInterval, toUnix } from '../clock';
import { GatewayRequestError, type GatewaySubscription } from '../gateway';
import { event, type SandboxDb } from './context';

export const toGateway = (row: {
  id: string;
  customer_id: string;
  status: 'active' | 'past_due' | 'canceled';
  nickname: string;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
}): GatewaySubscription => ({
  id: row.id,
  customerId: row.customer_id,
  status: row.status,
  planNickname: row.nickname,
  currentPeriodStart: toUnix(row.current_period_start),
  currentPeriodEnd: toUnix(row.current_period_end),
  cancelAtPeriodEnd: row.cancel_at_period_end,
});

export async function loadSubscription(db: SandboxDb, subscriptionId: string) {
  const row = await db
    .selectFrom('sandbox_subscriptions')
    .selectAll()
    .where('id', '=', subscriptionId)
    .executeTakeFirst();
  if (!row) throw new GatewayRequestError(`No such subscription: '${subscriptionId}'`, 404);
  return row;
}

export type SubscriptionRow = Awaited<ReturnType<typeof loadSubscription>>;

/**
 * The key of one attempt to pay a period: the subscription, the period's end and the attempt
 * (0 on the period's end, then each retry, or a new card's id), so it is charged at most once.
 */
export const renewalKey = (row: SubscriptionRow, attempt: number | string) =>
  `renewal:${row.id}:${toUnix(row.current_period_end)}:${attempt}`;

/** A paid renewal: the next period starts where the last one ended; retries are cleared. */
export async function startNextPeriod(q: BillingQ, row: SubscriptionRow): Promise<GatewaySubscription> {
  const next = {
    current_period_start: row.current_period_end,
    current_period_end: addInterval(row.current_period_end, row.billing_interval),
  };
  await q
    .updateTable('sandbox_subscriptions')
    .set({ ...next, status: 'active', failed_attempts: 0, next_retry_at: null })
    .where('id', '=', row.id)
    .execute();
  return toGateway({ ...row, ...next, status: 'active' });
}

/** The subscription ends (cancelled at period end, or every retry failed). */
export async function endSubscription(
  q: BillingQ,
  row: SubscriptionRow,
  failedAttempts = row.failed_attempts,
) {
  await q
    .updateTable('sandbox_subscriptions')
    .set({ status: 'canceled', failed_attempts: failedAttempts, next_retry_at: null })
    .where('id', '=', row.id)
    .execute();
  return event(`end:${row.id}:${toUnix(row.current_period_end)}`, {
    type: 'customer.subscription.deleted',
    subscription: toGateway({ ...row, status: 'canceled' }),
  });
}
