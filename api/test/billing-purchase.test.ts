import { BILLING_MESSAGES as B, CARD_ERRORS } from '@phonesheet/shared/contracts';
import { createTestApp, type TestApp } from './helpers/test-app';
import {
  addMember,
  CARDS,
  details,
  getMe,
  paymentMethod,
  purchase,
  sandboxCard,
  subscribedAdmin,
} from './helpers/billing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sandboxRows = async (table: 'sandbox_subscriptions' | 'sandbox_charges') =>
  Number(
    (
      (await t.app.database.db
        .selectFrom(table as never)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()) as { n: number }
    ).n,
  );

describe('plans', () => {
  test('paid=true lists Standard and Premium with their price in cents; without it Basic is listed too', async () => {
    const paid = await t.request({
      method: 'GET',
      url: '/api/v1/subscription/getSubscriptionPlans?paid=true',
    });
    expect(paid.statusCode).toBe(200);
    expect(
      paid
        .json()
        .data.map((p: { _id: string; planName: string; unitAmount: number }) => [
          p._id,
          p.planName,
          p.unitAmount,
        ]),
    ).toEqual([
      ['standard', 'Standard', 1900],
      ['premium', 'Premium', 4900],
    ]);
    const all = (await t.request({ method: 'GET', url: '/api/v1/subscription/getSubscriptionPlans' })).json()
      .data;
    expect(all[0]).toMatchObject({
      _id: 'basic',
      planName: 'Basic',
      unitAmount: 0,
      seatLimit: 2,
      csvExport: false,
    });
  });

  test('a plan row changed in the database is what the catalogue answers (plans are configurable)', async () => {
    const db = t.app.database.db.withTables<{ plans: { id: string; unit_amount: number } }>();
    await db.updateTable('plans').set({ unit_amount: 2500 }).where('id', '=', 'standard').execute();
    const paid = (
      await t.request({ method: 'GET', url: '/api/v1/subscription/getSubscriptionPlans?paid=true' })
    ).json().data;
    expect(paid[0].unitAmount).toBe(2500);
    await db.updateTable('plans').set({ unit_amount: 1900 }).where('id', '=', 'standard').execute();
  });
});

describe('buying with the sandbox gateway', () => {
  test('4242…: setup intent, payment method, purchase; getMe then reports subscribed and paid', async () => {
    const { token } = await t.signUpAndSignIn({ companyName: 'Happy Path Ltd' });
    const before = await getMe(t, token);
    expect(before.subscribed).toBe(false);
    expect(before.companySubscription[0].paid).toBe(false);

    const secret = await t.request({ method: 'GET', url: '/api/v1/subscription/clientSecrets', token });
    expect(secret.statusCode).toBe(200);
    expect(secret.json().data.client_secret).toMatch(/^seti_.+_secret_.+/);

    const card = await sandboxCard(t, token, '4242 4242 4242 4242');
    expect(card.statusCode).toBe(200);
    expect(card.json().data).toEqual({ id: expect.stringMatching(/^pm_/), brand: 'visa', last4: '4242' });

    const res = await purchase(t, token, {
      subscriptionID: 'standard',
      paymentMethodID: card.json().data.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ msg: 'Subscription has been purchased successfully' });

    const after = await getMe(t, token);
    expect(after.subscribed).toBe(true);
    expect(after.companySubscription[0].paid).toBe(true);

    const d = await details(t, token);
    expect(d.subscriptionInfo.plan.nickname).toBe('Standard');
    expect(d.subscriptionInfo.status).toBe('active');
    const { current_period_start: start, current_period_end: end } = d.subscriptionInfo;
    expect(Math.abs(start - Date.now() / 1000)).toBeLessThan(60);
    expect((end - start) / 86400).toBeGreaterThanOrEqual(28);
    expect((end - start) / 86400).toBeLessThanOrEqual(31);
    expect(d.subscription).toMatchObject({
      planName: 'Standard',
      paid: true,
      cancelled: false,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(new Date(d.subscription.subscriptionExpiresAt).getTime()).toBe(end * 1000);
  });

  test.each([
    ['declined', CARDS.declined, {}, CARD_ERRORS.card_declined],
    ['expired', CARDS.expired, {}, CARD_ERRORS.expired_card],
    ['incorrect CVC', CARDS.incorrectCvc, {}, CARD_ERRORS.incorrect_cvc],
    ['a number failing the Luhn check', '4242424242424241', {}, CARD_ERRORS.incorrect_number],
    ['an expiry in the past', CARDS.ok, { expMonth: 1, expYear: 2020 }, CARD_ERRORS.invalid_expiry_year],
    ['month 13', CARDS.ok, { expMonth: 13 }, CARD_ERRORS.invalid_expiry_month],
    ['a two-digit CVC', CARDS.ok, { cvc: '12' }, CARD_ERRORS.invalid_cvc],
  ])(
    "a %s card is refused with Stripe's message and nothing is paid",
    async (_name, number, overrides, message) => {
      const { token } = await t.signUpAndSignIn();
      const res = await sandboxCard(t, token, number, overrides);
      expect(res.statusCode).toBe(402);
      expect(res.json().msg).toBe(message);
      expect((await getMe(t, token)).companySubscription[0].paid).toBe(false);
      expect(await details(t, token)).toEqual({ subscriptionInfo: 0, subscription: null });
    },
  );

  test('insufficient funds (…9995): the card is set up, the first charge fails with 402 and nothing is bought', async () => {
    const { token } = await t.signUpAndSignIn();
    const subscriptionsBefore = await sandboxRows('sandbox_subscriptions');
    const pm = await paymentMethod(t, token, CARDS.insufficientFunds);
    const res = await purchase(t, token, { subscriptionID: 'premium', paymentMethodID: pm });
    expect(res.statusCode).toBe(402);
    expect(res.json().msg).toBe('Your card has insufficient funds.');
    expect(await sandboxRows('sandbox_subscriptions')).toBe(subscriptionsBefore);
    const me = await getMe(t, token);
    expect([me.subscribed, me.companySubscription[0].paid]).toEqual([false, false]);
    // The same request again answers the same decline (idempotent), still with no subscription.
    const again = await purchase(t, token, { subscriptionID: 'premium', paymentMethodID: pm });
    expect([again.statusCode, again.json().msg]).toEqual([402, 'Your card has insufficient funds.']);
  });

  test('the client secret is single use and bound to the company that asked for it', async () => {
    const a = await t.signUpAndSignIn();
    const b = await t.signUpAndSignIn();
    const secret = (
      await t.request({ method: 'GET', url: '/api/v1/subscription/clientSecrets', token: a.token })
    ).json().data.client_secret;
    const card = {
      number: CARDS.ok,
      expMonth: 12,
      expYear: 2040,
      cvc: '123',
      postalCode: '1',
      clientSecret: secret,
    };
    const stolen = await t.request({
      method: 'POST',
      url: '/api/v1/subscription/sandbox/paymentMethods',
      token: b.token,
      payload: card,
    });
    expect(stolen.statusCode).toBe(400);
    const first = await t.request({
      method: 'POST',
      url: '/api/v1/subscription/sandbox/paymentMethods',
      token: a.token,
      payload: card,
    });
    expect(first.statusCode).toBe(200);
    const second = await t.request({
      method: 'POST',
      url: '/api/v1/subscription/sandbox/paymentMethods',
      token: a.token,
      payload: card,
    });
    expect(second.statusCode).toBe(400);
  });

  test('purchase validation: plan and card required, unknown or free plans refused', async () => {
    const { token } = await t.signUpAndSignIn();
    const pm = await paymentMethod(t, token);
    const noPlan = await purchase(t, token, { paymentMethodID: pm });
    expect([noPlan.statusCode, noPlan.json().msg]).toEqual([400, B.selectPlan]);
    const noCard = await purchase(t, token, { subscriptionID: 'standard' });
    expect([noCard.statusCode, noCard.json().msg]).toEqual([400, 'Please enter correct card information']);
    const unknown = await purchase(t, token, { subscriptionID: 'gold', paymentMethodID: pm });
    expect([unknown.statusCode, unknown.json().msg]).toEqual([404, B.planNotFound]);
    const free = await purchase(t, token, { subscriptionID: 'basic', paymentMethodID: pm });
    expect(free.statusCode).toBe(404);
    const fake = await purchase(t, token, { subscriptionID: 'standard', paymentMethodID: 'pm_made_up' });
    expect([fake.statusCode, fake.json().msg]).toEqual([400, 'Please enter correct card information']);
    const unauthenticated = await t.request({
      method: 'POST',
      url: '/api/v1/subscription/createEnterpriseSubscription',
      payload: { subscriptionID: 'standard', paymentMethodID: pm },
    });
    expect(unauthenticated.statusCode).toBe(401);
  });

  test('a company that already pays cannot buy a second subscription', async () => {
    const { token } = await subscribedAdmin(t);
    const pm = await paymentMethod(t, token);
    const res = await purchase(t, token, { subscriptionID: 'premium', paymentMethodID: pm });
    expect([res.statusCode, res.json().msg]).toEqual([409, B.alreadySubscribed]);
  });
});

describe('idempotency', () => {
  test('a double click (two requests at once, same card and plan) makes one subscription and one charge', async () => {
    const { token } = await t.signUpAndSignIn({ companyName: 'Double Click Inc' });
    const pm = await paymentMethod(t, token);
    const subsBefore = await sandboxRows('sandbox_subscriptions');
    const chargesBefore = await sandboxRows('sandbox_charges');
    const body = { subscriptionID: 'standard', paymentMethodID: pm };
    const [one, two, three] = await Promise.all([
      purchase(t, token, body),
      purchase(t, token, body),
      purchase(t, token, body),
    ]);
    expect([one.statusCode, two.statusCode, three.statusCode]).toEqual([201, 201, 201]);
    expect(two.json().msg).toBe(B.purchased);
    expect(await sandboxRows('sandbox_subscriptions')).toBe(subsBefore + 1);
    expect(await sandboxRows('sandbox_charges')).toBe(chargesBefore + 1);
  });

  test('the Idempotency-Key header replays its answer, and refuses reuse for another request', async () => {
    const { token } = await t.signUpAndSignIn();
    const pm = await paymentMethod(t, token);
    const headers = { 'Idempotency-Key': 'order-7f3a' };
    const first = await purchase(t, token, { subscriptionID: 'standard', paymentMethodID: pm }, headers);
    const retry = await purchase(t, token, { subscriptionID: 'standard', paymentMethodID: pm }, headers);
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    const misuse = await purchase(t, token, { subscriptionID: 'premium', paymentMethodID: pm }, headers);
    expect([misuse.statusCode, misuse.json().msg]).toEqual([422, B.idempotencyReused]);
  });

  test('a purchase left pending (its instance crashed) stops blocking the same purchase after 10 minutes', async () => {
    const { token } = await t.signUpAndSignIn();
    const companyId = (await getMe(t, token)).company._id;
    const pm = await paymentMethod(t, token, CARDS.insufficientFunds);
    const body = { subscriptionID: 'standard', paymentMethodID: pm };
    expect((await purchase(t, token, body)).statusCode).toBe(402);
    // What a crash mid-purchase leaves: the request claimed, never answered, 11 minutes ago.
    await t.app.database.db
      .updateTable('billing_requests' as never)
      .set({ state: 'pending', created_at: new Date(Date.now() - 11 * 60_000) } as never)
      .where('company_id' as never, '=', companyId as never)
      .execute();
    const retry = await purchase(t, token, body);
    expect([retry.statusCode, retry.json().msg]).toEqual([402, 'Your card has insufficient funds.']);
  });

  test('the sandbox remembers a gateway key for 24 hours, like Stripe; then it is a new request', async () => {
    const { token } = await t.signUpAndSignIn();
    const me = await getMe(t, token);
    const gateway = t.app.payments.gateway;
    const customer = await gateway.createCustomer(
      { companyId: me.company._id, email: me.email, name: me.company.name },
      `test-customer:${me.company._id}`,
    );
    const key = `test-intent:${me.company._id}`;
    const first = await gateway.createSetupIntent(customer.id, key);
    expect((await gateway.createSetupIntent(customer.id, key)).id).toBe(first.id);
    await t.app.database.db
      .updateTable('sandbox_idempotency' as never)
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60_000) } as never)
      .where('key' as never, '=', key as never)
      .execute();
    expect((await gateway.createSetupIntent(customer.id, key)).id).not.toBe(first.id);
  });
});

describe('roles and Basic', () => {
  test('a non-admin of an unsubscribed company is told to ask the administrator', async () => {
    const { token: admin } = await t.signUpAndSignIn();
    const member = await addMember(t, admin);
    for (const [method, url] of [
      ['GET', '/api/v1/subscription/clientSecrets'],
      ['POST', '/api/v1/subscription/chooseBasic'],
      ['DELETE', '/api/v1/subscription/cancelSubscription'],
    ] as const) {
      const res = await t.request({
        method,
        url,
        token: member.token,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect([url, res.statusCode, res.json().msg]).toEqual([url, 403, B.askAdmin]);
    }
    const pm = await paymentMethod(t, admin);
    const res = await purchase(t, member.token, { subscriptionID: 'standard', paymentMethodID: pm });
    expect([res.statusCode, res.json().msg]).toEqual([403, B.askAdmin]);
    expect(res.json().msg).toMatch(/ask your administrator/);
    // Reading the details is fine for everyone in the company.
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/v1/subscription/mySubscriptionDetails',
          token: member.token,
        })
      ).statusCode,
    ).toBe(200);
  });

  test('an admin may continue on Basic: subscribed, not paid, Basic in the details; later upgrade works', async () => {
    const { token } = await t.signUpAndSignIn();
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/subscription/chooseBasic',
      token,
      payload: {},
    });
    expect([res.statusCode, res.json().msg]).toEqual([200, B.basicChosen]);
    const me = await getMe(t, token);
    expect([me.subscribed, me.companySubscription[0].paid]).toEqual([true, false]);
    const d = await details(t, token);
    expect(d.subscriptionInfo).toBe(0);
    expect(d.subscription).toMatchObject({
      planName: 'Basic',
      paid: false,
      cancelled: false,
      subscriptionExpiresAt: null,
    });
    const pm = await paymentMethod(t, token);
    expect((await purchase(t, token, { subscriptionID: 'premium', paymentMethodID: pm })).statusCode).toBe(
      201,
    );
    expect((await getMe(t, token)).companySubscription[0].paid).toBe(true);
    const again = await t.request({
      method: 'POST',
      url: '/api/v1/subscription/chooseBasic',
      token,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('tenancy', () => {
  test("one company never sees, cancels or pays with another company's subscription or card", async () => {
    const a = await subscribedAdmin(t, 'premium', 'Tenant A');
    const { token: b } = await t.signUpAndSignIn({ companyName: 'Tenant B' });
    expect(await details(t, b)).toEqual({ subscriptionInfo: 0, subscription: null });
    expect((await getMe(t, b)).companySubscription[0].paid).toBe(false);
    const cancel = await t.request({
      method: 'DELETE',
      url: '/api/v1/subscription/cancelSubscription',
      token: b,
    });
    expect([cancel.statusCode, cancel.json().msg]).toEqual([400, B.noPaidSubscription]);
    const stolen = await purchase(t, b, { subscriptionID: 'standard', paymentMethodID: a.pm });
    expect(stolen.statusCode).toBe(400);
    expect((await details(t, a.token)).subscription.cancelled).toBe(false);
  });
});

test('no card number reaches the database', async () => {
  const { token } = await t.signUpAndSignIn();
  await paymentMethod(t, token, CARDS.ok);
  await sandboxCard(t, token, CARDS.declined);
  const { sql } = await import('kysely');
  const schema = t.config.databaseSchema ?? 'public';
  const tables = (
    await sql<{
      table_name: string;
    }>`select table_name from information_schema.tables where table_schema = ${schema}`.execute(
      t.app.database.db,
    )
  ).rows;
  expect(tables.map((r) => r.table_name)).toEqual(
    expect.arrayContaining(['sandbox_payment_methods', 'company_subscriptions', 'users']),
  );
  for (const { table_name: name } of tables) {
    const rows = await sql<{ row: string }>`select t::text as row from ${sql.table(name)} t`.execute(
      t.app.database.db,
    );
    for (const r of rows.rows) {
      expect(r.row).not.toContain('4242424242424242');
      expect(r.row).not.toContain('4000000000000002');
    }
  }
});
