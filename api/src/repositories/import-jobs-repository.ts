// The CSV import jobs' SQL (table call_imports, and the calls a job stored), as plain functions
// over an executor: the database or a transaction. The jobs themselves are run by
// services/phonesheet/calls/import.ts.
import type { Insertable, Kysely, UpdateObject } from 'kysely';
import type { CallImportsTable, ImportStatus, PsDB } from '../services/phonesheet/db';

type Q<D> = Kysely<D>;
const ps = <D>(q: Q<D>) => q as unknown as Kysely<PsDB>;

/** The statuses of a job not ended yet. */
export const RUNNING: ImportStatus[] = ['queued', 'checking', 'storing'];

/** Stores a new job and answers its row (a second job of the company breaks a unique index). */
export function insertImportJob<D>(q: Q<D>, row: Insertable<CallImportsTable>) {
  return ps(q).insertInto('call_imports').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findImportJob<D>(q: Q<D>, id: string) {
  return ps(q).selectFrom('call_imports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The company's job queued or running, if any. */
export function findRunningImportJob<D>(q: Q<D>, companyId: string) {
  return ps(q)
    .selectFrom('call_imports')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('status', 'in', RUNNING)
    .executeTakeFirst();
}

/** Changes a job (`onlyRunning`: only while it has not ended); true when it was changed. */
export async function updateImportJob<D>(
  q: Q<D>,
  id: string,
  values: UpdateObject<PsDB, 'call_imports'>,
  { onlyRunning }: { onlyRunning: boolean },
): Promise<boolean> {
  let query = ps(q).updateTable('call_imports').set(values).where('id', '=', id);
  if (onlyRunning) query = query.where('status', 'in', RUNNING);
  return !!(await query.returning('id').executeTakeFirst());
}

/** Ends the running jobs untouched since `before`, except `keep` (those running here). */
export async function endStaleImportJobs<D>(
  q: Q<D>,
  before: Date,
  keep: string[],
  values: UpdateObject<PsDB, 'call_imports'>,
): Promise<void> {
  await ps(q)
    .updateTable('call_imports')
    .set(values)
    .where('status', 'in', RUNNING)
    .where('updated_at', '<=', before)
    .where('id', 'not in', [...keep, '00000000-0000-0000-0000-000000000000'])
    .execute();
}

/** The ids of the failed or cancelled jobs still hiding calls they stored. */
export function findEndedJobsHidingCalls<D>(q: Q<D>) {
  return ps(q)
    .selectFrom('call_imports')
    .select('id')
    .where('hides_rows', '=', true)
    .where('status', 'in', ['failed', 'cancelled'])
    .execute();
}

/** Deletes up to `slice` of the calls job `id` stored; answers how many. */
export async function deleteImportedCalls<D>(q: Q<D>, id: string, slice: number): Promise<number> {
  const { numDeletedRows } = await ps(q)
    .deleteFrom('calls')
    .where('id', 'in', (eb) =>
      eb.selectFrom('calls').select('id').where('import_job_id', '=', id).limit(slice),
    )
    .executeTakeFirst();
  return Number(numDeletedRows);
}
