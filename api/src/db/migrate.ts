import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

// api/migrations, both from src/ (tsx, jest) and from dist/ (node).
export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'migrations');

/** Applies every migrations/NNN_name.sql not yet recorded, in order, each in a transaction. */
export async function migrate(db: Kysely<DB>, dir = MIGRATIONS_DIR): Promise<string[]> {
  await sql`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`.execute(db);
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const done = await db.transaction().execute(async (trx) => {
      // The lock keeps two instances starting together from applying the same file twice.
      await sql`lock table schema_migrations in exclusive mode`.execute(trx);
      const seen = await trx
        .selectFrom('schema_migrations')
        .select('name')
        .where('name', '=', file)
        .executeTakeFirst();
      if (seen) return false;
      await sql.raw(fs.readFileSync(path.join(dir, file), 'utf8')).execute(trx);
      await trx.insertInto('schema_migrations').values({ name: file }).execute();
      return true;
    });
    if (done) applied.push(file);
  }
  return applied;
}
