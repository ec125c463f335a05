import { sql } from 'kysely';
import { createCallsService } from '../src/services/phonesheet/calls/service';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpCompany, type Json } from './phonesheet-helpers';

// A word search by time answers from a walk over the newest calls when the word is common,
// and from the full-text index when it is rare (or the page is deep): the calls, their order
// and their pages must not depend on which way ran.
let t: TestApp;
let s: Awaited<ReturnType<typeof signUpCompany>>;
const CALLS = 40;

beforeAll(async () => {
  t = await createTestApp();
  s = await signUpCompany(t, 'Paths Co');
  // 40 calls: "Common" in every name but the last four, "Rarely" in three old ones; every
  // fifth shares its minute with the one before (ties are broken by id).
  const lines = ['direction,name,company,phone,extension,status,priority,notes,occurredAt'];
  for (let i = 0; i < CALLS; i++) {
    const minute = i - (i % 5 === 4 ? 1 : 0);
    const at = new Date(Date.UTC(2024, 0, 1, 9, minute)).toISOString();
    const name = i >= CALLS - 4 ? `Other ${i}` : `Common Person ${i}`;
    const notes = i < 3 ? 'rarely seen' : 'usual business';
    lines.push(`in,${name},Acme,+1 212 555 ${String(1000 + i)},,,today,${notes},${at}`);
  }
  const res = await s.api.post('/calls/import', { csv: lines.join('\n') });
  expect(res.status).toBe(201);
  expect(res.body.data.imported).toBe(CALLS);
});
afterAll(() => t.close());

const ids = (res: { body: Json }) => res.body.data.items.map((c: Json) => c.id);

/** The app's calls service with other limits (to reach them with a few calls). */
const serviceWith = (limits: { walkBudget?: number; countCap?: number }) =>
  createCallsService({
    db: t.app.database.db,
    statuses: t.app.phonesheet.statuses,
    events: t.app.phonesheet.events,
    country: t.config.phoneDefaultCountry,
    ...limits,
  });

/** Every match, through the full-text index: a page size no walk can fill first. */
async function everyMatch(q: string, order: 'asc' | 'desc') {
  const res = await s.api.get(`/calls?q=${encodeURIComponent(q)}&order=${order}&pageSize=200`);
  expect(res.body.data.totalExact).toBe(true);
  return res.body.data.items as Json[];
}

test('the full-text index orders matches by time, ties by id', async () => {
  const all = await everyMatch('common', 'desc');
  expect(all).toHaveLength(CALLS - 4);
  const keys = all.map((c: Json) => `${c.occurredAt}|${c.id}`);
  expect(keys).toEqual([...keys].sort().reverse());
  expect(new Set(all.map((c: Json) => c.occurredAt)).size).toBeLessThan(all.length);
});

test.each(['desc', 'asc'] as const)(
  'a common word gives the same pages from the walk, newest matches first (%s)',
  async (order) => {
    const all = (await everyMatch('common', order)).map((c: Json) => c.id);
    for (let page = 1; page <= 5; page++) {
      const res = await s.api.get(`/calls?q=common&order=${order}&pageSize=5&page=${page}`);
      expect(ids(res)).toEqual(all.slice((page - 1) * 5, page * 5));
      // The walk saw this page and one match beyond: more than the calls up to this page's end.
      expect(res.body.data).toMatchObject({ total: page * 5, totalExact: false, page, pageSize: 5 });
    }
  },
);

test('near the end of a common word the index answers, with the exact total', async () => {
  const all = (await everyMatch('common', 'desc')).map((c: Json) => c.id);
  // Page 7 ends at match 35 and the walk finds a 36th: more than 35 (the next page has one).
  const seventh = await s.api.get('/calls?q=common&pageSize=5&page=7');
  expect(ids(seventh)).toEqual(all.slice(30, 35));
  expect(seventh.body.data).toMatchObject({ total: 35, totalExact: false });
  const res = await s.api.get('/calls?q=common&pageSize=5&page=8');
  expect(ids(res)).toEqual(all.slice(35, 40));
  expect(res.body.data).toMatchObject({ total: CALLS - 4, totalExact: true });
});

test('a rare word, several words and a word with filters give exact totals', async () => {
  const rare = await s.api.get('/calls?q=rarely&pageSize=5');
  expect(rare.body.data.items.map((c: Json) => c.contactName)).toEqual([
    'Common Person 2',
    'Common Person 1',
    'Common Person 0',
  ]);
  expect(rare.body.data).toMatchObject({ total: 3, totalExact: true });
  const both = await s.api.get('/calls?q=common%20rare&pageSize=5');
  expect(both.body.data).toMatchObject({ total: 3, totalExact: true });
  const none = await s.api.get('/calls?q=nobody&pageSize=5');
  expect(none.body.data).toMatchObject({ items: [], total: 0, totalExact: true });
  // Filters narrow the walk: the calls before 9:12 are i = 0…11.
  const to = encodeURIComponent(new Date(Date.UTC(2024, 0, 1, 9, 12)).toISOString());
  const filtered = await s.api.get(`/calls?q=common&to=${to}&pageSize=5`);
  const viaIndex = await s.api.get(`/calls?q=common&to=${to}&pageSize=200`);
  expect(viaIndex.body.data).toMatchObject({ total: 12, totalExact: true });
  expect(ids(filtered)).toEqual(ids(viaIndex).slice(0, 5));
  expect(filtered.body.data).toMatchObject({ total: 5, totalExact: false });
});

test('with the walk budget spent before a full page, the index gives the same page', async () => {
  const small = serviceWith({ walkBudget: 8 });
  const user = { id: s.userId, companyId: s.companyId, sessionId: 'none' };
  const all = (await everyMatch('common', 'desc')).map((c: Json) => c.id);
  const page = await small.search(user, { q: 'common', pageSize: '5', page: '2' });
  expect(page.items.map((c) => c.id)).toEqual(all.slice(5, 10));
  expect(page).toMatchObject({ total: CALLS - 4, totalExact: true });
  const walked = await s.api.get('/calls?q=common&pageSize=5&page=2');
  expect(ids(walked)).toEqual(page.items.map((c) => c.id));
  // Contact suggestions too: the same contacts, newest first, whichever way ran.
  const suggestions = await small.contacts(user, 'common');
  expect((await s.api.get('/contacts?q=common')).body.data).toEqual(suggestions);
  expect(suggestions.map((c) => c.contactName).sort()).toEqual(
    ['26', '27', '28', '29', '30', '31', '32', '33', '34', '35'].map((n) => `Common Person ${n}`),
  );
});

test('a broad filter counts up to the cap, then a lower bound that always offers the next page', async () => {
  const capped = serviceWith({ countCap: 12 });
  const user = { id: s.userId, companyId: s.companyId, sessionId: 'none' };
  const query = { direction: 'in' as const, sort: 'contactName' as const, order: 'asc' as const };
  const first = await capped.search(user, { ...query, pageSize: '5', page: '1' });
  expect(first).toMatchObject({ total: 12, totalExact: false, page: 1 });
  // Page 3 of 5 ends at call 15: the count reaches the end of page 4 (20), still short of 40.
  const third = await capped.search(user, { ...query, pageSize: '5', page: '3' });
  expect(third).toMatchObject({ total: 20, totalExact: false, page: 3 });
  // Deep enough that the next page passes the last call: the count is exact again.
  const last = await capped.search(user, { ...query, pageSize: '5', page: '7' });
  expect(last).toMatchObject({ total: CALLS, totalExact: true, page: 7 });
  // The pages are the same as without the cap.
  const uncapped = await s.api.get('/calls?direction=in&sort=contactName&order=asc&pageSize=5&page=3');
  expect(third.items.map((c) => c.id)).toEqual(ids(uncapped));
  expect(uncapped.body.data).toMatchObject({ total: CALLS, totalExact: true });
});

test.each(['occurredAt', 'contactName', 'contactCompany', 'priority', 'direction', 'status', 'desk'])(
  'pages of a filter sorted by %s join up into the one-page answer, ties broken by id',
  async (sort) => {
    for (const order of ['asc', 'desc']) {
      const q = `direction=in&sort=${sort}&order=${order}`;
      const whole = ids(await s.api.get(`/calls?${q}&pageSize=200`));
      expect(whole).toHaveLength(CALLS);
      const paged: string[] = [];
      for (let page = 1; page <= Math.ceil(CALLS / 7); page++)
        paged.push(...ids(await s.api.get(`/calls?${q}&pageSize=7&page=${page}`)));
      expect({ sort, order, paged }).toEqual({ sort, order, paged: whole });
    }
  },
);

// What people type, folded as the calls' words are (migration 026), and numbers dialled from
// abroad (phone.ts, internationalSearchDigits). Outgoing calls of another year: the tests above
// count this company's incoming calls and words.
describe('a search finds what people type', () => {
  const FOLDED = [
    ['Bergström', 'Nordic AB', '+46 8 123 456 78', 'about the lease'],
    ['Zoë Müller', 'Łódź Café', '+48 42 123 45 67', ''],
    ['مُحَمَّد الأَحمد', 'شركة', '+971 4 123 4567', ''],
    // Pasted in decomposed form: "e" and a combining acute accent.
    ['Rene\u0301 Decomposed', 'Paste Ltd', '+33 1 42 68 53 00', ''],
    ['Berlin Office', 'Senat', '+49 30 901820', ''],
    ['Four Digits', 'Suffix Inc', '+1 212 555 0012', ''],
  ];
  beforeAll(async () => {
    const lines = ['direction,name,company,phone,extension,status,priority,notes,occurredAt'];
    FOLDED.forEach(([name, company, phone, notes], i) =>
      lines.push(`out,${name},${company},${phone},,,today,${notes},2023-06-01T09:0${i}:00Z`),
    );
    const res = await s.api.post('/calls/import', { csv: lines.join('\n') });
    expect(res.body.data.imported).toBe(FOLDED.length);
  });
  const names = async (q: string) =>
    (await s.api.get(`/calls?q=${encodeURIComponent(q)}&pageSize=200`)).body.data.items.map(
      (c: Json) => c.contactName as string,
    );

  test.each([
    ['Bergstrom', 'Bergström'],
    ['bergström', 'Bergström'],
    ['zoe', 'Zoë Müller'],
    ['ZOË muller', 'Zoë Müller'],
    ['lodz cafe', 'Zoë Müller'],
    ['محمد', 'مُحَمَّد الأَحمد'],
    ['مُحَمَّد', 'مُحَمَّد الأَحمد'],
    ['rene', 'Rene\u0301 Decomposed'],
    ['René', 'Rene\u0301 Decomposed'],
    ['Re\u0301ne', 'Rene\u0301 Decomposed'],
  ])('%s finds %s', async (q, name) => {
    expect(await names(q)).toEqual([name]);
  });

  test('contact suggestions fold alike', async () => {
    const res = await s.api.get('/contacts?q=bergstrom');
    expect(res.body.data.map((c: Json) => c.contactName)).toEqual(['Bergström']);
  });

  test.each([
    ['0049 30 901820', 'Berlin Office'],
    ['00 49 30 9018', 'Berlin Office'],
    ['011 49 30 901820', 'Berlin Office'],
    ['+49 30 901820', 'Berlin Office'],
    ['0046 8 123', undefined],
    ['0012', 'Four Digits'],
  ])('the number %s finds %s', async (q, name) => {
    expect(await names(q)).toEqual(name ? [name] : []);
  });
});

// The walk reads each call's words from the time index (search_head, migration 039) when they
// are few enough to fit there; a long note's call has none and is matched from the table.
describe('the walk over calls with long notes', () => {
  let l: Awaited<ReturnType<typeof signUpCompany>>;
  /** Distinct words, `count` of them, then `last`. */
  const varied = (count: number, last: string) =>
    `${Array.from({ length: count }, (_, k) => `ledger${(k * 7919) % 10007}`).join(' ')} ${last}`;
  const created: string[] = [];
  beforeAll(async () => {
    l = await signUpCompany(t, 'Long Notes Co');
    // Five calls with "zephyr", newest last; the third's only "zephyr" ends a long note.
    const notes = ['zephyr one', 'zephyr two', varied(80, 'zephyr'), 'zephyr four', 'zephyr five'];
    for (const [i, note] of notes.entries()) {
      const res = await l.api.post('/calls', {
        direction: 'in',
        contactName: `Caller ${i}`,
        contactCompany: 'Winds',
        phone: `+1 212 555 ${2000 + i}`,
        notes: note,
        occurredAt: new Date(Date.UTC(2024, 2, 1, 9, i)).toISOString(),
      });
      expect(res.status).toBe(201);
      created.push(res.body.data.id);
    }
  });

  test('a long note whose only match is its last word is found in time order', async () => {
    expect(varied(80, 'zephyr').length).toBeGreaterThan(300);
    // Its words are too many for the index: the walk reads them from the table.
    const heads = await sql<{ id: string; none: boolean }>`
      select id, search_head is null as none from calls where id in (${sql.join(created)})`.execute(
      t.app.database.db,
    );
    expect(Object.fromEntries(heads.rows.map((r) => [r.id, r.none]))).toEqual(
      Object.fromEntries(created.map((id, i) => [id, i === 2])),
    );
    const newestFirst = [...created].reverse();
    // Page 1 of 2 needs three matches: the walk finds them (a lower bound, not the index's count).
    const first = await l.api.get('/calls?q=zephyr&pageSize=2&page=1');
    expect(first.body.data).toMatchObject({ total: 2, totalExact: false });
    expect(ids(first)).toEqual(newestFirst.slice(0, 2));
    const second = await l.api.get('/calls?q=zephyr&pageSize=2&page=2');
    expect(ids(second)).toEqual(newestFirst.slice(2, 4));
    expect(second.body.data.totalExact).toBe(false);
    const old = await l.api.get('/calls?q=zephyr&order=asc&pageSize=3');
    expect(ids(old)).toEqual(created.slice(0, 3));
    expect(old.body.data.totalExact).toBe(false);
  });

  test('a note of 5,000 characters of varied words saves and its last word is found', async () => {
    const notes = varied(700, 'zephyr').slice(-5000);
    expect(notes.length).toBe(5000);
    const res = await l.api.post('/calls', {
      direction: 'out',
      contactName: 'Longest Note',
      phone: '+1 212 555 2999',
      notes,
      occurredAt: new Date(Date.UTC(2024, 2, 1, 10, 0)).toISOString(),
    });
    expect(res.status).toBe(201);
    const found = await l.api.get('/calls?q=zephyr&pageSize=2');
    expect(ids(found)).toEqual([res.body.data.id, created[4]]);
    expect(found.body.data.totalExact).toBe(false);
  });
});
