import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpCompany, urlTicket } from './phonesheet-helpers';

// Browser-opened URLs (EventSource, CSV download links) carry a ticket, never the access token.
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpCompany(t, 'Ticket Co');
});
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

const status = async (url: string) => (await t.request({ method: 'GET', url })).statusCode;

test('a ticket opens the one path it was issued for, and expires after 60 s', async () => {
  const issued = await t.request({
    method: 'POST',
    url: '/api/v1/auth/urlTicket',
    token: admin.token,
    payload: { path: 'calls/export.csv' },
  });
  expect(issued.statusCode).toBe(200);
  const { ticket, expiresAt } = issued.json().data;
  expect(ticket).not.toContain(admin.token.split('.')[1]);
  const lifetime = new Date(expiresAt).getTime() - Date.now();
  expect(lifetime).toBeGreaterThan(55_000);
  expect(lifetime).toBeLessThanOrEqual(60_000);

  const encoded = encodeURIComponent(ticket);
  expect(await status(`/api/v1/calls/export.csv?ticket=${encoded}`)).toBe(200);
  expect(await status(`/api/v1/events?ticket=${encoded}`)).toBe(401); // another path
  expect(await status(`/api/v1/calls?ticket=${encoded}`)).toBe(401); // a header-only route

  // Expiry is judged by the database's clock: a ticket whose minute has passed is refused.
  const me = await t.app.auth.authenticate(`Bearer ${admin.token}`);
  const stale = t.app.auth.issueUrlTicket(me!, 'calls/export.csv', -1).ticket;
  expect(await status(`/api/v1/calls/export.csv?ticket=${encodeURIComponent(stale)}`)).toBe(401);
});

test('signing out ends the tickets of that session', async () => {
  const ticket = await urlTicket(t, admin.token, 'events');
  const other = await t.signIn(admin.email, 'correct horse');
  const otherTicket = await urlTicket(t, other, 'calls/export.csv');
  await t.request({ method: 'POST', url: '/api/v1/auth/logout', token: other });
  expect(await status(`/api/v1/calls/export.csv?ticket=${otherTicket}`)).toBe(401);
  // The first session's ticket still works (a live stream answers 200 with headers at once).
  const controller = new AbortController();
  const res = await fetch(`${t.baseUrl}/api/v1/events?ticket=${ticket}`, { signal: controller.signal });
  expect(res.status).toBe(200);
  controller.abort();
});

test('bad requests for a ticket: unknown path 400, no session 401', async () => {
  const bad = await t.request({
    method: 'POST',
    url: '/api/v1/auth/urlTicket',
    token: admin.token,
    payload: { path: 'calls' },
  });
  expect(bad.statusCode).toBe(400);
  const anonymous = await t.request({
    method: 'POST',
    url: '/api/v1/auth/urlTicket',
    payload: { path: 'events' },
  });
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.json().msg).toBe('Token is not valid');
});

test('a ticket opens its path once; a second use is refused, and each ticket asked for is new', async () => {
  const first = await urlTicket(t, admin.token, 'calls/export.csv');
  const second = await urlTicket(t, admin.token, 'calls/export.csv');
  expect(second).not.toBe(first);
  expect(await status(`/api/v1/calls/export.csv?ticket=${first}`)).toBe(200);
  expect(await status(`/api/v1/calls/export.csv?ticket=${first}`)).toBe(401);
  expect(await status(`/api/v1/calls/export.csv?ticket=${second}`)).toBe(200);
  // A ticket tried on the wrong path first is not spent by that refusal.
  const events = await urlTicket(t, admin.token, 'events');
  expect(await status(`/api/v1/calls/export.csv?ticket=${events}`)).toBe(401);
  const controller = new AbortController();
  const res = await fetch(`${t.baseUrl}/api/v1/events?ticket=${events}`, { signal: controller.signal });
  expect(res.status).toBe(200);
  controller.abort();
});
