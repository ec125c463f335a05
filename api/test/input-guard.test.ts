import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpCompany } from './phonesheet-helpers';

// What PostgreSQL cannot store never reaches it (issue 27 "Input"): invalid UTF-8 and NUL get a
// 400 naming the problem, in JSON fields and CSV cells alike, on both engines; nothing is stored.
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpCompany(t, 'Input Guard Co');
});
afterAll(() => t.close());

const HEADER = 'direction,name,company,phone,extension,status,priority,notes,occurredAt';
// Every call of the company (the history's total): a refused request must leave it unchanged.
const callCount = async (): Promise<number> => {
  const total = (await owner.api.get('/calls?pageSize=1')).body.data.total;
  if (typeof total !== 'number') throw new Error(`no total in the history answer: ${total}`);
  return total;
};

test('a NUL in a call field answers 400 naming the field, and stores nothing', async () => {
  const before = await callCount();
  const res = await owner.api.post('/calls', { contactName: 'Nul\u0000Name', phone: '+1 212 555 0150' });
  expect(res.status).toBe(400);
  expect(res.body.errors[0]).toBe('contactName contains a NUL character, which cannot be stored');
  expect(await callCount()).toBe(before);
});

test('a NUL in a CSV cell is refused alike by the dry run and the import (never a 500)', async () => {
  const before = await callCount();
  const csv = `${HEADER}\nin,Ada,Acme,+1 212 555 0151,,,today,bad\u0000note,\n`;
  const dry = await owner.api.post('/calls/import', { csv, dryRun: true });
  const real = await owner.api.post('/calls/import', { csv });
  expect(dry.status).toBe(400);
  expect(real.status).toBe(400);
  expect(real.body.msg).toBe(dry.body.msg);
  expect(real.body.msg).toContain('csv contains a NUL character');
  expect(await callCount()).toBe(before);
});

test('a JSON body that is not UTF-8 answers 400 and stores nothing', async () => {
  const before = await callCount();
  const raw = Buffer.concat([
    Buffer.from('{"contactName":"Bad '),
    Buffer.from([0xc3, 0x28]), // an invalid two-byte sequence
    Buffer.from('","phone":"+1 212 555 0152"}'),
  ]);
  const res = await fetch(`${t.baseUrl}/api/v1/calls`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: owner.token },
    body: raw,
  });
  expect(res.status).toBe(400);
  expect(((await res.json()) as { msg: string }).msg).toBe('The request body is not valid UTF-8 text');
  expect(await callCount()).toBe(before);
});

test('valid text of every script still passes', async () => {
  const res = await owner.api.post('/calls', { contactName: 'زينب 李雷 Zoë 👋', phone: '+1 212 555 0153' });
  expect(res.status).toBe(201);
  expect(res.body.data.contactName).toBe('زينب 李雷 Zoë 👋');
});

// Issue 25: what the contract fuzz test found answering 500 before.
test('a NUL in a query string or a path segment answers 400 naming the parameter', async () => {
  const timeline = await owner.api.get('/contacts/timeline?name=%00');
  expect(timeline.status).toBe(400);
  expect(timeline.body.errors).toEqual(['name contains a NUL character, which cannot be stored']);
  const search = await owner.api.get('/calls?q=a%00b');
  expect(search.status).toBe(400);
  expect(search.body.errors).toEqual(['q contains a NUL character, which cannot be stored']);
  const byId = await owner.api.get('/calls/%00');
  expect(byId.status).toBe(400);
  expect(byId.body.errors).toEqual(['id contains a NUL character, which cannot be stored']);
});

test('text that is not well-formed Unicode (a lone surrogate) answers 400 naming the field', async () => {
  const before = await callCount();
  const res = await owner.api.post('/calls', { contactName: 'Half \ud83d', phone: '+1 212 555 0154' });
  expect(res.status).toBe(400);
  expect(res.body.errors).toEqual(['contactName contains a character that is not valid Unicode']);
  expect(await callCount()).toBe(before);
});

test('a number the column cannot hold answers 400 naming the field, and changes nothing', async () => {
  const created = await owner.api.post('/calls', { contactName: 'Big Numbers', phone: '+1 212 555 0155' });
  const call = created.body.data;
  const huge = await owner.api.patch(`/calls/${call.id}`, { version: 1e308, notes: 'changed' });
  expect(huge.status).toBe(400);
  expect(huge.body.errors).toEqual(['version must be a whole number from 1 to 2147483647']);
  expect((await owner.api.get(`/calls/${call.id}`)).body.data).toEqual(call);

  const statuses = (await owner.api.get('/statuses')).body.data;
  const low = await owner.api.post('/statuses', { name: 'Deep', color: '#000000', order: -1e308 });
  expect(low.status).toBe(400);
  expect(low.body.errors).toEqual(['order must be a whole number from 0 to 100000']);
  const first = statuses[0];
  const high = await owner.api.patch(`/statuses/${first.id}`, { order: 2 ** 31 });
  expect(high.status).toBe(400);
  expect((await owner.api.get('/statuses')).body.data).toEqual(statuses);
});
