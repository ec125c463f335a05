import { Type, type Static } from '@sinclair/typebox';
import { BoundedInteger } from './schema-kit';
import {
  UPGRADE_PATH,
  downgradeBlockedMessage,
  downgradeBlockedOf,
  planLimitMessage,
  planLimitOf,
  type DowngradeBlockedReply,
  type DowngradeLimit,
  type LimitKind,
  type PlanLimitReply,
} from './plan-limits';

// Billing contract (docs/billing.md): plan catalogue, purchase, details, cancel, card checks.

export const BILLING_MESSAGES = {
  purchased: 'Subscription has been purchased successfully',
  cancelled: 'Your subscription has been cancelled successfully',
  basicChosen: 'You are now on the Basic (free) plan',
  cardUpdated: 'Your card has been updated',
  renewalPaid: 'Your payment has been received, your subscription is active again',
  selectPlan: 'Kindly select the plan',
  enterName: 'Please enter the name',
  cardInvalid: 'Please enter correct card information',
  askAdmin: 'Only your company administrator can manage the subscription. Please ask your administrator.',
  planNotFound: 'This plan does not exist',
  alreadySubscribed: 'Your company already has a paid subscription',
  noPaidSubscription: 'Your company has no paid subscription',
  alreadyCancelled: 'Your subscription is already cancelled',
  purchaseInProgress: 'Your purchase is still being processed, please wait',
  idempotencyReused: 'This Idempotency-Key was used for a different request',
  webhookSignature: 'Webhook signature verification failed',
  webhookNotConfigured: 'Webhooks are not configured',
  notAuthorized: 'You are not authorized for this page',
  gatewayUnavailable: 'The payment service is not reachable, please try again',
  alreadyOnPlan: 'Your company is already on this plan',
  changeToBasic: 'To move to the Basic plan, cancel the subscription: it ends with the current period',
  payBeforeChange: 'Please pay the open renewal with a new card before changing the plan',
  planChangeInProgress: 'Your plan change is still being processed, please wait',
} as const;

/** 200 of a plan change: the new plan and what its prorated invoice did. */
export const planChangedMessage = (planName: string) => `Your company is now on the ${planName} plan`;

// Stripe's own texts for its test cards and card errors (code → message).
export const CARD_ERRORS = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  incorrect_number: 'Your card number is incorrect.',
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  invalid_cvc: "Your card's security code is invalid.",
} as const;
export type CardErrorCode = keyof typeof CARD_ERRORS;

const Nullable = <T extends ReturnType<typeof Type.Integer>>(t: T) => Type.Union([t, Type.Null()]);

/** GET subscription/getSubscriptionPlans (a plan, its price and its limits; unitAmount in cents). */
export const SubscriptionPlan = Type.Object({
  _id: Type.String(),
  planName: Type.String(),
  unitAmount: Type.Integer({ description: 'price in cents' }),
  currency: Type.String(),
  interval: Type.String(),
  seatLimit: Nullable(Type.Integer()),
  deskLimit: Nullable(Type.Integer()),
  historyDays: Nullable(Type.Integer()),
  csvExport: Type.Boolean(),
});
export type SubscriptionPlan = Static<typeof SubscriptionPlan>;

export const ClientSecretData = Type.Object({ client_secret: Type.String() });
export type ClientSecretData = Static<typeof ClientSecretData>;

export const CreateSubscriptionBody = Type.Object({
  subscriptionID: Type.Optional(
    Type.String({ maxLength: 100, example: 'premium', description: 'the plan _id' }),
  ),
  paymentMethodID: Type.Optional(Type.String({ maxLength: 255 })),
});
export type CreateSubscriptionBody = Static<typeof CreateSubscriptionBody>;

export const ChangePlanBody = Type.Object({
  planId: Type.Optional(Type.String({ maxLength: 100, example: 'premium', description: 'the plan _id' })),
});
export type ChangePlanBody = Static<typeof ChangePlanBody>;

/** A plan change's answer: amounts in cents of its prorated invoice (Stripe's always_invoice). */
export const PlanChangeReply = Type.Object({
  msg: Type.String(),
  planId: Type.String(),
  charged: Type.Integer({ description: 'charged to the card now, in cents' }),
  credited: Type.Integer({ description: 'credited for the next renewals, in cents' }),
});
export type PlanChangeReply = Static<typeof PlanChangeReply>;

export const PaymentMethodBody = Type.Object({
  paymentMethodID: Type.Optional(Type.String({ maxLength: 255 })),
});
export type PaymentMethodBody = Static<typeof PaymentMethodBody>;

/** The gateway's subscription (Stripe's field names), or 0 when the record is used. */
export const GatewaySubscriptionInfo = Type.Object({
  id: Type.String(),
  status: Type.String(),
  plan: Type.Object({ nickname: Type.String() }),
  current_period_start: Type.Integer(),
  current_period_end: Type.Integer(),
  cancel_at_period_end: Type.Boolean(),
});
export type GatewaySubscriptionInfo = Static<typeof GatewaySubscriptionInfo>;

export const SubscriptionRecord = Type.Object({
  planId: Type.String(),
  planName: Type.String(),
  paid: Type.Boolean(),
  status: Type.String(),
  createdAt: Type.String({ description: 'ISO date: start of the current period (or of the record)' }),
  subscriptionExpiresAt: Type.Union([Type.String(), Type.Null()]),
  cancelled: Type.Boolean(),
  card: Type.Union([Type.Object({ brand: Type.String(), last4: Type.String() }), Type.Null()]),
});
export type SubscriptionRecord = Static<typeof SubscriptionRecord>;

export const SubscriptionDetails = Type.Object({
  subscriptionInfo: Type.Union([GatewaySubscriptionInfo, Type.Literal(0)]),
  subscription: Type.Union([SubscriptionRecord, Type.Null()]),
});
export type SubscriptionDetails = Static<typeof SubscriptionDetails>;

/** The sandbox card form posts here (our API), never to a third party. */
export const SandboxCardBody = Type.Object({
  number: Type.Optional(Type.String({ maxLength: 30 })),
  // A month or year out of range is the card's error (402, Stripe's text); these bounds only
  // keep numbers within what the database holds.
  expMonth: Type.Optional(BoundedInteger('expMonth', 0, 9999, { example: 12 })),
  expYear: Type.Optional(BoundedInteger('expYear', 0, 9999, { example: 2030 })),
  cvc: Type.Optional(Type.String({ maxLength: 8 })),
  postalCode: Type.Optional(Type.String({ maxLength: 16 })),
  clientSecret: Type.Optional(Type.String({ maxLength: 255 })),
});
export type SandboxCardBody = Static<typeof SandboxCardBody>;

export const SandboxPaymentMethod = Type.Object({
  id: Type.String(),
  brand: Type.String(),
  last4: Type.String(),
});
export type SandboxPaymentMethod = Static<typeof SandboxPaymentMethod>;

export const ContactQuery = Type.Object({
  _id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  message: Type.String(),
  companyName: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type ContactQuery = Static<typeof ContactQuery>;

export const PlanUsage = Type.Object({
  plan: SubscriptionPlan,
  seatsUsed: Type.Integer(),
});
export type PlanUsage = Static<typeof PlanUsage>;

// ── Card checks shared by the sandbox card form and the sandbox gateway ──

export const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function luhnValid(number: string): boolean {
  const digits = digitsOnly(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): string {
  const d = digitsOnly(number);
  if (/^4/.test(d)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(d)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(d)) return 'discover';
  return 'unknown';
}

/** A card is valid through the last day of its expiry month. */
export function expiryProblem(
  month: number | undefined,
  year: number | undefined,
  now = new Date(),
): CardErrorCode | null {
  if (!Number.isInteger(month) || (month as number) < 1 || (month as number) > 12)
    return 'invalid_expiry_month';
  if (!Number.isInteger(year)) return 'invalid_expiry_year';
  const fullYear = (year as number) < 100 ? 2000 + (year as number) : (year as number);
  const thisYear = now.getUTCFullYear();
  if (fullYear < thisYear || fullYear > thisYear + 50) return 'invalid_expiry_year';
  if (fullYear === thisYear && (month as number) < now.getUTCMonth() + 1) return 'invalid_expiry_year';
  return null;
}

export {
  UPGRADE_PATH,
  downgradeBlockedMessage,
  downgradeBlockedOf,
  planLimitMessage,
  planLimitOf,
  type DowngradeBlockedReply,
  type DowngradeLimit,
  type LimitKind,
  type PlanLimitReply,
};
