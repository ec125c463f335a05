import { BILLING_MESSAGES as B } from '@phonesheet/shared/contracts';
import { createTestApp, type TestApp } from './helpers/test-app';
import {
  addMember,
  CARDS,
  details,
  getMe,
  paymentMethod,
  purchase,
  subscribedAdmin,
} from './helpers/billing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ operatorEmails: ['ops@phonesheet.test'] });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
/** Moves the billing clock to just after `unixSeconds` and runs the scheduler once. */
async function moveClockPast(unixSeconds: number, extraMs = 60_000) {
  t.app.payments.clock.set(new Date(unixSeconds * 1000 + extraMs));
  return t.app.payments.scheduler.runOnce();
}
afterEach(() => t.app.payments.clock.set(new Date()));

const cancel = (token: string) =>
  t.request({ method: 'DELETE', url: '/api/v1/subscription/cancelSubscription', token });
const replaceCard = (token: string, paymentMethodID: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/subscription/updatePaymentMethod',
    token,
    payload: { paymentMethodID },
  });

describe('cancel', () => {
  test('cancels at period end: still paid until then, then Basic with nothing lost', async () => {
    const { token } = await subscribedAdmin(t, 'standard', 'Cancel Co');
    const res = await cancel(token);
    expect([res.statusCode, res.json().msg]).toEqual([
      200,
      'Your subscription has been cancelled successfully',
    ]);
    const d = await details(t, token);
    expect(d.subscriptionInfo.cancel_at_period_end).toBe(true);
    expect(d.subscription.cancelled).toBe(true);
    expect((await getMe(t, token)).companySubscription[0].paid).toBe(true);
    // A second "Yes" answers the same, and the period is not changed.
    const again = await cancel(token);
    expect([again.statusCode, again.json().msg]).toEqual([200, B.cancelled]);

    // Just before the end nothing happens.
    await moveClockPast(d.subscriptionInfo.current_period_end, -60_000);
    expect((await getMe(t, token)).companySubscription[0].paid).toBe(true);
    await moveClockPast(d.subscriptionInfo.current_period_end);
    const me = await getMe(t, token);
    expect([me.subscribed, me.companySubscription[0].paid]).toEqual([true, false]);
    expect(me.company.name).toBe('Cancel Co');
    const after = await details(t, token);
    expect(after.subscriptionInfo).toBe(0);
    expect(after.subscription).toMatchObject({ planName: 'Basic', paid: false, cancelled: false });
    // Cancelling again now: nothing paid to cancel.
    expect((await cancel(token)).statusCode).toBe(400);
  });

  test('a non-admin cannot cancel', async () => {
    const { token } = await subscribedAdmin(t);
    const member = await addMember(t, token);
    const res = await cancel(member.token);
    expect([res.statusCode, res.json().msg]).toEqual([403, B.askAdmin]);
    expect((await details(t, token)).subscription.cancelled).toBe(false);
  });
});

describe('renewal', () => {
  test('at period end the card is charged and a new period starts', async () => {
    const { token } = await subscribedAdmin(t, 'premium');
    const first = (await details(t, token)).subscriptionInfo;
    await moveClockPast(first.current_period_end);
    const second = (await details(t, token)).subscriptionInfo;
    expect(second.status).toBe('active');
    expect(second.current_period_start).toBe(first.current_period_end);
    expect(second.current_period_end).toBeGreaterThan(first.current_period_end + 27 * 86400);
    expect((await getMe(t, token)).companySubscription[0].paid).toBe(true);
  });

  test('a failed renewal: past due, the admin is e-mailed a /payment link; a new card pays it', async () => {
    const { token, email } = await subscribedAdmin(t, 'standard', 'Late Payer');
    // The card on file starts refusing charges (Stripe's 4000 0000 0000 0341).
    const failing = await paymentMethod(t, token, CARDS.chargesFail);
    const swap = await replaceCard(token, failing);
    expect([swap.statusCode, swap.json().msg]).toEqual([200, B.cardUpdated]);
    const period = (await details(t, token)).subscriptionInfo;

    await moveClockPast(period.current_period_end);
    const d = await details(t, token);
    expect(d.subscriptionInfo.status).toBe('past_due');
    expect(d.subscription.status).toBe('past_due');
    const me = await getMe(t, token);
    expect([me.subscribed, me.companySubscription[0].paid]).toEqual([true, false]);
    const mail = await t.latestMailTo(email);
    expect(mail.subject).toBe('Phone Sheet: your subscription payment failed');
    expect(mail.text).toContain(`${t.config.appUrl}/payment`);
    expect(mail.text).toContain('Your card was declined.');

    // Running the scheduler again before the retry day changes nothing and mails nobody.
    const mails = (await t.mailbox()).length;
    await t.app.payments.scheduler.runOnce();
    expect((await t.mailbox()).length).toBe(mails);

    const good = await paymentMethod(t, token, CARDS.ok);
    const paid = await replaceCard(token, good);
    expect([paid.statusCode, paid.json().msg]).toEqual([200, B.renewalPaid]);
    const renewed = await details(t, token);
    expect(renewed.subscriptionInfo.status).toBe('active');
    expect(renewed.subscriptionInfo.current_period_start).toBe(period.current_period_end);
    expect(renewed.subscription.card).toEqual({ brand: 'visa', last4: '4242' });
    expect((await getMe(t, token)).companySubscription[0].paid).toBe(true);
  });

  test('a new card that is declined leaves the renewal unpaid and says why', async () => {
    const { token } = await subscribedAdmin(t);
    await replaceCard(token, await paymentMethod(t, token, CARDS.chargesFail));
    await moveClockPast((await details(t, token)).subscriptionInfo.current_period_end);
    const res = await replaceCard(token, await paymentMethod(t, token, CARDS.insufficientFunds));
    expect([res.statusCode, res.json().msg]).toEqual([402, 'Your card has insufficient funds.']);
    expect((await details(t, token)).subscription.status).toBe('past_due');
  });

  test('when every retry fails the company falls back to Basic and keeps its users', async () => {
    const { token } = await subscribedAdmin(t, 'premium', 'Never Pays');
    const member = await addMember(t, token);
    await replaceCard(token, await paymentMethod(t, token, CARDS.chargesFail));
    const end = (await details(t, token)).subscriptionInfo.current_period_end;
    await moveClockPast(end); // first failure
    for (const day of [1, 3]) {
      await moveClockPast(end, day * DAY + 60_000);
      expect((await details(t, token)).subscription.status).toBe('past_due');
    }
    await moveClockPast(end, 5 * DAY + 60_000); // last retry fails: the subscription ends
    const d = await details(t, token);
    expect(d.subscriptionInfo).toBe(0);
    expect(d.subscription).toMatchObject({ planName: 'Basic', status: 'active', paid: false });
    expect((await getMe(t, member.token)).company.name).toBe('Never Pays');
    const plan = (await t.request({ method: 'GET', url: '/api/v1/subscription/myPlan', token })).json().data;
    expect(plan).toMatchObject({ plan: { _id: 'basic' }, seatsUsed: 2 });
  });

  test('/payment without a paid subscription says so', async () => {
    const { token } = await t.signUpAndSignIn();
    const pm = await paymentMethod(t, token);
    const res = await replaceCard(token, pm);
    expect([res.statusCode, res.json().msg]).toEqual([400, B.noPaidSubscription]);
  });
});

describe('buying again after the subscription ended', () => {
  const chargesOf = async (subscriptionId: string) =>
    (
      await t.app.database.db
        .selectFrom('sandbox_charges' as never)
        .select('id' as never)
        .where('subscription_id' as never, '=', subscriptionId as never)
        .execute()
    ).length;

  /** The same plan with the same card as the first purchase: a new subscription and charge. */
  async function buyAgain(token: string, pm: string, ended: string) {
    expect((await details(t, token)).subscription).toMatchObject({ planName: 'Basic', paid: false });
    const res = await purchase(t, token, { subscriptionID: 'standard', paymentMethodID: pm });
    expect([res.statusCode, res.json().msg]).toEqual([201, B.purchased]);
    const d = await details(t, token);
    expect(d.subscription).toMatchObject({ planName: 'Standard', paid: true, status: 'active' });
    expect(d.subscriptionInfo.id).not.toBe(ended);
    expect(d.subscriptionInfo.status).toBe('active');
    expect(await chargesOf(d.subscriptionInfo.id)).toBe(1);
    expect((await getMe(t, token)).companySubscription[0].paid).toBe(true);
  }

  test('cancelled, ended at period end, then the same plan and card again', async () => {
    const { token, pm } = await subscribedAdmin(t, 'standard', 'Comes Back Co');
    const first = (await details(t, token)).subscriptionInfo;
    expect((await cancel(token)).statusCode).toBe(200);
    await moveClockPast(first.current_period_end);
    await buyAgain(token, pm, first.id);
  });

  test('ended after failed renewals, then the same plan and first card again', async () => {
    const { token, pm } = await subscribedAdmin(t, 'standard', 'Pays Later Co');
    await replaceCard(token, await paymentMethod(t, token, CARDS.chargesFail));
    const first = (await details(t, token)).subscriptionInfo;
    for (const day of [0, 1, 3, 5]) await moveClockPast(first.current_period_end, day * DAY + 60_000);
    await buyAgain(token, pm, first.id);
  });
});

describe('plan limits', () => {
  test('Basic allows two seats and no CSV export (402 with a clear message); Standard allows more', async () => {
    const { token } = await t.signUpAndSignIn();
    const me = await getMe(t, token);
    const limits = t.app.planLimits;
    await expect(limits.assertSeatAvailable(me.company._id)).resolves.toBeUndefined();
    await expect(limits.assertSeatAvailable(me.company._id, 1)).rejects.toMatchObject({
      statusCode: 402,
      message: 'Your Basic plan allows 2 users. Upgrade your plan to add more.',
    });
    await expect(limits.assertCsvExport(me.company._id)).rejects.toMatchObject({
      statusCode: 402,
      message: 'CSV export is not part of your Basic plan. Upgrade your plan to export.',
    });
    await expect(limits.assertDeskAvailable(me.company._id, 1)).rejects.toMatchObject({ statusCode: 402 });
    await expect(
      limits.assertHistoryWithin(me.company._id, new Date(Date.now() - 30 * DAY)),
    ).rejects.toMatchObject({
      message: 'Your Basic plan keeps 7 days of history. Upgrade your plan to see older calls.',
    });

    await purchase(t, token, { subscriptionID: 'standard', paymentMethodID: await paymentMethod(t, token) });
    await expect(limits.assertSeatAvailable(me.company._id)).resolves.toBeUndefined();
    await expect(limits.assertSeatAvailable(me.company._id, 4)).rejects.toMatchObject({
      message: 'Your Standard plan allows 5 users. Upgrade your plan to add more.',
    });
    await expect(limits.assertCsvExport(me.company._id)).resolves.toBeUndefined();
    const cutoff = await limits.historyCutoff(me.company._id);
    expect(Math.round((Date.now() - (cutoff as Date).getTime()) / DAY)).toBe(365);
  });
});

describe('contact queries for operators', () => {
  test('an operator named in OPERATOR_EMAILS reads every message; anyone else gets 403', async () => {
    await t.request({
      method: 'POST',
      url: '/api/v1/contact-us',
      payload: { name: 'Visitor', email: 'v@example.com', message: 'Do you have an Android app?' },
    });
    const operator = await t.signUpAndSignIn({
      email: 'ops@phonesheet.test',
      companyName: 'Phone Sheet Ops',
    });
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/operators/contactQueries',
      token: operator.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({
      name: 'Visitor',
      email: 'v@example.com',
      message: 'Do you have an Android app?',
      companyName: null,
    });

    const other = await t.signUpAndSignIn();
    const denied = await t.request({
      method: 'GET',
      url: '/api/v1/operators/contactQueries',
      token: other.token,
    });
    expect([denied.statusCode, denied.json().msg]).toEqual([403, 'You are not authorized for this page']);
    expect((await t.request({ method: 'GET', url: '/api/v1/operators/contactQueries' })).statusCode).toBe(
      401,
    );
  });
});

test('the sandbox refuses webhooks (its events are delivered in-process)', async () => {
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/subscription/webhook',
    payload: { id: 'evt_1', type: 'invoice.paid' },
  });
  expect([res.statusCode, res.json().msg]).toEqual([404, B.webhookNotConfigured]);
});
