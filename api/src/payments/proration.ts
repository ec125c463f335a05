// Stripe's proration of a price change in the middle of a period (proration_behavior
// 'always_invoice'): a credit for the unused time on the old price and a charge for the same
// time on the new one, each line rounded to the cent on its own, invoiced at once. The sandbox
// uses this; with Stripe, Stripe computes it and we read the invoice.

export interface Proration {
  /** Credit for the unused time on the old price (cents, ≤ 0). */
  unusedTime: number;
  /** Charge for the remaining time on the new price (cents, ≥ 0). */
  remainingTime: number;
  /** The invoice: positive is charged now, negative is credited to the customer. */
  total: number;
}

export function prorate(input: {
  fromAmount: number;
  toAmount: number;
  periodStart: Date;
  periodEnd: Date;
  at: Date;
}): Proration {
  const length = input.periodEnd.getTime() - input.periodStart.getTime();
  const left = Math.min(Math.max(input.periodEnd.getTime() - input.at.getTime(), 0), length);
  const share = length > 0 ? left / length : 0;
  // `+ 0` turns Math.round's -0 into 0.
  const unusedTime = -Math.round(input.fromAmount * share) + 0;
  const remainingTime = Math.round(input.toAmount * share);
  return { unusedTime, remainingTime, total: unusedTime + remainingTime };
}
