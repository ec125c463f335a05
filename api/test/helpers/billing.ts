import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../src/lib/crypto';
import type { TestApp } from './test-app';

export const CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
  chargesFail: '4000000000000341',
} as const;

const nextYear = new Date().getUTCFullYear() + 2;

/** What the sandbox card form does: a setup intent, then the card posted to our sandbox. */
export async function sandboxCard(
  t: TestApp,
  token: string,
  number: string,
  overrides: Record<string, unknown> = {},
) {
  const secret = await t.request({ method: 'GET', url: '/api/v1/subscription/clientSecrets', token });
  if (secret.statusCode !== 200)
    throw new Error(`clientSecrets answered ${secret.statusCode} ${secret.body}`);
  return t.request({
    method: 'POST',
    url: '/api/v1/subscription/sandbox/paymentMethods',
    token,
    payload: {
      number,
      expMonth: 12,
      expYear: nextYear,
      cvc: '123',
      postalCode: '10001',
      clientSecret: secret.json().data.client_secret,
      ...overrides,
    },
  });
}

export async function paymentMethod(t: TestApp, token: string, number: string = CARDS.ok): Promise<string> {
  const res = await sandboxCard(t, token, number);
  if (res.statusCode !== 200) throw new Error(`sandbox card answered ${res.statusCode} ${res.body}`);
  return res.json().data.id;
}

export function purchase(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
) {
  return t.request({
    method: 'POST',
    url: '/api/v1/subscription/createEnterpriseSubscription',
    token,
    payload: body,
    headers,
  });
}

/** A signed-up admin who bought `plan` with 4242…. */
export async function subscribedAdmin(t: TestApp, plan = 'standard', companyName = 'Paying Co') {
  const { token, body } = await t.signUpAndSignIn({ companyName });
  const pm = await paymentMethod(t, token);
  const res = await purchase(t, token, { subscriptionID: plan, paymentMethodID: pm });
  if (res.statusCode !== 201) throw new Error(`purchase answered ${res.statusCode} ${res.body}`);
  return { token, email: body.email, pm };
}

export const getMe = async (t: TestApp, token: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/auth/getMe', token })).json().data;
export const details = async (t: TestApp, token: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/subscription/mySubscriptionDetails', token })).json().data;

/** A verified non-admin member of the admin's company (invitations are another feature). */
export async function addMember(t: TestApp, adminToken: string): Promise<{ token: string; email: string }> {
  const me = await getMe(t, adminToken);
  const email = `member.${randomUUID().slice(0, 8)}@example.com`;
  await t.app.database.db
    .insertInto('users')
    .values({
      id: randomUUID(),
      company_id: me.company._id,
      email,
      first_name: 'Mem',
      last_name: 'Ber',
      password_hash: await hashPassword('member password', 14),
      user_type: 'User',
      verified_at: new Date(),
    })
    .execute();
  return { token: await t.signIn(email, 'member password'), email };
}
