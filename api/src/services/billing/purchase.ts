import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  BILLING_MESSAGES as B,
  type CreateSubscriptionBody,
  type SandboxCardBody,
} from '@phonesheet/shared/contracts';
import { sha256 } from '../../lib/crypto';
import { HttpError } from '../../lib/http-error';
import { GatewayRequestError, type PaymentGateway } from '../../payments/gateway';
import type { SandboxGateway } from '../../payments/sandbox-gateway';
import type { CurrentUser } from '../../access/current-user';
import {
  basicColumns,
  gatewayError,
  isPaidRow,
  syncedColumns,
  type BillingContext,
  type BillingReply,
  type Caller,
} from './context';
import { holdPurchaseLock, PurchaseBusyError } from './purchase-lock';
import { dbNow } from '../../db/clock';
import { findSubscriptionCreatedAt, upsertSubscription } from '../../repositories/subscriptions-repository';

// Choosing a plan: the card setup, the purchase of a paid plan, or Basic. Admins only (routes).

/** How long a repeated purchase waits for the first one to finish before answering 409. */
const PENDING_WAIT_MS = 30_000;
/**
 * How long a purchase's answer is replayed to a repeat without an Idempotency-Key (a double
 * click, a quick retry); longer than a purchase may run (its lease, 2 minutes).
 */
const REPEAT_WINDOW = sql`interval '10 minutes'`;

const isSandbox = (g: PaymentGateway): g is SandboxGateway => g.name === 'sandbox';

type Db = BillingContext['db'];

/** The answer of the purchase `key` once it is done; 409 when it does not end in time. */
async function waitForRequest(db: Db, key: string): Promise<BillingReply> {
  const deadline = Date.now() + PENDING_WAIT_MS;
  for (;;) {
    const row = await db
      .selectFrom('billing_requests')
      .select(['state', 'status_code', 'response'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) throw new HttpError(409, B.purchaseInProgress);
    if (row.state === 'done')
      return { status: row.status_code as number, body: row.response as BillingReply['body'] };
    if (Date.now() > deadline) throw new HttpError(409, B.purchaseInProgress);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The key of a purchase: the company's last purchase is part of it, so once that subscription
 * has ended the same plan and card are a new purchase (here and at the gateway), not its old
 * answer.
 */
async function purchaseKey(db: Db, companyId: string, planId: string, pm: string) {
  const last = await findSubscriptionCreatedAt(db, companyId);
  const since = last ? new Date(last.created_at).getTime() : 0;
  return { key: `purchase:${sha256(`${companyId}\n${planId}\n${pm}\n${since}`)}`, last };
}

/** Forgets the answers kept for repeats once REPEAT_WINDOW has passed. */
const pruneRepeats = (db: Db) =>
  db
    .deleteFrom('billing_requests')
    .where('key', 'like', 'purchase:%')
    .where('created_at', '<', sql<Date>`now() - ${REPEAT_WINDOW}`)
    .execute();

/** True for the first request of `key` (any instance): it runs; a repeat waits for its answer. */
const claimRequest = async (db: Db, key: string, companyId: string, requestHash: string) =>
  !!(await db
    .insertInto('billing_requests')
    .values({ key, company_id: companyId, request_hash: requestHash, state: 'pending' })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst());

/** The company's recent successful purchase of the same plan and card (a double click's first). */
const firstPurchase = (db: Db, companyId: string, requestHash: string) =>
  db
    .selectFrom('billing_requests')
    .select('key')
    .where('company_id', '=', companyId)
    .where('key', 'like', 'purchase:%')
    .where('request_hash', '=', requestHash)
    .where('status_code', '=', 201)
    .where('created_at', '>=', sql<Date>`now() - ${REPEAT_WINDOW}`)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();

/** The purchase itself, under the company's lock: the gateway's subscription, then the record. */
async function doPurchase(
  ctx: BillingContext,
  a: Caller,
  planId: string,
  paymentMethodId: string,
  key: string,
): Promise<BillingReply> {
  const { db, gateway, log, subscriptionOf, customerFor } = ctx;
  const plan = await db
    .selectFrom('plans')
    .selectAll()
    .where('id', '=', planId)
    .where('active', '=', true)
    .where('unit_amount', '>', 0)
    .executeTakeFirst();
  if (!plan) throw new HttpError(404, B.planNotFound);
  const current = await subscriptionOf(a.companyId);
  if (isPaidRow(current)) throw new HttpError(409, B.alreadySubscribed);
  const customerId = await customerFor(a);
  const card = await gateway.paymentMethodOf(customerId, paymentMethodId).catch(gatewayError);
  const sub = await gateway
    .createSubscription(
      {
        customerId,
        paymentMethodId,
        plan: {
          id: plan.id,
          name: plan.name,
          unitAmount: plan.unit_amount,
          currency: plan.currency,
          interval: plan.billing_interval,
          stripePriceId: plan.stripe_price_id,
        },
      },
      `subscription:${key}`,
    )
    .catch(gatewayError);
  if (sub.priceId && sub.priceId !== plan.stripe_price_id) {
    await db.updateTable('plans').set({ stripe_price_id: sub.priceId }).where('id', '=', plan.id).execute();
  }
  const columns = {
    plan_id: plan.id,
    gateway: gateway.name,
    customer_id: customerId,
    gateway_subscription_id: sub.id,
    card_brand: card.brand,
    card_last4: card.last4,
    cancelled_at: null,
    past_due_since: null,
    ...syncedColumns(sub),
  };
  await upsertSubscription(db, a.companyId, columns, { ...columns, created_at: dbNow() });
  log.info({ companyId: a.companyId, plan: plan.id, subscription: sub.id }, 'subscription purchased');
  return { status: 201, body: { msg: B.purchased } };
}

export async function clientSecret(
  ctx: BillingContext,
  current: CurrentUser,
): Promise<{ client_secret: string }> {
  const { gateway, actor, customerFor } = ctx;
  const a = await actor(current);
  const customerId = await customerFor(a);
  const intent = await gateway
    .createSetupIntent(customerId, `setup-intent:${a.companyId}:${randomUUID()}`)
    .catch(gatewayError);
  return { client_secret: intent.clientSecret };
}

/** The sandbox card form: card details → payment method (the number is never kept). */
export async function confirmSandboxCard(
  { gateway, actor }: BillingContext,
  current: CurrentUser,
  card: SandboxCardBody,
) {
  if (!isSandbox(gateway)) throw new HttpError(404, 'Not found');
  const a = await actor(current);
  try {
    return await gateway.confirmCardSetup(a.companyId, card);
  } catch (err) {
    if (err instanceof GatewayRequestError) throw new HttpError(400, err.message);
    return gatewayError(err);
  }
}

/**
 * Buys a plan. Keyed by company + plan + payment method + the company's last purchase: a
 * double click or a quick retry answers the first result, never a second charge. The
 * Idempotency-Key header is claimed before this runs, like on every route that takes it
 * (plugins/app/idempotency.ts).
 */
export async function purchase(
  ctx: BillingContext,
  current: CurrentUser,
  body: CreateSubscriptionBody,
): Promise<BillingReply> {
  const { db, actor, subscriptionOf } = ctx;
  const a = await actor(current);
  const planId = (body.subscriptionID ?? '').trim();
  const pm = (body.paymentMethodID ?? '').trim();
  if (!planId) throw new HttpError(400, B.selectPlan, { errors: [B.selectPlan] });
  if (!pm) throw new HttpError(400, B.cardInvalid, { errors: [B.cardInvalid] });
  const requestHash = sha256(`${planId}\n${pm}`);
  const { key, last } = await purchaseKey(db, a.companyId, planId, pm);
  // Answers are kept only for repeats (purchases are rare, so pruning here stays small).
  await pruneRepeats(db);
  // A double click whose first request has already made the company paid (so its key above
  // is no longer the first one's): the first one's answer, not a 409.
  if (last && isPaidRow(await subscriptionOf(a.companyId))) {
    const first = await firstPurchase(db, a.companyId, requestHash);
    if (first) return waitForRequest(db, first.key);
  }
  if (!(await claimRequest(db, key, a.companyId, requestHash))) return waitForRequest(db, key);
  let reply: BillingReply;
  try {
    // One purchase of the company at a time: the next one finds it paying (409), not a second charge.
    reply = await holdPurchaseLock(db, a.companyId, () => doPurchase(ctx, a, planId, pm, key));
  } catch (err) {
    if (err instanceof PurchaseBusyError) {
      await db.deleteFrom('billing_requests').where('key', '=', key).execute();
      throw new HttpError(409, B.purchaseInProgress);
    }
    if (!(err instanceof HttpError) || err.statusCode >= 500) {
      // Not an answer worth repeating (outage, bug): free the keys so a retry runs again.
      await db.deleteFrom('billing_requests').where('key', '=', key).execute();
      throw err;
    }
    reply = { status: err.statusCode, body: err.body() as BillingReply['body'] };
  }
  await db
    .updateTable('billing_requests')
    .set({ state: 'done', status_code: reply.status, response: JSON.stringify(reply.body) })
    .where('key', '=', key)
    .execute();
  return reply;
}

export async function chooseBasic(
  { db, actor, subscriptionOf }: BillingContext,
  current: CurrentUser,
): Promise<BillingReply> {
  const a = await actor(current);
  const row = await subscriptionOf(a.companyId);
  if (isPaidRow(row)) throw new HttpError(409, B.alreadySubscribed);
  await upsertSubscription(db, a.companyId, basicColumns());
  return { status: 200, body: { msg: B.basicChosen } };
}
