// What every part of the sandbox gateway shares: its tables, the billing clock, Stripe-like
// idempotency keys, ids and event ids.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { billingDb } from '../../services/billing/schema';
import type { BillingClock } from '../clock';
import { CardError, type GatewayEvent } from '../gateway';

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
export const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

/** How long the sandbox remembers an idempotency key (Stripe: 24 hours). */
const KEY_TTL = sql`interval '24 hours'`;
const PRUNE_EVERY_MS = 60_000;

/** Event ids come from what happened (the charge's key), so a repeat is applied only once. */
export const event = (key: string, e: WithoutId<GatewayEvent>): GatewayEvent =>
  ({ ...e, id: `evt_${key}:${e.type}` }) as GatewayEvent;

export type SandboxDb = ReturnType<typeof billingDb>;

export interface SandboxContext {
  db: SandboxDb;
  clock: BillingClock;
  once: <T>(key: string, run: () => Promise<T>) => Promise<T>;
}

export function sandboxContext(appDb: Kysely<DB>, clock: BillingClock): SandboxContext {
  const db = billingDb(appDb);
  let prunedAt = 0;

  /**
   * Like Stripe: the same key answers the first result (or the first card error) again, for
   * KEY_TTL; after that the key is a new request and its row is pruned.
   */
  async function once<T>(key: string, run: () => Promise<T>): Promise<T> {
    const expired = sql<Date>`now() - ${KEY_TTL}`;
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await db.deleteFrom('sandbox_idempotency').where('created_at', '<', expired).execute();
    }
    // An expired key is not replayed, even before the next prune removes it.
    await db
      .deleteFrom('sandbox_idempotency')
      .where('key', '=', key)
      .where('created_at', '<', expired)
      .execute();
    const seen = await db
      .selectFrom('sandbox_idempotency')
      .select('result')
      .where('key', '=', key)
      .executeTakeFirst();
    if (seen) {
      const stored = seen.result as { ok?: T; cardError?: CardError['code'] };
      if (stored.cardError) throw new CardError(stored.cardError);
      return stored.ok as T;
    }
    try {
      const ok = await run();
      await db
        .insertInto('sandbox_idempotency')
        .values({ key, result: JSON.stringify({ ok }) })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return ok;
    } catch (err) {
      if (err instanceof CardError) {
        await db
          .insertInto('sandbox_idempotency')
          .values({ key, result: JSON.stringify({ cardError: err.code }) })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      throw err;
    }
  }

  return { db, clock, once };
}
