import { sql } from 'kysely';
import { createDatabase, type Database } from '../src/db/database';
import { PREPARED_MAX } from '../src/db/pglite/dialect';
import { samePlanForEveryValue } from '../src/db/plan-hint';

// The PGlite dialect sends each statement as one batch of wire-protocol messages and keeps it
// prepared by its text (db/pglite-dialect.ts). What a caller must not notice: values go in and
// come back as with PGlite's own query(), errors are the database's, and DDL does not break a
// kept statement.
// The same in the API's thread (PGLITE_THREAD=main) and in its own (worker, the default).
describe.each(['main', 'worker'] as const)('PGlite in the %s thread', (thread) => {
  let database: Database;
  beforeAll(async () => {
    database = await createDatabase({ dataDir: '', inMemoryDatabase: true, pgliteThread: thread });
  });
  afterAll(() => database.close());

  const kept = async (text: string) =>
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from pg_prepared_statements where statement = ${text}`.execute(database.db)
    ).rows[0]?.n;

  test('values of every kind go in as node-postgres sends them and come back typed', async () => {
    const at = new Date('2026-11-21T10:11:12.345Z');
    const { rows } = await sql<Record<string, unknown>>`
      select ${'Zoë "Q" \\ 東京'}::text as text, ${42}::int as int, ${2.5}::float8 as float,
        ${true}::boolean as yes, ${false}::boolean as no, ${at}::timestamptz as at, ${null}::text as nothing,
        ${['a,b', 'say "hi"', 'back\\slash']}::text[] as list,
        (${['x', null]}::text[])[2] is null as null_item, ${[1, 2, 3]}::int[] as ints,
        ${JSON.stringify({ ok: true })}::jsonb as json, ${{ nested: [1] }}::jsonb as object,
        ${new Uint8Array([0, 255, 16])}::bytea as bytes`.execute(database.db);
    const row = rows[0] as Record<string, unknown>;
    expect(row).toMatchObject({
      text: 'Zoë "Q" \\ 東京',
      int: 42,
      float: 2.5,
      yes: true,
      no: false,
      nothing: null,
      list: ['a,b', 'say "hi"', 'back\\slash'],
      null_item: true,
      ints: [1, 2, 3],
      json: { ok: true },
      object: { nested: [1] },
    });
    expect(new Date(row.at as Date).toISOString()).toBe(at.toISOString());
    expect([...(row.bytes as Uint8Array)]).toEqual([0, 255, 16]);
  });

  test('a statement run again is prepared once; inserts, updates and deletes count their rows', async () => {
    await sql`create table dialect_rows (n int primary key, label text)`.execute(database.db);
    const insert = (n: number) =>
      database.db
        .insertInto('dialect_rows' as never)
        .values({ n, label: `row ${n}` } as never)
        .execute();
    for (const n of [1, 2, 3]) expect((await insert(n))[0]?.numInsertedOrUpdatedRows).toBe(1n);
    expect(await kept('insert into "dialect_rows" ("n", "label") values ($1, $2)')).toBe(1);
    const updated = await sql`update dialect_rows set label = 'x' where n >= ${2}`.execute(database.db);
    expect(updated.numAffectedRows).toBe(2n);
    const deleted = await sql`delete from dialect_rows where n = ${1}`.execute(database.db);
    expect(deleted.numAffectedRows).toBe(1n);
    const plans = await sql<{ mode: string }>`select current_setting('plan_cache_mode') as mode`.execute(
      database.db,
    );
    expect(plans.rows[0]?.mode).toBe('force_custom_plan');
  });

  test("the database's errors come through with their codes, and the connection goes on", async () => {
    await sql`create table dialect_unique (email text unique)`.execute(database.db);
    await sql`insert into dialect_unique values (${'a@example.com'})`.execute(database.db);
    await expect(
      sql`insert into dialect_unique values (${'a@example.com'})`.execute(database.db),
    ).rejects.toMatchObject({ code: '23505' });
    // A statement the database cannot parse is not kept; it fails the same way again.
    const bad = 'selec 1';
    await expect(sql.raw(bad).execute(database.db)).rejects.toMatchObject({ code: '42601' });
    await expect(sql.raw(bad).execute(database.db)).rejects.toMatchObject({ code: '42601' });
    expect(await kept(bad)).toBe(0);
    // A value the type refuses fails at bind; the statement stays kept and works with a good one.
    const byId = (id: string) => sql<{ id: string }>`select ${id}::uuid as id`.execute(database.db);
    await expect(byId('not-a-uuid')).rejects.toMatchObject({ code: '22P02' });
    const id = '5f0c1c9e-6a57-4b4e-9d3c-1f2e3d4c5b6a';
    expect((await byId(id)).rows).toEqual([{ id }]);
  });

  test('a transaction rolls back through the batches, and a failed one leaves nothing', async () => {
    await sql`create table dialect_tx (n int)`.execute(database.db);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`insert into dialect_tx values (${1})`.execute(trx);
        await sql`insert into dialect_tx values (${'not a number'})`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '22P02' });
    await database.db.transaction().execute(async (trx) => {
      await sql`insert into dialect_tx values (${2})`.execute(trx);
    });
    const { rows } = await sql<{ n: number }>`select n from dialect_tx`.execute(database.db);
    expect(rows).toEqual([{ n: 2 }]);
  });

  test('a kept statement whose table changed shape is prepared again', async () => {
    await sql`create table dialect_shape (a int)`.execute(database.db);
    await sql`insert into dialect_shape values (1)`.execute(database.db);
    const all = () =>
      sql<Record<string, number | null>>`select * from dialect_shape where a = ${1}`.execute(database.db);
    expect((await all()).rows).toEqual([{ a: 1 }]);
    await sql`alter table dialect_shape add column b int`.execute(database.db);
    expect((await all()).rows).toEqual([{ a: 1, b: null }]);
  });

  test(`at most ${PREPARED_MAX} statements are kept; the oldest are let go`, async () => {
    for (let i = 0; i < PREPARED_MAX + 20; i++)
      await sql.raw(`select ${i} as n where ${i} > -1`).execute(database.db);
    // Beside them, the two SETs that switch the planning (plan_generic, plan_custom).
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_prepared_statements where name not like 'plan_%'`.execute(
      database.db,
    );
    expect(rows[0]?.n).toBeLessThanOrEqual(PREPARED_MAX);
    expect(await kept('select 0 as n where 0 > -1')).toBe(0);
    expect(await kept(`select ${PREPARED_MAX + 19} as n where ${PREPARED_MAX + 19} > -1`)).toBe(1);
  });

  test('a statement marked samePlanForEveryValue keeps one plan; every other is planned for its values', async () => {
    await sql`create table dialect_plans (id int primary key, t text)`.execute(database.db);
    const plans = async (text: string) =>
      (
        await sql<{
          generic: number;
          custom: number;
        }>`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
          where statement = ${text}`.execute(database.db)
      ).rows[0];
    const mode = async () =>
      (await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(database.db)).rows[0]
        ?.plan_cache_mode;

    const insertSql = (id: number) =>
      sql`insert into dialect_plans values (${id}, ${`t${id}`}) ${samePlanForEveryValue}`;
    const insert = (id: number) => insertSql(id).execute(database.db);
    for (let id = 1; id <= 3; id++) expect((await insert(id)).numAffectedRows).toBe(1n);
    const likeSql = (prefix: string) =>
      sql<{ id: number }>`select id from dialect_plans where t like ${prefix} order by id`;
    const like = (prefix: string) => likeSql(prefix).execute(database.db);
    expect((await like('t%')).rows).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect((await like('t2%')).rows).toEqual([{ id: 2 }]);

    expect(await plans(insertSql(0).compile(database.db).sql)).toEqual({ generic: 3, custom: 0 });
    expect(await plans(likeSql('').compile(database.db).sql)).toEqual({ generic: 0, custom: 2 });
    expect(await mode()).toBe('force_custom_plan');

    // A marked statement that fails, alone or in a transaction, leaves the planning as it was.
    await expect(insert(1)).rejects.toMatchObject({ code: '23505' });
    expect(await mode()).toBe('force_custom_plan');
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`insert into dialect_plans values (${9}, ${'t9'}) ${samePlanForEveryValue}`.execute(trx);
        await sql`insert into dialect_plans values (${2}, ${'t2'}) ${samePlanForEveryValue}`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await mode()).toBe('force_custom_plan');
    expect((await like('t%')).rows).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(await plans(likeSql('').compile(database.db).sql)).toEqual({ generic: 0, custom: 3 });
  });
});
