import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BILLING_MESSAGES as B } from '@phonesheet/shared/contracts';
import { stripeTestSignature } from '../src/payments/stripe-gateway';
import { createTestApp, type TestApp } from './helpers/test-app';
import { details, getMe, purchase } from './helpers/billing';

// The Stripe gateway against a local stand-in for api.stripe.com: the SDK's real requests
// (paths, form bodies, idempotency keys, auth) are recorded and answered like Stripe would.

interface Seen {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}

const SECRET = 'sk_test_standin_123';
const WEBHOOK_SECRET = 'whsec_standin_456';
const now = Math.floor(Date.now() / 1000);
const PERIOD_END = now + 30 * 86400;

let seen: Seen[] = [];
let nextSubscriptionAnswer: { status: number; body: unknown } | null = null;
const subscription = (overrides: Record<string, unknown> = {}) => ({
  id: 'sub_std',
  object: 'subscription',
  customer: 'cus_std',
  status: 'active',
  cancel_at_period_end: false,
  items: {
    object: 'list',
    data: [
      {
        id: 'si_1',
        object: 'subscription_item',
        current_period_start: now,
        current_period_end: PERIOD_END,
        price: { id: 'price_std', nickname: 'Standard' },
      },
    ],
  },
  ...overrides,
});
let current = subscription();

const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', 'http://x');
    const form = new URLSearchParams(req.method === 'GET' ? url.search : raw);
    seen.push({ method: req.method ?? '', path: url.pathname, form, headers: req.headers });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_1' });
      res.end(JSON.stringify(body));
    };
    const route = `${req.method} ${url.pathname}`;
    if (route === 'POST /v1/customers') return send(200, { id: 'cus_std', object: 'customer' });
    if (route === 'POST /v1/customers/cus_std') return send(200, { id: 'cus_std', object: 'customer' });
    if (route === 'POST /v1/setup_intents')
      return send(200, { id: 'seti_1', object: 'setup_intent', client_secret: 'seti_1_secret_abc' });
    if (route === 'GET /v1/payment_methods/pm_card_visa')
      return send(200, {
        id: 'pm_card_visa',
        object: 'payment_method',
        customer: 'cus_std',
        card: { brand: 'visa', last4: '4242' },
      });
    if (route === 'GET /v1/payment_methods/pm_foreign')
      return send(200, {
        id: 'pm_foreign',
        object: 'payment_method',
        customer: 'cus_other',
        card: { brand: 'visa', last4: '1111' },
      });
    if (route === 'POST /v1/prices') return send(200, { id: 'price_std', object: 'price' });
    if (route === 'POST /v1/subscriptions') {
      const answer = nextSubscriptionAnswer ?? { status: 200, body: current };
      nextSubscriptionAnswer = null;
      return send(answer.status, answer.body);
    }
    if (route === 'GET /v1/subscriptions/sub_std') return send(200, current);
    if (route === 'POST /v1/subscriptions/sub_std') {
      if (form.get('cancel_at_period_end') === 'true') current = subscription({ cancel_at_period_end: true });
      // A price change invoiced at once: Stripe's proration invoice (a downgrade credits).
      if (form.get('proration_behavior'))
        return send(200, { ...current, latest_invoice: { id: 'in_1', object: 'invoice', total: -1000 } });
      return send(200, current);
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${route})` } });
  });
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    stripe: {
      secretKey: SECRET,
      webhookSecret: WEBHOOK_SECRET,
      apiHost: '127.0.0.1',
      apiPort: port,
      apiProtocol: 'http',
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  seen = [];
});

const postWebhook = (event: object, signature?: string) => {
  const payload = JSON.stringify(event);
  return t.request({
    method: 'POST',
    url: '/api/v1/subscription/webhook',
    payload,
    headers: { 'stripe-signature': signature ?? stripeTestSignature(payload, WEBHOOK_SECRET) },
  });
};

describe('Stripe gateway (stand-in server)', () => {
  let token: string;
  let email: string;

  test('clientSecrets creates the customer once and a setup intent for cards, with idempotency keys', async () => {
    ({
      token,
      body: { email },
    } = await t.signUpAndSignIn({ companyName: 'Stripe Co' }));
    const res = await t.request({ method: 'GET', url: '/api/v1/subscription/clientSecrets', token });
    expect(res.json()).toEqual({ data: { client_secret: 'seti_1_secret_abc' } });
    await t.request({ method: 'GET', url: '/api/v1/subscription/clientSecrets', token });
    const customers = seen.filter((s) => s.method === 'POST' && s.path === '/v1/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0]!.form.get('email')).toBe(email);
    expect(customers[0]!.form.get('metadata[companyId]')).toBe((await getMe(t, token)).company._id);
    expect(customers[0]!.headers['idempotency-key']).toMatch(/^customer:/);
    expect(customers[0]!.headers.authorization).toBe(`Bearer ${SECRET}`);
    const intents = seen.filter((s) => s.path === '/v1/setup_intents');
    expect(intents).toHaveLength(2);
    expect(intents[0]!.form.get('customer')).toBe('cus_std');
    expect(intents[0]!.form.get('usage')).toBe('off_session');
    expect(intents[0]!.headers['idempotency-key']).not.toBe(intents[1]!.headers['idempotency-key']);
  });

  test("a declined first charge answers Stripe's message with 402 and nothing is paid", async () => {
    nextSubscriptionAnswer = {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
      },
    };
    const res = await purchase(t, token, { subscriptionID: 'standard', paymentMethodID: 'pm_card_visa' });
    expect([res.statusCode, res.json().msg]).toEqual([402, 'Your card has insufficient funds.']);
    expect((await getMe(t, token)).companySubscription[0].paid).toBe(false);
  });

  test("another customer's payment method is refused before anything is charged", async () => {
    const res = await purchase(t, token, { subscriptionID: 'premium', paymentMethodID: 'pm_foreign' });
    expect([res.statusCode, res.json().msg]).toEqual([400, B.cardInvalid]);
    expect(seen.some((s) => s.path === '/v1/subscriptions')).toBe(false);
  });

  test('the purchase sets the default card and creates the subscription with error_if_incomplete', async () => {
    const res = await purchase(t, token, { subscriptionID: 'premium', paymentMethodID: 'pm_card_visa' });
    expect([res.statusCode, res.json().msg]).toEqual([201, B.purchased]);
    const price = seen.find((s) => s.path === '/v1/prices');
    expect(price?.form.get('unit_amount')).toBe('4900');
    expect(price?.form.get('recurring[interval]')).toBe('month');
    const create = seen.find((s) => s.method === 'POST' && s.path === '/v1/subscriptions');
    expect(create?.form.get('customer')).toBe('cus_std');
    expect(create?.form.get('items[0][price]')).toBe('price_std');
    expect(create?.form.get('default_payment_method')).toBe('pm_card_visa');
    expect(create?.form.get('payment_behavior')).toBe('error_if_incomplete');
    expect(create?.headers['idempotency-key']).toMatch(/^subscription:purchase:/);
    const me = await getMe(t, token);
    expect([me.subscribed, me.companySubscription[0].paid]).toEqual([true, true]);
    const d = await details(t, token);
    expect(d.subscriptionInfo).toEqual({
      id: 'sub_std',
      status: 'active',
      plan: { nickname: 'Standard' },
      current_period_start: now,
      current_period_end: PERIOD_END,
      cancel_at_period_end: false,
    });
  });

  test('a plan change is a subscription update prorated and invoiced at once, keyed', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/subscription/changePlan',
      token,
      payload: { planId: 'standard' },
    });
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { msg: 'Your company is now on the Standard plan', planId: 'standard', charged: 0, credited: 1000 },
    ]);
    const update = seen.find((s) => s.method === 'POST' && s.path === '/v1/subscriptions/sub_std');
    expect(update?.form.get('items[0][id]')).toBe('si_1');
    expect(update?.form.get('items[0][price]')).toBe('price_std');
    expect(update?.form.get('proration_behavior')).toBe('always_invoice');
    expect(update?.form.get('payment_behavior')).toBe('error_if_incomplete');
    expect(update?.headers['idempotency-key']).toMatch(/^plan-change:sub_std:premium:standard:/);
    expect((await details(t, token)).subscription.planId).toBe('standard');
  });

  test('cancel asks Stripe for cancel_at_period_end', async () => {
    const res = await t.request({ method: 'DELETE', url: '/api/v1/subscription/cancelSubscription', token });
    expect([res.statusCode, res.json().msg]).toEqual([200, B.cancelled]);
    const update = seen.find((s) => s.method === 'POST' && s.path === '/v1/subscriptions/sub_std');
    expect(update?.form.get('cancel_at_period_end')).toBe('true');
    expect(update?.headers['idempotency-key']).toBe('cancel:sub_std');
    expect((await details(t, token)).subscription.cancelled).toBe(true);
  });

  describe('webhooks', () => {
    test('a bad, missing or stale signature is refused and changes nothing', async () => {
      const event = {
        id: 'evt_forged',
        object: 'event',
        type: 'customer.subscription.deleted',
        data: { object: subscription({ status: 'canceled' }) },
      };
      const wrongSecret = await postWebhook(event, stripeTestSignature(JSON.stringify(event), 'whsec_wrong'));
      expect([wrongSecret.statusCode, wrongSecret.json().msg]).toEqual([400, B.webhookSignature]);
      const none = await t.request({ method: 'POST', url: '/api/v1/subscription/webhook', payload: event });
      expect(none.statusCode).toBe(400);
      const stale = await postWebhook(
        event,
        stripeTestSignature(JSON.stringify(event), WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600),
      );
      expect(stale.statusCode).toBe(400);
      // The body must be the signed bytes: re-serialised JSON with other spacing fails.
      const payload = JSON.stringify(event);
      const tampered = await t.request({
        method: 'POST',
        url: '/api/v1/subscription/webhook',
        payload: JSON.stringify(event, null, 2),
        headers: { 'stripe-signature': stripeTestSignature(payload, WEBHOOK_SECRET) },
      });
      expect(tampered.statusCode).toBe(400);
      expect((await getMe(t, token)).companySubscription[0].paid).toBe(true);
    });

    test('invoice.payment_failed: past due and the admin is e-mailed; a replay does nothing more', async () => {
      const event = {
        id: 'evt_fail_1',
        object: 'event',
        type: 'invoice.payment_failed',
        data: {
          object: {
            id: 'in_1',
            object: 'invoice',
            customer: 'cus_std',
            parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_std' } },
          },
        },
      };
      const first = await postWebhook(event);
      expect(first.json().data).toEqual({ received: true, outcome: 'applied' });
      expect((await details(t, token)).subscription.status).toBe('past_due');
      expect((await getMe(t, token)).companySubscription[0].paid).toBe(false);
      const mails = (await t.mailbox()).filter(
        (m) => m.to === email.toLowerCase() && /payment failed/.test(m.subject),
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('/payment');
      const replay = await postWebhook(event);
      expect(replay.json().data.outcome).toBe('duplicate');
      expect(
        (await t.mailbox()).filter((m) => m.to === email.toLowerCase() && /payment failed/.test(m.subject)),
      ).toHaveLength(1);
    });

    test('invoice.paid reads the new period from Stripe and makes the company paid again', async () => {
      current = subscription({
        items: {
          object: 'list',
          data: [
            {
              current_period_start: PERIOD_END,
              current_period_end: PERIOD_END + 30 * 86400,
              price: { nickname: 'Standard' },
            },
          ],
        },
      });
      const res = await postWebhook({
        id: 'evt_paid_1',
        object: 'event',
        type: 'invoice.paid',
        data: {
          object: {
            id: 'in_2',
            object: 'invoice',
            customer: 'cus_std',
            parent: { subscription_details: { subscription: 'sub_std' } },
          },
        },
      });
      expect(res.json().data.outcome).toBe('applied');
      const d = await details(t, token);
      expect(d.subscription.status).toBe('active');
      expect(new Date(d.subscription.subscriptionExpiresAt).getTime()).toBe((PERIOD_END + 30 * 86400) * 1000);
      expect((await getMe(t, token)).companySubscription[0].paid).toBe(true);
    });

    test('customer.subscription.updated mirrors status and cancel flag; unknown events are acknowledged', async () => {
      const res = await postWebhook({
        id: 'evt_upd_1',
        object: 'event',
        type: 'customer.subscription.updated',
        data: { object: subscription({ cancel_at_period_end: false }) },
      });
      expect(res.json().data.outcome).toBe('applied');
      expect((await details(t, token)).subscription.cancelled).toBe(false);
      const other = await postWebhook({
        id: 'evt_other',
        object: 'event',
        type: 'charge.refunded',
        data: { object: {} },
      });
      expect([other.statusCode, other.json().data.outcome]).toEqual([200, 'ignored']);
    });

    test('customer.subscription.deleted: back to Basic', async () => {
      const res = await postWebhook({
        id: 'evt_del_1',
        object: 'event',
        type: 'customer.subscription.deleted',
        data: { object: subscription({ status: 'canceled' }) },
      });
      expect(res.json().data.outcome).toBe('applied');
      const me = await getMe(t, token);
      expect([me.subscribed, me.companySubscription[0].paid]).toEqual([true, false]);
      expect((await details(t, token)).subscription.planName).toBe('Basic');
    });
  });
});
