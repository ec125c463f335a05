import { BILLING_MESSAGES as B } from '@phonesheet/shared/contracts';
import { createTestApp, type TestApp } from './helpers/test-app';
import { addMember, signUpCompany } from './phonesheet-helpers';

// Every route open to administrators only, with the text its 403 carries: the phone sheet's
// routes say so plainly, the subscription's tell the user to ask their administrator.
const ADMIN_ONLY = 'Only an administrator can do this';
const SOME_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpCompany>>;
let member: Awaited<ReturnType<typeof addMember>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpCompany(t, 'Roles Co');
  member = await addMember(t, admin);
});
afterAll(() => t.close());

const asMember = (method: string, url: string, payload?: unknown) =>
  t.request({ method, url: `/api/v1${url}`, token: member.token, payload });

test('a user is refused every administrator route, with the 403 text of that route', async () => {
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123', postalCode: '12345' };
  const routes: [string, string, unknown, string][] = [
    ['PATCH', `/user/${admin.userId}`, { role: 'user' }, ADMIN_ONLY],
    ['DELETE', `/user/${SOME_ID}`, undefined, ADMIN_ONLY],
    ['POST', '/statuses', { name: 'Mine', color: '#000000' }, ADMIN_ONLY],
    ['PATCH', `/statuses/${SOME_ID}`, { name: 'Mine', color: '#000000' }, ADMIN_ONLY],
    ['DELETE', `/statuses/${SOME_ID}`, undefined, ADMIN_ONLY],
    ['GET', '/invitations', undefined, ADMIN_ONLY],
    ['POST', '/invitations', { email: 'someone@example.com' }, ADMIN_ONLY],
    ['DELETE', `/invitations/${SOME_ID}`, undefined, ADMIN_ONLY],
    ['GET', '/forwarding/company', undefined, ADMIN_ONLY],
    ['PUT', '/forwarding/company/time-zone', { timeZone: 'Europe/Paris' }, ADMIN_ONLY],
    ['PUT', '/forwarding/company/webhooks', { kind: 'slack', url: 'https://hooks.slack.com/x' }, ADMIN_ONLY],
    ['DELETE', `/forwarding/company/webhooks/${SOME_ID}`, undefined, ADMIN_ONLY],
    ['GET', '/subscription/clientSecrets', undefined, B.askAdmin],
    ['POST', '/subscription/createEnterpriseSubscription', { subscriptionID: 'standard' }, B.askAdmin],
    ['DELETE', '/subscription/cancelSubscription', undefined, B.askAdmin],
    ['POST', '/subscription/chooseBasic', {}, B.askAdmin],
    ['POST', '/subscription/updatePaymentMethod', { paymentMethodID: 'pm_1' }, B.askAdmin],
    ['POST', '/subscription/sandbox/paymentMethods', { ...card, clientSecret: 'x' }, B.askAdmin],
  ];
  for (const [method, url, payload, msg] of routes) {
    const res = await asMember(method, url, payload);
    expect([method, url, res.statusCode, res.json().msg]).toEqual([method, url, 403, msg]);
  }
});

test('what every user of the company may read stays open to them', async () => {
  for (const url of [
    '/statuses',
    '/user/list',
    '/subscription/mySubscriptionDetails',
    '/subscription/myPlan',
    '/digest/settings',
    '/coverings',
    '/forwarding/mail',
  ]) {
    expect([url, (await asMember('GET', url)).statusCode]).toEqual([url, 200]);
  }
  const legacy = await t.request({ method: 'GET', url: '/api/user/list', token: member.token });
  expect(legacy.statusCode).toBe(200);
});

test('without a session every signed-in route answers 401 "Token is not valid"', async () => {
  for (const url of [
    '/api/user/list',
    '/api/v1/user/list',
    '/api/v1/invitations',
    '/api/v1/statuses',
    '/api/v1/auth/getMe',
    '/api/v1/subscription/myPlan',
    '/api/v1/operators/contactQueries',
  ]) {
    const res = await t.request({ method: 'GET', url, token: 'not-a-token' });
    expect([url, res.statusCode, res.json().msg]).toEqual([url, 401, 'Token is not valid']);
  }
});

test('a user not named in OPERATOR_EMAILS is not an operator', async () => {
  const res = await t.request({ method: 'GET', url: '/api/v1/operators/contactQueries', token: admin.token });
  expect([res.statusCode, res.json().msg]).toEqual([403, B.notAuthorized]);
});
