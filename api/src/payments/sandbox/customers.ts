// Customers, setup intents and the cards they turn into payment methods.
import { randomBytes } from 'node:crypto';
import {
  cardBrand,
  digitsOnly,
  expiryProblem,
  luhnValid,
  type SandboxCardBody,
} from '@phonesheet/shared/contracts';
import { sha256 } from '../../lib/crypto';
import type { SandboxBehaviour } from '../../services/billing/schema';
import { CardError, GatewayRequestError, type CardSummary, type PaymentGateway } from '../gateway';
import { id, type SandboxContext } from './context';

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

type CustomerInput = Parameters<PaymentGateway['createCustomer']>[0];

export function createCustomer({ db, once }: SandboxContext, input: CustomerInput, key: string) {
  return once(key, async () => {
    const customerId = id('cus');
    await db
      .insertInto('sandbox_customers')
      .values({ id: customerId, company_id: input.companyId, email: input.email, name: input.name })
      .execute();
    return { id: customerId };
  });
}

export function createSetupIntent({ db, once }: SandboxContext, customerId: string, key: string) {
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
}

/** What Stripe.js confirmCardSetup does: the card details become a payment method. */
export async function confirmCardSetup(
  { db, clock }: SandboxContext,
  companyId: string,
  card: SandboxCardBody,
): Promise<{ id: string } & CardSummary> {
  const intent = await db
    .selectFrom('sandbox_setup_intents')
    .innerJoin('sandbox_customers', 'sandbox_customers.id', 'sandbox_setup_intents.customer_id')
    .select(['sandbox_setup_intents.id', 'sandbox_setup_intents.status', 'sandbox_setup_intents.customer_id'])
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
  const expYear = (card.expYear as number) < 100 ? 2000 + (card.expYear as number) : (card.expYear as number);
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
}
