import { BILLING_MESSAGES as B } from '@phonesheet/shared/contracts';
import { HttpError } from '../../lib/http-error';
import type { CurrentUser } from '../../access/current-user';
import { gatewayError, isPaidRow, syncedColumns, type BillingContext, type BillingReply } from './context';
import { dbNow } from '../../db/clock';
import { updateSubscription } from '../../repositories/subscriptions-repository';

// Changes to a paid subscription: cancelling it, or a new card. Admins only (routes).

export async function cancel(ctx: BillingContext, current: CurrentUser): Promise<BillingReply> {
  const { db, gateway, actor, subscriptionOf } = ctx;
  const a = await actor(current);
  const row = await subscriptionOf(a.companyId);
  if (!row || !isPaidRow(row) || !row.gateway_subscription_id) throw new HttpError(400, B.noPaidSubscription);
  // Already cancelled (a second click on "Yes"): the same answer, nothing sent twice.
  if (row.cancel_at_period_end) return { status: 200, body: { msg: B.cancelled } };
  const sub = await gateway
    .cancelAtPeriodEnd(row.gateway_subscription_id, `cancel:${row.gateway_subscription_id}`)
    .catch(gatewayError);
  await updateSubscription(db, a.companyId, {
    ...syncedColumns(sub),
    cancel_at_period_end: true,
    cancelled_at: dbNow(),
  });
  return { status: 200, body: { msg: B.cancelled } };
}

/** /payment: a new card for the subscription; a past-due renewal is paid with it at once. */
export async function replaceCard(
  ctx: BillingContext,
  current: CurrentUser,
  paymentMethodId: string | undefined,
): Promise<BillingReply> {
  const { db, gateway, actor, subscriptionOf } = ctx;
  const a = await actor(current);
  const pm = (paymentMethodId ?? '').trim();
  if (!pm) throw new HttpError(400, B.cardInvalid, { errors: [B.cardInvalid] });
  const row = await subscriptionOf(a.companyId);
  if (!row || !isPaidRow(row) || !row.gateway_subscription_id || !row.customer_id)
    throw new HttpError(400, B.noPaidSubscription);
  const card = await gateway.paymentMethodOf(row.customer_id, pm).catch(gatewayError);
  const sub = await gateway
    .replacePaymentMethod(
      row.gateway_subscription_id,
      row.customer_id,
      pm,
      // Per period: the same card may pay a later missed renewal too.
      `card:${row.gateway_subscription_id}:${row.current_period_end?.getTime() ?? 0}:${pm}`,
    )
    .catch(gatewayError);
  await updateSubscription(db, a.companyId, {
    ...syncedColumns(sub),
    card_brand: card.brand,
    card_last4: card.last4,
    past_due_since: sub.status === 'active' ? null : row.past_due_since,
  });
  return {
    status: 200,
    body: { msg: row.status === 'past_due' && sub.status === 'active' ? B.renewalPaid : B.cardUpdated },
  };
}
