import { useEffect, useMemo } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
// /pure: Stripe.js is fetched only when this field mounts, never in sandbox mode.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { registerStripeConfirmer } from '../stripe-bridge';

let stripePromise: Promise<Stripe | null> | null = null;
const stripeFor = (key: string) => (stripePromise ??= loadStripe(key));

interface Props {
  publishableKey: string;
  value?: { complete: boolean };
  onChange?: (value: { complete: boolean }) => void;
  disabled?: boolean;
}

/** Lets the purchase saga confirm the setup intent with the card typed into the CardElement. */
function ConfirmerRegistration() {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return undefined;
    return registerStripeConfirmer(async (clientSecret, name) => {
      const card = elements.getElement(CardElement);
      if (!card) throw new Error('Please enter correct card information');
      const { setupIntent, error } = await stripe.confirmCardSetup(clientSecret, {
        payment_method: { card, billing_details: { name } },
      });
      if (error || !setupIntent?.payment_method)
        throw new Error(error?.message ?? 'Please enter correct card information');
      return typeof setupIntent.payment_method === 'string'
        ? setupIntent.payment_method
        : setupIntent.payment_method.id;
    });
  }, [stripe, elements]);
  return null;
}

/** Stripe's own card field (STRIPE_PUBLISHABLE_KEY configured): the card never touches our servers. */
export function StripeCardInput({ publishableKey, onChange, disabled }: Props) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe}>
      <ConfirmerRegistration />
      <div dir="ltr" style={{ padding: '8px 11px', border: '1px solid #d9d9d9', borderRadius: 6 }}>
        <CardElement
          options={{ disabled, hidePostalCode: false }}
          onChange={(e) => onChange?.({ complete: e.complete && !e.error })}
        />
      </div>
    </Elements>
  );
}
