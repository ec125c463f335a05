import { parse } from 'csv-parse/sync';
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

// The format, written out independently of the code under test: every text cell quoted, and a
// ' before each formula character that opens a cell or follows , ; TAB CR or LF (with only
// spaces and quotes between), wherever a spreadsheet might start a cell.
const SEPARATORS = ',;\t\r\n';
const FORMULA = '=+-@\t\r\uff1d\uff0b\uff0d\uff20';
const text = (v: string | null) => {
  let out = '';
  let start = true;
  for (const ch of v ?? '') {
    if (start && FORMULA.includes(ch)) out += "'";
    out += ch;
    start = SEPARATORS.includes(ch) || (start && ` "'`.includes(ch));
  }
  return `"${out.replace(/"/g, '""')}"`;
};

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
      text(c.phoneE164),
      text(c.phone),
      text(c.extension),
      text(c.deskName),
      text(statusName),
      c.priority,
      text(c.notes),
      c.followUpAt ?? '',
      text(c.loggedByName),
      c.id,
    ].join(',');
  });
  expect(expected).toHaveLength(CALLS - 1);

  const res = await s.api.get('/calls/export.csv');
  expect(res.status).toBe(200);
  // (The test client decodes the body as text, which drops the byte-order mark.)
  expect(res.raw.replace(/^\ufeff/, '')).toBe(`${[HEADER, ...expected].join('\r\n')}\r\n`);
  // Spot checks of what the oracle above produced, so a shared mistake would show.
  expect(res.raw).toMatch(/,"'=Called",today,"note \d+",2024-02-01T08:30:00\.123Z,/);
  expect(res.raw).toContain(`,today,"'=SUM(A1:A9)",,`);
  expect(res.raw).toContain(`,"say ""hi"", then",,`);
  expect(res.raw).toContain(`,"two\nlines",,`);
  expect(res.raw).toContain(`,"'-minus",,`);
  expect(res.raw).toMatch(/,"'\+12125551\d{3}","'\+1 212 555 1\d{3}",/);
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

test('no cell opens as a formula, whatever the separator; an exported file imports back the same', async () => {
  const co = await signUpCompany(t, 'Formula Co');
  const hostile = [
    { contactName: 'a;=1+1', contactCompany: "x,=cmd|' /C calc'!A0", notes: '\t=1+1 tab first' },
    { contactName: '@SUM(1)', contactCompany: '-1+1', notes: '\r=2+2 CR first' },
    { contactName: 'Acme; "=1"', contactCompany: "'=quoted already", notes: 'one\n=3+3\r\n@4 lines' },
    { contactName: '＝1+1', contactCompany: 'a\t=5', notes: 'say "hi", then; -4, and +5 ; "=6"' },
  ];
  for (const [i, h] of hostile.entries()) {
    const res = await co.api.post('/calls', {
      direction: 'in',
      phone: `+1 212 555 02${10 + i}`,
      occurredAt: `2024-03-0${i + 1}T10:00:00.000Z`,
      ...h,
    });
    expect(res.status).toBe(201);
  }
  const exported = (await co.api.get('/calls/export.csv')).raw.replace(/^\ufeff/, '');

  // A spreadsheet's possible readings: commas with quotes (RFC 4180), semicolons (Excel in
  // French, Italian, Spanish) where our quotes fall mid-cell, and any break at , ; TAB or a
  // line break by a reader that ignores quotes. No cell may open with a formula character,
  // after the spaces and quotes a reader might drop.
  const opensFormula = (cell: string) => /^[ "]*[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/.test(cell);
  const readings = {
    comma: parse(exported, { relax_column_count: true }) as string[][],
    semicolon: parse(exported, {
      delimiter: ';',
      relax_quotes: true,
      relax_column_count: true,
    }) as string[][],
    naive: exported.split(/\r\n|\r|\n|\t/).map((line) => line.split(/[,;]/)),
  };
  for (const [name, rows] of Object.entries(readings)) {
    const formulas = rows.flat().filter(opensFormula);
    expect({ name, formulas }).toEqual({ name, formulas: [] });
  }
  // The comma reading is the calls, each text with a ' in front where a formula could start.
  const rows = readings.comma;
  expect(rows[0]).toEqual(HEADER.split(','));
  expect(rows).toHaveLength(hostile.length + 1);
  const byName = new Map(rows.slice(1).map((r) => [r[2], r]));
  expect(byName.get("a;'=1+1")?.[3]).toBe("x,'=cmd|' /C calc'!A0");
  expect(byName.get("'@SUM(1)")?.[3]).toBe("'-1+1");
  expect(byName.get("'@SUM(1)")?.[10]).toBe("'\r'=2+2 CR first");
  expect(byName.get('Acme; "\'=1"')?.[3]).toBe("''=quoted already");
  expect(byName.get("'＝1+1")?.[3]).toBe("a\t'=5");
  // A phone number keeps its + (never read as the number 12125550210).
  expect(byName.get("'@SUM(1)")?.slice(4, 6)).toEqual(["'+12125550211", "'+1 212 555 0211"]);

  // Imported into another company, the file gives the same calls: the ' the export added goes.
  // (The import reads the E.164 column, so the number as typed is not compared.)
  const other = await signUpCompany(t, 'Reimport Co');
  const imported = await other.api.postCsv('/calls/import', exported);
  expect(imported.status).toBe(201);
  expect(imported.body.data.imported).toBe(hostile.length);
  const fields = (c: Json) => [c.contactName, c.contactCompany, c.notes, c.phoneE164, c.occurredAt];
  const calls = async (api: typeof co.api) =>
    ((await api.get('/calls?pageSize=50')).body.data.items as Json[]).map(fields).sort();
  const original = await calls(co.api);
  expect(original.map((c) => c.slice(0, 3)).sort()).toEqual(
    hostile.map((h) => [h.contactName, h.contactCompany, h.notes]).sort(),
  );
  expect(await calls(other.api)).toEqual(original);
});
