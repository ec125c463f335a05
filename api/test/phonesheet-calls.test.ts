import { sql } from 'kysely';
import { createCallsService } from '../src/services/phonesheet/calls/service';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpCompany, urlTicket, type Json } from './phonesheet-helpers';

let t: TestApp;
let a: Awaited<ReturnType<typeof signUpCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  a = await signUpCompany(t, 'Calls Co');
});
afterAll(() => t.close());

const newCall = (over: Record<string, unknown> = {}) => ({
  direction: 'in' as const,
  contactName: 'Ada Lovelace',
  contactCompany: 'Analytical Engines',
  phone: '(212) 555-0100',
  priority: 'asap' as const,
  notes: 'About the engine',
  ...over,
});

describe('statuses', () => {
  test('the last status offered for calls can not be retired or deleted (409), so calls still save', async () => {
    const c = await signUpCompany(t, 'Last Status Co');
    const all = (await c.api.get('/statuses')).body.data as Json[];
    // Two left, retired at once: one of them stays (PostgreSQL runs the two side by side).
    for (const s of all.slice(0, -2)) expect((await c.api.del(`/statuses/${s.id}`)).status).toBe(200);
    const [x, y] = all.slice(-2) as Json[];
    const both = await Promise.all([
      c.api.del(`/statuses/${x!.id}`),
      c.api.patch(`/statuses/${y!.id}`, { retired: true }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = both.find((r) => r.status === 409)!;
    expect(refused.body).toEqual({
      msg: 'The last status offered for calls can not be retired; add another one first',
    });
    const left = ((await c.api.get('/statuses')).body.data as Json[]).filter((s) => !s.retired);
    expect(left).toHaveLength(1);
    const last = left[0]!;
    expect((await c.api.del(`/statuses/${last.id}`)).status).toBe(409);
    expect((await c.api.patch(`/statuses/${last.id}`, { retired: true })).status).toBe(409);
    // A call, a call back and an import all still save, with the last status.
    const call = await c.api.post('/calls', newCall());
    expect(call.status).toBe(201);
    expect(call.body.data.statusId).toBe(last.id);
    // Once another exists, the old last one may go.
    const other = await c.api.post('/statuses', { name: 'Fresh', color: '#722ed1', open: true });
    expect(other.status).toBe(201);
    expect((await c.api.del(`/statuses/${last.id}`)).status).toBe(200);
  });

  test('a company starts with the six default statuses, open or closed, in order', async () => {
    const res = await a.api.get('/statuses');
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: Json) => [s.name, s.open])).toEqual([
      ['To return', true],
      ['Returned', false],
      ['Left word', true],
      ['Will call back', true],
      ['Spoke', false],
      ['No answer', true],
    ]);
  });

  test('admins add, rename and retire; a status in use is retired, never deleted', async () => {
    const created = await a.api.post('/statuses', { name: 'Emailed', color: '#722ed1', open: true });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const dup = await a.api.post('/statuses', { name: 'emailed', color: '#722ed1' });
    expect(dup.status).toBe(400);
    expect(dup.body.errors).toEqual(['A status with this name already exists']);
    const bad = await a.api.post('/statuses', { name: '', color: 'red' });
    expect(bad.body.errors).toEqual([
      'The status needs a name of up to 40 characters',
      'The colour must look like #1677ff',
    ]);
    const renamed = await a.api.patch(`/statuses/${id}`, { name: 'E-mailed', order: 99 });
    expect(renamed.body.data).toMatchObject({ name: 'E-mailed', order: 99 });
    await a.api.post('/calls', newCall({ statusId: id }));
    const removed = await a.api.del(`/statuses/${id}`);
    expect(removed.body.msg).toBe('Status retired');
    const list = (await a.api.get('/statuses')).body.data;
    expect(list.find((s: Json) => s.id === id).retired).toBe(true);
    // A retired status can not be given to a call.
    const refused = await a.api.post('/calls', newCall({ statusId: id }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(['Unknown status']);
    const unused = await a.api.post('/statuses', { name: 'Temp', color: '#000000' });
    expect((await a.api.del(`/statuses/${unused.body.data.id}`)).body.msg).toBe('Status deleted');
  });
});

describe('calls', () => {
  test('create normalises the number, keeps the typed text and defaults desk, status and time', async () => {
    const before = Date.now();
    const res = await a.api.post('/calls', newCall());
    expect(res.status).toBe(201);
    const call = res.body.data;
    expect(call).toMatchObject({
      phone: '(212) 555-0100',
      phoneE164: '+12125550100',
      phoneDisplay: '(212) 555-0100',
      deskUserId: a.userId,
      loggedBy: a.userId,
      version: 1,
      priority: 'asap',
      direction: 'in',
    });
    const statuses = (await a.api.get('/statuses')).body.data;
    expect(statuses.find((s: Json) => s.id === call.statusId).name).toBe('To return');
    expect(new Date(call.occurredAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await a.api.get(`/calls/${call.id}`)).body.data.id).toBe(call.id);
  });

  test('an outgoing call starts as Spoke; a foreign number shows internationally', async () => {
    const res = await a.api.post('/calls', newCall({ direction: 'out', phone: '+44 20 7946 0958' }));
    const statuses = (await a.api.get('/statuses')).body.data;
    expect(statuses.find((s: Json) => s.id === res.body.data.statusId).name).toBe('Spoke');
    expect(res.body.data.phoneDisplay).toBe('+44 20 7946 0958');
  });

  test('every bad field is listed in one 400 and nothing is stored', async () => {
    const before = (await a.api.get('/calls?pageSize=200')).body.data.total;
    const res = await a.api.post('/calls', {
      direction: 'sideways',
      phone: '12345',
      priority: 'urgent',
      notes: 'x'.repeat(5001),
      occurredAt: '2024-02-30T10:00:00Z',
      followUpAt: 'tomorrow',
      statusId: '00000000-0000-4000-8000-000000000000',
      deskUserId: '00000000-0000-4000-8000-000000000000',
    });
    // The schema's checks first (each closed set names its values), then the service's.
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      'Direction must be one of in, out, incoming, outgoing',
      'Priority must be one of asap, today, whenever',
      'Notes can be at most 5000 characters',
      'The time of the call is not a valid date',
      'The follow-up time is not a valid date',
    ]);
    expect(res.body.msg).toBe('Direction must be one of in, out, incoming, outgoing');
    const unknown = await a.api.post('/calls', {
      phone: '12345',
      statusId: '00000000-0000-4000-8000-000000000000',
      deskUserId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.body.errors).toEqual(['Phone number is not valid', 'Unknown desk', 'Unknown status']);
    const missing = await a.api.post('/calls', { contactName: 'No number' });
    expect(missing.body.errors).toEqual(['Phone number is required']);
    expect((await a.api.get('/calls?pageSize=200')).body.data.total).toBe(before);
  });

  test('a note as long as allowed, of many different words, saves and is found by its words', async () => {
    // 5,000 characters of ~700 distinct words: their tsvector is far above the third of a page a
    // btree index entry may hold, so no btree index may carry it (it once made every such create a 500).
    let notes = '';
    for (let k = 1; notes.length < 4980; k = (k * 7 + 3) % 9973) notes += `parcel${k} `;
    notes = notes.slice(0, 5000);
    const res = await a.api.post('/calls', newCall({ contactName: 'Long Note', notes }));
    expect(res.status).toBe(201);
    expect(res.body.data.notes).toBe(notes);
    const word = notes.split(' ')[300]!;
    const found = await a.api.get(`/calls?q=${word}`);
    expect(found.body.data.items.map((c: Json) => c.id)).toEqual([res.body.data.id]);
  });

  test('incoming and outgoing are aliases of in and out; answers say in or out', async () => {
    const inbound = await a.api.post('/calls', newCall({ direction: 'incoming', phone: '+1 646 555 0199' }));
    expect(inbound.status).toBe(201);
    expect(inbound.body.data.direction).toBe('in');
    const changed = await a.api.patch(`/calls/${inbound.body.data.id}`, {
      direction: 'outgoing',
      version: inbound.body.data.version,
    });
    expect(changed.body.data.direction).toBe('out');
    const wrong = await a.api.post('/calls', newCall({ direction: 'Incoming' }));
    expect(wrong.body.errors).toEqual(['Direction must be one of in, out, incoming, outgoing']);
  });

  test('the same number again within 10 minutes is saved and flagged as a duplicate', async () => {
    const first = await a.api.post('/calls', newCall({ phone: '+1 646 555 0123' }));
    expect(first.body.duplicateOf).toBeUndefined();
    const second = await a.api.post('/calls', newCall({ phone: '646-555-0123' }));
    expect(second.status).toBe(201);
    expect(second.body.duplicateOf).toMatchObject({ id: first.body.data.id, contactName: 'Ada Lovelace' });
    const later = await a.api.post(
      '/calls',
      newCall({ phone: '6465550123', occurredAt: new Date(Date.now() + 30 * 60_000).toISOString() }),
    );
    expect(later.body.duplicateOf).toBeUndefined();
    // Logged late, 5 minutes back: the newest call of the number inside its window is named.
    const late = await a.api.post(
      '/calls',
      newCall({ phone: '(646) 555-0123', occurredAt: new Date(Date.now() - 5 * 60_000).toISOString() }),
    );
    expect(late.body.duplicateOf).toMatchObject({ id: second.body.data.id });
  });

  test('patch records who changed what; a stale version gets 409 with the other changes', async () => {
    const call = (await a.api.post('/calls', newCall({ phone: '+1 718 555 0142' }))).body.data;
    const statuses = (await a.api.get('/statuses')).body.data;
    const leftWord = statuses.find((s: Json) => s.name === 'Left word').id;
    const first = await a.api.patch(`/calls/${call.id}`, {
      version: 1,
      statusId: leftWord,
      notes: 'Left a message',
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ version: 2, statusId: leftWord, notes: 'Left a message' });
    // Someone else still holding version 1 saves their edit: refused, nothing overwritten.
    const stale = await a.api.patch(`/calls/${call.id}`, { version: 1, notes: 'Mine' });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ version: 2, notes: 'Left a message' });
    expect(stale.body.changedFields.sort()).toEqual(['notes', 'statusId']);
    expect(stale.body.changes.find((c: Json) => c.field === 'notes')).toMatchObject({
      from: 'About the engine',
      to: 'Left a message',
      userId: a.userId,
    });
    // Re-applying on the current version works.
    const reapplied = await a.api.patch(`/calls/${call.id}`, { version: 2, notes: 'Mine' });
    expect(reapplied.body.data).toMatchObject({ version: 3, notes: 'Mine' });
    const missing = await a.api.patch(`/calls/${call.id}`, { notes: 'no version' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual(['The version of the call is missing']);
    const changes = (await a.api.get(`/calls/${call.id}/changes`)).body.data;
    expect(changes.map((c: Json) => [c.field, c.version])).toEqual([
      ['created', 1],
      ['statusId', 2],
      ['notes', 2],
      ['notes', 3],
    ]);
  });

  test('delete is soft and undone by restore', async () => {
    const call = (
      await a.api.post('/calls', newCall({ phone: '+1 917 555 0199', contactName: 'Soft Delete' }))
    ).body.data;
    const del = await a.api.del(`/calls/${call.id}`);
    expect(del.status).toBe(200);
    expect(del.body.data.deletedAt).not.toBeNull();
    expect((await a.api.get(`/calls/${call.id}`)).status).toBe(404);
    expect((await a.api.get('/calls?q=Soft')).body.data.total).toBe(0);
    const restored = await a.api.post(`/calls/${call.id}/restore`);
    expect(restored.body.data.deletedAt).toBeNull();
    expect((await a.api.get('/calls?q=Soft')).body.data.total).toBe(1);
  });

  test('Call back logs the linked outgoing call and marks the original Returned', async () => {
    const call = (
      await a.api.post('/calls', newCall({ phone: '+1 347 555 0110', contactName: 'Callback Person' }))
    ).body.data;
    const res = await a.api.post(`/calls/${call.id}/callback`, { notes: 'Called back' });
    expect(res.status).toBe(201);
    const statuses = (await a.api.get('/statuses')).body.data;
    const name = (id: string) => statuses.find((s: Json) => s.id === id).name;
    expect(res.body.data.call).toMatchObject({
      direction: 'out',
      callbackOf: call.id,
      phoneE164: '+13475550110',
      contactName: 'Callback Person',
      notes: 'Called back',
    });
    expect(name(res.body.data.original.statusId)).toBe('Returned');
    expect(res.body.data.original.version).toBe(2);
  });

  test('a call back with an open outcome (No answer) leaves the original owed; a closed one returns it', async () => {
    const statuses = (await a.api.get('/statuses')).body.data as Json[];
    const byKey = (key: string) => statuses.find((s) => s.key === key)!.id as string;
    const call = (
      await a.api.post('/calls', newCall({ phone: '+1 347 555 0111', contactName: 'Owed Person' }))
    ).body.data;
    const missed = await a.api.post(`/calls/${call.id}/callback`, { statusId: byKey('noAnswer') });
    expect(missed.status).toBe(201);
    expect(missed.body.data.call).toMatchObject({ direction: 'out', statusId: byKey('noAnswer') });
    expect(missed.body.data.original).toMatchObject({ statusId: byKey('toReturn'), version: 1 });
    expect((await a.api.get(`/calls/${call.id}`)).body.data.statusId).toBe(byKey('toReturn'));
    const reached = await a.api.post(`/calls/${call.id}/callback`, { statusId: byKey('spoke') });
    expect(reached.body.data.call.statusId).toBe(byKey('spoke'));
    expect(reached.body.data.original).toMatchObject({ statusId: byKey('returned'), version: 2 });
  });

  test('the sheet rolls open calls of earlier days to the top by priority then age', async () => {
    const b = await signUpCompany(t, 'Sheet Co');
    const day = 24 * 3600_000;
    const now = Date.now();
    const mk = (name: string, priority: string, ago: number, over: Record<string, unknown> = {}) =>
      b.api.post(
        '/calls',
        newCall({
          contactName: name,
          priority,
          phone: '+1 212 555 01' + String(10 + Math.floor(Math.random() * 89)),
          occurredAt: new Date(now - ago).toISOString(),
          ...over,
        }),
      );
    await mk('Old whenever', 'whenever', 5 * day);
    await mk('Old asap', 'asap', 2 * day);
    await mk('Older asap', 'asap', 3 * day);
    await mk('Old today', 'today', 4 * day);
    const statuses = (await b.api.get('/statuses')).body.data;
    const returned = statuses.find((s: Json) => s.name === 'Returned').id;
    await mk('Closed old', 'asap', 2 * day, { statusId: returned });
    await mk('Fresh', 'whenever', 0);
    const from = new Date(now - 3600_000).toISOString();
    const to = new Date(now + 3600_000).toISOString();
    const sheet = await b.api.get(
      `/calls/sheet?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    );
    expect(sheet.status).toBe(200);
    expect(sheet.body.data.rolledOver.map((c: Json) => c.contactName)).toEqual([
      'Older asap',
      'Old asap',
      'Old today',
      'Old whenever',
    ]);
    expect(sheet.body.data.today.map((c: Json) => c.contactName)).toEqual(['Fresh']);
    const bad = await b.api.get('/calls/sheet?from=2024-13-01');
    expect(bad.status).toBe(400);
    const desk = await b.api.get(
      `/calls/sheet?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&desk=${a.userId}`,
    );
    expect(desk.body.data.today).toEqual([]);
  });

  test('a change whose event cannot be logged is not saved: a call and its event commit together', async () => {
    // The transactional outbox (issue 33): no answered change without its event in the log.
    const events = t.app.phonesheet.events;
    const down = {
      ...events,
      // The create's statement fails in its event's part; a transaction's last statement fails.
      logSql: (companyId: string) => ({
        ...events.logSql(companyId),
        logged: sql<null>`(select 1 / 0)::text`,
      }),
      log: () => Promise.reject(new Error('log down')),
    };
    const svc = createCallsService({
      db: t.app.database.db,
      statuses: t.app.phonesheet.statuses,
      events: down,
      country: t.config.phoneDefaultCountry,
    });
    const user = { id: a.userId, companyId: a.companyId, sessionId: 'none' };
    await expect(svc.create(user, newCall({ contactName: 'Log Down' }))).rejects.toThrow(/division by zero/);
    expect((await a.api.get('/calls?q=Log%20Down')).body.data.total).toBe(0);
    const made = await a.api.post('/calls', newCall({ contactName: 'Kept' }));
    expect(made.status).toBe(201);
    await expect(svc.update(user, made.body.data.id, { version: 1, notes: 'lost' })).rejects.toThrow(
      'log down',
    );
    const kept = (await a.api.get(`/calls/${made.body.data.id}`)).body.data;
    expect(kept.version).toBe(1);
    expect(kept.notes).not.toBe('lost');
  });

  test("the sheet's calls are exactly the calls GET /calls/:id answers, awkward text included", async () => {
    // The sheet's JSON is written by the database (calls-json.ts), the single call by Node.
    const c = await signUpCompany(t, 'Json Co');
    const now = Date.now();
    const made = await c.api.post(
      '/calls',
      newCall({
        contactName: 'Zoë "Q" O\'Brien \\ 東京 😀',
        contactCompany: 'Tab\there, line\nbreak',
        phone: '+44 20 7946 0958',
        extension: '42',
        notes: 'Said: "call </script> back"\r\n\u0001control',
        followUpAt: new Date(now + 7200_000).toISOString(),
        occurredAt: new Date(now - 60_000).toISOString(),
      }),
    );
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    await c.api.patch(`/calls/${id}`, { version: 1, priority: 'asap' });
    const cb = await c.api.post(`/calls/${id}/callback`, {});
    expect(cb.status).toBe(201);
    const from = new Date(now - 3600_000).toISOString();
    const to = new Date(now + 3600_000).toISOString();
    const sheet = await c.api.get(
      `/calls/sheet?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    );
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(sheet.body.data.from).toBe(from);
    expect(sheet.body.data.to).toBe(to);
    expect(sheet.body.data.today).toHaveLength(2);
    for (const call of sheet.body.data.today) {
      const one = await c.api.get(`/calls/${call.id}`);
      expect(call).toEqual(one.body.data);
    }
    const original = sheet.body.data.today.find((x: Json) => x.id === id);
    expect(original.contactName).toBe('Zoë "Q" O\'Brien \\ 東京 😀');
    expect(original.phoneDisplay).toBe('+44 20 7946 0958');
    // History pages are written the same way, on each of their paths: a column filter (the
    // page's ids, then their calls), the desk sort (ids joined to the desk) and a word search.
    const window = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
    for (const query of [window, `${window}&sort=desk&order=asc`, 'q=brien']) {
      const page = await c.api.get(`/calls?${query}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(page.body.data).toMatchObject({ page: 1, pageSize: 50 });
      expect(page.body.data.items.map((x: Json) => x.id)).toContain(id);
      expect(page.body.data.items).toHaveLength(2);
      for (const call of page.body.data.items) {
        const one = await c.api.get(`/calls/${call.id}`);
        expect(call).toEqual(one.body.data);
      }
    }
  });
});

describe('history search, contacts, timeline and export', () => {
  let s: Awaited<ReturnType<typeof signUpCompany>>;
  beforeAll(async () => {
    s = await signUpCompany(t, 'Search Co');
    const rows = [
      {
        contactName: 'Grace Hopper',
        contactCompany: 'Navy',
        phone: '(212) 555-0100',
        notes: 'compiler question',
        occurredAt: '2024-03-01T10:00:00Z',
        priority: 'asap',
      },
      {
        contactName: 'Alan Turing',
        contactCompany: 'Bletchley',
        phone: '+44 20 7946 0958',
        notes: 'enigma',
        occurredAt: '2024-03-02T10:00:00Z',
        priority: 'whenever',
        direction: 'out',
      },
      {
        contactName: 'Grace Hopper',
        contactCompany: 'Navy',
        phone: '212 555 0100',
        notes: 'follow up on COBOL',
        occurredAt: '2024-03-03T10:00:00Z',
        priority: 'today',
      },
    ];
    for (const r of rows) expect((await s.api.post('/calls', r)).status).toBe(201);
  });

  test.each(['(212) 555-0100', '+1 212 555 0100', '2125550100', '555-0100', '(212) 555'])(
    'the number typed as %s finds both calls',
    async (q) => {
      const res = await s.api.get(`/calls?q=${encodeURIComponent(q)}`);
      expect(res.body.data.items.map((c: Json) => c.notes)).toEqual([
        'follow up on COBOL',
        'compiler question',
      ]);
    },
  );

  test('text search covers name, company and notes by word prefix', async () => {
    const names = async (q: string) =>
      (await s.api.get(`/calls?q=${encodeURIComponent(q)}`)).body.data.items.map((c: Json) => c.contactName);
    expect(await names('hop')).toEqual(['Grace Hopper', 'Grace Hopper']);
    expect(await names('bletch')).toEqual(['Alan Turing']);
    expect(await names('cobol')).toEqual(['Grace Hopper']);
    expect(await names('nobody')).toEqual([]);
  });

  test('filters, sort and pages', async () => {
    const out = await s.api.get('/calls?direction=out');
    expect(out.body.data.items.map((c: Json) => c.contactName)).toEqual(['Alan Turing']);
    const asap = await s.api.get('/calls?priority=asap');
    expect(asap.body.data.total).toBe(1);
    const range = await s.api.get('/calls?from=2024-03-02T00:00:00Z&to=2024-03-03T00:00:00Z');
    expect(range.body.data.items.map((c: Json) => c.contactName)).toEqual(['Alan Turing']);
    const byName = await s.api.get('/calls?sort=contactName&order=asc&pageSize=2&page=1');
    expect(byName.body.data).toMatchObject({ total: 3, totalExact: true, page: 1, pageSize: 2 });
    expect(byName.body.data.items[0].contactName).toBe('Alan Turing');
    const page2 = await s.api.get('/calls?sort=contactName&order=asc&pageSize=2&page=2');
    expect(page2.body.data.items).toHaveLength(1);
    const byPriority = await s.api.get('/calls?sort=priority&order=asc');
    expect(byPriority.body.data.items.map((c: Json) => c.priority)).toEqual(['asap', 'today', 'whenever']);
    const desk = await s.api.get(`/calls?deskUserId=${s.userId}&loggedBy=${s.userId}`);
    expect(desk.body.data.total).toBe(3);
    const bad = await s.api.get('/calls?sort=bogus&pageSize=1000&direction=up');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      'Direction must be one of in, out, incoming, outgoing',
      'Sort must be one of occurredAt, contactName, contactCompany, priority, direction, status, desk',
    ]);
    const big = await s.api.get('/calls?pageSize=1000&order=up');
    expect(big.body.errors).toEqual(['Order must be one of asc, desc']);
    expect((await s.api.get('/calls?pageSize=1000')).body.errors).toEqual([
      'pageSize must be a whole number from 1 to 200',
    ]);
    // The words of the CSV file are aliases: "incoming" finds the calls stored as "in".
    const incoming = await s.api.get('/calls?direction=incoming');
    expect(incoming.body.data.total).toBe((await s.api.get('/calls?direction=in')).body.data.total);
  });

  test('contacts autocomplete gives distinct recent contacts by name, company or number', async () => {
    const byName = await s.api.get('/contacts?q=gra');
    expect(byName.body.data).toEqual([
      expect.objectContaining({
        contactName: 'Grace Hopper',
        contactCompany: 'Navy',
        phoneE164: '+12125550100',
        phone: '212 555 0100',
      }),
    ]);
    const byNumber = await s.api.get(`/contacts?q=${encodeURIComponent('+44 20 79')}`);
    expect(byNumber.body.data.map((c: Json) => c.contactName)).toEqual(['Alan Turing']);
    expect((await s.api.get('/contacts?q=')).body.data).toEqual([]);
  });

  test("a contact's timeline by number in any format, or by name", async () => {
    const byPhone = await s.api.get(`/contacts/timeline?phone=${encodeURIComponent('+1 (212) 555-0100')}`);
    expect(byPhone.body.data.map((c: Json) => c.notes)).toEqual(['follow up on COBOL', 'compiler question']);
    const byName = await s.api.get('/contacts/timeline?name=alan%20turing');
    expect(byName.body.data).toHaveLength(1);
    expect((await s.api.get('/contacts/timeline?phone=123')).status).toBe(400);
  });

  test('CSV export streams every filtered call, opened with a URL ticket', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/calls/export.csv?q=grace&ticket=${await urlTicket(t, s.token, 'calls/export.csv')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="calls-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'occurredAt,direction,name,company,phone,phoneAsTyped,extension,desk,status,priority,notes,followUpAt,loggedBy,id',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"Grace Hopper","Navy","'+12125550100","212 555 0100",`);
    expect(lines[1]).toContain('To return');
    const noToken = await t.request({ method: 'GET', url: '/api/v1/calls/export.csv' });
    expect(noToken.statusCode).toBe(401);
  });

  test('CSV import: a file with one bad row stores nothing and names the row; a good file imports', async () => {
    const header = 'direction,name,company,phone,extension,status,priority,notes,occurredAt';
    const bad = [
      header,
      'in,Row Two,Co,+1 212 555 0177,,To return,asap,"notes, with comma",2024-04-01T09:00:00Z',
      'out,Row Three,Co,not a number,,Spoke,today,,2024-04-01T10:00:00Z',
    ].join('\n');
    const refused = await s.api.post('/calls/import', { csv: bad });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(['Line 3: Phone number is not valid']);
    expect(refused.body.rows).toEqual([{ line: 3, errors: ['Phone number is not valid'] }]);
    expect((await s.api.get('/calls?q=Row')).body.data.total).toBe(0);
    const good = bad.replace('not a number', '+1 212 555 0178');
    const preview = await s.api.post('/calls/import', { csv: good, dryRun: true });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ imported: 2, dryRun: true });
    expect(preview.body.data.preview[0]).toMatchObject({
      line: '2',
      name: 'Row Two',
      phone: '+12125550177',
      status: 'To return',
    });
    expect((await s.api.get('/calls?q=Row')).body.data.total).toBe(0);
    const done = await s.api.post('/calls/import', { csv: good });
    expect(done.status).toBe(201);
    expect((await s.api.get('/calls?q=Row')).body.data.items.map((c: Json) => c.notes)).toEqual([
      '',
      'notes, with comma',
    ]);
    expect((await s.api.post('/calls/import', { csv: 'a,b\n1,2' })).body.errors[0]).toMatch(
      /^The first line must name the columns/,
    );
    expect((await s.api.post('/calls/import', { csv: header })).body.errors).toEqual([
      'The file holds no calls',
    ]);
  });
});

test('phone-sheet routes need a token', async () => {
  for (const url of ['/calls/sheet', '/calls', '/statuses', '/contacts?q=a', '/user/list']) {
    const res = await t.request({ method: 'GET', url: `/api/v1${url}` });
    expect(res.statusCode).toBe(401);
  }
  expect((await t.request({ method: 'GET', url: '/api/user/list' })).statusCode).toBe(401);
});
