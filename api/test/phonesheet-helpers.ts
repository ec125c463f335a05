import type { UrlTicketPath } from '@phonesheet/shared/contracts';
import type { TestApp } from './helpers/test-app';
import { paymentMethod, purchase } from './helpers/billing';

// Small helpers shared by the phone-sheet API tests.
export type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

export function client(t: TestApp, token: string) {
  const call = async (method: string, url: string, payload?: unknown, headers?: Record<string, string>) => {
    const res = await t.request({ method, url: `/api/v1${url}`, token, payload, headers });
    return {
      status: res.statusCode,
      body: res.body ? (safeJson(res.body) as Json) : null,
      raw: res.body,
      headers: res.headers,
    };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}) => call('POST', url, payload),
    /** A CSV file sent as it is (text/csv), as the app sends an import. */
    postCsv: (url: string, csv: string) => call('POST', url, csv, { 'content-type': 'text/csv' }),
    patch: (url: string, payload: unknown) => call('PATCH', url, payload),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    del: (url: string) => call('DELETE', url),
  };
}

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return s;
  }
}

/** Buys `plan` the way the purchase screen does: setup intent, sandbox card 4242…, purchase. */
export async function buyPlan(t: TestApp, token: string, plan: 'standard' | 'premium' = 'premium') {
  const pm = await paymentMethod(t, token);
  const res = await purchase(t, token, { subscriptionID: plan, paymentMethodID: pm });
  if (res.statusCode !== 201) throw new Error(`purchase answered ${res.statusCode} ${res.body}`);
}

/**
 * A signed-up admin and their company. The phone-sheet tests need more users and desks than
 * Basic allows, so the company buys Premium unless `plan: null` keeps it unsubscribed (Basic's limits).
 */
export async function signUpCompany(
  t: TestApp,
  companyName: string,
  { plan = 'premium' }: { plan?: 'standard' | 'premium' | null } = {},
) {
  const { token, body } = await t.signUpAndSignIn({ companyName });
  if (plan) await buyPlan(t, token, plan);
  const me = (await t.request({ method: 'GET', url: '/api/v1/auth/getMe', token })).json().data;
  return {
    token,
    email: body.email,
    userId: me._id as string,
    companyId: me.company._id as string,
    api: client(t, token),
  };
}

/** Invites a user into the admin's company and signs them in. */
export async function addMember(t: TestApp, admin: { token: string }, role: 'user' | 'admin' = 'user') {
  const email = `member.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const api = client(t, admin.token);
  const inv = await api.post('/invitations', { email, role });
  if (inv.status !== 201) throw new Error(`invite answered ${inv.status} ${inv.raw}`);
  const mail = await t.latestMailTo(email);
  const token = /token=([^\s&]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('no invitation link');
  const accepted = await t.request({
    method: 'POST',
    url: '/api/v1/invitations/accept',
    payload: {
      token: decodeURIComponent(token),
      firstName: 'Grace',
      lastName: 'Hopper',
      password: 'correct horse',
      confirmPassword: 'correct horse',
    },
  });
  if (accepted.statusCode !== 201) throw new Error(`accept answered ${accepted.statusCode} ${accepted.body}`);
  const memberToken = await t.signIn(email, 'correct horse');
  const me = (await t.request({ method: 'GET', url: '/api/v1/auth/getMe', token: memberToken })).json().data;
  return { token: memberToken, email, userId: me._id as string, api: client(t, memberToken) };
}

/** A short-lived ?ticket= for a URL the browser opens itself (the event stream, a CSV download). */
export async function urlTicket(t: TestApp, token: string, path: UrlTicketPath) {
  const res = await t.request({ method: 'POST', url: '/api/v1/auth/urlTicket', token, payload: { path } });
  if (res.statusCode !== 200) throw new Error(`urlTicket answered ${res.statusCode} ${res.body}`);
  return encodeURIComponent(res.json().data.ticket as string);
}
