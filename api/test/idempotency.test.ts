import { sql } from 'kysely';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpCompany, type Json } from './phonesheet-helpers';

// The Idempotency-Key of the sheet's offline queue (docs/phone-sheet.md, "Offline"): a change
// sent again with its key is answered as the first time and stored once.
let t: TestApp;
let a: Awaited<ReturnType<typeof signUpCompany>>;
let b: Awaited<ReturnType<typeof signUpCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  a = await signUpCompany(t, 'Replay Co');
  b = await signUpCompany(t, 'Other Replay Co');
});
afterAll(() => t.close());

const newCall = (name: string) => ({
  direction: 'in',
  contactName: name,
  phone: '(212) 555-0142',
  priority: 'asap',
});

async function send(token: string, method: string, url: string, payload: unknown, key?: string) {
  const res = await t.request({
    method,
    url: `/api/v1${url}`,
    token,
    payload,
    headers: key ? { 'idempotency-key': key } : {},
  });
  return {
    status: res.statusCode,
    body: res.body ? (JSON.parse(res.body) as Json) : null,
    headers: res.headers,
  };
}

async function callsNamed(name: string, api = a.api): Promise<Json[]> {
  const res = await api.get(`/calls?q=${encodeURIComponent(name)}`);
  return res.body.data.items.filter((c: Json) => c.contactName === name);
}

test('a create sent twice with one key stores one call and answers the first answer again', async () => {
  const first = await send(a.token, 'POST', '/calls', newCall('Replay Once'), 'create-1');
  expect(first.status).toBe(201);
  expect(first.headers.get('idempotent-replayed')).toBeNull();
  const again = await send(a.token, 'POST', '/calls', newCall('Replay Once'), 'create-1');
  expect(again.status).toBe(201);
  expect(again.headers.get('idempotent-replayed')).toBe('true');
  expect(again.body).toEqual(first.body);
  expect(await callsNamed('Replay Once')).toHaveLength(1);
  // Without a key the same body is a second call, as before.
  await send(a.token, 'POST', '/calls', newCall('Replay Once'));
  expect(await callsNamed('Replay Once')).toHaveLength(2);
});

test('two sends of one key at the same moment store one call', async () => {
  const answers = await Promise.all(
    [1, 2, 3].map(() => send(a.token, 'POST', '/calls', newCall('Replay Race'), 'race-1')),
  );
  expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
  expect(new Set(answers.map((r) => r.body.data.id)).size).toBe(1);
  expect(await callsNamed('Replay Race')).toHaveLength(1);
});

test('a change repeated with its key is not a conflict and changes the call once', async () => {
  const created = await send(a.token, 'POST', '/calls', newCall('Replay Patch'));
  const { id, version } = created.body.data;
  const patch = { notes: 'Sent from the lift', version };
  const first = await send(a.token, 'PATCH', `/calls/${id}`, patch, 'patch-1');
  expect(first.status).toBe(200);
  expect(first.body.data.version).toBe(version + 1);
  const again = await send(a.token, 'PATCH', `/calls/${id}`, patch, 'patch-1');
  expect(again.status).toBe(200);
  expect(again.body).toEqual(first.body);
  const changes = await a.api.get(`/calls/${id}/changes`);
  expect(changes.body.data.filter((c: Json) => c.field === 'notes')).toHaveLength(1);
  // The same stale change under a new key is what it is: a conflict.
  const stale = await send(a.token, 'PATCH', `/calls/${id}`, patch, 'patch-2');
  expect(stale.status).toBe(409);
  expect(stale.body.current.version).toBe(version + 1);
  // A conflict is an answer too: repeated, it is the same conflict.
  const staleAgain = await send(a.token, 'PATCH', `/calls/${id}`, patch, 'patch-2');
  expect(staleAgain.status).toBe(409);
  expect(staleAgain.headers.get('idempotent-replayed')).toBe('true');
});

test('a key used for another request is refused; keys belong to their company', async () => {
  await send(a.token, 'POST', '/calls', newCall('Replay Mine'), 'shared-key');
  const other = await send(a.token, 'POST', '/calls', newCall('Replay Other'), 'shared-key');
  expect(other.status).toBe(422);
  expect(other.body.msg).toBe('This Idempotency-Key was used for a different request');
  expect(await callsNamed('Replay Other')).toHaveLength(0);
  const elsewhere = await send(b.token, 'POST', '/calls', newCall('Replay Mine'), 'shared-key');
  expect(elsewhere.status).toBe(201);
  expect(elsewhere.headers.get('idempotent-replayed')).toBeNull();
  expect(await callsNamed('Replay Mine', b.api)).toHaveLength(1);
});

test('a refused request is replayed as refused; an empty or long key is refused', async () => {
  const bad = { ...newCall('Replay Bad'), phone: 'not a number' };
  const first = await send(a.token, 'POST', '/calls', bad, 'bad-1');
  expect(first.status).toBe(400);
  const again = await send(a.token, 'POST', '/calls', bad, 'bad-1');
  expect(again.status).toBe(400);
  expect(again.body).toEqual(first.body);
  const long = await send(a.token, 'POST', '/calls', newCall('Replay Long'), 'k'.repeat(201));
  expect(long.status).toBe(400);
  expect(long.body.msg).toBe('The Idempotency-Key header must be 1 to 200 characters');
});

test('an answer older than 24 hours is not replayed', async () => {
  await send(a.token, 'POST', '/calls', newCall('Replay Old'), 'old-1');
  await sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = 'old-1'`.execute(
    t.app.database.db,
  );
  const later = await send(a.token, 'POST', '/calls', newCall('Replay Old'), 'old-1');
  expect(later.status).toBe(201);
  expect(later.headers.get('idempotent-replayed')).toBeNull();
  expect(await callsNamed('Replay Old')).toHaveLength(2);
});
