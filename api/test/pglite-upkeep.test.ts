import { sql } from 'kysely';
import { createUpkeep } from '../src/db/pglite/upkeep';
import { createTestApp, DIALECT, onPGlite, type TestApp } from './helpers/test-app';
import { signUpCompany } from './phonesheet-helpers';

// PGlite has no autovacuum: the API vacuums and analyzes it after writes, at a quiet moment
// (db/pglite-upkeep.ts). A PostgreSQL server does this itself.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('writes make an upkeep due; reads do not (PGlite only)', async () => {
  const { upkeep } = t.app.database;
  if (DIALECT === 'postgres') {
    expect(upkeep).toBeNull();
    return;
  }
  expect(upkeep?.due()).toBe(false);
  expect((await t.request({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  expect(upkeep?.due()).toBe(false);
  const s = await signUpCompany(t, 'Upkeep Co');
  expect(
    (await s.api.post('/calls', { direction: 'in', contactName: 'Ada', phone: '+1 212 555 0100' })).status,
  ).toBe(201);
  expect(upkeep?.due()).toBe(true);
});

// The upkeep itself runs on PGlite only (on the shared PostgreSQL test database it would vacuum
// every test schema at once).
onPGlite('once a period after writes, at a quiet moment or after another period at the latest', async () => {
  let clock = 0;
  const upkeep = createUpkeep(t.app.database.db, {
    everyMs: 1000,
    quietMs: 100,
    now: () => clock,
    timer: false,
  });
  clock = 1000;
  expect(await upkeep.tick()).toBe(false); // nothing written
  upkeep.wrote();
  upkeep.activity();
  expect(await upkeep.tick()).toBe(false); // a request just began
  clock += 100;
  expect(await upkeep.tick()).toBe(true);
  expect(upkeep.due()).toBe(false);
  // Busy: a request every 50 ms. Due after one period, run after a second one anyway.
  upkeep.wrote();
  const busyUntil = async (end: number) => {
    let ran = false;
    while (clock < end && !ran) {
      clock += 50;
      upkeep.activity();
      ran = await upkeep.tick();
    }
    return ran;
  };
  const ranAt = clock;
  expect(await busyUntil(ranAt + 1950)).toBe(false);
  expect(await busyUntil(ranAt + 2100)).toBe(true);
  expect(clock).toBe(ranAt + 2000);
  await upkeep.stop();
  upkeep.wrote();
  clock += 10_000;
  expect(await upkeep.tick()).toBe(false); // stopped
});

onPGlite('the upkeep vacuums and analyzes: every page all-visible, the row estimate true', async () => {
  const s = await signUpCompany(t, 'Vacuumed Co');
  const lines = ['direction,name,company,phone,extension,status,priority,notes,occurredAt'];
  for (let i = 0; i < 300; i++) lines.push(`in,Caller ${i},Acme,+1 212 555 ${String(1000 + i)},,,today,,`);
  expect((await s.api.post('/calls/import', { csv: lines.join('\n') })).status).toBe(201);
  type State = { pages: number; visible: number; estimate: number; rows: number };
  const state = async () =>
    (
      await sql<State>`
        select relpages::int as pages, relallvisible::int as visible, reltuples::int as estimate,
               (select count(*) from calls)::int as rows
        from pg_class where oid = 'calls'::regclass`.execute(t.app.database.db)
    ).rows[0] as State;
  const before = await state();
  expect(before.estimate).not.toBe(before.rows);
  let clock = 0;
  const upkeep = createUpkeep(t.app.database.db, {
    everyMs: 1,
    quietMs: 0,
    now: () => ++clock,
    timer: false,
  });
  upkeep.wrote();
  expect(await upkeep.tick()).toBe(true);
  const after = await state();
  expect(after.pages).toBeGreaterThan(0);
  expect(after.visible).toBe(after.pages);
  expect(after.estimate).toBe(after.rows);
});

// ANALYZE of a million calls takes ≈ 0.7 s of PGlite's one connection: after its first upkeep
// a process analyzes a table only once its changes reach autovacuum's threshold.
onPGlite('analyzes a table again only when its changes reach 50 rows + 10 %', async () => {
  const s = await signUpCompany(t, 'Analyzed Co');
  const { db } = t.app.database;
  const lastAnalyze = async () =>
    (
      await sql<{ at: Date | null }>`
        select last_analyze as at from pg_stat_user_tables where relname = 'calls'`.execute(db)
    ).rows[0]?.at?.getTime();
  let clock = 0;
  const analyzed: string[][] = [];
  const upkeep = createUpkeep(db, {
    everyMs: 1,
    quietMs: 0,
    now: () => ++clock,
    timer: false,
    log: (_ms, err, tables) => analyzed.push(err ? ['failed'] : (tables ?? [])),
  });
  upkeep.wrote();
  expect(await upkeep.tick()).toBe(true);
  expect(analyzed[0]).toEqual(expect.arrayContaining(['calls', 'users', 'companies']));
  const first = await lastAnalyze();
  expect(first).toEqual(expect.any(Number));

  // One more call among a few hundred: vacuumed, not analyzed.
  expect(
    (await s.api.post('/calls', { direction: 'in', contactName: 'Ada', phone: '+1 212 555 0100' })).status,
  ).toBe(201);
  upkeep.wrote();
  expect(await upkeep.tick()).toBe(true);
  expect(analyzed[1]).not.toContain('calls');
  expect(await lastAnalyze()).toBe(first);

  // One import of 300 calls is one write, but the table's row count moved past the threshold.
  const lines = ['direction,name,company,phone,extension,status,priority,notes,occurredAt'];
  for (let i = 0; i < 300; i++) lines.push(`in,Bulk ${i},Acme,+1 212 556 ${String(1000 + i)},,,today,,`);
  expect((await s.api.post('/calls/import', { csv: lines.join('\n') })).status).toBe(201);
  upkeep.wrote();
  expect(await upkeep.tick()).toBe(true);
  expect(analyzed[2]).toContain('calls');
  expect(await lastAnalyze()).toBeGreaterThan(first as number);
  await upkeep.stop();
});
