import { sql } from 'kysely';
import fs from 'node:fs';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate';
import { createTestApp } from './helpers/test-app';

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
