import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createTestApp, DIALECT, type TestApp } from './helpers/test-app';
import { addMember, signUpCompany, type Json } from './phonesheet-helpers';

// The counts the database keeps for the Reports route (migration 035): after every kind of
// write they equal a recount of the calls, the route's every-desk figures built from them equal
// the calls counted here by local day, hour and desk (any zone, a half-hour one too), and a
// transaction that never commits leaves the calls and the counts as they were.
jest.setTimeout(120_000);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FROM = '2026-10-30';
const TO = '2026-11-02';

let t: TestApp;
let co: Awaited<ReturnType<typeof signUpCompany>>;
let desks: string[];
let statusId: string;

const db = () => t.app.database.db;

// A fixed pseudo-random sequence: the same calls on every run.
let seed = 35;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

/** `n` calls in one statement, around the range (some on local midnights), as an import would. */
async function insertCalls(n: number, importJob: string | null = null) {
  const start = Date.parse('2026-10-29T00:00:00Z');
  const values = Array.from({ length: n }, (_, i) => {
    const at = i % 7 === 0 ? Date.parse('2026-10-31T04:00:00Z') - (i % 2) : start + rand() * 6 * DAY;
    const phone = `+1212555${String(1000 + Math.floor(rand() * 50))}`;
    return sql`(${randomUUID()}::uuid, ${co.companyId}::uuid, ${rand() < 0.6 ? 'in' : 'out'}, 'Caller', 'Firm',
      ${phone}, ${phone}, ${[...phone.slice(1)].reverse().join('')}, ${desks[i % 2]}::uuid, ${statusId}::uuid,
      'today', ${new Date(at)}, ${desks[0]}::uuid, ${importJob}::uuid)`;
  });
  await sql`
    insert into calls (id, company_id, direction, contact_name, contact_company, phone_raw, phone_e164,
      phone_digits_rev, desk_user_id, status_id, priority, occurred_at, logged_by, import_job_id)
    values ${sql.join(values)}`.execute(db());
}

/** The kept counts and a recount of the calls, each as sorted lines. */
async function keptAndRecount() {
  const q = async (query: ReturnType<typeof sql<{ k: string }>>) =>
    (await query.execute(db())).rows.map((r) => r.k).sort();
  const co_ = co.companyId;
  return {
    kept: {
      slot: await q(sql`select concat_ws('|', slot, direction, import_job_id, n) as k from call_counts_slot
                        where company_id = ${co_}::uuid and n <> 0`),
      desk: await q(sql`select concat_ws('|', day, desk_user_id, direction, import_job_id, n) as k
                        from call_counts_desk_day where company_id = ${co_}::uuid and n <> 0`),
    },
    recount: {
      slot: await q(sql`select concat_ws('|', call_counts_slot_of(occurred_at), direction, import_job_id, count(*)) as k
                        from calls where company_id = ${co_}::uuid and deleted_at is null
                        group by call_counts_slot_of(occurred_at), direction, import_job_id`),
      desk: await q(sql`select concat_ws('|', call_counts_day_of(occurred_at), desk_user_id, direction, import_job_id,
                                  count(*)) as k
                        from calls where company_id = ${co_}::uuid and deleted_at is null
                        group by call_counts_day_of(occurred_at), desk_user_id, direction, import_job_id`),
    },
  };
}

async function expectCountsKept() {
  const { kept, recount } = await keptAndRecount();
  expect(recount.slot.length).toBeGreaterThan(0);
  expect(kept).toEqual(recount);
}

/** The every-desk figures of FROM..TO in `zone`, counted here from the visible calls. */
async function expectedFigures(zone: string) {
  const { rows } = await sql<{ at: Date; direction: string; desk: string }>`
    select c.occurred_at as at, c.direction, c.desk_user_id as desk from calls c
    where c.company_id = ${co.companyId}::uuid and c.deleted_at is null
      and (c.import_job_id is null or c.import_job_id not in (select id from call_imports where hides_rows))`.execute(
    db(),
  );
  const fmt = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  });
  const local = (at: Date) => {
    const p = Object.fromEntries(fmt.formatToParts(at).map((x) => [x.type, x.value]));
    return { date: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour) };
  };
  const inRange = rows.filter((r) => local(r.at).date >= FROM && local(r.at).date <= TO);
  const n = (xs: typeof rows, dir: string) => xs.filter((r) => r.direction === dir).length;
  const days = ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02'];
  return {
    totals: { incoming: n(inRange, 'in'), outgoing: n(inRange, 'out') },
    perDay: days.map((date) => {
      const xs = inRange.filter((r) => local(r.at).date === date);
      return { date, incoming: n(xs, 'in'), outgoing: n(xs, 'out') };
    }),
    perHour: Array.from({ length: 24 }, (_, hour) => {
      const xs = inRange.filter((r) => local(r.at).hour === hour);
      return { hour, incoming: n(xs, 'in'), outgoing: n(xs, 'out') };
    }),
    desks: desks
      .map((desk) => {
        const xs = inRange.filter((r) => r.desk === desk);
        return { deskUserId: desk, calls: xs.length, incoming: n(xs, 'in') };
      })
      .filter((d) => d.calls > 0)
      .sort((a, b) => b.calls - a.calls),
  };
}

/** The route's every-desk figures for FROM..TO, in the company's zone (no `tz`). */
async function reported() {
  const res = await co.api.get(`/reports?from=${FROM}&to=${TO}`);
  expect(res.status).toBe(200);
  const r = res.body.data;
  return {
    totals: r.totals,
    perDay: r.perDay,
    perHour: r.perHour,
    desks: (r.desks as Json[])
      .map((d) => ({ deskUserId: d.deskUserId, calls: d.calls, incoming: d.incoming }))
      .filter((d) => d.calls > 0),
  };
}

async function setZone(zone: string) {
  await sql`update companies set time_zone = ${zone} where id = ${co.companyId}::uuid`.execute(db());
}

beforeAll(async () => {
  t = await createTestApp();
  co = await signUpCompany(t, 'Counts Co');
  const member = await addMember(t, co);
  desks = [co.userId, member.userId];
  statusId = ((await co.api.get('/statuses')).body.data as Json[])[0]!.id as string;
  await insertCalls(120);
});
afterAll(() => t.close());

test('the counts equal a recount after inserts, edits, desk changes, deletes and imports', async () => {
  await expectCountsKept();
  const ids = async (limit: number) =>
    (
      await sql<{ id: string }>`select id from calls where company_id = ${co.companyId}::uuid
        and deleted_at is null order by occurred_at, id limit ${limit}`.execute(db())
    ).rows.map((r) => r.id);
  const some = await ids(30);
  // Edits: a time across a day and an hour, a direction, a desk, a status (not counted).
  await sql`update calls set occurred_at = occurred_at + interval '1 day 3 hours 20 minutes'
            where id in (${sql.join(some.slice(0, 6))})`.execute(db());
  await sql`update calls set direction = case direction when 'in' then 'out' else 'in' end
            where id in (${sql.join(some.slice(6, 10))})`.execute(db());
  await sql`update calls set desk_user_id = ${desks[1]}::uuid where id in (${sql.join(some.slice(10, 16))})`.execute(
    db(),
  );
  await sql`update calls set notes = 'edited' where id in (${sql.join(some.slice(16, 18))})`.execute(db());
  await expectCountsKept();
  // Deleted (kept with deleted_at), restored, and deleted for good.
  await sql`update calls set deleted_at = now() where id in (${sql.join(some.slice(18, 24))})`.execute(db());
  await sql`update calls set deleted_at = null where id in (${sql.join(some.slice(18, 20))})`.execute(db());
  await sql`delete from calls where id in (${sql.join(some.slice(24, 30))})`.execute(db());
  await expectCountsKept();
  expect(await reported()).toEqual(await expectedFigures('UTC'));

  // An import: its calls are counted, and left out of the report while the job hides them.
  const job = randomUUID();
  await sql`insert into call_imports (id, company_id, user_id, status, dry_run, hides_rows)
            values (${job}::uuid, ${co.companyId}::uuid, ${co.userId}::uuid, 'storing', false, true)`.execute(
    db(),
  );
  const before = await reported();
  await insertCalls(40, job);
  await expectCountsKept();
  expect(await reported()).toEqual(before);
  await sql`update call_imports set hides_rows = false, status = 'done' where id = ${job}::uuid`.execute(
    db(),
  );
  const after = await reported();
  expect(after.totals.incoming + after.totals.outgoing).toBeGreaterThan(
    before.totals.incoming + before.totals.outgoing,
  );
  expect(after).toEqual(await expectedFigures('UTC'));
  // A cancelled import's calls deleted in a chunk.
  await sql`delete from calls where import_job_id = ${job}::uuid`.execute(db());
  await expectCountsKept();
  expect(await reported()).toEqual(before);
});

test("the figures follow the company's time zone, whole-hour, half-hour and daylight saving", async () => {
  // New York leaves daylight saving on 1 November 2026 (a 25-hour day); Kolkata is UTC+5:30.
  for (const zone of ['America/New_York', 'Asia/Kolkata', 'UTC']) {
    await setZone(zone);
    expect(await reported()).toEqual(await expectedFigures(zone));
  }
  await expectCountsKept();
});

test(`a transaction that does not commit leaves the calls and the counts as they were (${DIALECT})`, async () => {
  const count = async () =>
    Number(
      (
        await sql<{
          n: string;
        }>`select count(*) as n from calls where company_id = ${co.companyId}::uuid`.execute(db())
      ).rows[0]!.n,
    );
  const calls = await count();
  const { kept } = await keptAndRecount();
  const fails = db()
    .transaction()
    .execute(async (trx) => {
      await sql`update calls set occurred_at = occurred_at - interval '2 days'
                where company_id = ${co.companyId}::uuid`.execute(trx);
      const phone = '+12125559999';
      await sql`insert into calls (id, company_id, direction, phone_raw, phone_e164, phone_digits_rev,
          desk_user_id, status_id, priority, occurred_at, logged_by)
        values (${randomUUID()}::uuid, ${co.companyId}::uuid, 'in', ${phone}, ${phone}, '9999552121',
          ${desks[0]}::uuid, ${statusId}::uuid, 'today', ${new Date('2026-10-31T12:00:00Z')}, ${desks[0]}::uuid)`.execute(
        trx,
      );
      // PostgreSQL: the connection drops mid-transaction (its server process ends); PGlite has
      // one connection in the process, so the transaction fails instead.
      if (DIALECT === 'postgres') await sql`select pg_terminate_backend(pg_backend_pid())`.execute(trx);
      throw new Error('no commit');
    });
  await expect(fails).rejects.toThrow();
  expect(await count()).toBe(calls);
  expect((await keptAndRecount()).kept).toEqual(kept);
  await expectCountsKept();
  expect(await reported()).toEqual(await expectedFigures('UTC'));
});
