import { sql, type Kysely } from 'kysely';
import type { BillingDB } from './schema';

/** How long a purchase holds its company's lock at most (gateway calls time out well before). */
const LEASE = sql`interval '2 minutes'`;
/** How long a second purchase of the company waits for the first to finish. */
const WAIT_MS = 30_000;

export class PurchaseBusyError extends Error {
  constructor() {
    super('another purchase of this company is still running');
    this.name = 'PurchaseBusyError';
  }
}

const lockKey = (companyId: string) => `lock:${companyId}`;

/** Takes the company's lock when it is free or its lease has run out; false while it is held. */
async function take(db: Kysely<BillingDB>, companyId: string): Promise<boolean> {
  const won = await db
    .insertInto('billing_requests')
    .values({ key: lockKey(companyId), company_id: companyId, request_hash: '', state: 'pending' })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ created_at: sql`now()` })
        .where(sql<boolean>`billing_requests.created_at < now() - ${LEASE}`),
    )
    .returning('key')
    .executeTakeFirst();
  return !!won;
}

/**
 * One purchase at a time per company, on every instance: runs `work` holding a lease row in
 * billing_requests (`lock:<company>`), taken by an insert that wins, or waited for;
 * PurchaseBusyError when it stays taken. Without it two purchases with different cards sent at
 * once both pass the "already paying?" check and both charge. A lease left by a crashed
 * instance is taken over once it is older than LEASE.
 */
export async function holdPurchaseLock<T>(
  db: Kysely<BillingDB>,
  companyId: string,
  work: () => Promise<T>,
): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await take(db, companyId))) {
    if (Date.now() > deadline) throw new PurchaseBusyError();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  try {
    return await work();
  } finally {
    await db.deleteFrom('billing_requests').where('key', '=', lockKey(companyId)).execute();
  }
}
