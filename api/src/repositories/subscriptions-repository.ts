// The companies' subscriptions' SQL (table company_subscriptions, with the plan it is on), as
// plain functions over an executor: the database or the transaction a service runs in. The
// rules are in services/billing/.
import type { Insertable, Updateable } from 'kysely';
import type { BillingQ, CompanySubscriptionsTable } from '../services/billing/schema';
import { samePlanForEveryValue } from '../db/plan-hint';

type SubscriptionColumns = Omit<Insertable<CompanySubscriptionsTable>, 'company_id'>;

/** The company's subscription with its plan's name and price; undefined before a first choice. */
export function findSubscriptionWithPlan(q: BillingQ, companyId: string) {
  return q
    .selectFrom('company_subscriptions')
    .innerJoin('plans', 'plans.id', 'company_subscriptions.plan_id')
    .selectAll('company_subscriptions')
    .select(['plans.name as planName', 'plans.unit_amount as unitAmount'])
    .where('company_subscriptions.company_id', '=', companyId)
    .executeTakeFirst();
}

/** The subscription a gateway's subscription id belongs to, with its plan's name. */
export function findSubscriptionByGatewayId(q: BillingQ, gatewaySubscriptionId: string) {
  return q
    .selectFrom('company_subscriptions')
    .innerJoin('plans', 'plans.id', 'company_subscriptions.plan_id')
    .selectAll('company_subscriptions')
    .select('plans.name as planName')
    .where('gateway_subscription_id', '=', gatewaySubscriptionId)
    .executeTakeFirst();
}

/** The company a gateway's subscription id belongs to. */
export async function companyOfGatewaySubscription(
  q: BillingQ,
  gatewaySubscriptionId: string,
): Promise<string | undefined> {
  return (
    await q
      .selectFrom('company_subscriptions')
      .select('company_id')
      .where('gateway_subscription_id', '=', gatewaySubscriptionId)
      .executeTakeFirst()
  )?.company_id;
}

/** When the company's last purchase (or choice of Basic) was stored. */
export function findSubscriptionCreatedAt(q: BillingQ, companyId: string) {
  return q
    .selectFrom('company_subscriptions')
    .select('created_at')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** The plan row of the company's subscription that has not ended; undefined when none. */
export function findCurrentPlan(q: BillingQ, companyId: string) {
  return q
    .selectFrom('company_subscriptions')
    .innerJoin('plans', 'plans.id', 'company_subscriptions.plan_id')
    .selectAll('plans')
    .where('company_subscriptions.company_id', '=', companyId)
    .where('company_subscriptions.status', '!=', 'canceled')
    .modifyEnd(samePlanForEveryValue)
    .executeTakeFirst();
}

/** What getMe needs of the company's subscription: its status, plan, gateway id and price. */
export function findSubscriptionStatus(q: BillingQ, companyId: string) {
  return q
    .selectFrom('company_subscriptions')
    .innerJoin('plans', 'plans.id', 'company_subscriptions.plan_id')
    .select([
      'company_subscriptions.status',
      'company_subscriptions.plan_id',
      'company_subscriptions.gateway_subscription_id',
      'plans.unit_amount',
    ])
    .where('company_subscriptions.company_id', '=', companyId)
    .modifyEnd(samePlanForEveryValue)
    .executeTakeFirst();
}

/**
 * Stores the company's subscription: `columns` on a first one, `onConflict` (columns too unless
 * given) over the one it has.
 */
export async function upsertSubscription(
  q: BillingQ,
  companyId: string,
  columns: SubscriptionColumns,
  onConflict: Updateable<CompanySubscriptionsTable> = columns,
): Promise<void> {
  await q
    .insertInto('company_subscriptions')
    .values({ company_id: companyId, ...columns })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(onConflict))
    .execute();
}

export async function updateSubscription(
  q: BillingQ,
  companyId: string,
  values: Updateable<CompanySubscriptionsTable>,
): Promise<void> {
  await q.updateTable('company_subscriptions').set(values).where('company_id', '=', companyId).execute();
}
