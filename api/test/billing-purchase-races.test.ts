import { BILLING_MESSAGES as B } from '@phonesheet/shared/contracts';
import { createTestApp, type TestApp } from './helpers/test-app';
import { paymentMethod, purchase } from './helpers/billing';
import { gatewayRowsOf } from './helpers/billing-counts';

// issue 33: an Idempotency-Key is claimed before any work (plugins/app/idempotency.ts), so
// requests sent at once with one key make one purchase, on one instance as on many.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TRIES = 6;

test('one key, two cards at once: one subscription and one charge; the other is refused (422)', async () => {
  const outcomes = await Promise.all(
    Array.from({ length: TRIES }, async (_, i) => {
      const { token } = await t.signUpAndSignIn({ companyName: `Two Cards ${i}` });
      const [one, two] = [await paymentMethod(t, token), await paymentMethod(t, token)];
      const headers = { 'Idempotency-Key': `buy-${i}` };
      const answers = await Promise.all([
        purchase(t, token, { subscriptionID: 'standard', paymentMethodID: one }, headers),
        purchase(t, token, { subscriptionID: 'premium', paymentMethodID: two }, headers),
      ]);
      const me = (await t.request({ method: 'GET', url: '/api/v1/auth/getMe', token })).json().data;
      return {
        statuses: answers.map((r) => r.statusCode).sort(),
        refusal: answers.find((r) => r.statusCode === 422)?.json().msg,
        gateway: await gatewayRowsOf(t, me.company._id),
      };
    }),
  );
  const doubled = outcomes.filter((o) => o.gateway.subscriptions !== 1 || o.gateway.charges !== 1).length;
  console.log(`one key, two cards (one instance): ${doubled} of ${TRIES} tries made a second purchase`);
  for (const o of outcomes) {
    expect(o.statuses).toEqual([201, 422]);
    expect(o.refusal).toBe(B.idempotencyReused);
    expect(o.gateway).toEqual({ subscriptions: 1, charges: 1 });
  }
});

test('one key, one body, sent three times at once: it runs once and the others replay its answer', async () => {
  const { token } = await t.signUpAndSignIn({ companyName: 'Triple Click' });
  const pm = await paymentMethod(t, token);
  const body = { subscriptionID: 'standard', paymentMethodID: pm };
  const headers = { 'Idempotency-Key': 'buy-once' };
  const answers = await Promise.all([1, 2, 3].map(() => purchase(t, token, body, headers)));
  expect(answers.map((r) => [r.statusCode, r.json().msg])).toEqual([
    [201, B.purchased],
    [201, B.purchased],
    [201, B.purchased],
  ]);
  // Two of them are the stored first answer, marked as a replay; one request did the work.
  expect(answers.map((r) => r.headers.get('idempotent-replayed')).sort()).toEqual([null, 'true', 'true']);
  const me = (await t.request({ method: 'GET', url: '/api/v1/auth/getMe', token })).json().data;
  expect(await gatewayRowsOf(t, me.company._id)).toEqual({ subscriptions: 1, charges: 1 });
});

test('no key, two cards at once: one subscription and one charge; the other finds it paying (409)', async () => {
  const outcomes = await Promise.all(
    Array.from({ length: TRIES }, async (_, i) => {
      const { token } = await t.signUpAndSignIn({ companyName: `No Key ${i}` });
      const [one, two] = [await paymentMethod(t, token), await paymentMethod(t, token)];
      const answers = await Promise.all([
        purchase(t, token, { subscriptionID: 'standard', paymentMethodID: one }),
        purchase(t, token, { subscriptionID: 'premium', paymentMethodID: two }),
      ]);
      const me = (await t.request({ method: 'GET', url: '/api/v1/auth/getMe', token })).json().data;
      return {
        answers: answers.map((r) => [r.statusCode, r.json().msg]).sort(),
        gateway: await gatewayRowsOf(t, me.company._id),
      };
    }),
  );
  const doubled = outcomes.filter((o) => o.gateway.subscriptions !== 1).length;
  console.log(`no key, two cards (one instance): ${doubled} of ${TRIES} tries made a second purchase`);
  for (const o of outcomes) {
    expect(o.answers).toEqual([
      [201, B.purchased],
      [409, B.alreadySubscribed],
    ]);
    expect(o.gateway).toEqual({ subscriptions: 1, charges: 1 });
  }
});
