import { sql } from 'kysely';
import type { TestApp } from './test-app';

/** What the sandbox gateway holds for a company: its subscriptions and its charges. */
export async function gatewayRowsOf(
  t: TestApp,
  companyId: string,
): Promise<{ subscriptions: number; charges: number }> {
  const { rows } = await sql<{ subscriptions: number; charges: number }>`
    select
      (select count(*)::int from sandbox_subscriptions s join sandbox_customers c on c.id = s.customer_id
        where c.company_id = ${companyId}) as subscriptions,
      (select count(*)::int from sandbox_charges h join sandbox_customers c on c.id = h.customer_id
        where c.company_id = ${companyId}) as charges`.execute(t.app.database.db);
  return rows[0]!;
}

/** Successful charges per gateway subscription (renewal tests count doubles with it). */
export async function chargesPerSubscription(t: TestApp): Promise<Map<string, number>> {
  const { rows } = await sql<{ subscription_id: string; n: number }>`
    select subscription_id, count(*)::int as n from sandbox_charges
    where status = 'succeeded' and subscription_id is not null group by subscription_id`.execute(
    t.app.database.db,
  );
  return new Map(rows.map((r) => [r.subscription_id, r.n]));
}
