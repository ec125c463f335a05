import { createInstances, createTestApp, DIALECT, onPostgresServer, type TestApp } from './helpers/test-app';
import { openEventStream } from './helpers/event-stream';
import { addMember, signUpCompany, type Json } from './phonesheet-helpers';
import { CARDS, details, paymentMethod, subscribedAdmin } from './helpers/billing';

// A user's own notifications (docs/phone-sheet.md "Notifications"): made with the change they
// report, for that user only, live on that user's streams only, read one by one or all at once.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpCompany>>;
let member: Awaited<ReturnType<typeof addMember>>;
let other: Awaited<ReturnType<typeof signUpCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpCompany(t, 'Notices Co');
  member = await addMember(t, admin);
  other = await signUpCompany(t, 'Elsewhere Co', { plan: null });
}, 60_000);
afterAll(() => t.close());

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
};

test(`a call logged for a colleague and marked returned reaches that colleague only, live (${DIALECT})`, async () => {
  // Accepting the invitation told the admin who invited the member.
  const adminsFirst = await admin.api.get('/notifications');
  expect(adminsFirst.status).toBe(200);
  expect(adminsFirst.body.data.items).toEqual([
    expect.objectContaining({ kind: 'invitation.accepted', read: false, data: { name: 'Grace Hopper' } }),
  ]);

  const memberStream = await openEventStream(t, member.token);
  const adminStream = await openEventStream(t, admin.token);
  await Promise.all([memberStream.opened, adminStream.opened]);

  const logged = await admin.api.post('/calls', {
    contactName: 'Zoë Bergström',
    phone: '+49 30 901820',
    deskUserId: member.userId,
  });
  expect(logged.status).toBe(201);
  const call = logged.body.data.call ?? logged.body.data;
  // Logged on one's own desk: nobody is told.
  expect((await member.api.post('/calls', { contactName: 'Own', phone: '+1 212 555 0199' })).status).toBe(
    201,
  );

  const statuses = (await admin.api.get('/statuses')).body.data as Json[];
  const returned = statuses.find((s) => s.key === 'returned');
  const marked = await admin.api.patch(`/calls/${call.id}`, { statusId: returned.id, version: call.version });
  expect(marked.status).toBe(200);

  const mine = await member.api.get('/notifications');
  expect(mine.body.data).toMatchObject({ total: 2, unread: 2, page: 1 });
  expect(mine.body.data.items.map((n: Json) => [n.kind, n.data.name, n.data.by, n.data.callId])).toEqual([
    ['call.returned', 'Zoë Bergström', 'Ada Lovelace', call.id],
    ['call.logged', 'Zoë Bergström', 'Ada Lovelace', call.id],
  ]);
  // The admin got none of these; another company's admin got nothing at all.
  expect((await admin.api.get('/notifications')).body.data.total).toBe(1);
  expect((await other.api.get('/notifications')).body.data).toMatchObject({ total: 0, unread: 0, items: [] });

  // Live: the member's stream got both, the admin's stream neither (it saw the calls, though).
  const notices = (s: typeof memberStream) => s.events.filter((e) => e.type === 'notification.created');
  await until(() => notices(memberStream).length === 2);
  expect(notices(memberStream).map((e) => (e.data as Json).notification.kind)).toEqual([
    'call.logged',
    'call.returned',
  ]);
  expect((notices(memberStream)[0]!.data as Json).userId).toBe(member.userId);
  await until(() => adminStream.events.filter((e) => e.type === 'call.updated').length > 0);
  expect(adminStream.events.some((e) => e.type === 'call.created')).toBe(true);
  expect(notices(adminStream)).toEqual([]);

  // A replay after Last-Event-ID gives the admin's stream the calls again, not the member's notices.
  const replayed = await openEventStream(t, admin.token, { lastEventId: adminStream.events[0]!.id });
  await replayed.opened;
  memberStream.close();
  adminStream.close();
  replayed.close();
  expect(replayed.events.length).toBeGreaterThan(0);
  expect(notices(replayed)).toEqual([]);
});

test('marking read: one (only one’s own, else 404 {msg}), then all; pages of the list', async () => {
  const [newest, older] = (await member.api.get('/notifications')).body.data.items as Json[];
  // Not the admin's, not another company's: the same 404 as an unknown id.
  for (const stranger of [admin, other]) {
    const refused = await stranger.api.post(`/notifications/${older.id}/read`);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ msg: 'Notification not found' });
  }
  const read = await member.api.post(`/notifications/${older.id}/read`);
  expect(read.status).toBe(200);
  expect(read.body.data).toMatchObject({ id: older.id, read: true });
  expect((await member.api.get('/notifications')).body.data.unread).toBe(1);

  const page2 = await member.api.get('/notifications?page=2&pageSize=1');
  expect(page2.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
  expect(page2.body.data.items.map((n: Json) => n.id)).toEqual([older.id]);
  expect((await member.api.get('/notifications?pageSize=1')).body.data.items[0].id).toBe(newest.id);
  const tooBig = await member.api.get('/notifications?pageSize=1000');
  expect(tooBig.status).toBe(400);
  expect(tooBig.body.msg).toMatch(/pageSize/);

  const all = await member.api.post('/notifications/read-all');
  expect(all.status).toBe(200);
  expect(all.body.data).toEqual({ unread: 0 });
  const after = (await member.api.get('/notifications')).body.data;
  expect(after.unread).toBe(0);
  expect(after.items.every((n: Json) => n.read)).toBe(true);
  // The messages: the member's own call still owed (the one returned is not; nor the admin's).
  const owed = await member.api.get('/notifications/owed-calls');
  expect(owed.status).toBe(200);
  expect(owed.body.data).toMatchObject({ total: 1, items: [{ contactName: 'Own', phone: '+12125550199' }] });
  expect((await other.api.get('/notifications/owed-calls')).body.data).toEqual({ total: 0, items: [] });
  // The admin's own stay unread.
  expect((await admin.api.get('/notifications')).body.data.unread).toBe(1);
});

test('a plan limit and a failed renewal tell the admins, once per limit while unread', async () => {
  // Basic has no CSV export: the 402 tells the admin, and asking again adds nothing.
  expect((await other.api.get('/calls/export.csv')).status).toBe(402);
  expect((await other.api.get('/calls/export.csv')).status).toBe(402);
  const limits = (await other.api.get('/notifications')).body.data.items as Json[];
  expect(limits.map((n) => [n.kind, n.data])).toEqual([['plan.limit', { limit: 'export', plan: 'Basic' }]]);

  const payer = await subscribedAdmin(t, 'standard', 'Late Co');
  const failing = await paymentMethod(t, payer.token, CARDS.chargesFail);
  const swap = await t.request({
    method: 'POST',
    url: '/api/v1/subscription/updatePaymentMethod',
    token: payer.token,
    payload: { paymentMethodID: failing },
  });
  expect(swap.statusCode).toBe(200);
  const period = (await details(t, payer.token)).subscriptionInfo;
  try {
    t.app.payments.clock.set(new Date(period.current_period_end * 1000 + 60_000));
    await t.app.payments.scheduler.runOnce();
  } finally {
    t.app.payments.clock.set(new Date());
  }
  const told = await t.request({ method: 'GET', url: '/api/v1/notifications', token: payer.token });
  expect(told.json().data.items.map((n: Json) => [n.kind, n.data])).toEqual([
    ['payment.failed', { plan: 'Standard' }],
  ]);
  // Nobody else was told: the member of the first company has only their own two.
  expect((await member.api.get('/notifications')).body.data.total).toBe(2);
});

onPostgresServer('notifications across instances', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = (await createInstances(2)) as [TestApp, TestApp];
  }, 60_000);
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  test('a call logged for a colleague on instance A reaches their stream on instance B', async () => {
    const boss = await signUpCompany(a, 'Two Instances Co');
    const colleague = await addMember(a, boss);
    const stream = await openEventStream(b, colleague.token);
    await stream.opened;
    const logged = await boss.api.post('/calls', {
      contactName: 'Across',
      phone: '+1 212 555 0142',
      deskUserId: colleague.userId,
    });
    expect(logged.status).toBe(201);
    await until(() => stream.events.some((e) => e.type === 'notification.created'));
    stream.close();
    const notice = stream.events.find((e) => e.type === 'notification.created')!.data as Json;
    expect(notice).toMatchObject({
      userId: colleague.userId,
      notification: { kind: 'call.logged', data: { name: 'Across' } },
    });
    // Instance B lists it too.
    const listed = await b.request({ method: 'GET', url: '/api/v1/notifications', token: colleague.token });
    expect(listed.json().data.items[0].id).toBe(notice.notification.id);
  }, 30_000);
});
