import {
  BILLING_MESSAGES as B,
  downgradeBlockedMessage,
  planChangedMessage,
  type DowngradeLimit,
} from '@phonesheet/shared/contracts';
import { HttpError } from '../../lib/http-error';
import type { CurrentUser } from '../../access/current-user';
import { gatewayError, isPaidRow, syncedColumns, type BillingContext, type BillingReply } from './context';
import { holdPurchaseLock, PurchaseBusyError } from './purchase-lock';
import type { BillingQ } from './schema';
import { updateSubscription } from '../../repositories/subscriptions-repository';
import { seatsHeld } from '../../repositories/users-repository';
import { oldestCallAt } from '../../repositories/calls-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 409: the company's users or history do not fit the smaller plan; the body says which. */
class DowngradeBlocked extends HttpError {
  constructor(kind: DowngradeLimit, plan: { id: string; name: string }, allowed: number, used: number) {
    super(409, downgradeBlockedMessage(kind, plan.name, allowed, used), {
      limit: kind,
      planId: plan.id,
      planName: plan.name,
      allowed,
      used,
    });
  }
}

/** Whole days since the company's oldest call (0 without calls). */
async function oldestCallAgeDays(q: BillingQ, companyId: string, now: Date): Promise<number> {
  const oldest = await oldestCallAt(q, companyId);
  return oldest ? Math.floor((now.getTime() - new Date(oldest).getTime()) / DAY_MS) : 0;
}

/** The change itself, under the company's lock: the checks, the gateway, then the record. */
async function change(ctx: BillingContext, companyId: string, planId: string): Promise<BillingReply> {
  const { db, gateway, log, subscriptionOf } = ctx;
  const target = await db
    .selectFrom('plans')
    .selectAll()
    .where('id', '=', planId)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!target) throw new HttpError(404, B.planNotFound);
  if (target.unit_amount === 0) throw new HttpError(400, B.changeToBasic);
  const row = await subscriptionOf(companyId);
  if (!row || !isPaidRow(row) || !row.gateway_subscription_id || !row.customer_id)
    throw new HttpError(400, B.noPaidSubscription);
  // A double click, or a repeat after the change went through: nothing more to do or charge.
  if (row.plan_id === target.id)
    return {
      status: 200,
      body: { msg: B.alreadyOnPlan, planId: target.id, charged: 0, credited: 0 },
    };
  if (row.status === 'past_due') throw new HttpError(409, B.payBeforeChange);
  const seatLimit = target.seat_limit;
  if (seatLimit !== null) {
    const held = await seatsHeld(db, companyId);
    if (held > seatLimit) throw new DowngradeBlocked('seats', target, seatLimit, held);
  }
  if (target.history_days !== null) {
    const age = await oldestCallAgeDays(db, companyId, new Date());
    if (age > target.history_days) throw new DowngradeBlocked('history', target, target.history_days, age);
  }
  // The record's state is in the key: a retry of this change (the gateway answered, our write
  // did not) replays the gateway's first answer; the next change of the company is new.
  const key = `plan-change:${row.gateway_subscription_id}:${row.plan_id}:${target.id}:${row.updated_at.getTime()}`;
  const result = await gateway
    .changePlan(
      {
        subscriptionId: row.gateway_subscription_id,
        customerId: row.customer_id,
        plan: {
          id: target.id,
          name: target.name,
          unitAmount: target.unit_amount,
          currency: target.currency,
          interval: target.billing_interval,
          stripePriceId: target.stripe_price_id,
        },
      },
      key,
    )
    .catch(gatewayError);
  if (result.priceId && result.priceId !== target.stripe_price_id)
    await db
      .updateTable('plans')
      .set({ stripe_price_id: result.priceId })
      .where('id', '=', target.id)
      .execute();
  await updateSubscription(db, companyId, { plan_id: target.id, ...syncedColumns(result.subscription) });
  log.info(
    { companyId, from: row.plan_id, to: target.id, charged: result.charged, credited: result.credited },
    'plan changed',
  );
  return {
    status: 200,
    body: {
      msg: planChangedMessage(target.name),
      planId: target.id,
      charged: result.charged,
      credited: result.credited,
    },
  };
}

/**
 * Moving a paid subscription to another paid plan now (docs/billing.md "Changing plans"):
 * prorated and invoiced at once by the gateway, one change of the company at a time on every
 * instance (the purchase lock), and keyed by the record's state so a retry never charges twice.
 */
export async function changePlan(
  ctx: BillingContext,
  current: CurrentUser,
  planIdRaw: string | undefined,
): Promise<BillingReply> {
  const a = await ctx.actor(current);
  const planId = (planIdRaw ?? '').trim();
  if (!planId) throw new HttpError(400, B.selectPlan, { errors: [B.selectPlan] });
  try {
    return await holdPurchaseLock(ctx.db, a.companyId, () => change(ctx, a.companyId, planId));
  } catch (err) {
    if (err instanceof PurchaseBusyError) throw new HttpError(409, B.planChangeInProgress);
    throw err;
  }
}
