/** The key remote-billing's reducer is injected under; each slice keeps its state in one part. */
export const BILLING_KEY = 'billing';

/** The store as one slice's selector sees it: its own part of the billing state. */
export type WithBillingPart<K extends string, S> = { [BILLING_KEY]: { [P in K]: S } };

/** The selector of one part of the billing state. */
export function billingPartSelector<K extends string, S>(part: K) {
  return (state: WithBillingPart<K, S>): S => state[BILLING_KEY][part];
}
