// Charges and the payment methods they are made on.
import { expiryProblem } from '@phonesheet/shared/contracts';
import type { BillingQ } from '../../services/billing/schema';
import type { BillingClock } from '../clock';
import { CardError, GatewayRequestError, type CardSummary } from '../gateway';
import { id, type SandboxDb } from './context';

/**
 * One charge; a failure is recorded and reported as the card's error. Like Stripe, a second
 * charge with the same key charges nothing and answers the first one's outcome.
 */
export async function charge(
  clock: BillingClock,
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

/** A customer's card as the gateway shows it (404 when it is not theirs). */
export async function paymentMethodOf(
  db: SandboxDb,
  customerId: string,
  paymentMethodId: string,
): Promise<CardSummary> {
  const pm = await db
    .selectFrom('sandbox_payment_methods')
    .select(['brand', 'last4'])
    .where('id', '=', paymentMethodId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!pm) throw new GatewayRequestError(`No such PaymentMethod: '${paymentMethodId}'`, 404);
  return pm;
}
