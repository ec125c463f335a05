import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  BILLING_MESSAGES as B,
  type CreateSubscriptionBody,
  type SandboxCardBody,
  type SubscriptionDetails,
  type SubscriptionPlan,
} from '@phonesheet/shared/contracts';
import type { DB } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { HttpError } from '../../lib/http-error';
import { enqueueMail, type Outbox } from '../../mail/outbox';
import type { BillingClock } from '../../payments/clock';
import {
  CardError,
  GatewayRequestError,
  type GatewayEvent,
  type GatewaySubscription,
  type PaymentGateway,
} from '../../payments/gateway';
import type { SandboxGateway } from '../../payments/sandbox-gateway';
import type { StripeGateway } from '../../payments/stripe-gateway';
import type { CurrentUser } from '../../current-user';
import { renewalFailedMail } from './mail';
import { toPlanDto } from './plan-limits';
import { createPurchaseLock, PurchaseBusyError } from './purchase-lock';
import { billingDb, type BillingDB } from './schema';
import { loadCaller } from '../accounts/caller';

export interface BillingDeps {
  db: Kysely<DB>;
  gateway: PaymentGateway;
  clock: BillingClock;
  outbox: Outbox;
  appUrl: string;
  log: FastifyBaseLogger;
}

export interface BillingReply {
  status: number;
  body: { msg: string; [extra: string]: unknown };
}

/** How long a repeated purchase waits for the first one to finish before answering 409. */
const PENDING_WAIT_MS = 30_000;
/**
 * How long a purchase's answer is replayed to a repeat without an Idempotency-Key (a double
 * click, a quick retry); longer than a purchase may run (its lease, 2 minutes).
 */
const REPEAT_WINDOW = sql`interval '10 minutes'`;

const isSandbox = (g: PaymentGateway): g is SandboxGateway => g.name === 'sandbox';
const isStripe = (g: PaymentGateway): g is StripeGateway => g.name === 'stripe';

/** Gateway failures as the client sees them: card problems 402 with Stripe's text. */
function gatewayError(err: unknown): never {
  if (err instanceof CardError) throw new HttpError(402, err.message, { code: err.code });
  if (err instanceof GatewayRequestError) {
    if (err.statusCode >= 500) throw new HttpError(502, B.gatewayUnavailable);
    throw new HttpError(400, B.cardInvalid);
  }
  throw err;
}

export function createBillingService({ db: appDb, gateway, clock, outbox, appUrl, log }: BillingDeps) {
  const db = billingDb(appDb);
  const purchaseLock = createPurchaseLock(db);

  /** The caller with role and company. */
  const actor = (current: CurrentUser) => loadCaller(appDb, current, 'Token is not valid');

  async function adminActor(current: CurrentUser) {
    const a = await actor(current);
    if (a.user_type !== 'Admin') throw new HttpError(403, B.askAdmin);
    return a;
  }

  const subscriptionOf = (companyId: string) =>
    db
      .selectFrom('company_subscriptions')
      .innerJoin('plans', 'plans.id', 'company_subscriptions.plan_id')
      .selectAll('company_subscriptions')
      .select(['plans.name as planName', 'plans.unit_amount as unitAmount'])
      .where('company_subscriptions.company_id', '=', companyId)
      .executeTakeFirst();

  const isPaidRow = (
    row: { unitAmount: number; status: string; gateway_subscription_id: string | null } | undefined,
  ) => !!row && row.unitAmount > 0 && row.status !== 'canceled' && !!row.gateway_subscription_id;

  /** The gateway customer of a company, created on first need (one per company, by key). */
  async function customerFor(a: Awaited<ReturnType<typeof actor>>): Promise<string> {
    const known = await db
      .selectFrom('billing_customers')
      .select('customer_id')
      .where('company_id', '=', a.companyId)
      .where('gateway', '=', gateway.name)
      .executeTakeFirst();
    if (known) return known.customer_id;
    const customer = await gateway
      .createCustomer(
        { companyId: a.companyId, email: a.email, name: a.companyName },
        `customer:${a.companyId}`,
      )
      .catch(gatewayError);
    await db
      .insertInto('billing_customers')
      .values({ company_id: a.companyId, gateway: gateway.name, customer_id: customer.id })
      .onConflict((oc) =>
        oc.column('company_id').doUpdateSet({ gateway: gateway.name, customer_id: customer.id }),
      )
      .execute();
    return customer.id;
  }

  function syncedColumns(sub: GatewaySubscription) {
    return {
      status: sub.status,
      current_period_start: new Date(sub.currentPeriodStart * 1000),
      current_period_end: new Date(sub.currentPeriodEnd * 1000),
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      updated_at: new Date(),
    };
  }

  async function doPurchase(
    a: Awaited<ReturnType<typeof actor>>,
    planId: string,
    paymentMethodId: string,
    key: string,
  ): Promise<BillingReply> {
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
    await db
      .insertInto('company_subscriptions')
      .values({ company_id: a.companyId, ...columns })
      .onConflict((oc) => oc.column('company_id').doUpdateSet({ ...columns, created_at: new Date() }))
      .execute();
    log.info({ companyId: a.companyId, plan: plan.id, subscription: sub.id }, 'subscription purchased');
    return { status: 201, body: { msg: B.purchased } };
  }

  async function waitForRequest(key: string): Promise<BillingReply> {
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

  async function companyAdmins(q: Kysely<BillingDB> | Transaction<BillingDB>, companyId: string) {
    return q
      .selectFrom('users')
      .select(['email', 'first_name'])
      .where('company_id', '=', companyId)
      .where('user_type', '=', 'Admin')
      .where('verified_at', 'is not', null)
      .execute();
  }

  /** A paid period ended unpaid or cancelled: back to Basic; every row of the company stays. */
  const basicColumns = () => ({
    plan_id: 'basic',
    status: 'active' as const,
    gateway_subscription_id: null,
    card_brand: null,
    card_last4: null,
    current_period_start: null,
    current_period_end: null,
    cancel_at_period_end: false,
    cancelled_at: null,
    past_due_since: null,
    updated_at: new Date(),
  });

  const service = {
    gatewayName: gateway.name,

    async listPlans(paidOnly: boolean): Promise<SubscriptionPlan[]> {
      let q = db.selectFrom('plans').selectAll().where('active', '=', true);
      if (paidOnly) q = q.where('unit_amount', '>', 0);
      return (await q.orderBy('sort_order').orderBy('id').execute()).map(toPlanDto);
    },

    /** getMe's subscribed and companySubscription[0].paid (SPEC.md §3). */
    async statusOf(companyId: string): Promise<{ subscribed: boolean; paid: boolean }> {
      const row = await subscriptionOf(companyId);
      return {
        subscribed: !!row && row.status !== 'canceled',
        paid: !!row && row.status === 'active' && isPaidRow(row),
      };
    },

    async clientSecret(current: CurrentUser): Promise<{ client_secret: string }> {
      const a = await adminActor(current);
      const customerId = await customerFor(a);
      const intent = await gateway
        .createSetupIntent(customerId, `setup-intent:${a.companyId}:${randomUUID()}`)
        .catch(gatewayError);
      return { client_secret: intent.clientSecret };
    },

    /** The sandbox card form: card details → payment method (the number is never kept). */
    async confirmSandboxCard(current: CurrentUser, card: SandboxCardBody) {
      if (!isSandbox(gateway)) throw new HttpError(404, 'Not found');
      const a = await adminActor(current);
      try {
        return await gateway.confirmCardSetup(a.companyId, card);
      } catch (err) {
        if (err instanceof GatewayRequestError) throw new HttpError(400, err.message);
        return gatewayError(err);
      }
    },

    /**
     * Buys a plan. Keyed by company + plan + payment method + the company's last purchase: a
     * double click or a quick retry answers the first result, never a second charge. The Idempotency-Key header is claimed before
     * this runs, like on every route that takes it (plugins/app/idempotency.ts).
     */
    async purchase(current: CurrentUser, body: CreateSubscriptionBody): Promise<BillingReply> {
      const a = await adminActor(current);
      const planId = (body.subscriptionID ?? '').trim();
      const pm = (body.paymentMethodID ?? '').trim();
      if (!planId) throw new HttpError(400, B.selectPlan, { errors: [B.selectPlan] });
      if (!pm) throw new HttpError(400, B.cardInvalid, { errors: [B.cardInvalid] });
      const requestHash = sha256(`${planId}\n${pm}`);
      // The company's last purchase is part of the key: once that subscription has ended, the
      // same plan and card are a new purchase (here and at the gateway), not its old answer.
      const last = await db
        .selectFrom('company_subscriptions')
        .select('created_at')
        .where('company_id', '=', a.companyId)
        .executeTakeFirst();
      const since = last ? new Date(last.created_at).getTime() : 0;
      const key = `purchase:${sha256(`${a.companyId}\n${planId}\n${pm}\n${since}`)}`;
      // Answers are kept only for repeats (purchases are rare, so pruning here stays small).
      await db
        .deleteFrom('billing_requests')
        .where('key', 'like', 'purchase:%')
        .where('created_at', '<', sql<Date>`now() - ${REPEAT_WINDOW}`)
        .execute();
      // A double click whose first request has already made the company paid (so its key above
      // is no longer the first one's): the first one's answer, not a 409.
      if (last && isPaidRow(await subscriptionOf(a.companyId))) {
        const first = await db
          .selectFrom('billing_requests')
          .select('key')
          .where('company_id', '=', a.companyId)
          .where('key', 'like', 'purchase:%')
          .where('request_hash', '=', requestHash)
          .where('status_code', '=', 201)
          .where('created_at', '>=', sql<Date>`now() - ${REPEAT_WINDOW}`)
          .orderBy('created_at', 'desc')
          .executeTakeFirst();
        if (first) return waitForRequest(first.key);
      }
      const claimed = await db
        .insertInto('billing_requests')
        .values({ key, company_id: a.companyId, request_hash: requestHash, state: 'pending' })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!claimed) return waitForRequest(key);
      let reply: BillingReply;
      try {
        // One purchase of the company at a time: the next one finds it paying (409), not a second charge.
        reply = await purchaseLock.hold(a.companyId, () => doPurchase(a, planId, pm, key));
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
    },

    async chooseBasic(current: CurrentUser): Promise<BillingReply> {
      const a = await adminActor(current);
      const row = await subscriptionOf(a.companyId);
      if (isPaidRow(row)) throw new HttpError(409, B.alreadySubscribed);
      await db
        .insertInto('company_subscriptions')
        .values({ company_id: a.companyId, ...basicColumns() })
        .onConflict((oc) => oc.column('company_id').doUpdateSet(basicColumns()))
        .execute();
      return { status: 200, body: { msg: B.basicChosen } };
    },

    /** SPEC.md §3: the gateway's subscription, or 0 and then the record. */
    async details(current: CurrentUser): Promise<SubscriptionDetails> {
      const a = await actor(current);
      const row = await subscriptionOf(a.companyId);
      if (!row) return { subscriptionInfo: 0, subscription: null };
      const subscription = {
        planId: row.plan_id,
        planName: row.planName,
        paid: isPaidRow(row),
        status: row.status,
        createdAt: (row.current_period_start ?? row.created_at).toISOString(),
        subscriptionExpiresAt: row.current_period_end ? row.current_period_end.toISOString() : null,
        cancelled: row.cancel_at_period_end,
        card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
      };
      if (!isPaidRow(row) || !row.gateway_subscription_id) return { subscriptionInfo: 0, subscription };
      try {
        const sub = await gateway.retrieveSubscription(row.gateway_subscription_id);
        return {
          subscriptionInfo: {
            id: sub.id,
            status: sub.status,
            plan: { nickname: sub.planNickname || row.planName },
            current_period_start: sub.currentPeriodStart,
            current_period_end: sub.currentPeriodEnd,
            cancel_at_period_end: sub.cancelAtPeriodEnd,
          },
          subscription,
        };
      } catch (err) {
        // The record is enough to show the table when the gateway is away.
        log.warn({ err: (err as Error).message }, 'gateway subscription not readable; answering the record');
        return { subscriptionInfo: 0, subscription };
      }
    },

    async cancel(current: CurrentUser): Promise<BillingReply> {
      const a = await adminActor(current);
      const row = await subscriptionOf(a.companyId);
      if (!row || !isPaidRow(row) || !row.gateway_subscription_id)
        throw new HttpError(400, B.noPaidSubscription);
      // Already cancelled (a second click on "Yes"): the same answer, nothing sent twice.
      if (row.cancel_at_period_end) return { status: 200, body: { msg: B.cancelled } };
      const sub = await gateway
        .cancelAtPeriodEnd(row.gateway_subscription_id, `cancel:${row.gateway_subscription_id}`)
        .catch(gatewayError);
      await db
        .updateTable('company_subscriptions')
        .set({ ...syncedColumns(sub), cancel_at_period_end: true, cancelled_at: new Date() })
        .where('company_id', '=', a.companyId)
        .execute();
      return { status: 200, body: { msg: B.cancelled } };
    },

    /** /payment: a new card for the subscription; a past-due renewal is paid with it at once. */
    async replaceCard(current: CurrentUser, paymentMethodId: string | undefined): Promise<BillingReply> {
      const a = await adminActor(current);
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
      await db
        .updateTable('company_subscriptions')
        .set({
          ...syncedColumns(sub),
          card_brand: card.brand,
          card_last4: card.last4,
          past_due_since: sub.status === 'active' ? null : row.past_due_since,
        })
        .where('company_id', '=', a.companyId)
        .execute();
      return {
        status: 200,
        body: { msg: row.status === 'past_due' && sub.status === 'active' ? B.renewalPaid : B.cardUpdated },
      };
    },

    /**
     * Applies one gateway event (webhook or sandbox renewal) exactly once: the event id is
     * recorded in the same transaction as the change, so replays and retries do nothing.
     */
    async applyEvent(event: GatewayEvent): Promise<'applied' | 'duplicate' | 'ignored'> {
      if (event.type === 'ignored') return 'ignored';
      const subscriptionId =
        'subscription' in event && event.subscription
          ? event.subscription.id
          : (event as { subscriptionId: string }).subscriptionId;
      // invoice.paid from Stripe carries no subscription: read the new period from the gateway.
      let fresh: GatewaySubscription | null =
        'subscription' in event && event.subscription ? event.subscription : null;
      if (!fresh && event.type === 'invoice.paid')
        fresh = await gateway.retrieveSubscription(subscriptionId).catch(() => null);
      let mailed = false;
      const result = await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('company_subscriptions')
          .innerJoin('plans', 'plans.id', 'company_subscriptions.plan_id')
          .selectAll('company_subscriptions')
          .select('plans.name as planName')
          .where('gateway_subscription_id', '=', subscriptionId)
          .executeTakeFirst();
        const recorded = await trx
          .insertInto('billing_events')
          .values({ id: event.id, type: event.type, company_id: row?.company_id ?? null })
          .onConflict((oc) => oc.column('id').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!recorded) return 'duplicate' as const;
        if (!row) return 'ignored' as const;
        const update = () =>
          trx.updateTable('company_subscriptions').where('company_id', '=', row.company_id);
        switch (event.type) {
          case 'customer.subscription.deleted':
            await update().set(basicColumns()).execute();
            break;
          case 'customer.subscription.updated':
          case 'invoice.paid': {
            const sub = fresh;
            const status = event.type === 'invoice.paid' ? 'active' : (sub?.status ?? row.status);
            await update()
              .set({
                ...(sub ? syncedColumns(sub) : {}),
                status,
                past_due_since: status === 'past_due' ? (row.past_due_since ?? clock.now()) : null,
                updated_at: new Date(),
              })
              .execute();
            break;
          }
          case 'invoice.payment_failed': {
            await update()
              .set({
                status: 'past_due',
                past_due_since: row.past_due_since ?? clock.now(),
                updated_at: new Date(),
              })
              .execute();
            for (const admin of await companyAdmins(trx, row.company_id)) {
              await enqueueMail(
                trx as unknown as Transaction<DB>,
                renewalFailedMail(
                  admin.email,
                  admin.first_name,
                  row.planName,
                  event.failureMessage,
                  `${appUrl}/payment`,
                ),
                row.company_id,
              );
              mailed = true;
            }
            break;
          }
        }
        return 'applied' as const;
      });
      if (mailed) outbox.kick();
      return result;
    },

    /** Scheduler tick: the sandbox renews or ends due periods; the events are applied here. */
    async runDue(): Promise<number> {
      if (!gateway.runDue) return 0;
      const events = await gateway.runDue(clock.now());
      for (const e of events) await service.applyEvent(e);
      return events.length;
    },

    /** Stripe only: the gateway object behind the service, for the webhook route. */
    parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent {
      return gateway.parseWebhook(rawBody, signature);
    },

    isStripe: isStripe(gateway),
  };
  return service;
}

export type BillingService = ReturnType<typeof createBillingService>;
