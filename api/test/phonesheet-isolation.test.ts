import { openEventStream } from './helpers/event-stream';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpCompany, urlTicket, type Json } from './phonesheet-helpers';

// The isolation matrix: a user of another company gets 404 for every call id, sees none of
// the calls in any list, search, export, timeline or event stream, and changes nothing.
let t: TestApp;
let a: Awaited<ReturnType<typeof signUpCompany>>;
let b: Awaited<ReturnType<typeof signUpCompany>>;
let callId: string;
let version: number;
beforeAll(async () => {
  t = await createTestApp();
  a = await signUpCompany(t, 'Owner Co');
  b = await signUpCompany(t, 'Intruder Co');
  const res = await a.api.post('/calls', {
    contactName: 'Secret Contact',
    contactCompany: 'Hidden Inc',
    phone: '+1 212 555 0100',
    notes: 'confidential',
    priority: 'asap',
  });
  callId = res.body.data.id;
  version = res.body.data.version;
});
afterAll(() => t.close());

test.each([
  ['GET', () => `/calls/${callId}`, undefined],
  ['GET', () => `/calls/${callId}/changes`, undefined],
  ['PATCH', () => `/calls/${callId}`, () => ({ version, notes: 'hacked' })],
  ['DELETE', () => `/calls/${callId}`, undefined],
  ['POST', () => `/calls/${callId}/restore`, () => ({})],
  ['POST', () => `/calls/${callId}/callback`, () => ({})],
] as Array<[string, () => string, (() => unknown) | undefined]>)(
  '%s %s of another company answers 404',
  async (method, url, body) => {
    const res = await t.request({ method, url: `/api/v1${url()}`, token: b.token, payload: body?.() });
    expect(res.statusCode).toBe(404);
  },
);

test('the intruder sees none of the calls in sheet, search, contacts, timeline or export', async () => {
  const from = new Date(Date.now() - 3600_000).toISOString();
  const to = new Date(Date.now() + 3600_000).toISOString();
  const sheet = (
    await b.api.get(`/calls/sheet?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`)
  ).body.data;
  expect([...sheet.rolledOver, ...sheet.today]).toEqual([]);
  expect((await b.api.get('/calls?q=secret')).body.data.total).toBe(0);
  expect((await b.api.get('/calls?q=2125550100')).body.data.total).toBe(0);
  expect((await b.api.get('/calls')).body.data.total).toBe(0);
  expect((await b.api.get('/contacts?q=secret')).body.data).toEqual([]);
  expect((await b.api.get('/contacts/timeline?phone=%2B12125550100')).body.data).toEqual([]);
  const csv = await t.request({
    method: 'GET',
    url: `/api/v1/calls/export.csv?ticket=${await urlTicket(t, b.token, 'calls/export.csv')}`,
  });
  expect(csv.body).not.toContain('Secret');
  expect(
    csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n'),
  ).toHaveLength(1);
  // Filtering on the other company's desk or status ids finds nothing either.
  const statusId = (await a.api.get(`/calls/${callId}`)).body.data.statusId;
  expect((await b.api.get(`/calls?deskUserId=${a.userId}&statusId=${statusId}`)).body.data.total).toBe(0);
  // …and can not be used to log a call.
  const forged = await b.api.post('/calls', { phone: '+1 212 555 0101', deskUserId: a.userId, statusId });
  expect(forged.status).toBe(400);
  expect(forged.body.errors).toEqual(['Unknown desk', 'Unknown status']);
  // The users list holds only the caller's company.
  const users = (await b.api.get('/user/list')).body.data;
  expect(users.map((u: Json) => u._id)).toEqual([b.userId]);
  // Statuses of another company can not be changed.
  expect((await b.api.patch(`/statuses/${statusId}`, { name: 'Mine now' })).status).toBe(404);
  expect((await b.api.del(`/statuses/${statusId}`)).status).toBe(404);
});

test('nothing of the other company changed', async () => {
  const call = (await a.api.get(`/calls/${callId}`)).body.data;
  expect(call).toMatchObject({ notes: 'confidential', version, deletedAt: null });
  expect((await a.api.get(`/calls/${callId}/changes`)).body.data).toHaveLength(1);
});

test('live events reach the company that changed a call, and only that company', async () => {
  const owner = await openEventStream(t, a.token);
  const intruder = await openEventStream(t, b.token);
  // Both streams live (their stream.open came), so every change below is theirs to receive.
  await Promise.all([owner.opened, intruder.opened]);
  const created = await a.api.post('/calls', { contactName: 'Live One', phone: '+1 212 555 0111' });
  await a.api.patch(`/calls/${created.body.data.id}`, { version: 1, notes: 'updated live' });
  await a.api.del(`/calls/${created.body.data.id}`);
  // Until the owner has all three (however busy the machine), then a moment for a stray one.
  for (const until = Date.now() + 10_000; owner.events.length < 3 && Date.now() < until;)
    await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 300));
  owner.close();
  intruder.close();
  expect(owner.events.map((e) => e.type)).toEqual(['call.created', 'call.updated', 'call.deleted']);
  const [made, updated] = owner.events.map((e) => e.data as Json);
  expect(updated.call).toMatchObject({ notes: 'updated live', version: 2 });
  expect(made.by).toBe(a.userId);
  expect(intruder.events).toEqual([]);
});

test('the event stream refuses a missing or bad ticket, and the access token itself in the URL', async () => {
  const get = async (url: string) => (await t.request({ method: 'GET', url })).statusCode;
  expect(await get('/api/v1/events')).toBe(401);
  expect(await get('/api/v1/events?ticket=nope')).toBe(401);
  expect(await get(`/api/v1/events?token=${encodeURIComponent(a.token)}`)).toBe(401);
  expect(await get(`/api/v1/events?ticket=${encodeURIComponent(a.token)}`)).toBe(401);
});
