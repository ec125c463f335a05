import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createDatabase, type Database } from '../src/db/database';

// PGlite runs in its own thread (db/pglite-engine.ts): the engine's work, however long, leaves
// this thread's event loop free. Before, one big statement held it for the statement's whole
// time, and a transaction of many statements (a CSV import) for the whole transaction, since
// PGlite's answers arrive as microtasks: a timer never ran (0 ticks in 6 s). The bound: 50 ms
// is the issue's target, but this shared machine (2 cores, load up to 25) deschedules the
// thread itself for 80–120 ms when idle and over a second under load, so the test asks that
// the loop ran all along: a 5 ms timer at least every 50 ms on average, and no delay longer
// than 250 ms or a quarter of the work, whichever is more (docs/platform.md).
const boundMs = (workMs: number) => Math.max(250, workMs / 4);

let database: Database;
beforeAll(async () => {
  database = await createDatabase({ dataDir: '', inMemoryDatabase: true, pgliteThread: 'worker' });
  await sql`create table loop_rows (n int primary key, label text)`.execute(database.db);
}, 120_000);
afterAll(() => database?.close());

/** The event loop's largest delay and how often a 5 ms timer ran while `work` ran. */
async function whileRunning(work: () => Promise<unknown>) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  let ticks = 0;
  const timer = setInterval(() => ticks++, 5);
  delay.enable();
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  delay.disable();
  clearInterval(timer);
  const run = { ms, maxDelayMs: delay.max / 1e6, ticks };
  console.log('event loop while the engine worked', run); // the numbers behind the bound
  return run;
}

test('one long statement leaves the event loop free', async () => {
  // A sort long enough to matter (over 500 ms) on this machine, quiet or loaded: the rows double
  // until it is.
  let run = { ms: 0, maxDelayMs: 0, ticks: 0 };
  for (let rows = 300_000; run.ms <= 500 && rows <= 4_800_000; rows *= 2)
    run = await whileRunning(() =>
      sql`select count(*) from (select md5(g::text) as h from generate_series(1, ${rows}::int) g order by h) s`.execute(
        database.db,
      ),
    );
  expect(run.ms).toBeGreaterThan(500);
  expect(run.maxDelayMs).toBeLessThan(boundMs(run.ms));
  expect(run.ticks).toBeGreaterThan(run.ms / 50);
}, 120_000);

test('a transaction of 3,000 statements (an import) lets the event loop run between them', async () => {
  const run = await whileRunning(() =>
    database.db.transaction().execute(async (trx) => {
      for (let n = 1; n <= 3000; n++)
        await sql`insert into loop_rows values (${n}, ${`row ${n}`})`.execute(trx);
    }),
  );
  expect(run.maxDelayMs).toBeLessThan(boundMs(run.ms));
  expect(run.ticks).toBeGreaterThan(run.ms / 50);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from loop_rows`.execute(database.db);
  expect(rows[0]?.n).toBe(3000);
}, 120_000);
