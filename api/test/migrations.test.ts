import { sql } from 'kysely';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createDatabase } from '../src/db/database';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate';
import { createTestApp, TEST_DATABASE_URL } from './helpers/test-app';

test('migrations are recorded once and re-running them changes nothing', async () => {
  const t = await createTestApp();
  try {
    const db = t.app.database.db;
    const files = fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(files[0]).toBe('001_accounts.sql');
    const recorded = await db.selectFrom('schema_migrations').select('name').orderBy('name').execute();
    expect(recorded.map((r) => r.name)).toEqual(files);
    await t.register();
    expect(await migrate(db)).toEqual([]);
    expect(await migrate(db)).toEqual([]);
    const users = await sql<{ n: number }>`select count(*)::int as n from users`.execute(db);
    expect(users.rows[0]?.n).toBe(1);
  } finally {
    await t.close();
  }
});

test('e-mail is unique regardless of case at the database level', async () => {
  const t = await createTestApp();
  try {
    const body = await t.register();
    const db = t.app.database.db;
    const user = await db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto('users')
        .values({ ...user, id: '00000000-0000-4000-8000-000000000001', email: body.email.toUpperCase() })
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
  } finally {
    await t.close();
  }
});

// Instances starting together on an empty database (issue 44): each runs the migrations at
// once; none may fail on the other's `create table schema_migrations`. PostgreSQL only (a
// PGlite directory has one process).
const onServer = TEST_DATABASE_URL ? test : test.skip;
onServer(
  'several instances migrating one empty schema at once all start, each file applied once',
  async () => {
    const ROUNDS = 6;
    const INSTANCES = 4;
    const admin = new Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    const files = fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const failures: string[] = [];
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const schema = `mig_race_${randomBytes(4).toString('hex')}`;
        await admin.query(`create schema ${schema}`);
        const instances = await Promise.all(
          Array.from({ length: INSTANCES }, () =>
            createDatabase({
              databaseUrl: TEST_DATABASE_URL,
              databaseSchema: schema,
              dataDir: '',
              inMemoryDatabase: false,
            }),
          ),
        );
        try {
          const results = await Promise.allSettled(instances.map((d) => migrate(d.db)));
          for (const r of results) if (r.status === 'rejected') failures.push(String(r.reason));
          // Every file applied by exactly one of them.
          const applied = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
          if (!failures.length) expect(applied.sort()).toEqual(files);
          const recorded = await admin.query(`select name from ${schema}.schema_migrations order by name`);
          expect(recorded.rows.map((r: { name: string }) => r.name)).toEqual(files);
        } finally {
          await Promise.all(instances.map((d) => d.close()));
          await admin.query(`drop schema ${schema} cascade`);
        }
      }
      expect(failures).toEqual([]);
    } finally {
      await admin.end();
    }
  },
  120_000,
);

// Migrations 034 and 035 on a database that already holds calls: each call back gets the time of
// its call, which the Reports route's returns range over, and the calls are counted per quarter
// hour and per day and desk (docs/performance.md, "Reports on a million calls").
test("migrations 034 and 035 give the call backs stored before them their call's time, and count the calls", async () => {
  const before = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-033-'));
  for (const f of fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql') && f < '034'))
    fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(before, f));
  const schema = `mig_034_${randomBytes(4).toString('hex')}`;
  const admin = TEST_DATABASE_URL ? new Client({ connectionString: TEST_DATABASE_URL }) : null;
  if (admin) await admin.connect();
  await admin?.query(`create schema ${schema}`);
  const database = await createDatabase(
    admin
      ? { databaseUrl: TEST_DATABASE_URL, databaseSchema: schema, dataDir: '', inMemoryDatabase: false }
      : { dataDir: '', inMemoryDatabase: true },
  );
  try {
    const db = database.db;
    await migrate(db, before);
    const [co, user, status, call, back, plain] = Array.from({ length: 6 }, () => randomUUID());
    await sql`insert into companies (id, name) values (${co}::uuid, 'Before 034')`.execute(db);
    await sql`insert into users (id, company_id, email, first_name, last_name, password_hash, user_type)
      values (${user}::uuid, ${co}::uuid, 'before.034@example.com', 'Ada', 'Lovelace', 'x', 'Admin')`.execute(
      db,
    );
    await sql`insert into call_statuses (id, company_id, key, name, is_open, color, sort_order)
      values (${status}::uuid, ${co}::uuid, 'spoke', 'Spoke', false, '#13c2c2', 0)`.execute(db);
    const at = (id: string, iso: string, callbackOf: string | null) =>
      sql`(${id}::uuid, ${co}::uuid, ${callbackOf ? 'out' : 'in'}, '+12125550134', '+12125550134',
        '4310555212', ${user}::uuid, ${status}::uuid, 'today', ${iso}::timestamptz, ${user}::uuid, ${callbackOf}::uuid)`;
    await sql`insert into calls (id, company_id, direction, phone_raw, phone_e164, phone_digits_rev,
        desk_user_id, status_id, priority, occurred_at, logged_by, callback_of)
      values ${sql.join([
        at(call!, '2026-03-01T10:00:00Z', null),
        at(back!, '2026-03-02T11:00:00Z', call!),
        at(plain!, '2026-03-03T12:00:00Z', null),
      ])}`.execute(db);
    // 034 and every later migration, on calls stored before them.
    const later = fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql') && f >= '034');
    expect(await migrate(db)).toEqual(later.sort());
    const { rows } = await sql<{ id: string; at: Date | null }>`
      select id, callback_origin_at as at from calls order by occurred_at`.execute(db);
    expect(rows.map((r) => [r.id, r.at?.toISOString() ?? null])).toEqual([
      [call, null],
      [back, '2026-03-01T10:00:00.000Z'],
      [plain, null],
    ]);
    const { rows: slots } = await sql<{ k: string }>`
      select concat_ws(' ', to_char(slot at time zone 'UTC', 'YYYY-MM-DD HH24:MI'), direction, n) as k
      from call_counts_slot order by slot`.execute(db);
    expect(slots.map((r) => r.k)).toEqual([
      '2026-03-01 10:00 in 1',
      '2026-03-02 11:00 out 1',
      '2026-03-03 12:00 in 1',
    ]);
    const { rows: days } = await sql<{ k: string }>`
      select concat_ws(' ', day, case when desk_user_id = ${user}::uuid then 'Ada' end, direction, n) as k
      from call_counts_desk_day order by day`.execute(db);
    expect(days.map((r) => r.k)).toEqual([
      '2026-03-01 Ada in 1',
      '2026-03-02 Ada out 1',
      '2026-03-03 Ada in 1',
    ]);
  } finally {
    await database.close();
    await admin?.query(`drop schema ${schema} cascade`);
    await admin?.end();
    fs.rmSync(before, { recursive: true, force: true });
  }
});
