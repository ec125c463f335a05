import { randomBytes } from 'node:crypto';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import {
  cardBrand,
  digitsOnly,
  expiryProblem,
  luhnValid,
  type SandboxCardBody,
} from '@phonesheet/shared/contracts';
import type { DB } from '../db/schema';
import { sha256 } from '../lib/crypto';
import { billingDb, type BillingDB, type BillingQ, type SandboxBehaviour } from '../services/billing/schema';
import { addInterval, toUnix, type BillingClock } from './clock';
import { changeSandboxPlan, takeCredit } from './sandbox-plan-change';
import {
  CardError,
  GatewayRequestError,
  WebhookSignatureError,
  type CardSummary,
  type GatewayEvent,
  type GatewaySubscription,
  type PaymentGateway,
} from './gateway';

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

// Stripe's test cards (docs/billing.md): declined when the card is set up, or accepted and
// then refused on every charge. Any other Luhn-valid number behaves like 4242….
const SETUP_DECLINES: Record<string, 'card_declined' | 'expired_card' | 'incorrect_cvc'> = {
  '4000000000000002': 'card_declined',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
};
const CHARGE_BEHAVIOUR: Record<string, SandboxBehaviour> = {
  '4000000000009995': 'insufficient_funds',
  '4000000000000341': 'decline_charges',
};

/** How long the sandbox remembers an idempotency key (Stripe: 24 hours). */
const KEY_TTL = sql`interval '24 hours'`;
const PRUNE_EVERY_MS = 60_000;

/** Days after a failed renewal when the charge is tried again; after the last one it ends. */
export const RETRY_AFTER_DAYS = [1, 3, 5];
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  /** What Stripe.js confirmCardSetup does: the card details become a payment method. */
  confirmCardSetup(companyId: string, card: SandboxCardBody): Promise<{ id: string } & CardSummary>;
  runDue(now: Date): Promise<GatewayEvent[]>;
}

export function createSandboxGateway(appDb: Kysely<DB>, clock: BillingClock): SandboxGateway {
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

  const toGateway = (row: {
    id: string;
    customer_id: string;
    status: 'active' | 'past_due' | 'canceled';
    nickname: string;
    current_period_start: Date;
    current_period_end: Date;
    cancel_at_period_end: boolean;
  }): GatewaySubscription => ({
    id: row.id,
    customerId: row.customer_id,
    status: row.status,
    planNickname: row.nickname,
    currentPeriodStart: toUnix(row.current_period_start),
    currentPeriodEnd: toUnix(row.current_period_end),
    cancelAtPeriodEnd: row.cancel_at_period_end,
  });

  async function loadSubscription(subscriptionId: string) {
    const row = await db
      .selectFrom('sandbox_subscriptions')
      .selectAll()
      .where('id', '=', subscriptionId)
      .executeTakeFirst();
    if (!row) throw new GatewayRequestError(`No such subscription: '${subscriptionId}'`, 404);
    return row;
  }

  type SubscriptionRow = Awaited<ReturnType<typeof loadSubscription>>;

  /**
   * The key of one attempt to pay a period: the subscription, the period's end and the attempt
   * (0 on the period's end, then each retry, or a new card's id), so it is charged at most once.
   */
  const renewalKey = (row: SubscriptionRow, attempt: number | string) =>
    `renewal:${row.id}:${toUnix(row.current_period_end)}:${attempt}`;

  /** A paid renewal: the next period starts where the last one ended; retries are cleared. */
  async function startNextPeriod(q: BillingQ, row: SubscriptionRow): Promise<GatewaySubscription> {
    const next = {
      current_period_start: row.current_period_end,
      current_period_end: addInterval(row.current_period_end, row.billing_interval),
    };
    await q
      .updateTable('sandbox_subscriptions')
      .set({ ...next, status: 'active', failed_attempts: 0, next_retry_at: null })
      .where('id', '=', row.id)
      .execute();
    return toGateway({ ...row, ...next, status: 'active' });
  }

  /** The subscription ends (cancelled at period end, or every retry failed). */
  async function endSubscription(q: BillingQ, row: SubscriptionRow, failedAttempts = row.failed_attempts) {
    await q
      .updateTable('sandbox_subscriptions')
      .set({ status: 'canceled', failed_attempts: failedAttempts, next_retry_at: null })
      .where('id', '=', row.id)
      .execute();
    return event(`end:${row.id}:${toUnix(row.current_period_end)}`, {
      type: 'customer.subscription.deleted',
      subscription: toGateway({ ...row, status: 'canceled' }),
    });
  }

  /**
   * One charge; a failure is recorded and reported as the card's error. Like Stripe, a second
   * charge with the same key charges nothing and answers the first one's outcome.
   */
  async function charge(
    q: BillingQ,
    input: { customerId: string; subscriptionId: string | null; amount: number; paymentMethodId: string },
    key: string,
  ): Promise<CardError | null> {
    const { customerId, subscriptionId, amount, paymentMethodId } = input;
    const earlier = () =>
      q
        .selectFrom('sandbox_charges')
        .select('failure_code')
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
    const outcome = (row: { failure_code: string | null }) =>
      row.failure_code ? new CardError(row.failure_code as CardError['code']) : null;
    const seen = await earlier();
    if (seen) return outcome(seen);
    const pm = await q
      .selectFrom('sandbox_payment_methods')
      .selectAll()
      .where('id', '=', paymentMethodId)
      .executeTakeFirst();
    if (!pm) throw new GatewayRequestError(`No such PaymentMethod: '${paymentMethodId}'`, 404);
    const now = clock.now();
    let failure: CardError | null = null;
    if (pm.behaviour === 'insufficient_funds') failure = new CardError('insufficient_funds');
    else if (pm.behaviour === 'decline_charges') failure = new CardError('card_declined');
    else if (expiryProblem(pm.exp_month, pm.exp_year, now)) failure = new CardError('expired_card');
    const inserted = await q
      .insertInto('sandbox_charges')
      .values({
        id: id('ch'),
        customer_id: customerId,
        subscription_id: subscriptionId,
        amount,
        payment_method_id: pm.id,
        status: failure ? 'failed' : 'succeeded',
        failure_code: failure?.code ?? null,
        idempotency_key: key,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return failure;
    // Another request charged with this key meanwhile: its outcome, not a second charge.
    const first = await earlier();
    return first ? outcome(first) : failure;
  }

  async function paymentMethodOf(customerId: string, paymentMethodId: string): Promise<CardSummary> {
    const pm = await db
      .selectFrom('sandbox_payment_methods')
      .select(['brand', 'last4'])
      .where('id', '=', paymentMethodId)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (!pm) throw new GatewayRequestError(`No such PaymentMethod: '${paymentMethodId}'`, 404);
    return pm;
  }

  /** A due period: ended if cancelled, otherwise charged; a decline schedules the next retry. */
  async function settleDue(q: BillingQ, row: SubscriptionRow): Promise<GatewayEvent[]> {
    if (row.cancel_at_period_end) return [await endSubscription(q, row)];
    const key = renewalKey(row, row.failed_attempts);
    // The customer's credit (a downgrade's unused time) pays first, like Stripe's balance.
    const credit = await takeCredit(q, row.customer_id, row.amount);
    const failure =
      credit === row.amount
        ? null
        : await charge(
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

  /** Event ids come from what happened (the charge's key), so a repeat is applied only once. */
  const event = (key: string, e: WithoutId<GatewayEvent>): GatewayEvent =>
    ({ ...e, id: `evt_${key}:${e.type}` }) as GatewayEvent;

  return {
    name: 'sandbox',

    createCustomer(input, key) {
      return once(key, async () => {
        const customerId = id('cus');
        await db
          .insertInto('sandbox_customers')
          .values({ id: customerId, company_id: input.companyId, email: input.email, name: input.name })
          .execute();
        return { id: customerId };
      });
    },

    createSetupIntent(customerId, key) {
      return once(key, async () => {
        const intentId = id('seti');
        const clientSecret = `${intentId}_secret_${randomBytes(18).toString('base64url')}`;
        await db
          .insertInto('sandbox_setup_intents')
          .values({
            id: intentId,
            customer_id: customerId,
            client_secret_hash: sha256(clientSecret),
            status: 'requires_payment_method',
          })
          .execute();
        return { id: intentId, clientSecret };
      });
    },

    async confirmCardSetup(companyId, card) {
      const intent = await db
        .selectFrom('sandbox_setup_intents')
        .innerJoin('sandbox_customers', 'sandbox_customers.id', 'sandbox_setup_intents.customer_id')
        .select([
          'sandbox_setup_intents.id',
          'sandbox_setup_intents.status',
          'sandbox_setup_intents.customer_id',
        ])
        .where('sandbox_setup_intents.client_secret_hash', '=', sha256(card.clientSecret ?? ''))
        .where('sandbox_customers.company_id', '=', companyId)
        .executeTakeFirst();
      if (!intent) throw new GatewayRequestError('No such setupintent: the client secret is not valid', 400);
      if (intent.status === 'succeeded')
        throw new GatewayRequestError(
          'You cannot confirm this SetupIntent because it has already succeeded.',
          400,
        );
      // The number is only looked at here; brand and last 4 digits are all that is kept.
      const number = digitsOnly(card.number ?? '');
      if (!luhnValid(number)) throw new CardError('incorrect_number');
      const expiry = expiryProblem(card.expMonth, card.expYear, clock.now());
      if (expiry) throw new CardError(expiry);
      if (!/^\d{3,4}$/.test(card.cvc ?? '')) throw new CardError('invalid_cvc');
      const decline = SETUP_DECLINES[number];
      if (decline) throw new CardError(decline);
      const pmId = id('pm');
      const summary = { brand: cardBrand(number), last4: number.slice(-4) };
      const expYear =
        (card.expYear as number) < 100 ? 2000 + (card.expYear as number) : (card.expYear as number);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sandbox_payment_methods')
          .values({
            id: pmId,
            customer_id: intent.customer_id,
            ...summary,
            exp_month: card.expMonth as number,
            exp_year: expYear,
            behaviour: CHARGE_BEHAVIOUR[number] ?? 'succeed',
          })
          .execute();
        await trx
          .updateTable('sandbox_setup_intents')
          .set({ status: 'succeeded', payment_method_id: pmId })
          .where('id', '=', intent.id)
          .execute();
      });
      return { id: pmId, ...summary };
    },

    paymentMethodOf,

    createSubscription({ customerId, plan, paymentMethodId }, key) {
      return once(key, async () => {
        const start = clock.now();
        const subscriptionId = id('sub');
        // The first period is charged before the subscription exists (payment_behavior error_if_incomplete).
        const failure = await charge(
          db,
          { customerId, subscriptionId, amount: plan.unitAmount, paymentMethodId },
          `${key}:first-period`,
        );
        if (failure) throw failure;
        const row = {
          id: subscriptionId,
          customer_id: customerId,
          plan_id: plan.id,
          nickname: plan.name,
          amount: plan.unitAmount,
          billing_interval: plan.interval,
          status: 'active' as const,
          default_payment_method: paymentMethodId,
          current_period_start: start,
          current_period_end: addInterval(start, plan.interval),
          cancel_at_period_end: false,
        };
        await db.insertInto('sandbox_subscriptions').values(row).execute();
        await db
          .updateTable('sandbox_customers')
          .set({ default_payment_method: paymentMethodId })
          .where('id', '=', customerId)
          .execute();
        return toGateway(row);
      });
    },

    changePlan(input, key) {
      return once(key, () => changeSandboxPlan({ db, clock, charge, toGateway }, input, key));
    },

    async retrieveSubscription(subscriptionId) {
      return toGateway(await loadSubscription(subscriptionId));
    },

    cancelAtPeriodEnd(subscriptionId, key) {
      return once(key, async () => {
        const row = await loadSubscription(subscriptionId);
        if (row.status === 'canceled')
          throw new GatewayRequestError(
            'A canceled subscription can only update its cancellation_details and metadata.',
            400,
          );
        await db
          .updateTable('sandbox_subscriptions')
          .set({ cancel_at_period_end: true, canceled_at: clock.now() })
          .where('id', '=', subscriptionId)
          .execute();
        return toGateway({ ...row, cancel_at_period_end: true });
      });
    },

    replacePaymentMethod(subscriptionId, customerId, paymentMethodId, key) {
      return once(key, async () => {
        const row = await loadSubscription(subscriptionId);
        if (row.customer_id !== customerId)
          throw new GatewayRequestError(`No such subscription: '${subscriptionId}'`, 404);
        await paymentMethodOf(customerId, paymentMethodId);
        await db
          .updateTable('sandbox_subscriptions')
          .set({ default_payment_method: paymentMethodId })
          .where('id', '=', subscriptionId)
          .execute();
        await db
          .updateTable('sandbox_customers')
          .set({ default_payment_method: paymentMethodId })
          .where('id', '=', customerId)
          .execute();
        if (row.status !== 'past_due') return toGateway(row);
        // Paying the open renewal now, under the row's lock: a scheduled retry (or another card
        // sent at once) waits, then finds the period paid. The period it pays runs from the
        // missed period end.
        const paid = await db.transaction().execute(async (trx) => {
          const locked = await trx
            .selectFrom('sandbox_subscriptions')
            .selectAll()
            .where('id', '=', subscriptionId)
            .forUpdate()
            .executeTakeFirstOrThrow();
          if (locked.status !== 'past_due') return { sub: toGateway(locked), failure: null };
          const failure = await charge(
            trx,
            { customerId, subscriptionId, amount: locked.amount, paymentMethodId },
            renewalKey(locked, `card:${paymentMethodId}`),
          );
          return { sub: failure ? null : await startNextPeriod(trx, locked), failure };
        });
        if (paid.failure) throw paid.failure;
        return paid.sub as GatewaySubscription;
      });
    },

    parseWebhook() {
      // The sandbox delivers its events in-process (runDue); nothing outside may post them.
      throw new WebhookSignatureError('The sandbox gateway does not accept webhooks');
    },

    async runDue(now) {
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
          return row ? settleDue(trx, row) : [];
        });
        events.push(...settled);
      }
      return events;
    },
  };
}
