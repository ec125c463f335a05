import Stripe from 'stripe';
import type { CardErrorCode } from '@phonesheet/shared/contracts';
import { CARD_ERRORS } from '@phonesheet/shared/contracts';
import type { StripeConfig } from '../config';
import {
  CardError,
  GatewayRequestError,
  WebhookSignatureError,
  type GatewayStatus,
  type GatewaySubscription,
  type PaymentGateway,
} from './gateway';

// The same interface over Stripe's API (the `stripe` SDK). Host, port and protocol can point
// the SDK at a local stand-in, which is how the tests check the requests it sends.

type StripeClient = InstanceType<typeof Stripe>;
type StripeSubscription = Awaited<ReturnType<StripeClient['subscriptions']['retrieve']>>;
type StripeEvent = ReturnType<StripeClient['webhooks']['constructEvent']>;

function mapStatus(status: string): GatewayStatus {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'past_due' || status === 'unpaid' || status === 'incomplete') return 'past_due';
  return 'canceled';
}

/** Stripe moved the period to the items (2025 API); older payloads carry it on the subscription. */
function toGateway(sub: StripeSubscription): GatewaySubscription {
  const legacy = sub as unknown as {
    current_period_start?: number;
    current_period_end?: number;
    plan?: { nickname?: string | null };
  };
  const item = sub.items?.data?.[0] as
    | {
        current_period_start?: number;
        current_period_end?: number;
        price?: { nickname?: string | null };
        plan?: { nickname?: string | null };
      }
    | undefined;
  return {
    id: sub.id,
    customerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
    status: mapStatus(sub.status),
    planNickname: item?.price?.nickname ?? item?.plan?.nickname ?? legacy.plan?.nickname ?? '',
    currentPeriodStart: item?.current_period_start ?? legacy.current_period_start ?? 0,
    currentPeriodEnd: item?.current_period_end ?? legacy.current_period_end ?? 0,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
  };
}

/** Stripe's card errors become ours (same code and message); anything else is a request error. */
function translate(err: unknown): never {
  const e = err as {
    type?: string;
    code?: string;
    decline_code?: string;
    message?: string;
    statusCode?: number;
  };
  if (e?.type === 'StripeCardError') {
    const code = (e.decline_code && e.decline_code in CARD_ERRORS ? e.decline_code : e.code) as CardErrorCode;
    throw new CardError(code in CARD_ERRORS ? code : 'card_declined', e.message);
  }
  if (e?.type === 'StripeConnectionError' || e?.type === 'StripeAPIError')
    throw new GatewayRequestError(e.message ?? 'Stripe is not reachable', 502);
  if (e?.type)
    throw new GatewayRequestError(
      e.message ?? 'Stripe refused the request',
      e.statusCode && e.statusCode < 500 ? 400 : 502,
    );
  throw err;
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    return translate(err);
  }
}

const invoiceSubscriptionId = (invoice: unknown): string | null => {
  const i = invoice as {
    parent?: { subscription_details?: { subscription?: string | { id: string } } | null } | null;
    subscription?: string | { id: string } | null;
  };
  const ref = i.parent?.subscription_details?.subscription ?? i.subscription ?? null;
  return typeof ref === 'string' ? ref : (ref?.id ?? null);
};
const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? '');

export interface StripeGateway extends PaymentGateway {
  readonly name: 'stripe';
  /** Price id created for a plan on first use (the billing service stores it in plans). */
  ensurePrice(plan: {
    id: string;
    name: string;
    unitAmount: number;
    currency: string;
    interval: 'month' | 'year';
    stripePriceId: string | null;
  }): Promise<string>;
}

/** A Stripe event as the gateway's: the subscription and invoice events billing acts on. */
function gatewayEvent(event: StripeEvent): ReturnType<PaymentGateway['parseWebhook']> {
  const object = event.data.object as unknown;
  switch (event.type) {
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { id: event.id, type: event.type, subscription: toGateway(object as StripeSubscription) };
    case 'invoice.paid': {
      const subscriptionId = invoiceSubscriptionId(object);
      if (!subscriptionId) return { id: event.id, type: 'ignored', eventType: event.type };
      return {
        id: event.id,
        type: 'invoice.paid',
        subscriptionId,
        customerId: idOf((object as { customer: string | { id: string } }).customer),
      };
    }
    case 'invoice.payment_failed': {
      const subscriptionId = invoiceSubscriptionId(object);
      if (!subscriptionId) return { id: event.id, type: 'ignored', eventType: event.type };
      const invoice = object as {
        customer: string | { id: string };
        last_finalization_error?: { message?: string } | null;
      };
      return {
        id: event.id,
        type: 'invoice.payment_failed',
        subscriptionId,
        customerId: idOf(invoice.customer),
        failureMessage: invoice.last_finalization_error?.message ?? null,
      };
    }
    default:
      return { id: event.id, type: 'ignored', eventType: event.type };
  }
}

/** What a plan change's invoice charged, or credited, at once (Stripe prorates to the second). */
function settledAtOnce(sub: StripeSubscription): { charged: number; credited: number } {
  const invoice = sub.latest_invoice as { total?: number; amount_paid?: number } | string | null;
  const total = invoice && typeof invoice === 'object' ? (invoice.total ?? 0) : 0;
  return {
    charged: total > 0 && typeof invoice === 'object' ? (invoice?.amount_paid ?? total) : 0,
    credited: total < 0 ? -total : 0,
  };
}

/** The plan's Stripe price, made once (the idempotency key names the plan's terms). */
async function ensureStripePrice(
  stripe: StripeClient,
  plan: Parameters<StripeGateway['ensurePrice']>[0],
): Promise<string> {
  if (plan.stripePriceId) return plan.stripePriceId;
  const price = await call(() =>
    stripe.prices.create(
      {
        currency: plan.currency,
        unit_amount: plan.unitAmount,
        nickname: plan.name,
        recurring: { interval: plan.interval },
        product_data: { name: `Phone Sheet ${plan.name}` },
        metadata: { planId: plan.id },
      },
      { idempotencyKey: `price:${plan.id}:${plan.unitAmount}:${plan.currency}:${plan.interval}` },
    ),
  );
  return price.id;
}

export function createStripeGateway(config: StripeConfig): StripeGateway {
  const stripe: StripeClient = new Stripe(config.secretKey, {
    host: config.apiHost,
    port: config.apiPort,
    protocol: config.apiProtocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });

  const ensurePrice = (plan: Parameters<StripeGateway['ensurePrice']>[0]) => ensureStripePrice(stripe, plan);

  return {
    name: 'stripe',
    ensurePrice,

    createCustomer(input, idempotencyKey) {
      return call(async () => {
        const customer = await stripe.customers.create(
          { email: input.email, name: input.name, metadata: { companyId: input.companyId } },
          { idempotencyKey },
        );
        return { id: customer.id };
      });
    },

    createSetupIntent(customerId, idempotencyKey) {
      return call(async () => {
        const intent = await stripe.setupIntents.create(
          { customer: customerId, allowed_payment_method_types: ['card'], usage: 'off_session' },
          { idempotencyKey },
        );
        return { id: intent.id, clientSecret: intent.client_secret ?? '' };
      });
    },

    paymentMethodOf(customerId, paymentMethodId) {
      return call(async () => {
        const pm = await stripe.paymentMethods.retrieve(paymentMethodId);
        // A payment method confirmed through our setup intent is attached to our customer.
        if (idOf(pm.customer) !== customerId)
          throw new GatewayRequestError(`No such PaymentMethod: '${paymentMethodId}'`, 404);
        return { brand: pm.card?.brand ?? 'card', last4: pm.card?.last4 ?? '' };
      });
    },

    async createSubscription({ customerId, plan, paymentMethodId }, idempotencyKey) {
      const priceId = await ensurePrice(plan);
      return call(async () => {
        await stripe.customers.update(
          customerId,
          { invoice_settings: { default_payment_method: paymentMethodId } },
          { idempotencyKey: `${idempotencyKey}:default-pm` },
        );
        const sub = await stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: priceId }],
            default_payment_method: paymentMethodId,
            // A declined first charge fails the request (402) instead of leaving an incomplete subscription.
            payment_behavior: 'error_if_incomplete',
            metadata: { planId: plan.id },
          },
          { idempotencyKey },
        );
        return { ...toGateway(sub), priceId };
      });
    },

    retrieveSubscription(id) {
      return call(async () => toGateway(await stripe.subscriptions.retrieve(id)));
    },

    async changePlan({ subscriptionId, plan }, idempotencyKey) {
      const priceId = await ensurePrice(plan);
      return call(async () => {
        const current = await stripe.subscriptions.retrieve(subscriptionId);
        const item = current.items.data[0];
        if (!item) throw new GatewayRequestError(`Subscription '${subscriptionId}' has no item`, 400);
        // Stripe prorates to the second and invoices at once; a declined charge fails the update.
        const sub = await stripe.subscriptions.update(
          subscriptionId,
          {
            items: [{ id: item.id, price: priceId }],
            proration_behavior: 'always_invoice',
            payment_behavior: 'error_if_incomplete',
            metadata: { planId: plan.id },
            expand: ['latest_invoice'],
          },
          { idempotencyKey },
        );
        return { subscription: toGateway(sub), ...settledAtOnce(sub), priceId };
      });
    },

    cancelAtPeriodEnd(id, idempotencyKey) {
      return call(async () =>
        toGateway(await stripe.subscriptions.update(id, { cancel_at_period_end: true }, { idempotencyKey })),
      );
    },

    replacePaymentMethod(subscriptionId, customerId, paymentMethodId, idempotencyKey) {
      return call(async () => {
        await stripe.customers.update(
          customerId,
          { invoice_settings: { default_payment_method: paymentMethodId } },
          { idempotencyKey: `${idempotencyKey}:customer` },
        );
        const sub = await stripe.subscriptions.update(
          subscriptionId,
          { default_payment_method: paymentMethodId, expand: ['latest_invoice'] },
          { idempotencyKey: `${idempotencyKey}:subscription` },
        );
        const invoice = sub.latest_invoice as { id?: string; status?: string } | string | null;
        if (
          sub.status === 'past_due' &&
          invoice &&
          typeof invoice === 'object' &&
          invoice.status === 'open' &&
          invoice.id
        ) {
          await stripe.invoices.pay(
            invoice.id,
            { payment_method: paymentMethodId },
            { idempotencyKey: `${idempotencyKey}:pay` },
          );
          return toGateway(await stripe.subscriptions.retrieve(subscriptionId));
        }
        return toGateway(sub);
      });
    },

    parseWebhook(rawBody, signature) {
      if (!config.webhookSecret) throw new WebhookSignatureError('Webhooks are not configured');
      let event: StripeEvent;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError((err as Error).message);
      }
      return gatewayEvent(event);
    },
  };
}

/** Signs a payload as Stripe does (tests and local tooling). */
export function stripeTestSignature(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
