import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

// api/migrations, both from src/ (tsx, jest) and from dist/ (node).
export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'migrations');

/**
 * Instances starting together take turns: a transaction-scoped advisory lock, one per schema
 * (tests and tenants may share a database), taken first in every migration transaction. Even
 * `create table if not exists` races without it (two creators collide in pg_type).
 */
const takeTurn = (q: Kysely<DB>) =>
  sql`select pg_advisory_xact_lock(hashtext('phonesheet.migrate.' || current_schema()))`.execute(q);

/** Applies every migrations/NNN_name.sql not yet recorded, in order, each in a transaction. */
export async function migrate(db: Kysely<DB>, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.transaction().execute(async (trx) => {
    await takeTurn(trx);
    await sql`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(trx);
  });
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const done = await db.transaction().execute(async (trx) => {
      // The turn keeps two instances starting together from applying the same file twice; the
      // table lock does the same against an instance of an older release.
      await takeTurn(trx);
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
