// Invoices of due periods: a renewal charged (the customer's credit first), retried after a
// decline, or the subscription ended.
import type { ExpressionBuilder } from 'kysely';
import type { BillingDB, BillingQ } from '../../services/billing/schema';
import type { BillingClock } from '../clock';
import type { GatewayEvent } from '../gateway';
import { takeCredit } from '../sandbox-plan-change';
import { charge } from './charges';
import { event, type SandboxContext } from './context';
import {
  endSubscription,
  renewalKey,
  startNextPeriod,
  toGateway,
  type SubscriptionRow,
} from './subscription-rows';

/** Days after a failed renewal when the charge is tried again; after the last one it ends. */
export const RETRY_AFTER_DAYS = [1, 3, 5];
const DAY_MS = 24 * 60 * 60 * 1000;

/** A due period: ended if cancelled, otherwise charged; a decline schedules the next retry. */
async function settleDue(clock: BillingClock, q: BillingQ, row: SubscriptionRow): Promise<GatewayEvent[]> {
  if (row.cancel_at_period_end) return [await endSubscription(q, row)];
  const key = renewalKey(row, row.failed_attempts);
  // The customer's credit (a downgrade's unused time) pays first, like Stripe's balance.
  const credit = await takeCredit(q, row.customer_id, row.amount);
  const failure =
    credit === row.amount
      ? null
      : await charge(
          clock,
          q,
          {
            customerId: row.customer_id,
            subscriptionId: row.id,
            amount: row.amount - credit,
            paymentMethodId: row.default_payment_method,
          },
          key,
        );
  // A declined charge leaves the credit for the retry.
  if (failure && credit > 0)
    await q
      .updateTable('sandbox_customers')
      .set((eb) => ({ credit_balance: eb('credit_balance', '+', credit) }))
      .where('id', '=', row.customer_id)
      .execute();
  if (!failure) {
    const renewed = await startNextPeriod(q, row);
    return [
      event(key, {
        type: 'invoice.paid',
        subscriptionId: row.id,
        customerId: row.customer_id,
        subscription: renewed,
      }),
    ];
  }
  const attempts = row.failed_attempts + 1;
  const retryDay = RETRY_AFTER_DAYS[attempts - 1];
  // Every retry failed: the subscription ends (Stripe's default "cancel the subscription").
  if (retryDay === undefined) return [await endSubscription(q, row, attempts)];
  const nextRetry = new Date(row.current_period_end.getTime() + retryDay * DAY_MS);
  await q
    .updateTable('sandbox_subscriptions')
    .set({ status: 'past_due', failed_attempts: attempts, next_retry_at: nextRetry })
    .where('id', '=', row.id)
    .execute();
  const events = [
    event(key, {
      type: 'invoice.payment_failed',
      subscriptionId: row.id,
      customerId: row.customer_id,
      failureMessage: failure.message,
    }),
  ];
  if (row.status === 'active')
    events.push(
      event(key, {
        type: 'customer.subscription.updated',
        subscription: toGateway({ ...row, status: 'past_due' }),
      }),
    );
  return events;
}

/** Settles every period that is due by `now`: renewals and retries, each under its row's lock. */
export async function runDue({ db, clock }: SandboxContext, now: Date): Promise<GatewayEvent[]> {
  const isDue = (eb: ExpressionBuilder<BillingDB, 'sandbox_subscriptions'>) =>
    eb.or([
      eb.and([eb('status', '=', 'active'), eb('current_period_end', '<=', now)]),
      eb.and([eb('status', '=', 'past_due'), eb('next_retry_at', '<=', now)]),
    ]);
  const due = await db
    .selectFrom('sandbox_subscriptions')
    .select('id')
    .where(isDue)
    .orderBy('current_period_end')
    .execute();
  const events: GatewayEvent[] = [];
  for (const { id: subscriptionId } of due) {
    // Claimed under the row's lock: another instance's scheduler skips it while it is
    // charged, and afterwards finds it no longer due. The charge's key is the second guard.
    const settled = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('sandbox_subscriptions')
        .selectAll()
        .where('id', '=', subscriptionId)
        .where(isDue)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      return row ? settleDue(clock, trx, row) : [];
    });
    events.push(...settled);
  }
  return events;
}
