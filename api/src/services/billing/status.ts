import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { billingDb } from './schema';
import { findSubscriptionStatus } from '../../repositories/subscriptions-repository';

/**
 * getMe's `subscribed` (the company has chosen a plan, Basic included, that has not ended) and
 * `companySubscription[0].paid` (a paid plan whose charges are up to date), and `planId` (the
 * chosen plan that has not ended; null before one is chosen).
 */
export async function companyBillingStatus(
  db: Kysely<DB>,
  companyId: string,
): Promise<{ subscribed: boolean; paid: boolean; planId: string | null }> {
  const row = await findSubscriptionStatus(billingDb(db), companyId);
  if (!row || row.status === 'canceled') return { subscribed: false, paid: false, planId: null };
  return {
    subscribed: true,
    planId: row.plan_id,
    paid: row.status === 'active' && row.unit_amount > 0 && !!row.gateway_subscription_id,
  };
}
