import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  cardBrand,
  digitsOnly,
  expiryProblem,
  luhnValid,
  type SandboxCardBody,
} from '@phonesheet/shared/contracts';
import type { DB } from '../db/schema';
import { sha256 } from '../lib/crypto';
import { billingDb, type SandboxBehaviour } from '../services/billing-schema';
import { addInterval, toUnix, type BillingClock } from './clock';
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

  /** Like Stripe: the same key answers the first result (or the first card error) again. */
  async function once<T>(key: string, run: () => Promise<T>): Promise<T> {
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

  /** A paid renewal: the next period starts where the last one ended; retries are cleared. */
  async function startNextPeriod(row: SubscriptionRow): Promise<GatewaySubscription> {
    const next = {
      current_period_start: row.current_period_end,
      current_period_end: addInterval(row.current_period_end, row.billing_interval),
    };
    await db
      .updateTable('sandbox_subscriptions')
      .set({ ...next, status: 'active', failed_attempts: 0, next_retry_at: null })
      .where('id', '=', row.id)
      .execute();
    return toGateway({ ...row, ...next, status: 'active' });
  }

  /** The subscription ends (cancelled at period end, or every retry failed). */
  async function endSubscription(row: SubscriptionRow, failedAttempts = row.failed_attempts) {
    await db
      .updateTable('sandbox_subscriptions')
      .set({ status: 'canceled', failed_attempts: failedAttempts, next_retry_at: null })
      .where('id', '=', row.id)
      .execute();
    return event({
      type: 'customer.subscription.deleted',
      subscription: toGateway({ ...row, status: 'canceled' }),
    });
  }

  /** One charge; a failure is recorded and reported as the card's error. */
  async function charge(
    customerId: string,
    subscriptionId: string | null,
    amount: number,
    paymentMethodId: string,
  ): Promise<CardError | null> {
    const pm = await db
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
    await db
      .insertInto('sandbox_charges')
      .values({
        id: id('ch'),
        customer_id: customerId,
        subscription_id: subscriptionId,
        amount,
        payment_method_id: pm.id,
        status: failure ? 'failed' : 'succeeded',
        failure_code: failure?.code ?? null,
      })
      .execute();
    return failure;
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

  const event = (e: WithoutId<GatewayEvent>): GatewayEvent => ({ ...e, id: id('evt') }) as GatewayEvent;

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
        const failure = await charge(customerId, subscriptionId, plan.unitAmount, paymentMethodId);
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
        // Paying the open renewal now: the period it pays runs from the missed period end.
        const failure = await charge(customerId, row.id, row.amount, paymentMethodId);
        if (failure) throw failure;
        return startNextPeriod(row);
      });
    },

    parseWebhook() {
      // The sandbox delivers its events in-process (runDue); nothing outside may post them.
      throw new WebhookSignatureError('The sandbox gateway does not accept webhooks');
    },

    async runDue(now) {
      const events: GatewayEvent[] = [];
      const due = await db
        .selectFrom('sandbox_subscriptions')
        .selectAll()
        .where('status', '!=', 'canceled')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'active'), eb('current_period_end', '<=', now)]),
            eb.and([eb('status', '=', 'past_due'), eb('next_retry_at', '<=', now)]),
          ]),
        )
        .orderBy('current_period_end')
        .execute();
      for (const row of due) {
        if (row.cancel_at_period_end) {
          events.push(await endSubscription(row));
          continue;
        }
        const failure = await charge(row.customer_id, row.id, row.amount, row.default_payment_method);
        if (!failure) {
          const renewed = await startNextPeriod(row);
          events.push(
            event({
              type: 'invoice.paid',
              subscriptionId: row.id,
              customerId: row.customer_id,
              subscription: renewed,
            }),
          );
          continue;
        }
        const attempts = row.failed_attempts + 1;
        const retryDay = RETRY_AFTER_DAYS[attempts - 1];
        if (retryDay === undefined) {
          // Every retry failed: the subscription ends (Stripe's default "cancel the subscription").
          events.push(await endSubscription(row, attempts));
          continue;
        }
        const nextRetry = new Date(row.current_period_end.getTime() + retryDay * DAY_MS);
        await db
          .updateTable('sandbox_subscriptions')
          .set({ status: 'past_due', failed_attempts: attempts, next_retry_at: nextRetry })
          .where('id', '=', row.id)
          .execute();
        events.push(
          event({
            type: 'invoice.payment_failed',
            subscriptionId: row.id,
            customerId: row.customer_id,
            failureMessage: failure.message,
          }),
        );
        if (row.status === 'active')
          events.push(
            event({
              type: 'customer.subscription.updated',
              subscription: toGateway({ ...row, status: 'past_due' }),
            }),
          );
      }
      return events;
    },
  };
}
