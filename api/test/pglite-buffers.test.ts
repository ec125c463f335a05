import { sql } from 'kysely';
import { createDatabase } from '../src/db/database';

/** What the engine itself reports, and that it still stores and reads data. */
async function engineWith(megabytes?: number) {
  const database = await createDatabase({
    dataDir: '',
    inMemoryDatabase: true,
    ...(megabytes === undefined ? {} : { pgliteSharedBuffersMb: megabytes }),
  });
  try {
    const { rows } = await sql<{ size: string; source: string }>`
      select current_setting('shared_buffers') as size, source from pg_settings
      where name = 'shared_buffers'`.execute(database.db);
    await sql`create table t (n int)`.execute(database.db);
    await sql`insert into t select generate_series(1, 5000)`.execute(database.db);
    const sum = await sql<{ s: number }>`select sum(n)::int as s from t`.execute(database.db);
    return { ...rows[0], sum: sum.rows[0]?.s };
  } finally {
    await database.close();
  }
}

test('PGlite opens with the shared_buffers asked for, and works', async () => {
  // Three engines start one after another (two binaries compiled): slow on a busy machine.
  expect(await engineWith(8)).toEqual({ size: '8MB', source: 'command line', sum: 12502500 });
  expect(await engineWith()).toMatchObject({ size: '16MB', sum: 12502500 });
  expect(await engineWith(128)).toMatchObject({ size: '128MB', sum: 12502500 });
}, 300_000);

test('a size PGlite cannot be given is refused before the engine starts', async () => {
  await expect(engineWith(1000)).rejects.toThrow('shared_buffers must be 1–999 MB (got 1000)');
});
