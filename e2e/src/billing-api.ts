import { API_URL } from './browser';

// Buying a plan through the real sandbox purchase flow, as the purchase screen does: a setup
// intent, the 4242… test card posted to the sandbox, then the purchase.

async function call(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${API_URL}/api/v1/subscription${path}`, {
    method,
    headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status} ${text}`);
  return JSON.parse(text).data;
}

/** The company of the admin holding `token` buys `plan` with the sandbox card 4242 4242 4242 4242. */
export async function buyPlan(token: string, plan: 'standard' | 'premium' = 'premium'): Promise<void> {
  const { client_secret } = await call('GET', '/clientSecrets', token);
  const pm = await call('POST', '/sandbox/paymentMethods', token, {
    number: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cvc: '123',
    postalCode: '10001',
    clientSecret: client_secret,
  });
  await call('POST', '/createEnterpriseSubscription', token, {
    subscriptionID: plan,
    paymentMethodID: pm.id,
  });
}
