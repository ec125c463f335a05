#!/usr/bin/env node
// Seeds the phone-sheet benchmark data: company "Bench Co" with 20 desks and N calls spread
// over three years (default 1,000,000), and a second company beside it (N/100 calls), straight
// in SQL (generate_series) through the built API's database layer and migrations.
// Calls before the last day are closed, as on a real sheet, except one in 2,000 left open (they roll over).
// Each outgoing call but a batch's last is the call back of the incoming call just before it.
// Usage: DATA_DIR=.data-bench node bench/phonesheet-seed.mjs [calls]     (PGlite)
//        DATABASE_URL=postgres://… node bench/phonesheet-seed.mjs [calls]  (PostgreSQL)
// Prints the admin's e-mail and password for bench/phonesheet-api.mjs.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import path from 'node:path';

const require = createRequire(new URL('../api/package.json', import.meta.url));
const ROOT = path.resolve(new URL('..', import.meta.url).pathname);
const { createDatabase } = require(path.join(ROOT, 'api/dist/db/database.js'));
const { migrate } = require(path.join(ROOT, 'api/dist/db/migrate.js'));
const { hashPassword } = require(path.join(ROOT, 'api/dist/lib/crypto.js'));
const { sql } = require('kysely');

const N = Number(process.argv[2] ?? 1_000_000);
const PASSWORD = 'bench password 1';
const STATUSES = [
  ['toReturn', 'To return', true, '#fa541c'],
  ['returned', 'Returned', false, '#52c41a'],
  ['leftWord', 'Left word', true, '#faad14'],
  ['willCallBack', 'Will call back', true, '#1677ff'],
  ['spoke', 'Spoke', false, '#13c2c2'],
  ['noAnswer', 'No answer', true, '#8c8c8c'],
];
const FIRST = [
  'Ada',
  'Grace',
  'Alan',
  'Katherine',
  'Edsger',
  'Barbara',
  'Donald',
  'Margaret',
  'Linus',
  'Radia',
  'Ken',
  'Frances',
  'Dennis',
  'Hedy',
  'John',
  'Annie',
  'Tim',
  'Shafi',
  'Bjarne',
  'Lynn',
];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Johnson',
  'Dijkstra',
  'Liskov',
  'Knuth',
  'Hamilton',
  'Torvalds',
  'Perlman',
  'Thompson',
  'Allen',
  'Ritchie',
  'Lamarr',
  'McCarthy',
  'Easley',
  'Berners-Lee',
  'Goldwasser',
  'Stroustrup',
  'Conway',
];
const COMPANIES = [
  'Acme',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Stark Industries',
  'Wayne Enterprises',
  'Wonka',
  'Tyrell',
  'Cyberdyne',
];
const TOPICS = [
  'the contract renewal',
  'an invoice question',
  'the board meeting',
  'a delivery delay',
  'the quarterly figures',
  'a job application',
  'the press release',
  'lunch on Friday',
  'the server outage',
  'a new order',
];

async function seedCompany(db, name, adminEmail, calls, desks) {
  const companyId = randomUUID();
  await db.insertInto('companies').values({ id: companyId, name }).execute();
  // A paying company: Premium reads all three years and exports (a company without a plan has
  // Basic's 7 days and no CSV). Its 20 desks predate any limit: limits only stop new desks.
  await db
    .insertInto('company_subscriptions')
    .values({ company_id: companyId, plan_id: 'premium', status: 'active' })
    .execute();
  const hash = await hashPassword(PASSWORD);
  const userIds = [];
  for (let i = 0; i < desks; i++) {
    const id = randomUUID();
    userIds.push(id);
    await db
      .insertInto('users')
      .values({
        id,
        company_id: companyId,
        email: i === 0 ? adminEmail : `desk${i}.${companyId.slice(0, 8)}@example.com`,
        first_name: FIRST[i % 20],
        last_name: LAST[i % 20],
        password_hash: hash,
        user_type: i === 0 ? 'Admin' : 'User',
        verified_at: new Date(),
      })
      .execute();
  }
  const statusIds = [];
  for (const [i, [key, sname, open, color]] of STATUSES.entries()) {
    const id = randomUUID();
    statusIds.push(id);
    await db
      .insertInto('call_statuses')
      .values({ id, company_id: companyId, key, name: sname, is_open: open, color, sort_order: i })
      .execute();
  }
  const span = 3 * 365 * 86400; // three years, in seconds
  const batch = 50_000;
  for (let start = 1; start <= calls; start += batch) {
    const end = Math.min(calls, start + batch - 1);
    // Before today: closed (Returned / Spoke) except one in 2,000, which roll over; the last day: any status.
    // The one left open moves to the next desk every 2,000 calls (g % 2000 = 0 alone is always desk 1).
    // Ids follow from (company, g), so an outgoing call g can be the call back of the incoming
    // call g + 1 (an older one, same batch): the reports' returns (bench/reports-api.mjs).
    await sql`
      insert into calls (id, company_id, direction, contact_name, contact_company, phone_raw, phone_e164, phone_digits_rev,
        desk_user_id, status_id, priority, notes, occurred_at, logged_by, callback_of, callback_origin_at)
      select md5(${companyId}::text || g)::uuid, ${companyId}::uuid,
        case when g % 3 = 0 then 'out' else 'in' end,
        (${FIRST}::text[])[1 + g % 20] || ' ' || (${LAST}::text[])[1 + (g / 20) % 20],
        (${COMPANIES}::text[])[1 + g % 10],
        '(212) ' || substr(n::text, 1, 3) || '-' || substr(n::text, 4, 4),
        '+1212' || n::text,
        reverse('1212' || n::text),
        (${userIds}::uuid[])[1 + g % ${desks}],
        case when t > now() - interval '1 day' or g % 2000 = (g / 2000) % 20 then (${statusIds}::uuid[])[1 + g % 6]
             else (${statusIds}::uuid[])[case when g % 2 = 0 then 2 else 5 end] end,
        (array['asap','today','whenever'])[1 + (g / 7) % 3],
        'Called about ' || (${TOPICS}::text[])[1 + g % 10],
        t,
        (${userIds}::uuid[])[1 + g % ${desks}],
        case when g % 3 = 0 and g < ${end} then md5(${companyId}::text || (g + 1))::uuid end,
        case when g % 3 = 0 and g < ${end} then now() - make_interval(secs => ((g + 1)::float8 * ${span} / ${calls})) end
      from (
        select g, 2000000 + (g::bigint * 7919) % 7999999 as n,
               now() - make_interval(secs => (g::float8 * ${span} / ${calls})) as t
        from generate_series(${start}::int, ${end}::int) g
      ) s`.execute(db);
    process.stdout.write(`\r${name}: ${end.toLocaleString('en')} / ${calls.toLocaleString('en')} calls`);
  }
  process.stdout.write('\n');
  return companyId;
}

const started = Date.now();
const database = await createDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.resolve(process.env.DATA_DIR ?? path.join(ROOT, '.data-bench')),
  inMemoryDatabase: false,
  // A batch of 50,000 calls and an index build outlast the API's 10-second statement timeout.
  databaseTimeouts: { connectMs: 10_000, statementMs: 3_600_000, idleInTransactionMs: 3_600_000 },
});
await migrate(database.db);
// Bulk load: drop the secondary indexes of calls, load, then build them once (much faster
// than maintaining seven indexes row by row). Their definitions come from the catalogue.
const { rows: indexes } =
  await sql`select indexname, indexdef from pg_indexes where tablename = 'calls' and indexname <> 'calls_pkey' and schemaname = current_schema()`.execute(
    database.db,
  );
for (const i of indexes) await sql.raw(`drop index ${i.indexname}`).execute(database.db);
// A call back's call comes after it in the same statement, where the trigger that copies the
// call's time (migration 034) would not see it yet: the seed writes that time itself.
await sql`alter table calls disable trigger user`.execute(database.db);
const stamp = Date.now();
const adminEmail = `bench.${stamp}@example.com`;
await seedCompany(database.db, 'Bench Co', adminEmail, N, 20);
await seedCompany(database.db, 'Other Co', `other.${stamp}@example.com`, Math.max(1, Math.round(N / 100)), 5);
await sql`alter table calls enable trigger user`.execute(database.db);
for (const i of indexes) {
  process.stdout.write(`building ${i.indexname}\n`);
  await sql.raw(i.indexdef).execute(database.db);
}
// As a live database would be (autovacuum on a server, the API's upkeep on PGlite): all-visible
// pages let deep filtered pages come from the index alone (migration 006).
await sql`vacuum (analyze)`.execute(database.db);
await database.close();
console.log(
  JSON.stringify({
    email: adminEmail,
    password: PASSWORD,
    calls: N,
    seconds: Math.round((Date.now() - started) / 1000),
  }),
);
