import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
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
