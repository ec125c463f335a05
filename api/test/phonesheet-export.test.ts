import { EXPORT_BATCH } from '../src/services/phonesheet/calls/service';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpCompany, type Json } from './phonesheet-helpers';

// The CSV export reads the calls in batches (keyset on time, then id): a file longer than a
// few batches must hold every call once, newest first, each line exactly as a spreadsheet
// should read it.
let t: TestApp;
let s: Awaited<ReturnType<typeof signUpCompany>>;
const CALLS = 2 * EXPORT_BATCH + 201;
const HEADER =
  'occurredAt,direction,name,company,phone,phoneAsTyped,extension,desk,status,priority,notes,followUpAt,loggedBy,id';

beforeAll(async () => {
  t = await createTestApp();
  s = await signUpCompany(t, 'Export Co');
  // Seven calls share each minute, so batches end in the middle of a tie (broken by id).
  const lines = ['direction,name,company,phone,extension,status,priority,notes,occurredAt'];
  const tricky = ['=SUM(A1:A9)', '+1 bonus', '-minus', '@handle', 'say "hi", then', 'two\nlines'];
  for (let i = 0; i < CALLS; i++) {
    const at = new Date(Date.UTC(2024, 0, 1, 9, Math.floor(i / 7))).toISOString();
    const notes = `"${(tricky[i % 50] ?? `note ${i}`).replace(/"/g, '""')}"`;
    const direction = i % 3 ? 'in' : 'out';
    const ext = i % 4 ? '' : String(i);
    lines.push(
      `${direction},Person ${i},Firm ${i % 9},+1 212 555 ${1000 + (i % 9000)},${ext},,today,${notes},${at}`,
    );
  }
  const res = await s.api.post('/calls/import', { csv: lines.join('\n') });
  expect(res.status).toBe(201);
  expect(res.body.data.imported).toBe(CALLS);
}, 120_000);
afterAll(() => t.close());

/** Every call of the company through the JSON API, newest first (ties: higher id first). */
async function everyCall(): Promise<Json[]> {
  const all: Json[] = [];
  for (let page = 1; ; page++) {
    const res = await s.api.get(`/calls?pageSize=200&page=${page}`);
    all.push(...res.body.data.items);
    if (res.body.data.items.length < 200) return all;
  }
}

// The format, written out independently of the code under test.
const cell = (v: string | null) => {
  const s = v ?? '';
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const text = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

test('an export of several batches holds every call once, newest first, each line exact', async () => {
  // One call with a follow-up time and a formula-like status name; one deleted call left out.
  const statuses: Json[] = (await s.api.get('/statuses')).body.data;
  const status = await s.api.post('/statuses', { name: '=Called', color: '#722ed1', open: true });
  const calls = await everyCall();
  // Two plain calls (the newest minute holds several calls in id order, some with tricky notes).
  const [first, second] = calls.filter((c) => /^note \d+$/.test(c.notes)) as [Json, Json];
  const patched = await s.api.patch(`/calls/${first.id}`, {
    version: first.version,
    followUpAt: '2024-02-01T08:30:00.123Z',
    statusId: status.body.data.id,
  });
  expect(patched.status).toBe(200);
  expect((await s.api.del(`/calls/${second.id}`)).status).toBe(200);

  const expected = (await everyCall()).map((c) => {
    const statusName = [...statuses, status.body.data].find((st) => st.id === c.statusId)?.name ?? '';
    return [
      c.occurredAt,
      c.direction === 'in' ? 'incoming' : 'outgoing',
      text(c.contactName),
      text(c.contactCompany),
      c.phoneE164,
      text(c.phone),
      c.extension ?? '',
      text(c.deskName),
      text(statusName),
      c.priority,
      text(c.notes),
      c.followUpAt ?? '',
      text(c.loggedByName),
      c.id,
    ]
      .map(cell)
      .join(',');
  });
  expect(expected).toHaveLength(CALLS - 1);

  const res = await s.api.get('/calls/export.csv');
  expect(res.status).toBe(200);
  // (The test client decodes the body as text, which drops the byte-order mark.)
  expect(res.raw.replace(/^\ufeff/, '')).toBe(`${[HEADER, ...expected].join('\r\n')}\r\n`);
  // Spot checks of what the oracle above produced, so a shared mistake would show.
  expect(res.raw).toMatch(/,'=Called,today,note \d+,2024-02-01T08:30:00\.123Z,/);
  expect(res.raw).toContain(`,today,'=SUM(A1:A9),,`);
  expect(res.raw).toContain(`,"say ""hi"", then",,`);
  expect(res.raw).toContain(`,"two\nlines",,`);
  expect(res.raw).toContain(`,'-minus,,`);
  expect(res.raw).not.toContain(second.id);
});

test('a filter narrows the export; a bad filter is refused before any CSV is sent', async () => {
  const out = await s.api.get('/calls/export.csv?direction=out');
  const lines = out.raw.trim().split('\r\n');
  expect(lines.slice(1).every((l: string) => l.split(',')[1] === 'outgoing')).toBe(true);
  expect(lines.length - 1).toBe((await everyCall()).filter((c) => c.direction === 'out').length);
  const bad = await s.api.get('/calls/export.csv?direction=up');
  expect(bad.status).toBe(400);
  expect(bad.headers.get('content-type')).not.toContain('text/csv');
  expect(bad.body.errors).toEqual(['Direction must be one of in, out, incoming, outgoing']);
});
