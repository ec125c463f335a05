import { sql } from 'kysely';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpCompany, type Json } from './phonesheet-helpers';

// The transactional outbox (issue 33): a change and its event commit together, so a write
// answered 2xx always has its event in company_events, the log a stream replays after its
// Last-Event-ID (docs/platform.md, "Crash safety"). On PGlite or a PostgreSQL schema.
jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const newCall = (contactName: string) => ({ direction: 'in', contactName, phone: '+1 212 555 0199' });

/** The company's events as a stream replays them after Last-Event-ID 0, oldest first. */
async function replayAll(companyId: string) {
  const replay = await t.app.phonesheet.events.since(companyId, '0');
  if ('reset' in replay) throw new Error(`replay reset: ${replay.reset}`);
  return replay.events.map((e) => ({ id: e.id, type: e.type, event: JSON.parse(e.data) as Json }));
}

test('every create of a burst of 200 has its event in the log when its 201 arrives, in id order', async () => {
  const a = await signUpCompany(t, 'Outbox Burst');
  const missing: string[] = [];
  const answered = await Promise.all(
    Array.from({ length: 200 }, async (_, i) => {
      const res = await a.api.post('/calls', newCall(`Burst ${i}`));
      expect(res.status).toBe(201);
      const call = res.body.data as Json;
      // Asked the moment the answer is here: the event was committed with the call.
      const { rows } = await sql`
        select 1 from company_events
        where company_id = ${a.companyId}::uuid and type = 'call.created'
          and payload->'call'->>'id' = ${call.id}`.execute(t.app.database.db);
      if (!rows.length) missing.push(call.id);
      return call;
    }),
  );
  expect(missing).toEqual([]);
  // A client replaying from the start gets each call once, ids 1..200 without a gap, and each
  // event's call is the call its creator was answered (the event's JSON is the database's).
  const events = await replayAll(a.companyId);
  expect(events.map((e) => e.id)).toEqual(answered.map((_, i) => String(i + 1)));
  const byId = new Map(answered.map((c) => [c.id as string, c]));
  for (const e of events)
    expect(e.event).toEqual({ type: 'call.created', call: byId.get(e.event.call.id), by: a.userId });
});

test('an update, delete, restore, call-back, status change and import answer once their events are logged', async () => {
  const a = await signUpCompany(t, 'Outbox Writes');
  const newest = async (n: number) => (await replayAll(a.companyId)).slice(-n).map((e) => e.type);
  const made = await a.api.post('/calls', newCall('Ada'));
  const id = made.body.data.id as string;
  expect(await newest(1)).toEqual(['call.created']);
  expect((await a.api.patch(`/calls/${id}`, { version: 1, notes: 'rang twice' })).status).toBe(200);
  expect(await newest(1)).toEqual(['call.updated']);
  expect((await a.api.del(`/calls/${id}`)).status).toBe(200);
  expect(await newest(1)).toEqual(['call.deleted']);
  expect((await a.api.post(`/calls/${id}/restore`)).status).toBe(200);
  expect(await newest(1)).toEqual(['call.restored']);
  const back = await a.api.post(`/calls/${id}/callback`, {});
  expect(back.status).toBe(201);
  // Both events of the call-back, in one transaction: the new call, then the original's update.
  const two = (await replayAll(a.companyId)).slice(-2);
  expect(two.map((e) => [e.type, e.event.call.id])).toEqual([
    ['call.created', back.body.data.call.id],
    ['call.updated', id],
  ]);
  const statuses = (await a.api.get('/statuses')).body.data as Json[];
  expect((await a.api.patch(`/statuses/${statuses[0].id}`, { color: '#123456' })).status).toBe(200);
  expect(await newest(1)).toEqual(['statuses.changed']);
  const csv =
    'direction,name,company,phone,extension,status,priority,notes,occurredAt\nin,Imported,Co,+1 212 555 0144,,,today,,';
  const imported = await a.api.post('/calls/import', { csv });
  expect(imported.status).toBe(201);
  expect(await newest(1)).toEqual(['calls.imported']);
  // Ids count up from 1 without a gap: nothing was logged twice or lost.
  expect((await replayAll(a.companyId)).map((e) => e.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
});
