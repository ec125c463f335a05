import { billingDb } from '../src/services/billing/schema';
import { createTestApp, type TestApp } from './helpers/test-app';
import { addMember, buyPlan, client, signUpCompany, type Json } from './phonesheet-helpers';

// The billing plan's limits in the phone sheet (docs/billing.md "Limits in the phone sheet").
// Companies that have not chosen a plan have Basic's limits: 2 seats, 1 desk, 7 days, no CSV.

const DAY = 24 * 60 * 60 * 1000;
const UPGRADE = { upgrade: '/dashboards/subscription' };
const BASIC = { planId: 'basic', planName: 'Basic', ...UPGRADE };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const basicCompany = (name: string) => signUpCompany(t, name, { plan: null });
const acceptBody = (token: string) => ({
  token,
  firstName: 'Ivy',
  lastName: 'Invitee',
  password: 'correct horse',
  confirmPassword: 'correct horse',
});
const invitationToken = async (email: string) =>
  decodeURIComponent(/token=([^\s&]+)/.exec((await t.latestMailTo(email)).text)?.[1] as string);
const accept = (token: string) =>
  t.request({ method: 'POST', url: '/api/v1/invitations/accept', payload: acceptBody(token) });

describe('seats', () => {
  test('Basic: the admin and one invited user fit; the second invitation gets 402 with the upgrade link', async () => {
    const admin = await basicCompany('Two Seats');
    const first = await admin.api.post('/invitations', { email: 'first@example.com', role: 'user' });
    expect(first.status).toBe(201);
    // A new invitation to the same address replaces the open one: it needs no extra seat.
    expect((await admin.api.post('/invitations', { email: 'first@example.com', role: 'admin' })).status).toBe(
      201,
    );
    const second = await admin.api.post('/invitations', { email: 'second@example.com', role: 'user' });
    expect(second.status).toBe(402);
    expect(second.body).toEqual({
      msg: 'Your Basic plan allows 2 users. Upgrade your plan to add more.',
      limit: 'seats',
      allowed: 2,
      ...BASIC,
    });
    expect((await admin.api.get('/invitations')).body.data.map((i: Json) => i.email)).toEqual([
      'first@example.com',
    ]);
    // Withdrawing the open invitation frees its seat.
    const open = (await admin.api.get('/invitations')).body.data[0];
    expect((await admin.api.del(`/invitations/${open.id}`)).status).toBe(200);
    expect((await admin.api.post('/invitations', { email: 'second@example.com', role: 'user' })).status).toBe(
      201,
    );
  });

  test('simultaneous invitations never hand out more seats than the plan has', async () => {
    // Standard: 5 seats, the admin holds one; six invitations sent at the same instant.
    const admin = await signUpCompany(t, 'Rush Hour', { plan: 'standard' });
    const sent = await Promise.all(
      Array.from({ length: 6 }, (_, i) => admin.api.post('/invitations', { email: `rush${i}@example.com` })),
    );
    expect(sent.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 402, 402]);
    expect((await admin.api.get('/invitations')).body.data).toHaveLength(4);
  });

  test('an accepted invitation holds its seat; a non-admin still gets 403, not the upgrade offer', async () => {
    const admin = await basicCompany('Full House');
    const member = await addMember(t, admin);
    const more = await admin.api.post('/invitations', { email: 'third@example.com', role: 'user' });
    expect([more.status, more.body.msg]).toEqual([
      402,
      'Your Basic plan allows 2 users. Upgrade your plan to add more.',
    ]);
    const byMember = await member.api.post('/invitations', { email: 'third@example.com', role: 'user' });
    expect([byMember.status, byMember.body.msg]).toEqual([403, 'Only an administrator can do this']);
  });

  test('buying Premium lifts the limit at once', async () => {
    const admin = await basicCompany('Grows Up');
    await addMember(t, admin);
    expect((await admin.api.post('/invitations', { email: 'grow@example.com', role: 'user' })).status).toBe(
      402,
    );
    await buyPlan(t, admin.token, 'premium');
    expect((await admin.api.post('/invitations', { email: 'grow@example.com', role: 'user' })).status).toBe(
      201,
    );
    expect((await accept(await invitationToken('grow@example.com'))).statusCode).toBe(201);
    const plan = (await admin.api.get('/subscription/myPlan')).body.data;
    expect(plan).toMatchObject({ plan: { _id: 'premium', seatLimit: 25 }, seatsUsed: 3 });
  });

  test('a deactivated user frees the seat; reactivating needs one again', async () => {
    const admin = await basicCompany('Turnover');
    const old = await addMember(t, admin);
    expect((await admin.api.patch(`/user/${old.userId}`, { deactivated: true })).status).toBe(200);
    expect((await admin.api.get('/subscription/myPlan')).body.data.seatsUsed).toBe(1);
    expect(
      (await admin.api.post('/invitations', { email: 'new.hire@example.com', role: 'user' })).status,
    ).toBe(201);
    const back = await admin.api.patch(`/user/${old.userId}`, { deactivated: false });
    expect([back.status, back.body.msg, back.body.limit]).toEqual([
      402,
      'Your Basic plan allows 2 users. Upgrade your plan to add more.',
      'seats',
    ]);
    const list = (await admin.api.get('/user/list')).body.data;
    expect(list.find((u: Json) => u._id === old.userId).status).toBe('deactivated');
  });

  test('accepting re-checks the seat: when the plan shrank the invitee is told whom to ask', async () => {
    const admin = await basicCompany('Shrinking');
    expect((await admin.api.post('/invitations', { email: 'late@example.com', role: 'user' })).status).toBe(
      201,
    );
    const token = await invitationToken('late@example.com');
    const db = billingDb(t.app.database.db);
    await db.updateTable('plans').set({ seat_limit: 1 }).where('id', '=', 'basic').execute();
    try {
      const refused = await accept(token);
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toEqual({
        msg: "This company's plan has no free seat. Please ask the person who invited you to upgrade the plan.",
      });
    } finally {
      await db.updateTable('plans').set({ seat_limit: 2 }).where('id', '=', 'basic').execute();
    }
    // The invitation was not used up: once a seat is there it works.
    expect((await accept(token)).statusCode).toBe(201);
  });
});

describe('desks', () => {
  const call = (name: string, extra: Record<string, unknown> = {}) => ({
    contactName: name,
    phone: '+1 212 555 0100',
    ...extra,
  });
  const DESK_402 = {
    msg: 'Your Basic plan allows 1 desk. Upgrade your plan to add more.',
    limit: 'desks',
    allowed: 1,
    ...BASIC,
  };

  test('simultaneous first calls on the one desk all count as that desk, none as a second one', async () => {
    // Each of them finds the desk empty; none may count the others' calls as another desk.
    const admin = await basicCompany('First Rush');
    const sent = await Promise.all(
      Array.from({ length: 40 }, (_, i) => admin.api.post('/calls', call(`Rush ${i}`))),
    );
    expect(sent.map((r) => r.status)).toEqual(Array(40).fill(201));
    expect(await t.app.phonesheet.plans.desksInUse(admin.companyId)).toBe(1);
  });

  test('Basic: calls on the desk in use are fine; a call onto a second desk gets 402 and nothing is stored', async () => {
    const admin = await basicCompany('One Desk');
    const member = await addMember(t, admin);
    const first = await admin.api.post('/calls', call('First'));
    expect(first.status).toBe(201);
    expect((await admin.api.post('/calls', call('Second'))).status).toBe(201);
    // Logging onto the member's desk, by the admin or by the member, would open a second desk.
    const onMember = await admin.api.post('/calls', call('Third', { deskUserId: member.userId }));
    expect([onMember.status, onMember.body]).toEqual([402, DESK_402]);
    expect((await member.api.post('/calls', call('Own desk'))).body).toEqual(DESK_402);
    // The member may still log on the admin's desk (in use) when covering it.
    await admin.api.patch(`/user/${member.userId}`, { covers: [admin.userId] });
    expect((await member.api.post('/calls', call('Covering', { deskUserId: admin.userId }))).status).toBe(
      201,
    );
    // Moving a call to the empty desk is refused too, and the call stays as it was.
    const moved = await admin.api.patch(`/calls/${first.body.data.id}`, {
      version: first.body.data.version,
      deskUserId: member.userId,
    });
    expect([moved.status, moved.body.limit]).toEqual([402, 'desks']);
    const stored = (await admin.api.get(`/calls/${first.body.data.id}`)).body.data;
    expect(stored).toMatchObject({ deskUserId: admin.userId, version: first.body.data.version });
    // The member's CSV import would land on their own (empty) desk.
    const csv =
      'direction,name,company,phone,extension,status,priority,notes,occurredAt\nin,Imp,Co,+1 212 555 0199,,,,,';
    expect((await member.api.post('/calls/import', { csv, dryRun: true })).body).toEqual(DESK_402);
    // The real import answers the same, and no job was left behind to block the next one.
    expect((await member.api.post('/calls/import', { csv })).body).toEqual(DESK_402);
    // A call back stays on the original's desk, which is in use.
    expect((await member.api.post(`/calls/${first.body.data.id}/callback`, {})).status).toBe(201);
    const total = (await admin.api.get('/calls')).body.data.total;
    expect(total).toBe(4);
  });

  test('an emptied desk frees its place; restoring a call onto a desk no longer in use is checked', async () => {
    const admin = await basicCompany('Desk Swap');
    const member = await addMember(t, admin);
    const only = (await admin.api.post('/calls', call('Only'))).body.data;
    expect((await admin.api.del(`/calls/${only.id}`)).status).toBe(200);
    expect((await member.api.post('/calls', call('Now mine'))).status).toBe(201);
    // The admin's desk is empty again, but one the member may not cover stays a 403, not an upgrade offer.
    const forbidden = await member.api.post('/calls', call('Not mine', { deskUserId: admin.userId }));
    expect([forbidden.status, forbidden.body.msg]).toEqual([403, 'You may not log calls on this desk']);
    const restored = await admin.api.post(`/calls/${only.id}/restore`);
    expect([restored.status, restored.body.msg]).toEqual([402, DESK_402.msg]);
    expect((await admin.api.get(`/calls/${only.id}`)).status).toBe(404);
  });

  test('buying Standard lifts the desk limit at once', async () => {
    const admin = await basicCompany('Desks Grow');
    const member = await addMember(t, admin);
    expect((await admin.api.post('/calls', call('Mine'))).status).toBe(201);
    expect((await member.api.post('/calls', call('Theirs'))).status).toBe(402);
    await buyPlan(t, admin.token, 'standard');
    expect((await member.api.post('/calls', call('Theirs'))).status).toBe(201);
    expect(await t.app.phonesheet.plans.desksInUse(admin.companyId)).toBe(2);
  });
});

describe('history depth and CSV export', () => {
  const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();
  async function companyWithOldCalls(plan: 'standard' | 'premium' | null) {
    const admin = await signUpCompany(t, `History ${plan ?? 'basic'}`, { plan });
    for (const [name, days] of [
      ['Recent', 2],
      ['Ten days', 10],
      ['Old', 400],
    ] as const)
      expect(
        (
          await admin.api.post('/calls', {
            contactName: name,
            phone: '+1 212 555 0142',
            occurredAt: daysAgo(days),
          })
        ).status,
      ).toBe(201);
    return admin;
  }
  const names = (res: { body: Json }) => res.body.data.items.map((c: Json) => c.contactName);

  test('Basic: history before 7 days is refused with 402; without a start it is clipped; the sheet is not', async () => {
    const admin = await companyWithOldCalls(null);
    const old = await admin.api.get(`/calls?from=${encodeURIComponent(daysAgo(8))}`);
    expect(old.status).toBe(402);
    expect(old.body).toEqual({
      msg: 'Your Basic plan keeps 7 days of history. Upgrade your plan to see older calls.',
      limit: 'history',
      allowed: 7,
      ...BASIC,
    });
    expect(names(await admin.api.get(`/calls?from=${encodeURIComponent(daysAgo(6))}`))).toEqual(['Recent']);
    expect(names(await admin.api.get('/calls?q=212'))).toEqual(['Recent']);
    const timeline = await admin.api.get(`/contacts/timeline?phone=${encodeURIComponent('+12125550142')}`);
    expect(timeline.body.data.map((c: Json) => c.contactName)).toEqual(['Recent']);
    // Today's sheet is not history: open calls of any age roll over.
    const from = new Date(new Date().setUTCHours(0, 0, 0, 0)).toISOString();
    const sheet = await admin.api.get(`/calls/sheet?from=${encodeURIComponent(from)}`);
    expect(sheet.body.data.rolledOver.map((c: Json) => c.contactName)).toEqual(['Old', 'Ten days', 'Recent']);
  });

  test('Basic: CSV export is refused with 402 (with the header or a URL ticket)', async () => {
    const admin = await companyWithOldCalls(null);
    const refusal = {
      msg: 'CSV export is not part of your Basic plan. Upgrade your plan to export.',
      limit: 'export',
      allowed: null,
      ...BASIC,
    };
    const direct = await admin.api.get('/calls/export.csv');
    expect([direct.status, direct.body]).toEqual([402, refusal]);
    // The browser's download asks for a ticket first: refused there, so the page can say why.
    const ticket = await admin.api.post('/auth/urlTicket', { path: 'calls/export.csv' });
    expect([ticket.status, ticket.body]).toEqual([402, refusal]);
    expect((await admin.api.post('/auth/urlTicket', { path: 'events' })).status).toBe(200);
    // Import stays open on every plan (it lands on the importer's desk, which is in use).
    const csv =
      'direction,name,company,phone,extension,status,priority,notes,occurredAt\nin,Imp,Co,+1 212 555 0199,,,,,';
    expect((await admin.api.post('/calls/import', { csv })).status).toBe(201);
  });

  test('Standard: 365 days, export clipped the same way; Premium: everything', async () => {
    const standard = await companyWithOldCalls('standard');
    expect(names(await standard.api.get('/calls'))).toEqual(['Recent', 'Ten days']);
    const tooOld = await standard.api.get(`/calls/export.csv?from=${encodeURIComponent(daysAgo(366))}`);
    expect([tooOld.status, tooOld.body.msg]).toEqual([
      402,
      'Your Standard plan keeps 365 days of history. Upgrade your plan to see older calls.',
    ]);
    const csv = await standard.api.get('/calls/export.csv');
    expect(csv.status).toBe(200);
    expect(csv.raw.trim().split('\r\n')).toHaveLength(3); // header + 2 calls within the year
    const premium = await companyWithOldCalls('premium');
    expect(names(await premium.api.get(`/calls?from=${encodeURIComponent(daysAgo(500))}`))).toEqual([
      'Recent',
      'Ten days',
      'Old',
    ]);
    const member = client(t, premium.token);
    expect((await member.get('/calls/export.csv')).raw.trim().split('\r\n')).toHaveLength(4);
  });
});
