import { sql } from 'kysely';
import { BILLING_MESSAGES as B } from '@phonesheet/shared/contracts';
import { billingDb } from '../src/services/billing/schema';
import { createTestApp, type TestApp } from './helpers/test-app';
import { addMember, CARDS, details, getMe, paymentMethod, subscribedAdmin } from './helpers/billing';
import { client } from './phonesheet-helpers';

// Standard ⇄ Premium (docs/billing.md "Changing plans"): prorated like Stripe's always_invoice,
// a smaller plan refused while the company's users or history exceed it, charged once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => t.app.payments.clock.set(new Date()));

const DAY = 24 * 60 * 60 * 1000;
const changePlan = (token: string, planId: string, headers?: Record<string, string>) =>
  t.request({ method: 'POST', url: '/api/v1/subscription/changePlan', token, payload: { planId }, headers });

/** The sandbox's charges of the company's subscription, oldest first (cents and outcome). */
async function chargesOf(token: string) {
  const subscriptionId = (await details(t, token)).subscriptionInfo.id as string;
  const { rows } = await sql<{ amount: number; status: string }>`
    select amount, status from sandbox_charges where subscription_id = ${subscriptionId}
    order by created_at, id`.execute(t.app.database.db);
  return rows.map((r) => `${r.status === 'succeeded' ? '' : 'failed '}${r.amount}`);
}

describe('changing plans', () => {
  test('up and back down inside a 30-day period: prorated to the cent, the credit paid into the renewal', async () => {
    // April has 30 days: the period runs 1 April → 1 May; ten days are left on 21 April.
    t.app.payments.clock.set(new Date('2027-04-01T00:00:00Z'));
    const { token } = await subscribedAdmin(t, 'standard', 'Grows Co');
    const before = (await details(t, token)).subscriptionInfo;
    t.app.payments.clock.set(new Date('2027-04-21T00:00:00Z'));

    // Worked by hand: a third of the period is left. Unused Standard: 1900 / 3 = 633.33 → −6.33;
    // Premium for the rest: 4900 / 3 = 1633.33 → 16.33. Invoice: $10.00, charged now.
    const up = await changePlan(token, 'premium');
    expect([up.statusCode, up.json()]).toEqual([
      200,
      { msg: 'Your company is now on the Premium plan', planId: 'premium', charged: 1000, credited: 0 },
    ]);
    const onPremium = await details(t, token);
    expect(onPremium.subscription).toMatchObject({ planId: 'premium', planName: 'Premium', paid: true });
    // The billing day does not move.
    expect(onPremium.subscriptionInfo.current_period_end).toBe(before.current_period_end);
    expect((await client(t, token).get('/subscription/myPlan')).body.data.plan.seatLimit).toBe(25);

    // And back the same day: 16.33 unused Premium back, 6.33 Standard: $10.00 credited, nothing charged.
    const down = await changePlan(token, 'standard');
    expect([down.statusCode, down.json()]).toEqual([
      200,
      { msg: 'Your company is now on the Standard plan', planId: 'standard', charged: 0, credited: 1000 },
    ]);
    expect((await details(t, token)).subscription.planName).toBe('Standard');

    // The renewal on 1 May: $19.00 less the $10.00 credit.
    t.app.payments.clock.set(new Date(before.current_period_end * 1000 + 60_000));
    await t.app.payments.scheduler.runOnce();
    expect(await chargesOf(token)).toEqual(['1900', '1000', '900']);
    expect((await getMe(t, token)).companySubscription[0].paid).toBe(true);
  });

  test('the same change twice (a double click, the same Idempotency-Key) is charged once', async () => {
    const { token } = await subscribedAdmin(t, 'standard', 'Double Click Co');
    const key = { 'idempotency-key': 'change-to-premium-1' };
    const [a, b] = await Promise.all([changePlan(token, 'premium', key), changePlan(token, 'premium', key)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    // Without the header, the repeat finds the company on Premium: nothing more to charge.
    const again = await changePlan(token, 'premium');
    expect([again.statusCode, again.json()]).toMatchObject([200, { msg: B.alreadyOnPlan, charged: 0 }]);
    expect(await chargesOf(token)).toHaveLength(2);
    // A gateway retry with the change's key (our write lost) replays the first answer.
    const row = await billingDb(t.app.database.db)
      .selectFrom('company_subscriptions')
      .select(['gateway_subscription_id', 'customer_id'])
      .where('gateway_subscription_id', '=', (await details(t, token)).subscriptionInfo.id)
      .executeTakeFirstOrThrow();
    const plan = {
      id: 'standard',
      name: 'Standard',
      unitAmount: 1900,
      currency: 'usd',
      interval: 'month' as const,
    };
    const input = {
      subscriptionId: row.gateway_subscription_id as string,
      customerId: row.customer_id as string,
      plan: { ...plan, stripePriceId: null },
    };
    const first = await t.app.payments.gateway.changePlan(input, 'test-retry-key');
    const second = await t.app.payments.gateway.changePlan(input, 'test-retry-key');
    expect(second).toEqual(first);
    expect(first.credited).toBeGreaterThan(0);
    expect(await chargesOf(token)).toHaveLength(2);
  });

  test('a declined upgrade charge changes nothing (Stripe’s error_if_incomplete)', async () => {
    const { token } = await subscribedAdmin(t, 'standard', 'Declined Upgrade Co');
    const failing = await paymentMethod(t, token, CARDS.chargesFail);
    await t.request({
      method: 'POST',
      url: '/api/v1/subscription/updatePaymentMethod',
      token,
      payload: { paymentMethodID: failing },
    });
    const res = await changePlan(token, 'premium');
    expect([res.statusCode, res.json().msg]).toEqual([402, 'Your card was declined.']);
    expect((await details(t, token)).subscription.planName).toBe('Standard');
  });

  test('a downgrade the users exceed is refused and says so', async () => {
    const { token } = await subscribedAdmin(t, 'premium', 'Many Seats Co');
    const api = client(t, token);
    // The admin and five open invitations: six seats held, Standard has five.
    for (let i = 0; i < 5; i++)
      expect((await api.post('/invitations', { email: `seat${i}@example.com`, role: 'user' })).status).toBe(
        201,
      );
    const res = await changePlan(token, 'standard');
    expect([res.statusCode, res.json()]).toEqual([
      409,
      {
        msg: 'Your company has 6 users and open invitations, and the Standard plan allows 5. Deactivate users or withdraw invitations before moving to Standard.',
        limit: 'seats',
        planId: 'standard',
        planName: 'Standard',
        allowed: 5,
        used: 6,
      },
    ]);
    expect((await details(t, token)).subscription.planName).toBe('Premium');
    expect(await chargesOf(token)).toEqual(['4900']);
  });

  test('a downgrade the history exceeds is refused and says so', async () => {
    const { token } = await subscribedAdmin(t, 'premium', 'Old Calls Co');
    const call = await client(t, token).post('/calls', {
      contactName: 'Long ago',
      phone: '+1 212 555 0142',
      occurredAt: new Date(Date.now() - 400 * DAY - 60_000).toISOString(),
    });
    expect(call.status).toBe(201);
    const res = await changePlan(token, 'standard');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ limit: 'history', allowed: 365, used: 400 });
    expect(res.json().msg).toBe(
      'Your company has calls from 400 days ago, and the Standard plan keeps 365 days of history, so they would be hidden. Stay on your plan to keep them in view.',
    );
  });

  test('only an admin of a paid plan changes it; Basic is reached by cancelling', async () => {
    const { token } = await subscribedAdmin(t, 'standard', 'Rules Co');
    const member = await addMember(t, token);
    expect((await changePlan(member.token, 'premium')).json().msg).toBe(B.askAdmin);
    expect((await changePlan(token, 'basic')).json()).toMatchObject({ msg: B.changeToBasic });
    expect((await changePlan(token, 'gold')).statusCode).toBe(404);
    const unpaid = await t.signUpAndSignIn({ companyName: 'Unpaid Co' });
    const res = await changePlan(unpaid.token, 'premium');
    expect([res.statusCode, res.json().msg]).toEqual([400, B.noPaidSubscription]);
  });
});

describe('what getMe tells the offer banner', () => {
  test('the chosen plan follows purchase and change; closing the offer is kept on the user', async () => {
    const { token, body } = await t.signUpAndSignIn({ companyName: 'Offer Co' });
    expect(await getMe(t, token)).toMatchObject({ planId: null, promoClosed: false });
    const close = await t.request({ method: 'POST', url: '/api/v1/auth/closePromo', token });
    expect([close.statusCode, close.json().msg]).toEqual([200, 'The offer is closed']);
    // Another session (another browser) of the same user: still closed.
    const elsewhere = await t.signIn(body.email, body.password);
    expect((await getMe(t, elsewhere)).promoClosed).toBe(true);
    const pm = await paymentMethod(t, token);
    await t.request({
      method: 'POST',
      url: '/api/v1/subscription/createEnterpriseSubscription',
      token,
      payload: { subscriptionID: 'standard', paymentMethodID: pm },
    });
    expect((await getMe(t, token)).planId).toBe('standard');
    await changePlan(token, 'premium');
    expect((await getMe(t, token)).planId).toBe('premium');
  });
});
