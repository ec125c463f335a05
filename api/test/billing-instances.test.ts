import { sql } from 'kysely';
import { BILLING_MESSAGES as B } from '@phonesheet/shared/contracts';
import { createInstances, onPostgresServer, type TestApp } from './helpers/test-app';
import { CARDS, details, getMe, paymentMethod, purchase, subscribedAdmin } from './helpers/billing';
import { chargesPerSubscription, gatewayRowsOf } from './helpers/billing-counts';

// issue 33, "Many instances, one truth": two API instances on one PostgreSQL, both billing
// schedulers ticking at once. A renewal is claimed under its row's lock and charged with a key
// of subscription + period + attempt, so each period is charged once and mailed about once.
onPostgresServer('billing on two instances', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = (await createInstances(2)) as [TestApp, TestApp];
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  /** Both instances' clocks at `at`, then both schedulers tick at the same moment. */
  async function bothTickAt(at: Date) {
    for (const i of [a, b]) i.app.payments.clock.set(at);
    await Promise.all([a.app.payments.scheduler.runOnce(), b.app.payments.scheduler.runOnce()]);
  }
  afterEach(() => {
    for (const i of [a, b]) i.app.payments.clock.set(new Date());
  });

  /** The latest period end among the given gateway subscriptions: every one is due after it. */
  async function lastPeriodEnd(ids: string[]): Promise<Date> {
    const { rows } = await sql<{ end: Date }>`
      select max(current_period_end) as end from sandbox_subscriptions where id in (${sql.join(ids)})`.execute(
      a.app.database.db,
    );
    return new Date(rows[0]!.end);
  }

  test('3 rounds of 30 due renewals with both schedulers ticking: every period charged once', async () => {
    const COMPANIES = 30;
    const ROUNDS = 3;
    // Signed up on one instance (its outbox delivers the codes), bought half on each.
    const admins = await Promise.all(
      Array.from({ length: COMPANIES }, async (_, i) => {
        const { token } = await a.signUpAndSignIn({ companyName: `Renews ${i}` });
        const on = i % 2 ? b : a;
        const pm = await paymentMethod(on, token);
        const res = await purchase(on, token, { subscriptionID: 'standard', paymentMethodID: pm });
        expect(res.statusCode).toBe(201);
        return { token };
      }),
    );
    const ids = await Promise.all(
      admins.map(async ({ token }) => (await details(a, token)).subscriptionInfo.id as string),
    );
    for (let round = 1; round <= ROUNDS; round++) {
      await bothTickAt(new Date((await lastPeriodEnd(ids)).getTime() + 60_000));
    }
    const charges = await chargesPerSubscription(a);
    // The first period's charge, then one per round.
    const doubled = ids.reduce((n, id) => n + Math.max(0, (charges.get(id) ?? 0) - (1 + ROUNDS)), 0);
    console.log(`two instances, ${ROUNDS} rounds of ${COMPANIES} renewals: ${doubled} double charges`);
    expect(doubled).toBe(0);
    expect(ids.map((id) => charges.get(id))).toEqual(ids.map(() => 1 + ROUNDS));
    // Every company's record follows its gateway subscription, three periods on.
    for (const { token } of admins.slice(0, 3)) {
      const d = await details(b, token);
      expect(d.subscriptionInfo.status).toBe('active');
      expect(new Date(d.subscription.subscriptionExpiresAt).getTime() / 1000).toBe(
        d.subscriptionInfo.current_period_end,
      );
    }
  });

  test('a declined renewal, both schedulers ticking: one "payment failed" mail per attempt', async () => {
    const { token, email } = await subscribedAdmin(a, 'standard', 'Declined Twice');
    const failing = await paymentMethod(a, token, CARDS.chargesFail);
    const swap = await a.request({
      method: 'POST',
      url: '/api/v1/subscription/updatePaymentMethod',
      token,
      payload: { paymentMethodID: failing },
    });
    expect(swap.statusCode).toBe(200);
    const sub = (await details(a, token)).subscriptionInfo;
    const failedMails = async () => {
      await Promise.all([a.app.mailer.outbox.drain(), b.app.mailer.outbox.drain()]);
      return (await a.mailbox()).filter(
        (m) => m.to === email.toLowerCase() && m.subject === 'Phone Sheet: your subscription payment failed',
      ).length;
    };
    const attempts = async () =>
      (await a.app.database.db
        .selectFrom('sandbox_subscriptions' as never)
        .select(['failed_attempts' as never, 'next_retry_at' as never])
        .where('id' as never, '=', sub.id as never)
        .executeTakeFirstOrThrow()) as { failed_attempts: number; next_retry_at: Date };

    await bothTickAt(new Date(sub.current_period_end * 1000 + 60_000));
    expect((await attempts()).failed_attempts).toBe(1);
    expect(await failedMails()).toBe(1);
    expect((await getMe(b, token)).companySubscription[0].paid).toBe(false);
    // The first retry, again from both instances at once: one more charge, one more mail.
    await bothTickAt(new Date(new Date((await attempts()).next_retry_at).getTime() + 60_000));
    expect((await attempts()).failed_attempts).toBe(2);
    expect(await failedMails()).toBe(2);
    const me = await getMe(a, token);
    expect(await gatewayRowsOf(a, me.company._id)).toEqual({ subscriptions: 1, charges: 3 });
  });

  test('one Idempotency-Key, two cards, sent at once to the two instances: one subscription, one charge', async () => {
    const TRIES = 6;
    const outcomes = await Promise.all(
      Array.from({ length: TRIES }, async (_, i) => {
        const { token } = await a.signUpAndSignIn({ companyName: `Two Doors ${i}` });
        const one = await paymentMethod(a, token);
        const two = await paymentMethod(b, token);
        const headers = { 'Idempotency-Key': `order-${i}` };
        const answers = await Promise.all([
          purchase(a, token, { subscriptionID: 'standard', paymentMethodID: one }, headers),
          purchase(b, token, { subscriptionID: 'standard', paymentMethodID: two }, headers),
        ]);
        return {
          statuses: answers.map((r) => r.statusCode).sort(),
          refusal: answers.find((r) => r.statusCode === 422)?.json().msg,
          gateway: await gatewayRowsOf(a, (await getMe(b, token)).company._id),
        };
      }),
    );
    const doubled = outcomes.filter((o) => o.gateway.subscriptions !== 1).length;
    console.log(`one key, two cards, two instances: ${doubled} of ${TRIES} tries made a second purchase`);
    for (const o of outcomes) {
      expect(o.statuses).toEqual([201, 422]);
      expect(o.refusal).toBe(B.idempotencyReused);
      expect(o.gateway).toEqual({ subscriptions: 1, charges: 1 });
    }
  });

  test('an upgrade sent at once to both instances, without a key: one plan change, one prorated charge', async () => {
    const { token } = await subscribedAdmin(a, 'standard', 'Upgrades Twice');
    const change = (on: TestApp) =>
      on.request({
        method: 'POST',
        url: '/api/v1/subscription/changePlan',
        token,
        payload: { planId: 'premium' },
      });
    const answers = await Promise.all([change(a), change(b)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    // One of them changed the plan and was charged; the other found the company on Premium.
    expect(answers.map((r) => r.json().msg).sort()).toEqual([
      B.alreadyOnPlan,
      'Your company is now on the Premium plan',
    ]);
    expect(answers.filter((r) => r.json().charged > 0)).toHaveLength(1);
    const me = await getMe(b, token);
    expect(await gatewayRowsOf(a, me.company._id)).toEqual({ subscriptions: 1, charges: 2 });
  });
});
