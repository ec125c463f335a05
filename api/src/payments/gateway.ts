import { CARD_ERRORS, type CardErrorCode } from '@phonesheet/shared/contracts';

// One interface for the sandbox and for Stripe (the sandbox when no Stripe key is set; docs/billing.md). Every call that
// creates or changes something takes an idempotency key, so a retry never acts twice.

export type GatewayName = 'sandbox' | 'stripe';
export type GatewayStatus = 'active' | 'past_due' | 'canceled';

export interface GatewayPlan {
  id: string;
  name: string;
  unitAmount: number;
  currency: string;
  interval: 'month' | 'year';
  /** Stripe price id remembered in the plans row. */
  stripePriceId: string | null;
}

export interface GatewaySubscription {
  id: string;
  customerId: string;
  status: GatewayStatus;
  planNickname: string;
  /** Unix seconds, as Stripe sends them. */
  currentPeriodStart: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
}

/** A plan change at the gateway: the subscription after it and what its invoice did (cents). */
export interface PlanChangeResult {
  subscription: GatewaySubscription;
  /** Charged to the card now. */
  charged: number;
  /** Credited to the customer, taken off the next renewals. */
  credited: number;
  /** Stripe price id created for the plan on first use. */
  priceId?: string;
}

export interface CardSummary {
  brand: string;
  last4: string;
}

/** What a renewal or a webhook tells the billing service (Stripe's event names). */
export type GatewayEvent =
  | { id: string; type: 'customer.subscription.updated'; subscription: GatewaySubscription }
  | { id: string; type: 'customer.subscription.deleted'; subscription: GatewaySubscription }
  | {
      id: string;
      type: 'invoice.paid';
      subscriptionId: string;
      customerId: string;
      subscription?: GatewaySubscription;
    }
  | {
      id: string;
      type: 'invoice.payment_failed';
      subscriptionId: string;
      customerId: string;
      failureMessage: string | null;
    }
  | { id: string; type: 'ignored'; eventType: string };

export interface PaymentGateway {
  readonly name: GatewayName;
  createCustomer(
    input: { companyId: string; email: string; name: string },
    idempotencyKey: string,
  ): Promise<{ id: string }>;
  createSetupIntent(
    customerId: string,
    idempotencyKey: string,
  ): Promise<{ id: string; clientSecret: string }>;
  /** The card behind a payment method, checked to belong to the customer. */
  paymentMethodOf(customerId: string, paymentMethodId: string): Promise<CardSummary>;
  /** Creates the subscription and charges its first period; a decline throws CardError. */
  createSubscription(
    input: { customerId: string; plan: GatewayPlan; paymentMethodId: string },
    idempotencyKey: string,
  ): Promise<GatewaySubscription & { priceId?: string }>;
  retrieveSubscription(id: string): Promise<GatewaySubscription>;
  /**
   * Moves the subscription to another price now, prorated and invoiced at once (Stripe's
   * proration_behavior 'always_invoice', payment_behavior 'error_if_incomplete'): a positive
   * invoice is charged to the default card (a decline throws CardError and changes nothing),
   * a negative one is credited to the customer for the next renewals.
   */
  changePlan(
    input: { subscriptionId: string; customerId: string; plan: GatewayPlan },
    idempotencyKey: string,
  ): Promise<PlanChangeResult>;
  cancelAtPeriodEnd(id: string, idempotencyKey: string): Promise<GatewaySubscription>;
  /** New default card; a past-due subscription is charged again with it. */
  replacePaymentMethod(
    subscriptionId: string,
    customerId: string,
    paymentMethodId: string,
    idempotencyKey: string,
  ): Promise<GatewaySubscription>;
  /** Verifies and decodes a webhook; throws WebhookSignatureError when it is not authentic. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent;
  /** Sandbox only: renew or end the periods that are over at `now`. */
  runDue?(now: Date): Promise<GatewayEvent[]>;
}

/** A card problem the customer can fix: 402 with Stripe's message. */
export class CardError extends Error {
  constructor(
    public readonly code: CardErrorCode,
    message?: string,
  ) {
    super(message ?? CARD_ERRORS[code]);
    this.name = 'CardError';
  }
}

export class WebhookSignatureError extends Error {
  constructor(message = 'No signatures found matching the expected signature for payload') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The gateway refused a request for a reason other than the card (bad id, outage). */
export class GatewayRequestError extends Error {
  constructor(
    message: string,
    public readonly statusCode = 400,
  ) {
    super(message);
    this.name = 'GatewayRequestError';
  }
}
