import type { Call, SearchQuery } from '@phonesheet/shared/contracts';
import { createCallsService } from '../src/services/phonesheet/calls/service';
import type { EventBus } from '../src/services/phonesheet/events';
import { createSearchCounts, type SearchCounts } from '../src/services/phonesheet/calls/search-counts';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpCompany } from './phonesheet-helpers';

// A history search's count is kept until the company's calls change (services/search-counts.ts).
// Every total it gives must be the total the database gives.

describe('search counts on their own', () => {
  test('an exact count answers any cap; "more than" answers only caps up to its own', () => {
    const counts = createSearchCounts();
    counts.store(counts.ticket('co'), 'co', 'few', 100, 42);
    counts.store(counts.ticket('co'), 'co', 'many', 100, 101);
    expect(counts.get('co', 'few', 100)).toBe(42);
    expect(counts.get('co', 'few', 5000)).toBe(42);
    expect(counts.get('co', 'many', 100)).toBe(101);
    expect(counts.get('co', 'many', 50)).toBe(101);
    // A deeper page needs a higher cap than "more than 100" can tell.
    expect(counts.get('co', 'many', 200)).toBeUndefined();
    expect(counts.get('co', 'other', 100)).toBeUndefined();
    expect(counts.get('elsewhere', 'few', 100)).toBeUndefined();
  });

  test("a change drops the company's counts and no other's; a count read across it is not kept", () => {
    const counts = createSearchCounts();
    counts.store(counts.ticket('a'), 'a', 'k', 100, 1);
    counts.store(counts.ticket('b'), 'b', 'k', 100, 2);
    const underWay = counts.ticket('a');
    counts.changed('a');
    expect(counts.get('a', 'k', 100)).toBeUndefined();
    expect(counts.get('b', 'k', 100)).toBe(2);
    counts.store(underWay, 'a', 'k', 100, 1);
    expect(counts.get('a', 'k', 100)).toBeUndefined();
    // A count started after the change is kept.
    counts.store(counts.ticket('a'), 'a', 'k', 100, 3);
    expect(counts.get('a', 'k', 100)).toBe(3);
    // Forgotten and held again, a company never repeats a generation.
    const first = counts.ticket('c');
    counts.changed('c');
    counts.ticket('c');
    counts.store(first, 'c', 'k', 100, 9);
    expect(counts.get('c', 'k', 100)).toBeUndefined();
  });

  test('at most `max` counts, the least recently used dropped first', () => {
    const counts = createSearchCounts({ max: 2 });
    counts.store(counts.ticket('co'), 'co', 'one', 100, 1);
    counts.store(counts.ticket('co'), 'co', 'two', 100, 2);
    expect(counts.get('co', 'one', 100)).toBe(1);
    counts.store(counts.ticket('x'), 'x', 'three', 100, 3);
    expect(counts.size()).toBe(2);
    expect(counts.get('co', 'two', 100)).toBeUndefined();
    expect(counts.get('co', 'one', 100)).toBe(1);
    expect(counts.get('x', 'three', 100)).toBe(3);
  });

  test('while events may be missed (a lost listener) nothing is served or kept', () => {
    let live = true;
    const counts = createSearchCounts({ live: () => live });
    counts.store(counts.ticket('co'), 'co', 'k', 100, 1);
    live = false;
    expect(counts.get('co', 'k', 100)).toBeUndefined();
    counts.store(counts.ticket('co'), 'co', 'j', 100, 2);
    live = true;
    expect(counts.get('co', 'j', 100)).toBeUndefined();
  });
});

describe('search counts through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('after every kind of change, totals are those of a fresh count, here and on another instance', async () => {
    const a = await signUpCompany(t, 'Counts Co');
    const other = await signUpCompany(t, 'Other Counts Co');
    const base = {
      db: t.app.database.db,
      statuses: t.app.phonesheet.statuses,
      events: t.app.phonesheet.events,
      country: t.config.phoneDefaultCountry,
      countCap: 4,
    };
    // The reference counts every time; `elsewhere` keeps counts and learns of the API's writes
    // only through the events, as another server would.
    const fresh = createCallsService(base);
    const kept = createSearchCounts();
    const served = { hits: 0, counted: 0 };
    const counting: SearchCounts = {
      ...kept,
      get: (...args) => {
        const n = kept.get(...args);
        if (n !== undefined) served.hits++;
        return n;
      },
      store: (...args) => {
        served.counted++;
        kept.store(...args);
      },
    };
    const stop = t.app.phonesheet.events.observe((companyId) => kept.changed(companyId));
    const elsewhere = createCallsService({ ...base, searchCounts: counting });
    const user = { id: a.userId, companyId: a.companyId, sessionId: 'none' };
    const filters = [
      { priority: 'asap' },
      { priority: 'asap', direction: 'in', sort: 'contactName', order: 'asc' },
      { q: 'acme' },
      { q: 'acme', sort: 'contactName' },
      { q: '212 555' },
    ];
    const totals = async (svc: typeof fresh) => {
      const out = [];
      for (const f of filters)
        for (const page of ['1', '2']) {
          const res = await svc.search(user, { ...f, page, pageSize: '2' } as SearchQuery);
          out.push(`${res.total}${res.totalExact ? '' : '+'}`);
        }
      return out;
    };
    const same = async (label: string) => {
      const want = await totals(fresh);
      expect({ label, totals: await totals(elsewhere) }).toEqual({ label, totals: want });
      // Asked again with nothing changed, no count is made again (a word search by time that
      // the walk over the newest calls answered makes none at all).
      const { hits, counted } = served;
      expect({ label, totals: await totals(elsewhere) }).toEqual({ label, totals: want });
      expect(served.hits - hits).toBeGreaterThanOrEqual((filters.length - 1) * 2);
      expect(served.counted - counted).toBe(0);
    };
    const log = async (name: string, over: Record<string, unknown> = {}) => {
      const res = await a.api.post('/calls', {
        direction: 'in',
        contactName: name,
        contactCompany: 'Acme',
        phone: `+1 212 555 0${String(100 + Math.floor(Math.random() * 899))}`,
        priority: 'asap',
        ...over,
      });
      expect(res.status).toBe(201);
      return res.body.data as Call;
    };

    const first = await log('Ada Acme');
    await log('Grace Acme', { direction: 'out' });
    await same('first counts');
    await log('Linus Acme');
    await same('created');
    let r = await a.api.patch(`/calls/${first.id}`, { version: first.version, priority: 'today' });
    expect(r.status).toBe(200);
    await same('priority changed');
    r = await a.api.patch(`/calls/${first.id}`, { version: r.body.data.version, contactCompany: 'Initech' });
    expect(r.status).toBe(200);
    await same('company renamed out of the words');
    expect((await a.api.del(`/calls/${first.id}`)).status).toBe(200);
    await same('deleted');
    expect((await a.api.post(`/calls/${first.id}/restore`, {})).status).toBe(200);
    await same('restored');
    await other.api.post('/calls', {
      direction: 'in',
      contactName: 'Acme Elsewhere',
      phone: '+1 212 555 0199',
    });
    await same("another company's call");
    const csv = [
      'direction,name,company,phone,extension,status,priority,notes,occurredAt',
      ...[1, 2, 3, 4].map((i) => `in,Imported ${i},Acme,+1 212 555 014${i},,To return,asap,,`),
    ].join('\n');
    expect((await a.api.post('/calls/import', { csv })).status).toBe(201);
    await same('import passes the cap');
    stop();

    // The instance that saves a call counts it at once, before the fan-out comes back
    // (PostgreSQL's NOTIFY comes back after a round trip; here it never does).
    // A bus that logs the events but never delivers them.
    const silent: EventBus = { ...base.events, write: async (_companyId, change) => (await change()).value };
    const own = createCallsService({ ...base, events: silent, searchCounts: createSearchCounts() });
    const asap = async () =>
      (await own.search(user, { priority: 'asap', q: 'acme', sort: 'contactName' })).total;
    const total = await asap();
    await own.create(user, {
      direction: 'in',
      contactName: 'Saved here',
      contactCompany: 'Acme',
      phone: '+1 212 555 0177',
      priority: 'asap',
    });
    expect(await asap()).toBe(total + 1);
  });

  // Through HTTP, a plan with a history window clips every search to it: the clip must not make
  // each request a filter of its own (it moves by the minute).
  test.each([['premium'], [null]] as const)(
    'the API counts a filter once for all its pages and sorts (plan %s), and a new call drops the count',
    async (plan) => {
      const c = await signUpCompany(t, `Kept counts ${plan ?? 'basic'}`, { plan });
      const counts = t.app.phonesheet.counts as SearchCounts;
      const log = async (name: string) =>
        expect(
          (
            await c.api.post('/calls', {
              direction: 'in',
              contactName: name,
              phone: '+1 212 555 0123',
              priority: 'asap',
            })
          ).status,
        ).toBe(201);
      for (const name of ['Ada', 'Grace', 'Linus']) await log(name);
      const total = async (q: string) =>
        (await c.api.get(`/calls?priority=asap&pageSize=2&${q}`)).body.data.total;
      const minute = Math.floor(Date.now() / 60_000);
      const held = counts.size();
      expect([
        await total('page=1'),
        await total('page=2'),
        await total('sort=contactName&order=asc'),
      ]).toEqual([3, 3, 3]);
      // One count for the three (unless the history window's minute turned meanwhile).
      if (Math.floor(Date.now() / 60_000) === minute) expect(counts.size()).toBe(held + 1);
      await log('Margaret');
      expect(counts.size()).toBe(held);
      expect(await total('page=2')).toBe(4);
    },
  );
});
