/**
 * Stripe's CardElement lives in React; the purchase saga needs it to confirm the card.
 * The Stripe card field registers how to confirm a setup intent here while it is mounted.
 */
export type StripeConfirmer = (clientSecret: string, cardholderName: string) => Promise<string>;

let confirmer: StripeConfirmer | null = null;

export function registerStripeConfirmer(fn: StripeConfirmer): () => void {
  confirmer = fn;
  return () => {
    if (confirmer === fn) confirmer = null;
  };
}

/** The payment method id for the card typed into the mounted CardElement. */
export function confirmWithStripe(clientSecret: string, cardholderName: string): Promise<string> {
  if (!confirmer) return Promise.reject(new Error('Please enter correct card information'));
  return confirmer(clientSecret, cardholderName);
}

/** The publishable key served in /config.js; none → the sandbox card form. */
export function stripePublishableKey(): string | undefined {
  const config = (window as unknown as { __PHONESHEET_CONFIG__?: { stripePublishableKey?: string } })
    .__PHONESHEET_CONFIG__;
  return config?.stripePublishableKey || undefined;
}
